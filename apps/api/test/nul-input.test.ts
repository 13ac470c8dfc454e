/**
 * Text never reaches PostgreSQL with a NUL byte (DESIGN.md "Security and integrity"): a NUL
 * (U+0000) in a query string, path parameter or body gets 400 with a zh-TW message, never 500; client logs
 * bound the nesting of their JSON.
 */
import { taipeiDateTimeToMs, UNPAIRED_SURROGATE_MESSAGE } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, orders } from '../src/db/schema';
import { beefBowl, type CreatedStore, createSplitShiftStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { lastCode, nextIp, nextMobile } from './member-factories';

const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const NUL = '\u0000';

describe('NUL bytes and deep JSON', () => {
  let t: TestApp;
  let boujee: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    boujee = await createSplitShiftStore(t.db);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });

  it('refuses a NUL in a search query with 400', async () => {
    for (const url of [
      '/api/stores?search=%00',
      `/api/stores?search=${encodeURIComponent(`烤${NUL}肉`)}`,
      '/api/stores/autocomplete?search=a%00b',
      '/api/brands?search=%00',
    ]) {
      expectRefusal(await get(url), 400, 'validation_error');
    }
  });

  it('refuses a NUL in a store identifier path with 400', async () => {
    for (const url of [
      `/api/menu/new/${encodeURIComponent(`${boujee.identifier}${NUL}`)}`,
      `/api/menu/%00/check`,
      `/iorder/stores/a%00`,
      `/api/stores/%00/news`,
      `/api/inventory/%00`,
    ]) {
      expectRefusal(await get(url), 400, 'validation_error');
    }
  });

  it('refuses a NUL in an order id path with 400 or 404, never 500', async () => {
    const res = await get('/api/orders/%00');
    expect([400, 404]).toContain(res.statusCode);
  });

  it('refuses a NUL in an order name or memo with 400, and places no order', async () => {
    for (const overrides of [
      { name: `王${NUL}小明` },
      { memo: `不要${NUL}餐具` },
      { cart: { items: [{ ...beefBowl(boujee), memo: `飯少${NUL}` }] } },
    ]) {
      const body = orderBody(boujee, { cart: { items: [beefBowl(boujee)] }, ...overrides });
      expectRefusal(await post('/api/orders/order', body), 400, 'validation_error');
    }
    const lineMemo = orderBody(boujee, { cart: { items: [{ ...beefBowl(boujee), memo: `飯少${NUL}` }] } });
    expectRefusal(await post('/api/orders/check_order', lineMemo), 400, 'validation_error');
    expect((await t.db.select().from(orders)).length).toBe(0);
  });

  it('refuses half of a surrogate pair in an order memo with 400 (was a 500 from jsonb), and places no order', async () => {
    const LONE = '\ud800';
    for (const overrides of [
      { memo: `少冰${LONE}` },
      { cart: { items: [{ ...beefBowl(boujee), memo: `飯少${LONE}` }] } },
    ]) {
      const body = orderBody(boujee, { cart: { items: [beefBowl(boujee)] }, ...overrides });
      const res = await post('/api/orders/order', body);
      expectRefusal(res, 400, 'validation_error');
      expect(res.json().message).toContain(UNPAIRED_SURROGATE_MESSAGE);
    }
    // A whole pair (an emoji) is text like any other.
    const emoji = orderBody(boujee, { cart: { items: [{ ...beefBowl(boujee), memo: '不要香菜😀' }] } });
    const { name: _name, phone: _phone, memo: _memo, ...check } = emoji;
    const checked = await post('/api/orders/check_order', check);
    expect(checked.statusCode, checked.body).toBe(200);
    expect((await t.db.select().from(orders)).length).toBe(0);
  });

  it('refuses a NUL in a register name with 400', async () => {
    const phone = nextMobile();
    expect((await post('/api/user/verify', { phone })).statusCode).toBe(200);
    const code = await lastCode(t, phone);
    const checked = await post('/api/user/check_verify', { phone, code });
    expect(checked.statusCode).toBe(200);
    const res = await post('/api/user', {
      phone,
      verification_token: checked.json().verification_token,
      name: `王${NUL}`,
      password: 'pearl-milk-tea-50',
      password_confirmation: 'pearl-milk-tea-50',
    });
    expectRefusal(res, 400, 'validation_error');
  });

  it('refuses a NUL in a client log with 400 and stores nothing', async () => {
    const before = (await t.db.select().from(clientLogs)).length;
    for (const payload of [
      { name: `get_menu${NUL}`, method: 'GET', data: {} },
      { name: 'get_menu', method: `GET${NUL}`, data: {} },
      { name: 'get_menu', method: 'GET', data: { message: `壞${NUL}` } },
      { name: 'get_menu', method: 'GET', data: { [`k${NUL}`]: 1 } },
    ]) {
      expectRefusal(await post('/api/aws-logs', payload), 400, 'validation_error');
    }
    expect((await t.db.select().from(clientLogs)).length).toBe(before);
  });

  it('refuses deeply nested JSON in a client log with 400, and keeps a shallow one', async () => {
    for (const depth of [100, 5000]) {
      const data = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/aws-logs',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"get_menu","method":"GET","data":${data}}`,
        remoteAddress: nextIp(),
      });
      expectRefusal(res, 400, 'validation_error');
    }
    const ok = await post('/api/aws-logs', {
      name: 'get_menu',
      method: 'GET',
      data: { request: { url: '/api/menu/new/x', query: { a: [1, 2, { b: 'c' }] } }, status: 500 },
    });
    expect(ok.statusCode).toBe(204);
  });
});
