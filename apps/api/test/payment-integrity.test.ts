/**
 * Money integrity of paying an order (spec §4 Payment status, §7 Payments; DESIGN.md "Money moves in database
 * transactions"): what is paid is always what the order holds at that moment, a diner cannot pull an order the
 * store may be making out of its hands by switching it to an online type, and pressing pay many times at once
 * starts one provider payment. Races run on PGlite and, in CI, on PostgreSQL.
 */
import { PaymentStatus, PaymentType, taipeiDateTimeToMs } from '@iding/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  payments,
  paymentTransactions,
  storeCreditTransactions,
  storeMembers,
} from '../src/db/schema';
import { switchOrderPaymentType } from '../src/modules/orders/order-payment-status';
import { PaymentAttempt } from '../src/modules/payments/payments.queries';
import { reconcilePayments } from '../src/modules/payments/reconcile-payments';
import { type CreatedStore, createStore, orderBody, pearlMilkTea } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the store is open around the clock, takeaway MinLead 10 minutes.
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
/** 外帶: cash, 儲值金 and the online types; the factory order is 2 × 中●珍珠奶茶 = 140 TWD. */
const SETTINGS = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 1, 6, 2, 7], MinLead: 10, Jumbo: 20 },
};
const TOTAL = 140;

describe('paying an order: amounts, switches and repeated presses', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let member: TestMember;
  let VISITOR = '';

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    shop = await createStore(t.db, { appSettings: SETTINGS });
    member = await registerMember(t);
    VISITOR = (await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' })).cookies.find(
      (c) => c.name === 'iding_visitor',
    )!.value;
    await t.db
      .insert(storeMembers)
      .values({ userId: member.userId, storeId: shop.storeId, storeCreditCents: 10_000_000 });
  });
  afterAll(async () => t.close());

  type Who = { headers?: Record<string, string> };
  const send = (method: 'POST' | 'GET' | 'PATCH', url: string, payload?: unknown, who: Who = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: who.headers ?? {},
      cookies: { iding_visitor: VISITOR },
      remoteAddress: nextIp(),
    });
  const asMember = (): Who => ({ headers: member.bearer });
  /** Places a takeaway order for 13:00 and returns its id. */
  async function place(overrides: Record<string, unknown> = {}, who: Who = {}) {
    const res = await send(
      'POST',
      '/api/orders/order',
      orderBody(shop, { target_time: '2026-11-23 13:00:00', ...overrides }),
      who,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }
  const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const startBody = (id: string, extra: Record<string, unknown> = {}) => ({
    order_id: id,
    identifier: shop.identifier,
    confirm_url: `/stores/${shop.identifier}/line_pay?order_id=${id}`,
    ...extra,
  });

  it('store credit pays what the order holds when it is paid, also when an edit races the payment', async () => {
    // The diner changes the order to 10 cups (700 TWD) while paying it: whichever lands first, the order is
    // either paid at the total it holds, or not paid. Never "total 700, paid 140".
    const edit = (id: string) =>
      send(
        'PATCH',
        `/api/orders/${id}`,
        orderBody(shop, {
          payment_type: PaymentType.STORE_CREDIT,
          target_time: '2026-11-23 13:00:00',
          version: 1,
          cart: { items: [pearlMilkTea(shop, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' }, 10)] },
        }),
        asMember(),
      );
    const pay = (id: string) =>
      send('POST', '/api/payment/store_credits', { order_id: id, identifier: shop.identifier }, asMember());
    const mismatches: string[] = [];
    const outcomes = { paidBefore: 0, paidAfter: 0 };
    for (let i = 0; i < 100; i++) {
      const id = await place({ payment_type: PaymentType.STORE_CREDIT }, asMember());
      const [edited, paid] = await Promise.all([edit(id), pay(id)]);
      expect([200, 409], edited.body).toContain(edited.statusCode);
      expect([200, 409], paid.body).toContain(paid.statusCode);
      const o = await row(id);
      const spent = await t.db
        .select()
        .from(storeCreditTransactions)
        .where(eq(storeCreditTransactions.orderId, id));
      const captured = await t.db
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.orderId, id), eq(paymentTransactions.kind, 'capture')));
      if (o.paymentStatus !== PaymentStatus.PAID_FULL) {
        if (spent.length || captured.length) mismatches.push(`${i}: unpaid, but money moved`);
        continue;
      }
      if (paid.statusCode !== 200) mismatches.push(`${i}: paid, yet the payment was refused`);
      if (spent.length !== 1 || spent[0]!.amountCents !== -o.totalCents)
        mismatches.push(
          `${i}: total ${o.totalCents / 100}, store credit spent ${-(spent[0]?.amountCents ?? 0) / 100}`,
        );
      if (captured.length !== 1 || captured[0]!.amountCents !== o.totalCents)
        mismatches.push(
          `${i}: total ${o.totalCents / 100}, captured ${(captured[0]?.amountCents ?? 0) / 100}`,
        );
      if (o.totalCents === TOTAL * 100) outcomes.paidBefore++;
      else outcomes.paidAfter++;
    }
    expect(mismatches).toEqual([]);
    // Every attempt was paid, at 140 (paid first) or at 700 (edited first).
    expect(outcomes.paidBefore + outcomes.paidAfter).toBe(100);
  });

  it('a provider capture never marks paid an order whose total is no longer the amount paid: refunded instead', async () => {
    const id = await place({ payment_type: PaymentType.LINE_PAY });
    const started = await send('POST', '/api/payment/line_pay', startBody(id));
    expect(started.statusCode, started.body).toBe(200);
    const ref = (started.json().payment_url as string).replace('/sandbox/pay/', '');
    const decided = await send('POST', `/api/sandbox/pay/${ref}`, { decision: 'paid' });
    expect(decided.statusCode, decided.body).toBe(200);
    // The order's total changes under the payment (no API path allows it for an online order: this stands for
    // any write that might slip in between the payment's start and its capture).
    await t.db
      .update(orders)
      .set({ totalCents: 700 * 100 })
      .where(eq(orders.id, id));
    // The reconciliation job asks the provider about the attempt and settles it, as a late confirm would.
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(0) })
      .where(eq(payments.orderId, id));
    await reconcilePayments(t.db, t.app.payments, NOON, 15);
    const o = await row(id);
    expect(o).toMatchObject({ paymentStatus: PaymentStatus.UNPAID, totalCents: 70_000 });
    const ledger = await t.db
      .select({ kind: paymentTransactions.kind, amountCents: paymentTransactions.amountCents })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, id));
    // The 140 TWD the provider took is listed and given back.
    expect(ledger).toEqual(
      expect.arrayContaining([
        { kind: 'capture', amountCents: TOTAL * 100 },
        { kind: 'refund', amountCents: -TOTAL * 100 },
      ]),
    );
    expect(ledger).toHaveLength(2);
    // The order can still be paid at its total.
    const again = await send('POST', '/api/payment/line_pay', startBody(id));
    expect(again.statusCode, again.body).toBe(200);
    const [attempt] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.status, PaymentAttempt.PENDING)));
    expect(attempt?.amountCents).toBe(70_000);
  });

  it('an order paid at the store cannot be switched to an online type (the store may be making it)', async () => {
    const cash = await place({ payment_type: PaymentType.CASH });
    expectRefusal(
      await send('POST', '/api/payment/line_pay', startBody(cash, { payment_type: PaymentType.LINE_PAY })),
      422,
      'payment_type_not_supported',
    );
    // Not by a member either, and not from 儲值金 (its order may be edited while unpaid).
    const credit = await place({ payment_type: PaymentType.STORE_CREDIT }, asMember());
    expectRefusal(
      await send(
        'POST',
        '/api/payment/line_pay',
        startBody(credit, { payment_type: PaymentType.LINE_PAY }),
        asMember(),
      ),
      422,
      'payment_type_not_supported',
    );
    for (const id of [cash, credit]) {
      expect(await row(id)).toMatchObject({ paymentStatus: PaymentStatus.UNPAID, status: 1 });
      expect(await t.db.select().from(payments).where(eq(payments.orderId, id))).toEqual([]);
    }
    expect((await row(cash)).paymentType).toBe(PaymentType.CASH);
    expect((await row(credit)).paymentType).toBe(PaymentType.STORE_CREDIT);
    // Online to online still works (改用其他付款方式).
    const online = await place({ payment_type: PaymentType.JKO_PAY });
    const switched = await send(
      'POST',
      '/api/payment/line_pay',
      startBody(online, { payment_type: PaymentType.LINE_PAY }),
    );
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await row(online)).paymentType).toBe(PaymentType.LINE_PAY);
  });

  it('the switch is refused once the store has accepted the order, also if the accept lands after the check', async () => {
    const id = await place({ payment_type: PaymentType.JKO_PAY });
    // An online order reaches the store only once paid; an accept stands for any write that released it.
    await t.db
      .update(orders)
      .set({ acceptedAt: new Date(NOON) })
      .where(eq(orders.id, id));
    expectRefusal(
      await send('POST', '/api/payment/line_pay', startBody(id, { payment_type: PaymentType.LINE_PAY })),
      409,
      'order_not_payable',
    );
    expect((await row(id)).paymentType).toBe(PaymentType.JKO_PAY);
    // The UPDATE checks it too: the query refuses an accepted order whatever the service read.
    expect(await switchOrderPaymentType(t.db, id, PaymentType.JKO_PAY, PaymentType.LINE_PAY)).toBe(false);
    const cash = await place({ payment_type: PaymentType.CASH });
    expect(await switchOrderPaymentType(t.db, cash, PaymentType.CASH, PaymentType.LINE_PAY)).toBe(false);
    expect((await row(cash)).paymentType).toBe(PaymentType.CASH);
  });

  it('twenty presses of the pay button at once start one provider payment, and all answer it', async () => {
    const id = await place({ payment_type: PaymentType.LINE_PAY });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/payment/line_pay', startBody(id))),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const urls = new Set(results.map((r) => r.json().payment_url as string));
    expect(urls.size).toBe(1);
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(attempts).toHaveLength(1);
  });
});
