/**
 * Reconciliation of LINE Pay (ADR 015: a reconciliation job settles them; PROVIDERS.md §1): a diner
 * who approved at LINE Pay but never came back (the tab closed on the way to the landing page) leaves a
 * payment that only LINE Pay Confirm captures: a query reads it as pending for ever. The job confirms such
 * stale attempts through the adapter (safe in every state), against the local LINE Pay fake: not approved
 * yet → left open; approved → captured once, PAID_FULL with one ledger entry, released to the store.
 */
import type { AppSettings } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, paymentTransactions } from '../src/db/schema';
import { reconcilePayments } from '../src/modules/payments/reconcile-payments';
import { type CreatedStore, createStore, orderBody } from './factories';
import {
  LINE_CHANNEL_ID,
  LINE_CHANNEL_SECRET,
  type LinePayFake,
  startLinePayFake,
} from './fakes/line-pay-fake';
import { buildTestApp, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 6], MinLead: 10, Jumbo: 20 },
};
const MIN = 60_000;
const TTL = 15;

describe('reconciliation confirms LINE Pay payments approved but never confirmed', () => {
  let t: TestApp;
  let linePay: LinePayFake;
  let shop: CreatedStore;
  let member: TestMember;
  let T0 = 0;

  beforeAll(async () => {
    linePay = await startLinePayFake();
    T0 = Date.now();
    t = await buildTestApp({
      now: T0,
      env: {
        PAYMENT_PROVIDER: 'live',
        PUBLIC_ORIGIN: 'https://order.example.tw',
        LINE_PAY_CHANNEL_ID: LINE_CHANNEL_ID,
        LINE_PAY_CHANNEL_SECRET: LINE_CHANNEL_SECRET,
        LINE_PAY_API_URL: linePay.url,
      },
    });
    shop = await createStore(t.db, { appSettings: SETTINGS });
    member = await registerMember(t);
  });
  afterAll(async () => {
    await t.close();
    await linePay.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: member.bearer, remoteAddress: nextIp() });
  async function startLinePay() {
    const placed = await post('/api/orders/order', orderBody(shop, { payment_type: 6 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const res = await post('/api/payment/line_pay', {
      order_id: id,
      identifier: shop.identifier,
      confirm_url: `/stores/${shop.identifier}/line_pay?order_id=${id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    return { id, txId: attempt!.providerRef! };
  }
  const order = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const ledger = async (id: string) =>
    t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, id));
  const confirmCalls = (txId: string) =>
    linePay.requests.filter((r) => r.path === `/v3/payments/${txId}/confirm`).length;

  it('approved at LINE Pay, nobody confirmed: the job captures it through Confirm; not approved: left open', async () => {
    const approved = await startLinePay();
    const waiting = await startLinePay();
    // The diner approves at LINE Pay and closes the tab: no confirm from the landing page.
    linePay.authenticate(approved.txId);
    expect(linePay.txs.get(approved.txId)!.state).toBe('authenticated');

    const report = await reconcilePayments(t.db, t.app.payments, T0 + 2 * MIN, TTL);
    expect(report).toMatchObject({ paid: 1 });
    expect(linePay.txs.get(approved.txId)!.state).toBe('captured');
    expect(await order(approved.id)).toMatchObject({ paymentStatus: 2 });
    const entries = await ledger(approved.id);
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([['capture', 14_000]]);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${approved.id}`,
      headers: member.bearer,
    });
    expect(view.json()).toMatchObject({ payment_status: 2, released_to_store: true });

    // Not approved yet: Confirm answers "not finished" (1169), nothing is captured, the attempt stays open.
    expect(confirmCalls(waiting.txId)).toBe(1);
    expect(linePay.txs.get(waiting.txId)!.state).toBe('requested');
    expect(await order(waiting.id)).toMatchObject({ paymentStatus: 0 });
    const [open] = await t.db.select().from(payments).where(eq(payments.orderId, waiting.id));
    expect(open!.status).toBe(0);

    // The next run finds the captured one settled and captures nothing twice; the diner's late confirm says paid.
    await reconcilePayments(t.db, t.app.payments, T0 + 4 * MIN, TTL);
    expect(await ledger(approved.id)).toHaveLength(1);
    const late = await post('/api/payment/line_pay/confirm', { order_id: approved.id });
    expect(late.json()).toMatchObject({ state: 'paid', payment_status: 2 });

    // Past the order's time and never approved: expired, not captured.
    await reconcilePayments(t.db, t.app.payments, T0 + (TTL + 2) * MIN, TTL);
    expect(linePay.txs.get(waiting.txId)!.state).toBe('requested');
    expect(await order(waiting.id)).toMatchObject({ paymentStatus: 0, status: 4 });
  });
});
