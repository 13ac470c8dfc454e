/**
 * Online payments switched off (PAYMENT_PROVIDER=none): the store info offers no online type
 * in its payment lists, so the cart never shows one; check_order and order create refuse an online type with
 * a clear zh-TW 422 and make no order; cash and store credit go on as before. With the sandbox (the default)
 * the lists are the store's own.
 */
import type { AppSettings } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { type CreatedStore, checkBody, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';

const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0, 1],
  ToGo: { payments: [0, 1, 6, 2, 9, 99, 98], MinLead: 10, Jumbo: 20 },
  DineIn: { payments: [0, 6], MinLead: 10, Jumbo: 6 },
};

describe('PAYMENT_PROVIDER=none', () => {
  let t: TestApp;
  let shop: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PAYMENT_PROVIDER: 'none' } });
    shop = await createStore(t.db, { appSettings: SETTINGS });
  });
  afterAll(async () => t.close());

  it('the store info offers only cash and store credit', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/iorder/stores/${shop.identifier}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().app_settings.ToGo.payments).toEqual([0, 1]);
    expect(res.json().app_settings.DineIn.payments).toEqual([0]);
    expect(res.json().app_settings.MaxCashOrderAmount).toBe(3000);
  });

  it('check_order and order create refuse every online type with a clear 422 and make no order', async () => {
    const before = (await t.db.select().from(orders).where(eq(orders.storeId, shop.storeId))).length;
    for (const [type, name] of [
      [6, 'LINE Pay'],
      [2, '信用卡'],
      [9, '台灣Pay'],
      [99, 'Apple Pay'],
    ] as const) {
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/orders/check_order',
        payload: checkBody(shop, { payment_type: type }),
      });
      const message = expectRefusal(check, 422, 'payment_type_unavailable');
      expect(message).toContain(name);
      expect(message).toContain('請選擇其他付款方式');
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        payload: orderBody(shop, { payment_type: type }),
      });
      expectRefusal(create, 422, 'payment_type_unavailable');
    }
    expect((await t.db.select().from(orders).where(eq(orders.storeId, shop.storeId))).length).toBe(before);
  });

  it('cash still orders', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/order', payload: orderBody(shop) });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('PAYMENT_PROVIDER=sandbox (default)', () => {
  let t: TestApp;
  let shop: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp();
    shop = await createStore(t.db, { appSettings: SETTINGS });
  });
  afterAll(async () => t.close());

  it('offers the store’s own payment lists and takes an online order', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/iorder/stores/${shop.identifier}` });
    expect(res.json().app_settings.ToGo.payments).toEqual([0, 1, 6, 2, 9, 99, 98]);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(shop, { payment_type: 6 }),
    });
    expect(create.statusCode, create.body).toBe(201);
  });
});
