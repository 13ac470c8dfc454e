/**
 * Guest orders join the history of the member whose verified phone they carry (
 * modules/orders/link-guest-orders.ts): at registration, at login and at a verified phone change; never
 * for a phone the member has not verified, and never for another member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { lastCode, nextIp, nextMobile, registerMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the factory store is open around the clock.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);

describe('guest orders in a member history', () => {
  let t: TestApp;
  let shop: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createStore(t.db);
  });
  afterAll(async () => t.close());

  type Headers = Record<string, string>;
  const post = (url: string, payload: unknown, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: nextIp() });
  /** A visitor's order (no login) with `phone` as typed; returns its id. */
  const guestOrder = async (phone: string) => {
    const res = await post('/api/orders/order', orderBody(shop, { phone }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const historyIds = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: string }[]).map((o) => o.id);
  };
  const login = async (phone: string, password: string) => {
    const res = await post('/api/user/login', { phone, password });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().auth.api_token}` };
  };

  it('a guest order placed before registering is in the new member history; another member never sees it', async () => {
    const phone = nextMobile();
    // Typed as people write it: the stored 0912345678 form is what matches.
    const id = await guestOrder(`${phone.slice(0, 4)}-${phone.slice(4, 7)}-${phone.slice(7)}`);
    const owner = await registerMember(t, { phone });
    const other = await registerMember(t);
    expect(await historyIds(owner.bearer)).toContain(id);
    expect(await historyIds(other.bearer)).not.toContain(id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: other.bearer });
    expect(detail.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: owner.bearer })).statusCode,
    ).toBe(200);
  });

  it('a guest order placed later with the member phone appears after their next login', async () => {
    const member = await registerMember(t);
    const id = await guestOrder(`+886 ${member.phone.slice(1)}`);
    expect(await historyIds(member.bearer)).not.toContain(id);
    expect(await historyIds(await login(member.phone, member.password))).toContain(id);
  });

  it('never links a phone the member has not verified, and links it once the code proves it', async () => {
    const member = await registerMember(t);
    const unverified = nextMobile();
    const id = await guestOrder(unverified);
    // A code is asked for the new number but not entered: the number is not the member's.
    expect(
      (await post('/api/user/verify', { phone: unverified, purpose: 'UPDATE_PHONE' }, member.bearer))
        .statusCode,
    ).toBe(200);
    expect(await historyIds(await login(member.phone, member.password))).not.toContain(id);

    const code = await lastCode(t, unverified, 'UPDATE_PHONE');
    const changed = await post(
      '/api/user/check_verify',
      { phone: unverified, purpose: 'UPDATE_PHONE', code },
      member.bearer,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await historyIds(member.bearer)).toContain(id);
  });

  it('the browser that placed a guest order still opens it after it joined a member history; other browsers do not', async () => {
    const phone = nextMobile();
    const placed = await post('/api/orders/order', orderBody(shop, { phone }));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const visitor = placed.cookies.find((c) => c.name === 'iding_visitor')!.value;
    const owner = await registerMember(t, { phone });
    expect(await historyIds(owner.bearer)).toContain(id);
    const asBrowser = (cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: { iding_visitor: cookie } });
    expect((await asBrowser(visitor)).statusCode).toBe(200);
    const stranger = (await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' })).cookies.find(
      (c) => c.name === 'iding_visitor',
    )!.value;
    expect((await asBrowser(stranger)).statusCode).toBe(404);
  });

  it('an order placed logged in stays out of reach of the browser cookie after logout', async () => {
    const member = await registerMember(t);
    const placed = await post('/api/orders/order', orderBody(shop, { phone: member.phone }), member.bearer);
    expect(placed.statusCode, placed.body).toBe(201);
    const visitor = placed.cookies.find((c) => c.name === 'iding_visitor')!.value;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.json().id}`,
      cookies: { iding_visitor: visitor },
    });
    expect(res.statusCode).toBe(404);
  });

  it('leaves a guest order with nobody’s phone a guest order', async () => {
    const member = await registerMember(t);
    const id = await guestOrder(nextMobile());
    expect(await historyIds(await login(member.phone, member.password))).not.toContain(id);
  });
});
