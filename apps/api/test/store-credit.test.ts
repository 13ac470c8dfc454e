/**
 * Store credit, 儲值金 (spec §3 Store-credit transactions ORDER_PAYMENT 1000 / ORDER_REFUND
 * 1001, §6 "Store credit … need a login", §7 POST /api/payment/store_credits; ADR 015): a member pays an
 * order from their balance at its store; the balance never goes negative, even under 50 concurrent payments;
 * a cancel gives it back.
 */
import { type AppSettings, RELEASED_ON_CREATE_PAYMENT_TYPES } from '@iding/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStoreEvents, orders, storeCreditTransactions, storeMembers } from '../src/db/schema';
import { reconcilePayments } from '../src/modules/payments/reconcile-payments';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 1, 6], MinLead: 10, Jumbo: 20 },
};
/** The factory order: 2 × 中●珍珠奶茶 (大 半糖 少冰 +珍珠) = 140 TWD. */
const TOTAL = 140;

describe('store credit, 儲值金', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let member: TestMember;
  let other: TestMember;
  let T0 = 0;

  beforeAll(async () => {
    T0 = Date.now();
    t = await buildTestApp({ now: T0 });
    shop = await createStore(t.db, { appSettings: SETTINGS });
    member = await registerMember(t);
    other = await registerMember(t);
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers,
      remoteAddress: nextIp(),
    });
  const setBalance = async (who: TestMember, twd: number) => {
    await t.db
      .insert(storeMembers)
      .values({ userId: who.userId, storeId: shop.storeId, storeCreditCents: twd * 100 })
      .onConflictDoUpdate({
        target: [storeMembers.userId, storeMembers.storeId],
        set: { storeCreditCents: twd * 100 },
      });
  };
  const balance = async (who: TestMember) =>
    (
      await t.db
        .select()
        .from(storeMembers)
        .where(and(eq(storeMembers.userId, who.userId), eq(storeMembers.storeId, shop.storeId)))
    )[0]!.storeCreditCents / 100;
  async function place(who: TestMember, overrides: Record<string, unknown> = {}) {
    const res = await send(
      'POST',
      '/api/orders/order',
      orderBody(shop, { payment_type: 1, ...overrides }),
      who.bearer,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }
  const pay = (id: string, headers: Record<string, string> = member.bearer, extra = {}) =>
    send(
      'POST',
      '/api/payment/store_credits',
      { order_id: id, identifier: shop.identifier, ...extra },
      headers,
    );
  const order = async (id: string, who = member) =>
    (await send('GET', `/api/orders/${id}`, undefined, who.bearer)).json();
  const transactions = async (id: string) =>
    (await send('GET', `/api/orders/${id}/transactions`, undefined, member.bearer)).json();

  it('pays from the balance: PAID_FULL, released, ORDER_PAYMENT 1000 and the order transaction (record type 2)', async () => {
    await setBalance(member, 500);
    const id = await place(member);
    // Not released to the store before it is paid: no event on its board's feed either (ADR 015).
    expect(await order(id)).toMatchObject({ payment_type: 1, payment_status: 0, released_to_store: false });
    const storeEvents = () =>
      t.db
        .select({ kind: orderStoreEvents.kind })
        .from(orderStoreEvents)
        .where(eq(orderStoreEvents.orderId, id));
    expect(await storeEvents()).toEqual([]);
    const res = await pay(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 0, state: 'paid', payment_status: 2 });
    expect(await order(id)).toMatchObject({ payment_status: 2, released_to_store: true });
    // Released once paid: the store's board hears of it then, once.
    expect(await storeEvents()).toEqual([{ kind: 'created' }]);
    expect(await balance(member)).toBe(500 - TOTAL);
    expect((await transactions(id)).transactions).toMatchObject([
      { type: 2, payment_type: 1, amount: TOTAL },
    ]);
    const ledger = await t.db
      .select()
      .from(storeCreditTransactions)
      .where(eq(storeCreditTransactions.orderId, id));
    expect(ledger).toMatchObject([
      { type: 1000, amountCents: -TOTAL * 100, balanceCents: (500 - TOTAL) * 100 },
    ]);
    // Paid once.
    expectRefusal(await pay(id), 409, 'order_not_payable');
    expect(await balance(member)).toBe(500 - TOTAL);
  });

  it("the database's release rule (db/functions/iding_order_released.sql) lists the domain's payment types", async () => {
    const res = await t.db.execute(sql`select prosrc from pg_proc where proname = 'iding_order_released'`);
    const source = String((res as unknown as { rows: { prosrc: string }[] }).rows[0]!.prosrc);
    const list = `(${RELEASED_ON_CREATE_PAYMENT_TYPES.join(', ')})`;
    expect(source.split(`payment_type IN ${list}`).length - 1).toBe(2);
    expect(source).toContain(`payment_type NOT IN ${list}`);
  });

  it('refuses a short balance with the balance in the message, and changes nothing', async () => {
    await setBalance(member, 100);
    const id = await place(member);
    const msg = expectRefusal(await pay(id), 422, 'store_credit_insufficient');
    expect(msg).toContain('$100');
    expect(await balance(member)).toBe(100);
    expect(await order(id)).toMatchObject({ payment_status: 0, released_to_store: false });
    expect((await transactions(id)).transactions).toEqual([]);
  });

  it('refuses a visitor, another member, an order of another type, unknown fields', async () => {
    await setBalance(member, 1000);
    const id = await place(member);
    expectRefusal(await pay(id, {}), 401, 'unauthorized');
    expectRefusal(await pay(id, other.bearer), 404, 'order_not_found');
    expectRefusal(await pay(id, member.bearer, { amount: 1 }), 400, 'validation_error');
    expectRefusal(await pay('00000000-0000-4000-8000-000000000000'), 404, 'order_not_found');
    const linePay = await place(member, { payment_type: 6 });
    expectRefusal(await pay(linePay), 422, 'payment_method_mismatch');
    expect(await balance(member)).toBe(1000);
    expect((await order(id)).payment_status).toBe(0);
  });

  it('a cancel gives the store credit back: ORDER_REFUND 1001, REFUNDED, both movements listed', async () => {
    await setBalance(member, 300);
    const id = await place(member);
    expect((await pay(id)).statusCode).toBe(200);
    const cancels = await Promise.all(
      [1, 2].map(() => send('DELETE', `/api/orders/${id}`, undefined, member.bearer)),
    );
    expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await balance(member)).toBe(300);
    const tx = await transactions(id);
    expect(tx.payment_status).toBe(3);
    expect(tx.transactions.map((x: { amount: number }) => x.amount)).toEqual([TOTAL, -TOTAL]);
    const ledger = await t.db
      .select()
      .from(storeCreditTransactions)
      .where(eq(storeCreditTransactions.orderId, id));
    expect(ledger.map((l) => [l.type, l.amountCents / 100]).sort()).toEqual([
      [1000, -TOTAL],
      [1001, TOTAL],
    ]);
  });

  it('50 concurrent payments against one balance never overdraw it', async () => {
    await setBalance(member, 1000);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await place(member));
    const results = await Promise.all(ids.map((id) => pay(id)));
    const paid = results.filter((r) => r.statusCode === 200).length;
    for (const r of results) expect([200, 422], r.body).toContain(r.statusCode);
    // 1000 TWD pays 7 orders of 140 TWD; the 8th would take it below 0.
    expect(paid).toBe(7);
    expect(await balance(member)).toBe(1000 - 7 * TOTAL);
    const spent = await t.db
      .select()
      .from(storeCreditTransactions)
      .where(and(eq(storeCreditTransactions.userId, member.userId), eq(storeCreditTransactions.type, 1000)));
    const mine = spent.filter((s) => ids.includes(s.orderId!));
    expect(mine).toHaveLength(7);
    expect(Math.min(...mine.map((m) => m.balanceCents))).toBeGreaterThanOrEqual(0);
    const paidOrders = await t.db.select().from(orders).where(eq(orders.paymentStatus, 2));
    expect(paidOrders.filter((o) => ids.includes(o.id))).toHaveLength(7);
  });

  it('an unpaid store-credit order expires like an online one', async () => {
    const id = await place(member);
    await reconcilePayments(t.db, t.app.payments, T0 + 16 * 60_000, 15);
    expect(await order(id)).toMatchObject({ status: 4, payment_status: 0, released_to_store: false });
  });
});
