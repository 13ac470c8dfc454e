import { taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEEF_BOWL, beefBowl, type CreatedStore, createSplitShiftStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';

// Monday 2026-11-23 12:00 in Taipei.
const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');

describe('GET /api/orders/{orderId} (spec §7): a visitor reaches only their own orders', () => {
  let t: TestApp;
  let boujee: CreatedStore;
  let orderId: string;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    boujee = await createSplitShiftStore(t.db);
    // No cookie yet: the server hands out the visitor cookie with the order.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(boujee, {
        cart: { items: [{ ...beefBowl(boujee, { 牛五花: 2 }), memo: '飯少' }] },
        name: '林小美',
        phone: '0987 654 321',
        memo: '不要餐具',
      }),
    });
    expect(res.statusCode).toBe(201);
    orderId = res.json().id;
    cookie = res.cookies.find((c) => c.name === 'iding_visitor')!.value;
  });
  afterAll(async () => t.close());

  const get = (id: string, visitor?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      cookies: visitor ? { iding_visitor: visitor } : {},
    });

  it('gives the owner the order with its items, options and money in TWD', async () => {
    const res = await get(orderId, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: orderId,
      item_name: '001',
      identifier: boujee.identifier,
      store_name: 'Boujee烤肉飯 創始店',
      store_phone: '+886910176437',
      store_address: '桃園市中壢區新生路三段12號',
      order_type: 0,
      payment_type: 0,
      status: 1,
      payment_status: 0,
      accepted_at: null,
      cancel_reason: null,
      // Cash: the store sees it at once (isReleasedToStore).
      released_to_store: true,
      cancelled_by: null,
      table_number: null,
      target_time: '2026-11-23 12:20:00', // ASAP: 12:00 + MinLead 20
      is_asap: true,
      name: '林小美',
      phone: '0987654321',
      memo: '不要餐具',
      items: [
        {
          id: boujee.entree[BEEF_BOWL],
          name: BEEF_BOWL,
          quantity: 1,
          memo: '飯少',
          subtotal: 295,
          total: 295,
          options: [
            {
              id: boujee.option[`${BEEF_BOWL}/主餐加點/牛五花`],
              name: '牛五花',
              group_name: '主餐加點',
              quantity: 2,
              price: 70,
            },
          ],
        },
      ],
      subtotal: 295,
      shipping_fee: 0,
      custom_items: [],
      coupons: [],
      discount: 0,
      point_redeem: 0,
      point_discount: 0,
      total: 295,
      created_at: expect.any(Number),
      pickup_by: 'order_number',
      // No invoice fields sent: a paper invoice.
      invoice_type: 'paper',
      invoice_value: null,
      company_title: null,
      order_tab_type: null,
      party_size: null,
      shipping_infos: null,
      waiting: null,
      delivery: null,
      transfer: null,
      // Changing the order: 盡快, so until the store accepts it (no clock limit).
      version: 1,
      editable_until: null,
      editable_until_accepted: true,
      events: [],
    });
  });

  it('says to tell the phone’s last 3 digits at a store that hides order serials (spec §3 hide_order_serial)', async () => {
    const hidden = await createSplitShiftStore(t.db, { hideOrderSerial: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(hidden, { cart: { items: [beefBowl(hidden, {})] } }),
      cookies: { iding_visitor: cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = await get(res.json().id, cookie);
    expect(order.json().pickup_by).toBe('phone_last3');
  });

  it.each([
    ['another browser', () => 'x'.repeat(43)],
    ['a caller without a cookie', () => undefined],
  ])('answers %s with 404 order_not_found and no order data', async (_label, visitor) => {
    const res = await get(orderId, visitor());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'order_not_found', message: '找不到這筆訂單' });
    expect(res.body).not.toContain('林小美');
  });

  it.each([
    ['a malformed id', 'not-a-uuid'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['an id with SQL in it', encodeURIComponent("1' or '1'='1")],
  ])('answers %s with 404 order_not_found', async (_label, id) => {
    const res = await get(id, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('order_not_found');
  });
});
