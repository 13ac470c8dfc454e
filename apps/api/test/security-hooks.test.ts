/**
 * Security hooks decide by the matched route and trust only what the server issued (
 * DESIGN.md "Security and integrity": hooks and guards never decide by a prefix of the raw URL).
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { beefBowl, type CreatedStore, createSplitShiftStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { BROWSER_WRITE, registerMember } from './member-factories';

const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');

describe('security hooks', () => {
  let t: TestApp;
  let boujee: CreatedStore;
  let orderId: string;
  let visitor: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    boujee = await createSplitShiftStore(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(boujee, { cart: { items: [beefBowl(boujee)] }, name: '林小美' }),
    });
    expect(res.statusCode).toBe(201);
    orderId = res.json().id;
    visitor = res.cookies.find((c) => c.name === 'iding_visitor')!.value;
  });
  afterAll(async () => t.close());

  const getOrder = (url: string, cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, cookies });

  describe('CSRF by the matched route', () => {
    it('refuses a cookie-authenticated write through an encoded path (/%61pi/...) without the header', async () => {
      const m = await registerMember(t);
      for (const url of ['/api/user/logout', '/%61pi/user/logout', '/%61%70%69/user/logout']) {
        const res = await t.app.inject({ method: 'POST', url, cookies: { iding_session: m.token } });
        expectRefusal(res, 403, 'csrf_failed');
      }
      // The member is still logged in: none of those writes reached the route.
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: m.bearer });
      expect(me.statusCode).toBe(200);
    });
  });

  describe('visitor cookie', () => {
    it('gives the order to the browser that placed it, also through an encoded path', async () => {
      expect((await getOrder(`/api/orders/${orderId}`, { iding_visitor: visitor })).statusCode).toBe(200);
      expect((await getOrder(`/%61pi/orders/${orderId}`, { iding_visitor: visitor })).statusCode).toBe(200);
    });

    it('never gives the order to an empty, planted or tampered visitor cookie', async () => {
      const [random, signature] = visitor.split('.');
      const cookies = [
        '',
        'y'.repeat(43),
        random!,
        `${random}.`,
        `${random}.${'A'.repeat(signature?.length ?? 43)}`,
        `${'z'.repeat(43)}.${signature}`,
      ];
      for (const planted of cookies) {
        for (const url of [`/api/orders/${orderId}`, `/%61pi/orders/${orderId}`]) {
          const res = await getOrder(url, { iding_visitor: planted });
          expectRefusal(res, 404, 'order_not_found');
        }
      }
    });

    it('keeps the order with its browser across a restart and on a second instance, with no secret configured', async () => {
      // A second app on the same database, as after a restart or behind a load balancer: the generated
      // secret is the one kept in system_settings, so the cookie still opens the order.
      const second = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        db: t.db,
      });
      try {
        const res = await second.inject({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          cookies: { iding_visitor: visitor },
        });
        expect(res.statusCode).toBe(200);
        expect(res.cookies.find((c) => c.name === 'iding_visitor')).toBeUndefined();
      } finally {
        await second.close();
      }
    });

    it('issues a new signed cookie in place of a planted one', async () => {
      const res = await getOrder(`/api/orders/${orderId}`, { iding_visitor: 'y'.repeat(43) });
      const issued = res.cookies.find((c) => c.name === 'iding_visitor');
      expect(issued?.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
      expect(issued?.httpOnly).toBe(true);
    });

    it('sets a visitor cookie on an encoded-path API call, as on a plain one', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/%61pi/provider/stable_status' });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'iding_visitor')).toBeDefined();
    });

    it('sets no cookie on the menu, which reads no credentials, and one on the first call that does', async () => {
      for (const url of [`/api/menu/new/${boujee.identifier}`, `/api/menu/${boujee.identifier}/check`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.cookies.find((c) => c.name === 'iding_visitor')).toBeUndefined();
      }
      const stores = await t.app.inject({ method: 'GET', url: '/api/stores' });
      expect(stores.cookies.find((c) => c.name === 'iding_visitor')?.value).toMatch(/\./);
    });

    it('orders placed through an encoded path belong to their browser only', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/%61pi/orders/order',
        payload: orderBody(boujee, { cart: { items: [beefBowl(boujee)] }, name: '陳大文' }),
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().id;
      const own = res.cookies.find((c) => c.name === 'iding_visitor')!.value;
      expect((await getOrder(`/api/orders/${id}`, { iding_visitor: own })).statusCode).toBe(200);
      expectRefusal(await getOrder(`/%61pi/orders/${id}`, {}), 404, 'order_not_found');
      expectRefusal(await getOrder(`/%61pi/orders/${id}`, { iding_visitor: '' }), 404, 'order_not_found');
    });
  });

  describe('logout (spec §4 Logout)', () => {
    const logout = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/user/logout', headers, cookies });

    it('refuses a cross-site logout that carries no session, and clears no cookie', async () => {
      const res = await logout({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expectRefusal(res, 401, 'unauthorized');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a logout without a session, and clears no cookie', async () => {
      const res = await logout(BROWSER_WRITE, { iding_visitor: visitor });
      expectRefusal(res, 401, 'unauthorized');
      expect(res.headers['set-cookie']).toBeUndefined();
      const stale = await logout({ authorization: `Bearer ${'x'.repeat(43)}` });
      expectRefusal(stale, 401, 'invalid_token');
      expect(String(stale.headers['set-cookie'] ?? '')).not.toContain('iding_session');
    });

    it('refuses a session cookie without the CSRF header (cross-site), and clears no cookie', async () => {
      const m = await registerMember(t);
      const res = await logout({ origin: 'https://evil.example' }, { iding_session: m.token });
      expectRefusal(res, 403, 'csrf_failed');
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('iding_session');
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: m.bearer })).statusCode).toBe(
        200,
      );
    });

    it('lets our own page drop a stale session cookie', async () => {
      const res = await logout(BROWSER_WRITE, { iding_session: 'x'.repeat(43), iding_visitor: visitor });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'iding_session')?.value).toBe('');
    });

    it('logs out a member whose session cookie comes with the CSRF header, and clears the cookie', async () => {
      const m = await registerMember(t);
      const res = await logout(BROWSER_WRITE, { iding_session: m.token, iding_visitor: visitor });
      expect(res.statusCode).toBe(200);
      const cleared = res.cookies.find((c) => c.name === 'iding_session');
      expect(cleared?.value).toBe('');
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: m.bearer })).statusCode).toBe(
        401,
      );
    });

    it('logs out a bearer client', async () => {
      const m = await registerMember(t);
      expect((await logout(m.bearer)).statusCode).toBe(200);
    });
  });
});
