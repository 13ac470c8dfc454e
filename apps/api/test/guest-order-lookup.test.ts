/**
 * 查詢訂單 (ADR 028; modules/orders/look-up-guest-orders.ts): a guest finds their orders of the last 30 days by
 * the phone on them plus an SMS code (the sandbox outbox at GET /dev/sms), and that browser may then open
 * them; another browser sees nothing, the answer before the code never tells whether the phone has orders,
 * and codes keep the member codes' expiry, attempt and sending limits.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { lastCode, nextIp, nextMobile, registerMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the factory store is open around the clock.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const DAY = 86_400_000;
const PURPOSE = 'ORDER_LOOKUP';

describe('查詢訂單: guest orders by phone plus an SMS code (ADR 028)', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let now = T0;

  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createStore(t.db);
  });
  afterAll(async () => t.close());

  /** Moves the app's clock. */
  const at = (ms: number) => {
    now = ms;
    t.setNow(ms);
  };

  /** A browser: its visitor cookie, kept from the first answer that sets one. */
  const browser = () => {
    let visitor: string | undefined;
    const ip = nextIp();
    const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url,
        payload,
        remoteAddress: ip,
        cookies: visitor ? { iding_visitor: visitor } : {},
      });
      visitor ??= res.cookies.find((c) => c.name === 'iding_visitor')?.value;
      return res;
    };
    return {
      get: (url: string) => send('GET', url),
      post: (url: string, payload: object) => send('POST', url, payload),
      /** Places a guest order with `phone`; returns its id. */
      order: async (phone: string) => {
        const res = await send('POST', '/api/orders/order', orderBody(shop, { phone }));
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as string;
      },
      /** Asks a code for `phone` and types the one the sandbox SMS sent; returns the answer. */
      lookUp: async (phone: string) => {
        const sent = await send('POST', '/api/orders/guest_lookup/verify', { phone });
        expect(sent.statusCode, sent.body).toBe(200);
        return send('POST', '/api/orders/guest_lookup/check_verify', {
          phone,
          code: await lastCode(t, phone, PURPOSE),
        });
      },
    };
  };
  /** Dates order `id` as placed at `ms` (the database stamps created_at with its own clock). */
  const placedAt = (id: string, ms: number) =>
    t.db
      .update(orders)
      .set({ createdAt: new Date(ms) })
      .where(eq(orders.id, id));
  const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((o) => o.id);

  it('finds the phone’s guest orders of the last 30 days, newest first, and this browser may open them', async () => {
    const phone = nextMobile();
    const diner = browser();
    const tooOld = await diner.order(phone);
    await placedAt(tooOld, T0 - 31 * DAY);
    const first = await diner.order(phone);
    await placedAt(first, T0 - 2 * DAY);
    const second = await diner.order(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
    await placedAt(second, T0 - DAY);
    const otherPhone = await diner.order(nextMobile());

    const fresh = browser();
    expect((await fresh.get(`/api/orders/${first}`)).statusCode).toBe(404);
    const res = await fresh.lookUp(phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual([second, first]);
    expect(res.json().data[0]).toMatchObject({
      id: second,
      identifier: shop.identifier,
      store_name: expect.any(String),
      item_name: expect.any(String),
      ordered_at: '2026-11-22 12:00:00',
      total: expect.any(Number),
      status: 1,
      status_name: '已送出',
    });
    expect(ids(res)).not.toContain(tooOld);
    expect(ids(res)).not.toContain(otherPhone);

    // The grant survives a reload: the list and each order answer again from the same cookie.
    expect(ids(await fresh.get('/api/orders/guest_lookup'))).toEqual([second, first]);
    const detail = await fresh.get(`/api/orders/${first}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().id).toBe(first);
    expect((await fresh.get(`/api/orders/${tooOld}`)).statusCode).toBe(404);
    expect((await fresh.get(`/api/orders/${otherPhone}`)).statusCode).toBe(404);
  });

  it('another browser sees nothing: no list, no order, not even with the ids', async () => {
    const phone = nextMobile();
    const diner = browser();
    const id = await diner.order(phone);
    const granted = browser();
    expect(ids(await granted.lookUp(phone))).toEqual([id]);

    const other = browser();
    expect((await other.get('/api/orders/guest_lookup')).json()).toEqual({ status: 0, data: [] });
    expectRefusal(await other.get(`/api/orders/${id}`), 404, 'order_not_found');
    // The code was used once: typing it again elsewhere opens nothing.
    const reused = await other.post('/api/orders/guest_lookup/check_verify', {
      phone,
      code: await lastCode(t, phone, PURPOSE),
    });
    expectRefusal(reused, 422, 'otp_invalid');
    expectRefusal(await other.get(`/api/orders/${id}`), 404, 'order_not_found');
  });

  it('answers the same before the code whether or not the phone has orders', async () => {
    const withOrders = nextMobile();
    await browser().order(withOrders);
    const without = nextMobile();
    const asker = browser();
    const a = await asker.post('/api/orders/guest_lookup/verify', { phone: withOrders });
    const b = await asker.post('/api/orders/guest_lookup/verify', { phone: without });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(Object.keys(a.json()).sort()).toEqual(Object.keys(b.json()).sort());
    expect(a.json().message).toBe(b.json().message);
    // A phone without orders: the right code finds none.
    const none = await asker.post('/api/orders/guest_lookup/check_verify', {
      phone: without,
      code: await lastCode(t, without, PURPOSE),
    });
    expect(none.json()).toEqual({ status: 0, data: [] });
  });

  it('refuses a wrong code with the tries left, voids it after 5, and refuses an expired one', async () => {
    const phone = nextMobile();
    const id = await browser().order(phone);
    const b = browser();
    expect((await b.post('/api/orders/guest_lookup/verify', { phone })).statusCode).toBe(200);
    const right = await lastCode(t, phone, PURPOSE);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await b.post('/api/orders/guest_lookup/check_verify', { phone, code: wrong });
    expect(expectRefusal(first, 422, 'otp_invalid')).toBe('驗證碼錯誤，還可再試 4 次');
    for (let i = 0; i < 3; i++) await b.post('/api/orders/guest_lookup/check_verify', { phone, code: wrong });
    const fifth = await b.post('/api/orders/guest_lookup/check_verify', { phone, code: wrong });
    expect(expectRefusal(fifth, 422, 'otp_invalid')).toContain('錯誤次數過多');
    // Voided: even the right code now opens nothing.
    expectRefusal(
      await b.post('/api/orders/guest_lookup/check_verify', { phone, code: right }),
      422,
      'otp_invalid',
    );
    expectRefusal(await b.get(`/api/orders/${id}`), 404, 'order_not_found');

    at(now + 61_000);
    expect((await b.post('/api/orders/guest_lookup/verify', { phone })).statusCode).toBe(200);
    const late = await lastCode(t, phone, PURPOSE);
    at(now + 5 * 60_000 + 1_000);
    const expired = await b.post('/api/orders/guest_lookup/check_verify', { phone, code: late });
    expect(expectRefusal(expired, 422, 'otp_invalid')).toBe('驗證碼已過期，請重新取得驗證碼');
    expectRefusal(await b.get(`/api/orders/${id}`), 404, 'order_not_found');
  });

  it('sends at most 1 code a minute per phone, with the member codes’ zh-TW refusal', async () => {
    const phone = nextMobile();
    const b = browser();
    expect((await b.post('/api/orders/guest_lookup/verify', { phone })).statusCode).toBe(200);
    const again = await b.post('/api/orders/guest_lookup/verify', { phone });
    expect(expectRefusal(again, 429, 'rate_limited')).toMatch(/秒後再試/);
  });

  it('validates the phone as on an order (a Taiwan mobile) and the code as 6 digits', async () => {
    const b = browser();
    expectRefusal(
      await b.post('/api/orders/guest_lookup/verify', { phone: '12345' }),
      400,
      'validation_error',
    );
    expectRefusal(
      await b.post('/api/orders/guest_lookup/check_verify', { phone: nextMobile(), code: '12a' }),
      400,
      'validation_error',
    );
  });

  it('a grant lasts 30 days', async () => {
    const phone = nextMobile();
    const id = await browser().order(phone);
    const b = browser();
    expect(ids(await b.lookUp(phone))).toEqual([id]);
    at(now + 29 * DAY);
    expect((await b.get(`/api/orders/${id}`)).statusCode).toBe(200);
    at(now + 2 * DAY);
    expect((await b.get(`/api/orders/${id}`)).statusCode).toBe(404);
    expect((await b.get('/api/orders/guest_lookup')).json().data).toEqual([]);
  });

  it('never opens an order placed logged in, even with the member’s phone', async () => {
    const member = await registerMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(shop, { phone: member.phone }),
      headers: member.bearer,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const b = browser();
    expect(ids(await b.lookUp(member.phone))).not.toContain(res.json().id);
    expectRefusal(await b.get(`/api/orders/${res.json().id}`), 404, 'order_not_found');
  });
});
