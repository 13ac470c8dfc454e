/**
 * No order costs less than 0 (spec §4 Cart; DESIGN.md "Security and integrity": store credit never goes the
 * wrong way). An option may be a discount (a negative delta), but a line whose discounts exceed its price is
 * refused by check_order, order and an order edit alike (422 menu_item_error naming the item), so no order of
 * −960 can be paid with store credit to add 960 to a balance; and spending store credit takes a positive amount.
 */
import { type AppSettings, taipeiDateTimeToMs } from '@iding/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, storeMembers } from '../src/db/schema';
import { spendStoreCredit } from '../src/modules/users/store-credit-balance';
import { type CreatedStore, checkBody, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
/** Takeaway: cash (0) and 儲值金 (1). */
const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 1], MinLead: 10, Jumbo: 20 },
};
const TEA = '冰奶茶';

describe('no order below 0 (spec §4 Cart)', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let member: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    shop = await createStore(t.db, {
      appSettings: SETTINGS,
      menu: [
        {
          category: '飲料',
          entrees: [
            {
              name: TEA,
              price: 40,
              groups: [
                {
                  name: '優惠',
                  min: 0,
                  max: 1,
                  options: [
                    { name: '自備杯', price: -5 },
                    { name: '員工價', price: -1000 },
                    { name: '招待', price: -40 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    member = await registerMember(t);
    await t.db
      .insert(storeMembers)
      .values({ userId: member.userId, storeId: shop.storeId, storeCreditCents: 10_000 });
  });
  afterAll(async () => t.close());

  const line = (option: string) => ({
    id: shop.entree[TEA]!,
    quantity: 1,
    memo: '',
    options: [{ id: shop.option[`${TEA}/優惠/${option}`]!, quantity: 1 }],
  });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: member.bearer, remoteAddress: nextIp() });
  const orderCount = async () =>
    (await t.db.select().from(orders).where(eq(orders.storeId, shop.storeId))).length;
  const balanceCents = async () =>
    (
      await t.db
        .select()
        .from(storeMembers)
        .where(and(eq(storeMembers.userId, member.userId), eq(storeMembers.storeId, shop.storeId)))
    )[0]!.storeCreditCents;

  it('check_order prices a discount that leaves the line above 0 (40 − 5 = 35)', async () => {
    const res = await post('/api/orders/check_order', checkBody(shop, { cart: { items: [line('自備杯')] } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cart.total).toBe(35);
  });

  it('check_order refuses a line whose discount takes it below 0, naming the item (422)', async () => {
    const res = await post('/api/orders/check_order', checkBody(shop, { cart: { items: [line('員工價')] } }));
    expect(expectRefusal(res, 422, 'menu_item_error')).toBe(
      '「冰奶茶」選了這些選項後金額低於 0 元，請重新選擇選項',
    );
  });

  it('order refuses it (422) for cash and 儲值金, creates no order and leaves the balance alone', async () => {
    for (const payment_type of [0, 1]) {
      const res = await post(
        '/api/orders/order',
        orderBody(shop, { payment_type, cart: { items: [line('自備杯'), line('員工價')] } }),
      );
      expect(expectRefusal(res, 422, 'menu_item_error')).toContain('「冰奶茶」');
    }
    expect(await orderCount()).toBe(0);
    expect(await balanceCents()).toBe(10_000);
  });

  it('an order edit cannot turn a placed order negative (422), and the order stays as it was', async () => {
    const at = '2026-11-23 13:00:00';
    const placed = await post(
      '/api/orders/order',
      orderBody(shop, { target_time: at, cart: { items: [line('自備杯')] } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      payload: orderBody(shop, { target_time: at, version: 1, cart: { items: [line('員工價')] } }),
      headers: member.bearer,
      remoteAddress: nextIp(),
    });
    expect(expectRefusal(res, 422, 'menu_item_error')).toContain('「冰奶茶」');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.totalCents).toBe(3500);
  });

  it('a 0 TWD order is taken in cash but not with 儲值金, which has nothing to spend (422, no order)', async () => {
    const before = await orderCount();
    const credit = await post(
      '/api/orders/order',
      orderBody(shop, { payment_type: 1, cart: { items: [line('招待')] } }),
    );
    expect(expectRefusal(credit, 422, 'payment_type_not_supported')).toContain('0 元');
    expect(await orderCount()).toBe(before);
    const cash = await post('/api/orders/order', orderBody(shop, { cart: { items: [line('招待')] } }));
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json().total).toBe(0);
    expect(await balanceCents()).toBe(10_000);
  });

  it('spending store credit takes a positive whole number of cents only, and spends nothing otherwise', async () => {
    for (const cents of [-96_000, 0, 0.5, Number.NaN]) {
      await expect(spendStoreCredit(t.db, member.userId, shop.storeId, cents)).rejects.toThrow(RangeError);
    }
    expect(await balanceCents()).toBe(10_000);
    expect(await spendStoreCredit(t.db, member.userId, shop.storeId, 500)).toBe(9_500);
  });
});
