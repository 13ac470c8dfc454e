/**
 * Coupons and promo codes end to end (spec §3 Coupon types, Discount source, Coupon applicability; spec §4
 * Coupons; spec §5 Coupon usable; spec §7 Coupons, check_order apply_coupons / remove_coupons; ADR 031):
 * what each applies, what the order is charged, single use under concurrency, a cancel giving the coupon back
 * once, a change re-pricing it, and the diner's lists.
 */
import {
  CouponApplicability,
  type CouponBenefit,
  DiscountSource,
  MemberType,
  taipeiDateTimeToMs,
} from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { couponRedemptions, coupons, orderItems, orders, users } from '../src/db/schema';
import {
  ASSAM_BLACK_TEA,
  type CreatedStore,
  checkBody,
  createStore,
  orderBody,
  plainLine,
} from './factories';
import { buildTestApp, type TestApp } from './helper';
import { BROWSER_WRITE, nextMobile, registerMember, type TestMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei: the store is open.
const NOW = taipeiDateTimeToMs('2026-11-23', '12:00');
const DAY = 24 * 60 * 60;

/** Creates a coupon of the store's brand (default: $20 off, for anyone, once per diner, running now). */
async function createCoupon(
  db: Db,
  s: CreatedStore,
  o: Partial<typeof coupons.$inferInsert> & { benefit?: CouponBenefit } = {},
) {
  const [row] = await db
    .insert(coupons)
    .values({
      brandId: s.brandId,
      storeId: s.storeId,
      name: '折 20 元',
      source: DiscountSource.COUPON,
      applicability: CouponApplicability.ALL,
      startsAt: new Date((NOW / 1000 - DAY) * 1000),
      endsAt: new Date((NOW / 1000 + 30 * DAY) * 1000),
      benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 20 } },
      ...o,
    })
    .returning();
  return row!;
}

describe('coupons (spec §4, §5, §7)', () => {
  let t: TestApp;
  let s: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    s = await createStore(t.db);
  });
  afterAll(async () => t.close());

  const check = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: payload as object, headers });
  const order = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders/order', payload: payload as object, headers });
  const usedCount = async (id: string) =>
    (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

  it('takes an amount off the items and answers it in apply_coupons; the client sends no amount', async () => {
    const c = await createCoupon(t.db, s);
    const res = await check(checkBody(s, { coupons: [{ id: c.id }] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 2 × 中●珍珠奶茶 大 +珍珠 = 140.
    expect(body.cart.total).toBe(140);
    expect(body.apply_coupons).toEqual([
      {
        id: c.id,
        code: null,
        name: '折 20 元',
        apply_to: DiscountSource.COUPON,
        exclusive: false,
        discount: 20,
        message: '',
        removed: false,
        gift_entree_id: null,
      },
    ]);
    expect(body.remove_coupons).toEqual([]);
    expect(body.discount).toBe(20);
    expect(body.total).toBe(120);
  });

  it('places the order at the discounted total, records the use, and shows the coupon on the order', async () => {
    const c = await createCoupon(t.db, s, {
      name: '九折',
      benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 10 } },
    });
    const res = await order(orderBody(s, { coupons: [{ id: c.id }], phone: nextMobile() }));
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(126);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row!.discountCents).toBe(1400);
    expect(row!.totalCents).toBe(12600);
    expect(await usedCount(c.id)).toBe(1);
    const uses = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, row!.id));
    expect(uses).toMatchObject([{ couponId: c.id, discountCents: 1400, releasedAt: null }]);
  });

  it('lists a coupon that does not apply in remove_coupons with why, and refuses it on the order', async () => {
    const min = await createCoupon(t.db, s, { name: '滿 500 折 50', minSpendCents: 50_000 });
    const vip = await createCoupon(t.db, s, { name: 'VIP 專屬', applicability: CouponApplicability.VIP });
    const late = await createCoupon(t.db, s, {
      name: '下週開始',
      startsAt: new Date(NOW + 7 * DAY * 1000),
    });
    const dineIn = await createCoupon(t.db, s, { name: '內用優惠', orderTypes: [1] });
    const res = await check(
      checkBody(s, { coupons: [{ id: min.id }, { id: vip.id }, { id: late.id }, { id: dineIn.id }] }),
    );
    const messages = res.json().remove_coupons.map((c: { message: string }) => c.message);
    expect(messages).toEqual([
      '「滿 500 折 50」未達最低消費 $500，還差 $360',
      '「VIP 專屬」此優惠券限 VIP 會員使用',
      '「下週開始」此優惠券尚未開始使用',
      '「內用優惠」此優惠券不適用於外帶',
    ]);
    expect(res.json().total).toBe(140);
    const placed = await order(orderBody(s, { coupons: [{ id: min.id }], phone: nextMobile() }));
    expect(placed.statusCode).toBe(422);
    expect(placed.json()).toMatchObject({
      code: 'coupon_not_applicable',
      message: '「滿 500 折 50」未達最低消費 $500，還差 $360，請移除後再送出',
    });
    expect(await usedCount(min.id)).toBe(0);
  });

  it('finds a promo code case-insensitively and needs the code with the id', async () => {
    const promo = await createCoupon(t.db, s, {
      name: '開幕優惠',
      source: DiscountSource.PROMO_CODE,
      code: 'OPEN50',
      benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 50 } },
    });
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { identifier: s.identifier, code: ' open50 ' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: promo.id, name: '開幕優惠', refusal: null });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { identifier: s.identifier, code: 'OPEN51' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'coupon_not_found',
      message: '找不到此優惠碼，請確認後再輸入',
    });
    const withoutCode = await check(checkBody(s, { coupons: [{ id: promo.id }] }));
    expect(withoutCode.json().remove_coupons[0].message).toBe('「開幕優惠」優惠碼不正確');
    const withCode = await check(checkBody(s, { coupons: [{ id: promo.id, code: 'open50' }] }));
    expect(withCode.json().apply_coupons[0]).toMatchObject({ id: promo.id, code: 'OPEN50', discount: 50 });
    // The code is not listed among the store's coupons.
    const all = await t.app.inject({ method: 'GET', url: `/api/coupons/all?identifier=${s.identifier}` });
    expect(all.json().data.map((c: { id: string }) => c.id)).not.toContain(promo.id);
  });

  it('caps promo-code checks per browser (guessing)', async () => {
    const other = await createStore(t.db);
    // A visitor cookie the server issued (a planted one would be replaced).
    const first = await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
    const visitor = first.cookies.find((c) => c.name === 'iding_visitor')!.value;
    const codes = Array.from({ length: 11 }, (_, i) => `GUESS${i}`);
    const statuses: number[] = [];
    for (const code of codes) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/coupons/check',
        payload: { identifier: other.identifier, code },
        cookies: { iding_visitor: visitor },
        remoteAddress: '203.0.113.77',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it('gives a single-use coupon to exactly one of 50 simultaneous orders', async () => {
    const c = await createCoupon(t.db, s, { name: '限量 1 份', totalLimit: 1 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => order(orderBody(s, { coupons: [{ id: c.id }], phone: nextMobile() }))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((x) => x === 201)).toHaveLength(1);
    expect(codes.filter((x) => x === 422)).toHaveLength(49);
    const refused = results.find((r) => r.statusCode === 422)!.json();
    expect(refused.code).toBe('coupon_not_applicable');
    expect(await usedCount(c.id)).toBe(1);
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, c.id)),
    ).toHaveLength(1);
  });

  it('gives the coupon back exactly once when the order is cancelled, also when the cancel is retried', async () => {
    const member = await registerMember(t);
    const headers = { ...member.bearer, ...BROWSER_WRITE };
    const c = await createCoupon(t.db, s, { name: '會員折 20', applicability: CouponApplicability.MEMBER });
    const placed = await order(orderBody(s, { coupons: [{ id: c.id }] }), headers);
    expect(placed.statusCode).toBe(201);
    expect(await usedCount(c.id)).toBe(1);
    const again = await order(orderBody(s, { coupons: [{ id: c.id }] }), headers);
    expect(again.json()).toMatchObject({ code: 'coupon_not_applicable' });
    const used = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/used?identifier=${s.identifier}`,
      headers,
    });
    expect(used.json().data).toMatchObject([{ order_id: placed.json().id, discount: 20 }]);
    for (let i = 0; i < 2; i++) {
      await t.app.inject({ method: 'DELETE', url: `/api/orders/${placed.json().id}`, headers });
    }
    expect(await usedCount(c.id)).toBe(0);
    const [use] = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, placed.json().id));
    expect(use!.releasedAt).not.toBeNull();
    // Usable again.
    expect((await order(orderBody(s, { coupons: [{ id: c.id }] }), headers)).statusCode).toBe(201);
  });

  it('re-prices a percentage coupon when the order is changed, and gives it back when the change drops it', async () => {
    const member = await registerMember(t);
    const headers = { ...member.bearer, ...BROWSER_WRITE };
    const c = await createCoupon(t.db, s, {
      name: '八折',
      benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 20 } },
    });
    const placed = await order(orderBody(s, { coupons: [{ id: c.id }] }), headers);
    expect(placed.json().total).toBe(112);
    const got = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().id}`, headers });
    expect(got.json()).toMatchObject({ discount: 28, coupons: [{ id: c.id, name: '八折', discount: 28 }] });
    const edit = (over: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${placed.json().id}`,
        headers,
        payload: { ...orderBody(s, over), version: got.json().version, ...over },
      });
    // One more 阿薩姆紅茶 (30): 170 × 20% = 34 off.
    const lines = [...orderBody(s).cart.items, plainLine(s, ASSAM_BLACK_TEA)];
    const changed = await edit({ cart: { items: lines }, coupons: [{ id: c.id }] });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row!.discountCents).toBe(row!.subtotalCents / 5);
    expect(row!.totalCents).toBe(row!.subtotalCents - row!.discountCents);
    const [use] = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, row!.id));
    expect(use!.discountCents).toBe(row!.discountCents);
    // Dropped by the next change: given back.
    const dropped = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed.json().id}`,
      headers,
      payload: { ...orderBody(s), coupons: [], version: changed.json().version },
    });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().total).toBe(140);
    expect(await usedCount(c.id)).toBe(0);
  });

  it('adds a GiftCoupon entree at $0 and offers a new-customer coupon only on the first order at the brand', async () => {
    const gift = await createCoupon(t.db, s, {
      name: '送紅茶',
      benefit: { type: 'GiftCoupon', gift_entree_id: s.entree[ASSAM_BLACK_TEA]! },
    });
    const res = await check(checkBody(s, { coupons: [{ id: gift.id }] }));
    expect(res.json().apply_coupons[0]).toMatchObject({
      gift_entree_id: s.entree[ASSAM_BLACK_TEA],
      discount: 0,
    });
    const giftLine = res.json().cart.items.at(-1);
    expect(giftLine).toMatchObject({ id: s.entree[ASSAM_BLACK_TEA], total: 0, memo: '優惠券贈品' });
    const buyer = await registerMember(t);
    const buyerHeaders = { ...buyer.bearer, ...BROWSER_WRITE };
    const placed = await order(orderBody(s, { coupons: [{ id: gift.id }] }), buyerHeaders);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.json().id));
    expect(items.map((i) => i.totalCents).sort()).toEqual([0, 14000]);
    // 再點一次 leaves the coupon's $0 line out: it is the coupon's, not the diner's choice.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.json().id}/again`,
      headers: buyerHeaders,
    });
    expect(again.json().cart.items).toHaveLength(1);
    expect(again.json().cart.total).toBe(140);

    const brandNew = await createStore(t.db);
    const member: TestMember = await registerMember(t);
    const headers = { ...member.bearer, ...BROWSER_WRITE };
    const welcome = await createCoupon(t.db, brandNew, {
      name: '新客折 30',
      source: DiscountSource.NEW_CUSTOMER,
      applicability: CouponApplicability.MEMBER,
      benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 30 } },
    });
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/first_purchases?identifier=${brandNew.identifier}`,
      headers,
    });
    expect(offered.json().data).toMatchObject([{ id: welcome.id, refusal: null }]);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/first_purchases?identifier=${brandNew.identifier}`,
    });
    expect(visitor.json().data[0].refusal).toBe('新客優惠限會員使用，請先登入');
    expect((await order(orderBody(brandNew), headers)).statusCode).toBe(201);
    const second = await check(checkBody(brandNew, { coupons: [{ id: welcome.id }] }), headers);
    expect(second.json().remove_coupons[0].message).toBe('「新客折 30」新客優惠限在本品牌第一次點餐使用');
  });

  it("shows what the coupons took off on the member's order list, the total net of it", async () => {
    const c = await createCoupon(t.db, s, { name: '列表折 20' });
    const member: TestMember = await registerMember(t);
    const headers = { ...member.bearer, ...BROWSER_WRITE };
    const placed = await order(orderBody(s, { coupons: [{ id: c.id }] }), headers);
    expect(placed.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: member.bearer });
    // 2 × 中●珍珠奶茶 大 +珍珠 = 140, less 20.
    expect(list.json().data[0]).toMatchObject({ id: placed.json().id, discount: 20, total: 120 });
  });

  it('lists the member’s usable coupons and refuses them to a black-listed member', async () => {
    const member = await registerMember(t);
    const headers = { ...member.bearer, ...BROWSER_WRITE };
    const c = await createCoupon(t.db, s, { name: '會員專屬', applicability: CouponApplicability.MEMBER });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/coupons?identifier=${s.identifier}`,
      headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((x: { id: string }) => x.id)).toContain(c.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/coupons' })).statusCode).toBe(401);
    await t.db.update(users).set({ userType: MemberType.VIP }).where(eq(users.id, member.userId));
    const vip = await createCoupon(t.db, s, { name: 'VIP', applicability: CouponApplicability.VIP });
    const asVip = await check(checkBody(s, { coupons: [{ id: vip.id }] }), headers);
    expect(asVip.json().apply_coupons[0].id).toBe(vip.id);
    await t.db.update(users).set({ userType: MemberType.BLACK_LIST }).where(eq(users.id, member.userId));
    const blocked = await t.app.inject({
      method: 'GET',
      url: `/api/coupons/all?identifier=${s.identifier}`,
      headers,
    });
    expect(blocked.json().data.find((x: { id: string }) => x.id === c.id).refusal).toBe(
      '此帳號無法使用優惠券，請洽店家',
    );
  });

  it('applies a birthday coupon in the member’s birthday month only, and the birthday is set once', async () => {
    const member = await registerMember(t);
    const headers = { ...member.bearer, ...BROWSER_WRITE };
    const c = await createCoupon(t.db, s, {
      name: '壽星折 50',
      source: DiscountSource.BIRTHDAY,
      applicability: CouponApplicability.MEMBER,
      benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 50 } },
    });
    const first = await check(checkBody(s, { coupons: [{ id: c.id }] }), headers);
    expect(first.json().remove_coupons[0].message).toBe(
      '「壽星折 50」請先在會員資料填寫生日，才能使用生日優惠',
    );
    const patch = (birthday: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/user', headers, payload: { birthday } });
    const set = await patch('1990-11-05');
    expect(set.statusCode).toBe(200);
    expect(set.json().birthday).toBe('1990-11-05');
    // Monday 2026-11-23: November is the birthday month.
    expect((await check(checkBody(s, { coupons: [{ id: c.id }] }), headers)).json().discount).toBe(50);
    const change = await patch('1990-12-05');
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({
      code: 'birthday_locked',
      message: '生日設定後無法修改，如需更正請洽客服',
    });
    t.setNow(taipeiDateTimeToMs('2026-12-01', '12:00'));
    try {
      const december = await check(checkBody(s, { coupons: [{ id: c.id }] }), headers);
      expect(december.json().remove_coupons[0].message).toBe('「壽星折 50」生日優惠限生日當月使用');
    } finally {
      t.setNow(NOW);
    }
  });
});
