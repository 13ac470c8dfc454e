/**
 * Orders no store accepted (spec §4 order status; docs/features.md store console): the job cancels an order still SUBMITTED and
 * unaccepted at its pickup/target time, with a reason the diner sees, refunds it once when it was paid online,
 * leaves accepted orders and stores that turned it off alone, and cancels once when two runs race.
 */
import { OrderStatus, UNACCEPTED_CANCEL_REASON } from '@iding/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStoreEvents, orders, sandboxPayments } from '../src/db/schema';
import { cancelUnacceptedOrders, type UnacceptedDeps } from '../src/modules/orders/cancel-unaccepted-orders';
import { orderPaymentsOf } from '../src/modules/payments/order-payments';
import { CONSOLE_WRITE, staffSession } from './console-factories';
import { type CreatedStore, createAllTypesStore, createStore, DRINK_SETTINGS, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { nextIp, nextMobile } from './member-factories';

const MIN = 60_000;
/** The factory order: 2 × 中●珍珠奶茶 = 140 TWD. */
const TOTAL = 140;

describe('orders no store accepted by their pickup time', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let optedOut: CreatedStore;
  let owner: string;
  let deps: UnacceptedDeps;
  let T0 = 0;
  /** Past every order's pickup time (ASAP orders are due within the store's MinLead). */
  let LATER = 0;

  beforeAll(async () => {
    // Orders are stamped by the database clock, so the app's clock starts at the real time.
    T0 = Date.now();
    LATER = T0 + 3 * 60 * MIN;
    t = await buildTestApp({ now: T0 });
    // 外帶 paid in cash or by card (sandbox).
    shop = await createStore(t.db, {
      appSettings: { ...DRINK_SETTINGS, ToGo: { ...DRINK_SETTINGS.ToGo!, payments: [0, 2] } },
    });
    optedOut = await createStore(t.db, {
      name: '50嵐 公館店',
      unacceptedOrders: { auto_cancel: false, alert_minutes: 5 },
    });
    owner = await staffSession(t, shop, 'late-owner@example.tw', 'owner', 'owner-pass-1');
    deps = { payments: orderPaymentsOf(t.db, t.app.payments), delivery: t.app.delivery };
  });
  afterAll(async () => t.close());

  /** Places an order of a new diner; its id and the diner's visitor cookie. */
  async function place(store: CreatedStore, overrides: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(store, { phone: nextMobile(), ...overrides }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const visitor = res.cookies.find((c) => c.name === 'iding_visitor')!.value;
    return { id: res.json().id as string, visitor };
  }
  /** The order as its diner's page reads it (GET /api/orders/{id}). */
  const dinerView = async (o: { id: string; visitor: string }) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, cookies: { iding_visitor: o.visitor } })
    ).json();
  const cancelEvents = (id: string) =>
    t.db
      .select()
      .from(orderStoreEvents)
      .where(and(eq(orderStoreEvents.orderId, id), eq(orderStoreEvents.kind, 'cancel')));

  it('cancels an unaccepted cash order at its pickup time with a reason the diner sees, not before', async () => {
    const o = await place(shop);
    expect(await cancelUnacceptedOrders(t.db, deps, T0)).toMatchObject({ cancelled: 0 });
    expect(await dinerView(o)).toMatchObject({ status: OrderStatus.SUBMITTED, cancel_reason: null });

    const report = await cancelUnacceptedOrders(t.db, deps, LATER);
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    expect(await dinerView(o)).toMatchObject({
      status: OrderStatus.CANCELLED,
      payment_status: 0,
      cancel_reason: UNACCEPTED_CANCEL_REASON,
    });
    // One cancel event, by no staff member: it reaches the diner's live page and the board.
    expect((await cancelEvents(o.id)).map((e) => [e.status, e.actorStaffId])).toEqual([
      [OrderStatus.CANCELLED, null],
    ]);
    // The board shows it cancelled with the reason.
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${shop.identifier}/orders`,
      cookies: { iding_console: owner },
    });
    expect(board.json().columns.cancelled.orders.find((x: { id: string }) => x.id === o.id)).toMatchObject({
      status: OrderStatus.CANCELLED,
      cancel_reason: UNACCEPTED_CANCEL_REASON,
    });
  });

  it('never cancels a 宅配 order: it has no pickup time (it ships within the store’s days)', async () => {
    const all = await createAllTypesStore(t.db, { name: '50嵐 宅配店' });
    const o = await place(all, {
      order_type: 3,
      shipping_infos: {
        recipient: '黃阿姨',
        phone: '0933123456',
        shipping_city: '臺中市',
        shipping_district: '西屯區',
        shipping_address: '臺灣大道三段99號',
      },
    });
    // A day later, still not accepted: left for the store.
    await cancelUnacceptedOrders(t.db, deps, T0 + 24 * 60 * MIN);
    expect(await dinerView(o)).toMatchObject({ status: OrderStatus.SUBMITTED, cancel_reason: null });
  });

  it('refunds an unaccepted order paid by card exactly once', async () => {
    const o = await place(shop, { payment_type: 2 });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payment/credit_card',
      cookies: { iding_visitor: o.visitor },
      remoteAddress: nextIp(),
      payload: {
        order_id: o.id,
        identifier: shop.identifier,
        confirm_url: `/stores/${shop.identifier}/credit_card?order_id=${o.id}`,
        prime: 'test_sandbox_ok_4242_unaccepted',
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/payment/credit_card/confirm',
      cookies: { iding_visitor: o.visitor },
      remoteAddress: nextIp(),
      payload: { order_id: o.id },
    });
    expect(confirm.json(), confirm.body).toMatchObject({ state: 'paid', payment_status: 2 });

    const first = await cancelUnacceptedOrders(t.db, deps, LATER);
    expect(first).toMatchObject({ cancelled: 1, refunded: 1, failed: 0 });
    expect(await cancelUnacceptedOrders(t.db, deps, LATER + MIN)).toEqual({
      cancelled: 0,
      refunded: 0,
      failed: 0,
    });
    expect(await dinerView(o)).toMatchObject({
      status: OrderStatus.CANCELLED,
      payment_status: 3,
      cancel_reason: UNACCEPTED_CANCEL_REASON,
    });
    const tx = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${o.id}/transactions`,
        cookies: { iding_visitor: o.visitor },
      })
    ).json();
    expect(tx.transactions.map((x: { amount: number }) => x.amount)).toEqual([TOTAL, -TOTAL]);
    const refunded = await t.db.select().from(sandboxPayments);
    expect(refunded.filter((s) => s.refundedCents > 0).map((s) => s.refundedCents)).toEqual([TOTAL * 100]);
  });

  it('leaves an order the store accepted, and every order of a store that turned it off', async () => {
    const accepted = await place(shop);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${shop.identifier}/orders/${accepted.id}/accept`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: owner },
      payload: { estimate_minutes: 15 },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const kept = await place(optedOut);

    expect(await cancelUnacceptedOrders(t.db, deps, LATER)).toMatchObject({ cancelled: 0 });
    expect(await dinerView(accepted)).toMatchObject({ status: OrderStatus.SUBMITTED, cancel_reason: null });
    expect(await dinerView(kept)).toMatchObject({ status: OrderStatus.SUBMITTED, cancel_reason: null });
    expect(await cancelEvents(kept.id)).toEqual([]);
  });

  it('two runs at once (two instances) cancel each order once', async () => {
    const a = await place(shop);
    const b = await place(shop);
    const runs = await Promise.all([
      cancelUnacceptedOrders(t.db, deps, LATER),
      cancelUnacceptedOrders(t.db, deps, LATER),
    ]);
    expect(runs.reduce((n, r) => n + r.cancelled, 0)).toBe(2);
    for (const o of [a, b]) {
      expect(await cancelEvents(o.id)).toHaveLength(1);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
      expect(row).toMatchObject({ status: OrderStatus.CANCELLED, cancelReason: UNACCEPTED_CANCEL_REASON });
    }
  });
});
