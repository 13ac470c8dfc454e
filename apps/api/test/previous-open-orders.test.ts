/**
 * 前日未完成 (docs/features.md "The store's day"): the 今日 page lists the store's orders still open from a past
 * business day (not today's, not a reservation placed yesterday for a later day, not an unpaid online one)
 * with the true count; 全部完成 / 全部取消 settles them as the single actions do (events for the live boards, a
 * refund for a paid cancel), once; and the day-end job completes them only for stores that turned
 * auto_complete_day_end on. Another store's orders are never touched.
 */
import {
  addDays,
  OrderStatus,
  OrderType,
  PREVIOUS_OPEN_CANCEL_REASON,
  taipeiDate,
  taipeiDateTimeToMs,
} from '@iding/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStoreEvents, orders, sandboxPayments } from '../src/db/schema';
import { completeDayEndOrders } from '../src/modules/orders/previous-open-orders';
import { CONSOLE_WRITE, consoleLogin, openOrders, staffSession } from './console-factories';
import { type CreatedStore, createStore, DRINK_SETTINGS, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp, nextMobile } from './member-factories';

/** The factory order: 2 × 中●珍珠奶茶 = 140 TWD. */
const TOTAL = 140;
const CARD_AND_CASH = { ...DRINK_SETTINGS, ToGo: { ...DRINK_SETTINGS.ToGo!, payments: [0, 2] } };
const BOARD_ON = { scheduled_lead_minutes: 60, auto_complete_day_end: true };

describe('前日未完成: orders left open from a past business day', () => {
  let t: TestApp;
  /** 全部完成 here (setting off). */
  let a: CreatedStore;
  /** 全部取消 here, with a card order paid online. */
  let c: CreatedStore;
  /** Another store (setting off): nothing here is ever touched. */
  let b: CreatedStore;
  /** auto_complete_day_end on: the day-end job's store. */
  let auto: CreatedStore;
  let TODAY = '';
  let YESTERDAY = '';
  let NOW = 0;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let autoIds: string[] = [];
  let staffAId = 0;

  const get = (who: string, sid: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${sid}/today`,
      cookies: { iding_console: cookies[who]! },
    });
  const settle = (who: string, sid: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${sid}/orders/previous_open`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: cookies[who]! },
      payload: payload as object,
    });
  const act = (who: string, sid: string, id: string, action: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${sid}/orders/${id}/${action}`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: cookies[who]! },
      payload,
    });

  /** Places an order of a new diner at the app's clock; its id and the diner's visitor cookie. */
  async function place(store: CreatedStore, overrides: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(store, { phone: nextMobile(), ...overrides }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const visitor = res.cookies.find((x) => x.name === 'iding_visitor')!.value;
    return { id: res.json().id as string, visitor };
  }
  /** Pays a card order through the sandbox (prime → confirm), as the diner's page does. */
  async function payByCard(store: CreatedStore, o: { id: string; visitor: string }) {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payment/credit_card',
      cookies: { iding_visitor: o.visitor },
      remoteAddress: nextIp(),
      payload: {
        order_id: o.id,
        identifier: store.identifier,
        confirm_url: `/stores/${store.identifier}/credit_card?order_id=${o.id}`,
        prime: 'test_sandbox_ok_4242_previous-day',
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
  }
  const statusOf = async (id: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
  const eventsOf = (id: string) =>
    t.db
      .select({
        kind: orderStoreEvents.kind,
        status: orderStoreEvents.status,
        actor: orderStoreEvents.actorStaffId,
      })
      .from(orderStoreEvents)
      .where(and(eq(orderStoreEvents.orderId, id), inArray(orderStoreEvents.kind, ['complete', 'cancel'])));

  beforeAll(async () => {
    TODAY = taipeiDate(Date.now());
    YESTERDAY = addDays(TODAY, -1);
    NOW = taipeiDateTimeToMs(TODAY, '10:00');
    t = await buildTestApp({ now: taipeiDateTimeToMs(YESTERDAY, '12:00') });
    a = await createStore(t.db, { appSettings: CARD_AND_CASH });
    c = await createStore(t.db, { name: '50嵐 公館店', appSettings: CARD_AND_CASH });
    b = await createStore(t.db, { name: '50嵐 南京店' });
    auto = await createStore(t.db, { name: '50嵐 永康店', boardSettings: BOARD_ON });
    cookies.ownerA = await staffSession(t, a, 'prev-owner-a@example.tw', 'owner', 'owner-pass-a');

    // Yesterday at noon, store A: new, accepted, ready; one completed; one card order never paid (never the
    // store's); one placed for a later day (a reservation: due tomorrow).
    ids.aNew = (await place(a)).id;
    ids.aAccepted = (await place(a)).id;
    ids.aReady = (await place(a)).id;
    ids.aDone = (await place(a)).id;
    ids.aUnpaid = (await place(a, { payment_type: 2 })).id;
    ids.aLater = (await place(a)).id;
    await t.db
      .update(orders)
      .set({ targetTime: new Date(taipeiDateTimeToMs(addDays(TODAY, 1), '18:00')) })
      .where(eq(orders.id, ids.aLater));
    // And a 宅配 order (made one in place: it ships within the store's days, so open the next day is normal).
    ids.aShip = (await place(a)).id;
    await t.db.update(orders).set({ orderType: OrderType.SHIP }).where(eq(orders.id, ids.aShip));
    expect(
      (await act('ownerA', a.identifier, ids.aAccepted, 'accept', { estimate_minutes: 10 })).statusCode,
    ).toBe(200);
    expect((await act('ownerA', a.identifier, ids.aReady, 'ready')).statusCode).toBe(200);
    expect((await act('ownerA', a.identifier, ids.aDone, 'ready')).statusCode).toBe(200);
    expect((await act('ownerA', a.identifier, ids.aDone, 'complete')).statusCode).toBe(200);
    // Store C: a cash order and a card order paid online.
    ids.cCash = (await place(c)).id;
    const card = await place(c, { payment_type: 2 });
    await payByCard(c, card);
    ids.cCard = card.id;
    // Store B: one open order of its own.
    ids.bOpen = (await place(b)).id;
    // The auto store: two days of orders nobody pressed 完成 on, more than the 今日 list shows.
    autoIds = [
      ...(await openOrders(t.db, auto, {
        count: 30,
        businessDate: addDays(TODAY, -2),
        createdAt: new Date(taipeiDateTimeToMs(addDays(TODAY, -2), '12:00')),
        stage: 'ready',
      })),
      ...(await openOrders(t.db, auto, {
        count: 25,
        businessDate: YESTERDAY,
        createdAt: new Date(taipeiDateTimeToMs(YESTERDAY, '12:00')),
      })),
    ];
    // And one placed yesterday for tomorrow evening: not the past day's, even with the setting on.
    const [later] = await openOrders(t.db, auto, {
      count: 1,
      businessDate: YESTERDAY,
      createdAt: new Date(taipeiDateTimeToMs(YESTERDAY, '12:30')),
    });
    ids.autoLater = later!;
    await t.db
      .update(orders)
      .set({ targetTime: new Date(taipeiDateTimeToMs(addDays(TODAY, 1), '18:00')) })
      .where(eq(orders.id, ids.autoLater!));

    // Today, 10:00: fresh sessions (a session lasts 12 hours) and an open order of today in A.
    t.setNow(NOW);
    cookies.ownerA = await consoleLogin(t, 'prev-owner-a@example.tw', 'owner-pass-a');
    cookies.staffA = await staffSession(t, a, 'prev-staff-a@example.tw', 'staff', 'staff-pass-a');
    cookies.ownerC = await staffSession(t, c, 'prev-owner-c@example.tw', 'owner', 'owner-pass-c');
    cookies.ownerB = await staffSession(t, b, 'prev-owner-b@example.tw', 'owner', 'owner-pass-b');
    cookies.ownerAuto = await staffSession(t, auto, 'prev-owner-auto@example.tw', 'owner', 'owner-pass-x');
    ids.aToday = (await place(a)).id;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/console/me',
      cookies: { iding_console: cookies.staffA! },
    });
    staffAId = me.json().id;
  }, 120_000);
  afterAll(async () => t.close());

  it('今日 lists the open orders of past days, oldest first, with the true count; not today’s, later, unpaid or 宅配', async () => {
    const res = await get('staffA', a.identifier);
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.business_date).toBe(TODAY);
    expect(day.previous_open.count).toBe(3);
    expect(day.previous_open.orders.map((o: { id: string }) => o.id)).toEqual([
      ids.aNew,
      ids.aAccepted,
      ids.aReady,
    ]);
    expect(day.previous_open.orders[0]).toMatchObject({ item_name: '001', total: TOTAL, status: 1 });

    // 50 listed of 55, the oldest business day first.
    const many = (await get('ownerAuto', auto.identifier)).json().previous_open;
    expect(many.count).toBe(55);
    expect(many.orders).toHaveLength(50);
    expect(many.orders.map((o: { id: string }) => o.id)).toEqual(autoIds.slice(0, 50));

    // Another store's staff: 403 and no data.
    const other = await get('ownerB', a.identifier);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(ids.aNew);
    expect((await get('ownerB', b.identifier)).json().previous_open.count).toBe(1);
  });

  it('refuses a bad body with a zh-TW 400 and changes nothing', async () => {
    expect(
      expectRefusal(await settle('staffA', a.identifier, { action: 'finish' }), 400, 'validation_error'),
    ).toContain('請選擇全部完成或全部取消');
    expectRefusal(await settle('staffA', a.identifier, {}), 400, 'validation_error');
    expectRefusal(
      await settle('staffA', a.identifier, { action: 'cancel', reason: '   ' }),
      400,
      'validation_error',
    );
    expectRefusal(await settle('ownerB', a.identifier, { action: 'complete' }), 403, 'forbidden');
    expect(await statusOf(ids.aNew!)).toBe(OrderStatus.SUBMITTED);
  });

  it('全部完成 (staff): every one COMPLETED with a live event by the staff member; once', async () => {
    const res = await settle('staffA', a.identifier, { action: 'complete' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ completed: 3, failed: 0 });
    for (const id of [ids.aNew!, ids.aAccepted!, ids.aReady!]) {
      expect(await statusOf(id)).toBe(OrderStatus.COMPLETED);
      expect(await eventsOf(id)).toEqual([
        { kind: 'complete', status: OrderStatus.COMPLETED, actor: staffAId },
      ]);
    }
    // Today's, the later day's and the unpaid order stay as they were; the one completed yesterday too.
    for (const id of [ids.aToday!, ids.aLater!, ids.aUnpaid!, ids.aShip!])
      expect(await statusOf(id)).toBe(OrderStatus.SUBMITTED);
    expect(await eventsOf(ids.aDone!)).toHaveLength(1);

    expect((await settle('staffA', a.identifier, { action: 'complete' })).json()).toEqual({
      completed: 0,
      failed: 0,
    });
    expect((await get('staffA', a.identifier)).json().previous_open).toEqual({ count: 0, orders: [] });
    // Store B's order is untouched.
    expect(await statusOf(ids.bOpen!)).toBe(OrderStatus.SUBMITTED);
    expect(await eventsOf(ids.bOpen!)).toEqual([]);
  });

  it('全部取消: every one CANCELLED with the reason, the card order refunded once', async () => {
    const res = await settle('ownerC', c.identifier, { action: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelled: 2, failed: 0 });
    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [ids.cCash!, ids.cCard!]));
    for (const row of rows) {
      expect(row).toMatchObject({ status: OrderStatus.CANCELLED, cancelReason: PREVIOUS_OPEN_CANCEL_REASON });
      expect(await eventsOf(row.id)).toHaveLength(1);
    }
    expect(rows.find((r) => r.id === ids.cCard)!.paymentStatus).toBe(3);
    expect((await settle('ownerC', c.identifier, { action: 'cancel', reason: '再取消一次' })).json()).toEqual(
      {
        cancelled: 0,
        failed: 0,
      },
    );
    const refunds = (await t.db.select().from(sandboxPayments)).filter((s) => s.refundedCents > 0);
    expect(refunds.map((s) => s.refundedCents)).toEqual([TOTAL * 100]);
    expect(await statusOf(ids.bOpen!)).toBe(OrderStatus.SUBMITTED);
  });

  it('the day-end job completes them only for stores with the setting on; a second run changes nothing', async () => {
    // Store B (setting off) keeps its order; the auto store's 55 are completed over one run of 100.
    const run = await completeDayEndOrders(t.db, NOW);
    expect(run).toEqual({ completed: 55 });
    const statuses = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, autoIds));
    expect(statuses.every((s) => s.status === OrderStatus.COMPLETED)).toBe(true);
    expect(await eventsOf(autoIds[0]!)).toEqual([
      { kind: 'complete', status: OrderStatus.COMPLETED, actor: null },
    ]);
    expect(await statusOf(ids.bOpen!)).toBe(OrderStatus.SUBMITTED);
    expect(await statusOf(ids.autoLater!)).toBe(OrderStatus.SUBMITTED);

    expect(await completeDayEndOrders(t.db, NOW)).toEqual({ completed: 0 });
    expect((await get('ownerAuto', auto.identifier)).json().previous_open.count).toBe(0);
    // Two instances at once: each order once.
    const more = await openOrders(t.db, auto, {
      count: 3,
      businessDate: YESTERDAY,
      createdAt: new Date(taipeiDateTimeToMs(YESTERDAY, '13:00')),
    });
    const runs = await Promise.all([completeDayEndOrders(t.db, NOW), completeDayEndOrders(t.db, NOW)]);
    expect(runs[0]!.completed + runs[1]!.completed).toBe(3);
    for (const id of more) expect(await eventsOf(id)).toHaveLength(1);
  });
});
