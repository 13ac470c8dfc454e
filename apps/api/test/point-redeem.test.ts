/**
 * Redeeming points on an order (spec §3 combinedOrder.order_point, Points ledger events NEW_ORDER_REDEEM 44 and
 * CANCEL_ORDER_REDEEM 47; spec §6 points redemption only for members where the store runs points; spec §7
 * check_order point_redeem): what applies, what the order is charged, the balance never below 0 under
 * concurrency, and a cancel giving the points back once.
 */
import { PointEvent, taipeiDateTimeToMs } from '@iding/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pointTransactions, storeMembers } from '../src/db/schema';
import { type CreatedStore, checkBody, createStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { BROWSER_WRITE, registerMember } from './member-factories';

const NOW = taipeiDateTimeToMs('2026-11-23', '12:00');

describe('redeeming points (spec §3 order_point, §6, §7)', () => {
  let t: TestApp;
  let s: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    // 1 點 takes $1 off, at most half of the items; 1 點 earned per full $50.
    s = await createStore(t.db, {
      pointRule: {
        PMEnabled: true,
        PMName: '點',
        PGRules: [{ Amount: 50, Point: 1 }],
        RedeemValue: 1,
        RedeemMaxPercent: 50,
      },
    });
  });
  afterAll(async () => t.close());

  /** A member holding `points` at the store. */
  async function memberWith(points: number) {
    const m = await registerMember(t);
    await t.db.insert(storeMembers).values({ userId: m.userId, storeId: s.storeId, point: points });
    return { ...m, headers: { ...m.bearer, ...BROWSER_WRITE } };
  }
  const balance = async (userId: number) =>
    (
      await t.db
        .select()
        .from(storeMembers)
        .where(and(eq(storeMembers.userId, userId), eq(storeMembers.storeId, s.storeId)))
    )[0]!.point;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('answers the points that apply, at most the balance and the store’s share of the items', async () => {
    const m = await memberWith(100);
    // 2 × 中●珍珠奶茶 = $140: at most $70 (50%) in points.
    const some = await post('/api/orders/check_order', checkBody(s, { point_redeem: 30 }), m.headers);
    expect(some.statusCode).toBe(200);
    expect(some.json()).toMatchObject({
      point_balance: 100,
      point_redeem_max: 70,
      order_point: { order_point_redeem: 30, order_point_discount: 30, order_point_gain: 2 },
      total: 110,
    });
    const many = await post('/api/orders/check_order', checkBody(s, { point_redeem: 500 }), m.headers);
    expect(many.json()).toMatchObject({ order_point: { order_point_redeem: 70 }, total: 70 });
    // A visitor redeems nothing.
    const visitor = await post('/api/orders/check_order', checkBody(s, { point_redeem: 30 }));
    expect(visitor.json()).toMatchObject({
      point_redeem_max: 0,
      order_point: { order_point_redeem: 0 },
      total: 140,
    });
  });

  it('takes the points with the order, writes NEW_ORDER_REDEEM, and gives them back once on cancel', async () => {
    const m = await memberWith(100);
    const placed = await post('/api/orders/order', orderBody(s, { point_redeem: 30 }), m.headers);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().total).toBe(110);
    expect(await balance(m.userId)).toBe(70);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row).toMatchObject({ pointsRedeemed: 30, pointDiscountCents: 3000, totalCents: 11000 });
    const got = await t.app.inject({ method: 'GET', url: `/api/orders/${row!.id}`, headers: m.headers });
    expect(got.json()).toMatchObject({ point_redeem: 30, point_discount: 30, total: 110 });
    for (let i = 0; i < 2; i++) {
      await t.app.inject({ method: 'DELETE', url: `/api/orders/${row!.id}`, headers: m.headers });
    }
    expect(await balance(m.userId)).toBe(100);
    const ledger = await t.db.select().from(pointTransactions).where(eq(pointTransactions.orderId, row!.id));
    expect(ledger.map((l) => [l.event, l.points, l.balanceAfter]).sort()).toEqual([
      [PointEvent.NEW_ORDER_REDEEM, -30, 70],
      [PointEvent.CANCEL_ORDER_REDEEM, 30, 100],
    ]);
  });

  it('refuses points that do not apply with what does, and writes nothing', async () => {
    const m = await memberWith(100);
    const over = await post('/api/orders/order', orderBody(s, { point_redeem: 80 }), m.headers);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'points_not_applicable',
      message: '這筆訂單最多可折抵 70 點，請重新確認後再送出',
    });
    const visitor = await post('/api/orders/order', orderBody(s, { point_redeem: 10 }));
    expect(visitor.json()).toMatchObject({ code: 'points_not_applicable', message: '點數折抵需先登入會員' });
    expect(await balance(m.userId)).toBe(100);
  });

  it('never takes the balance below 0: of two orders spending most of it at once, one goes through', async () => {
    const m = await memberWith(100);
    const [a, b] = await Promise.all([
      post('/api/orders/order', orderBody(s, { point_redeem: 60 }), m.headers),
      post('/api/orders/order', orderBody(s, { point_redeem: 60, memo: 'b' }), m.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().code).toBe('points_not_applicable');
    expect(await balance(m.userId)).toBe(40);
  });
});
