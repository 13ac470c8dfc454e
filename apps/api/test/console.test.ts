/**
 * Store console: staff login and sessions, store isolation, the board, every transition
 * against the legality matrix with its audit, and live events (SSE with Last-Event-ID catch-up).
 */
import { OrderStatus, taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStoreEvents, orders } from '../src/db/schema';
import { addStaff } from '../src/modules/staff/add-staff';
import { boardOrders } from './console-factories';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { nextMobile, registerMember } from './member-factories';
import { readEventStream } from './sse-client';

const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };

describe('store console', () => {
  let t: TestApp;
  let storeA: CreatedStore;
  let storeB: CreatedStore;
  let ownerA: string;
  let staffB: string;

  const login = async (account: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: WRITE,
      payload: { account, password },
    });
    return res;
  };
  /** An order of a new diner (a browser and a phone of their own: a diner's open orders at a store are capped). */
  const order = async (s: CreatedStore, overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, { phone: nextMobile(), ...overrides }),
    });
    expect(res.statusCode).toBe(201);
    return {
      id: res.json().id as string,
      visitor: res.cookies.find((c) => c.name === 'iding_visitor')!.value,
    };
  };
  const act = (cookie: string, sid: string, orderId: string, action: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${sid}/orders/${orderId}/${action}`,
      headers: WRITE,
      cookies: { iding_console: cookie },
      payload,
    });
  const board = (cookie: string, sid: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${sid}/orders`,
      cookies: { iding_console: cookie },
    });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    storeA = await createStore(t.db);
    storeB = await createStore(t.db, { name: '50嵐 公館店' });
    await addStaff(t.db, {
      account: '0911222333',
      storeIdentifier: storeA.identifier,
      role: 'owner',
      password: 'owner-pass-1',
    });
    await addStaff(t.db, {
      account: 'b@example.tw',
      storeIdentifier: storeB.identifier,
      role: 'staff',
      password: 'staff-pass-1',
    });
    ownerA = (await login('0911-222-333', 'owner-pass-1')).cookies.find(
      (c) => c.name === 'iding_console',
    )!.value;
    staffB = (await login('B@Example.tw', 'staff-pass-1')).cookies.find(
      (c) => c.name === 'iding_console',
    )!.value;
  });
  afterAll(async () => t.close());

  describe('§1 staff and access', () => {
    it('logs in by phone or e-mail and lists the stores with the role', async () => {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/console/me',
        cookies: { iding_console: ownerA },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().stores).toEqual([
        expect.objectContaining({ identifier: storeA.identifier, role: 'owner' }),
      ]);
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/console/me',
        cookies: { iding_console: staffB },
      });
      expect(other.json().stores).toEqual([
        expect.objectContaining({ identifier: storeB.identifier, role: 'staff' }),
      ]);
    });

    it('refuses a wrong password and an unknown account with one message', async () => {
      const wrong = await login('0911222333', 'nope-nope');
      const unknown = await login('0900000000', 'owner-pass-1');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().message).toBe('帳號或密碼錯誤');
      expect(unknown.json().message).toBe('帳號或密碼錯誤');
      expect(wrong.cookies.find((c) => c.name === 'iding_console')).toBeUndefined();
    });

    it('keeps console and member sessions apart: no cookie or a member cookie is 401', async () => {
      const none = await t.app.inject({
        method: 'GET',
        url: `/api/console/stores/${storeA.identifier}/orders`,
      });
      expect(none.statusCode).toBe(401);
      const member = await t.app.inject({
        method: 'GET',
        url: `/api/console/stores/${storeA.identifier}/orders`,
        cookies: { iding_session: ownerA },
      });
      expect(member.statusCode).toBe(401);
    });

    it('refuses console writes without X-Requested-With (CSRF), changing nothing', async () => {
      const { id } = await order(storeA);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/console/stores/${storeA.identifier}/orders/${id}/ready`,
        cookies: { iding_console: ownerA },
      });
      expect(res.statusCode).toBe(403);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.status).toBe(OrderStatus.SUBMITTED);
    });

    it('staff of store B cannot read or change anything of store A (403, no data)', async () => {
      const { id } = await order(storeA);
      const read = await board(staffB, storeA.identifier);
      expect(read.statusCode).toBe(403);
      expect(JSON.stringify(read.json())).not.toContain(id);
      for (const [action, payload] of [
        ['accept', { estimate_minutes: 10 }],
        ['ready', undefined],
        ['complete', undefined],
        ['cancel', { reason: '測試' }],
      ] as const) {
        // Through the other store's URL and through their own store's URL.
        expect((await act(staffB, storeA.identifier, id, action, payload)).statusCode).toBe(403);
        const own = await act(staffB, storeB.identifier, id, action, payload);
        expect(own.statusCode).toBe(404);
        expect(own.json().code).toBe('order_not_found');
      }
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ status: OrderStatus.SUBMITTED, acceptedAt: null });
      const events = await t.app.inject({
        method: 'GET',
        url: `/api/console/stores/${storeA.identifier}/events`,
        cookies: { iding_console: staffB },
      });
      expect(events.statusCode).toBe(403);
    });

    it('logout ends the session', async () => {
      const cookie = (await login('0911222333', 'owner-pass-1')).cookies.find(
        (c) => c.name === 'iding_console',
      )!.value;
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/console/logout',
        headers: WRITE,
        cookies: { iding_console: cookie },
      });
      expect(out.statusCode).toBe(200);
      expect((await board(cookie, storeA.identifier)).statusCode).toBe(401);
    });
  });

  describe('§2 board and transitions', () => {
    it('once the store accepts, the diner can no longer change or cancel the order and is told to call the store', async () => {
      const member = await registerMember(t);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        headers: member.bearer,
        payload: orderBody(storeA, { target_time: '2026-11-23 13:30:00' }),
      });
      expect(placed.statusCode).toBe(201);
      const id = placed.json().id as string;
      const read = () => t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: member.bearer });
      const before = (await read()).json();
      expect(before.accepted_at).toBeNull();
      expect(before.editable_until).not.toBeNull();

      expect((await act(ownerA, storeA.identifier, id, 'accept', { estimate_minutes: 10 })).statusCode).toBe(
        200,
      );
      const after = (await read()).json();
      expect(after.accepted_at).toBe(Math.floor(NOON / 1000));
      expect(after.editable_until).toBeNull();
      const listed = await t.app.inject({ method: 'GET', url: '/api/orders', headers: member.bearer });
      expect(listed.json().data.find((o: { id: string }) => o.id === id).can_cancel).toBe(false);

      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}`,
        headers: member.bearer,
        payload: orderBody(storeA, { target_time: '2026-11-23 13:45:00', version: before.version }),
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toMatchObject({
        code: 'cannot_edit',
        message: expect.stringContaining('店家已接單'),
      });
      const cancel = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${id}`,
        headers: member.bearer,
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toMatchObject({
        code: 'cannot_cancel',
        message: expect.stringContaining('請直接聯絡店家'),
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.status).toBe(OrderStatus.SUBMITTED);
      expect(row!.version).toBe(before.version);
    });

    it('shows a new order with number, type, items with options, payment and invoice', async () => {
      const { id } = await order(storeA, { memo: '不要吸管' });
      const res = await board(ownerA, storeA.identifier);
      expect(res.statusCode).toBe(200);
      const card = boardOrders(res.json()).find((o) => o.id === id)!;
      expect(card).toMatchObject({
        stage: 'new',
        status: 1,
        order_type: 0,
        payment_type: 0,
        invoice_type: 'paper',
        memo: '不要吸管',
        total: 140,
        accepted_at: null,
      });
      expect(card.item_name).toMatch(/^\d{3}$/);
      expect(card.items[0]).toMatchObject({ quantity: 2 });
      expect(card.items[0]!.options.map((o) => o.name)).toEqual(
        expect.arrayContaining(['大', '半糖', '少冰', '珍珠']),
      );
      expect(res.json().last_event_id).toBeGreaterThan(0);
    });

    it('accept → ready → complete, each audited with the staff member; the order stays SUBMITTED when accepted', async () => {
      const { id } = await order(storeA);
      const accepted = await act(ownerA, storeA.identifier, id, 'accept', { estimate_minutes: 15 });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        stage: 'preparing',
        status: 1,
        estimate_minutes: 15,
        accepted_at: NOON / 1000,
      });
      const ready = await act(ownerA, storeA.identifier, id, 'ready');
      expect(ready.json()).toMatchObject({ stage: 'ready', status: 2, ready_at: NOON / 1000 });
      const done = await act(ownerA, storeA.identifier, id, 'complete');
      expect(done.json()).toMatchObject({ stage: 'completed', status: 3 });
      const audit = await t.db.select().from(orderStoreEvents).where(eq(orderStoreEvents.orderId, id));
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/console/me',
        cookies: { iding_console: ownerA },
      });
      expect(audit.map((e) => [e.kind, e.actorStaffId, e.status])).toEqual([
        ['created', null, 1],
        ['accept', me.json().id, 1],
        ['ready', me.json().id, 2],
        ['complete', me.json().id, 3],
      ]);
    });

    it('refuses illegal transitions with 409 and changes nothing', async () => {
      const { id } = await order(storeA);
      expect((await act(ownerA, storeA.identifier, id, 'complete')).statusCode).toBe(409); // new → complete
      await act(ownerA, storeA.identifier, id, 'accept', { estimate_minutes: 5 });
      const again = await act(ownerA, storeA.identifier, id, 'accept', { estimate_minutes: 30 });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('order_transition_invalid');
      await act(ownerA, storeA.identifier, id, 'ready');
      expect((await act(ownerA, storeA.identifier, id, 'ready')).statusCode).toBe(409);
      expect((await act(ownerA, storeA.identifier, id, 'accept', { estimate_minutes: 5 })).statusCode).toBe(
        409,
      );
      await act(ownerA, storeA.identifier, id, 'complete');
      for (const action of ['cancel', 'ready', 'complete'] as const) {
        const res = await act(
          ownerA,
          storeA.identifier,
          id,
          action,
          action === 'cancel' ? { reason: 'x' } : undefined,
        );
        expect(res.statusCode).toBe(409);
      }
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ status: OrderStatus.COMPLETED, estimateMinutes: 5 });
    });

    it('cancels with a reason; a cancelled order takes no more actions', async () => {
      const { id } = await order(storeA);
      const res = await act(ownerA, storeA.identifier, id, 'cancel', { reason: '食材用完' });
      expect(res.json()).toMatchObject({ stage: 'cancelled', status: 4, cancel_reason: '食材用完' });
      expect((await act(ownerA, storeA.identifier, id, 'ready')).statusCode).toBe(409);
    });

    it('validates input: minutes out of range, empty reason, unknown fields (400, nothing changed)', async () => {
      const { id } = await order(storeA);
      for (const body of [
        { estimate_minutes: 0 },
        { estimate_minutes: 999 },
        { estimate_minutes: 10, x: 1 },
      ]) {
        expect((await act(ownerA, storeA.identifier, id, 'accept', body)).statusCode).toBe(400);
      }
      expect((await act(ownerA, storeA.identifier, id, 'cancel', { reason: '  ' })).statusCode).toBe(400);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ status: 1, acceptedAt: null });
    });

    it("records the diner's own changes for the board: an edit (version + 1) and a cancel, with no staff member", async () => {
      const { id } = await order(storeA);
      await t.db.update(orders).set({ version: 2 }).where(eq(orders.id, id));
      await t.db.update(orders).set({ status: OrderStatus.CANCELLED }).where(eq(orders.id, id));
      const audit = await t.db.select().from(orderStoreEvents).where(eq(orderStoreEvents.orderId, id));
      expect(audit.map((e) => [e.kind, e.actorStaffId, e.status])).toEqual([
        ['created', null, 1],
        ['edited', null, 1],
        ['cancel', null, 4],
      ]);
    });

    it('does not show an online order until it is paid (isReleasedToStore)', async () => {
      const [unpaid] = await t.db
        .update(orders)
        .set({ paymentType: 6 })
        .where(eq(orders.id, (await order(storeA)).id))
        .returning();
      // A row inserted as an offline order and then switched is not how orders arrive; insert-time release is
      // covered by the trigger. What matters here: the board reads by payment state.
      const res = await board(ownerA, storeA.identifier);
      expect(boardOrders(res.json()).map((o) => o.id)).not.toContain(unpaid!.id);
      expect((await act(ownerA, storeA.identifier, unpaid!.id, 'ready')).statusCode).toBe(404);
      await t.db.update(orders).set({ paymentStatus: 2 }).where(eq(orders.id, unpaid!.id));
      const after = await board(ownerA, storeA.identifier);
      expect(boardOrders(after.json()).map((o) => o.id)).toContain(unpaid!.id);
    });
  });

  describe('§2 live events (SSE)', () => {
    let base: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    type LiveEvent = { kind: string; order_id: string; status: number; estimate_minutes: number | null };

    /** Reads SSE events from a stream until `count` arrived (or the timeout), then stops reading. */
    async function readEvents(res: Response, count: number, timeoutMs = 3000) {
      const stream = readEventStream<LiveEvent>(res);
      const events = await stream.received(count, timeoutMs);
      await stream.close();
      return events;
    }

    it('delivers a new order and a transition to an open board within a second', async () => {
      const start = (await board(ownerA, storeA.identifier)).json().last_event_id as number;
      const controller = new AbortController();
      const res = await fetch(
        `${base}/api/console/stores/${storeA.identifier}/events?last_event_id=${start}`,
        {
          headers: { cookie: `iding_console=${ownerA}` },
          signal: controller.signal,
        },
      );
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reading = readEvents(res, 2, 1500);
      const { id } = await order(storeA);
      await act(ownerA, storeA.identifier, id, 'accept', { estimate_minutes: 12 });
      const events = await reading;
      controller.abort();
      expect(events.map((e) => [e.data.kind, e.data.order_id])).toEqual([
        ['created', id],
        ['accept', id],
      ]);
      expect(events[1]!.data.estimate_minutes).toBe(12);
    });

    it('catches a reconnecting board up from Last-Event-ID: nothing missed, nothing twice', async () => {
      const start = (await board(ownerA, storeA.identifier)).json().last_event_id as number;
      const { id } = await order(storeA);
      await act(ownerA, storeA.identifier, id, 'ready');
      const res = await fetch(`${base}/api/console/stores/${storeA.identifier}/events`, {
        headers: { cookie: `iding_console=${ownerA}`, 'last-event-id': String(start) },
      });
      const events = await readEvents(res, 2, 1500);
      expect(events.map((e) => e.data.kind)).toEqual(['created', 'ready']);
      expect(events[0]!.id).toBeGreaterThan(start);
    });

    it('boards of one store share a reader: each gets every event once, in order, whatever id it started from', async () => {
      const start = (await board(ownerA, storeA.identifier)).json().last_event_id as number;
      const open = (lastEventId: number) =>
        fetch(`${base}/api/console/stores/${storeA.identifier}/events`, {
          headers: { cookie: `iding_console=${ownerA}`, 'last-event-id': String(lastEventId) },
        });
      // Twenty boards open from now; then an order, which every one of them receives; then a board
      // reconnecting from before it joins, so the shared reader serves a follower behind the others.
      const live = (await Promise.all(Array.from({ length: 20 }, () => open(start)))).map((res) =>
        readEventStream<LiveEvent>(res),
      );
      const first = await order(storeA);
      const firstArrived = await Promise.all(live.map((board) => board.received(1, 3000)));
      expect(firstArrived.map((events) => events.map((e) => e.data.order_id))).toEqual(
        live.map(() => [first.id]),
      );
      const late = readEventStream<LiveEvent>(await open(start));
      const second = await order(storeA);
      const expected = [
        ['created', first.id],
        ['created', second.id],
      ];
      for (const board of live) {
        const events = await board.received(2, 3000);
        expect(events.map((e) => [e.data.kind, e.data.order_id])).toEqual(expected);
      }
      const lateEvents = await late.received(2, 3000);
      expect(lateEvents.map((e) => [e.data.kind, e.data.order_id])).toEqual(expected);
      expect(lateEvents[0]!.id).toBeGreaterThan(start);
      await Promise.all([...live, late].map((board) => board.close()));
    });

    it("streams a member's orders from now on (order history live) and refuses a visitor with 401", async () => {
      const visitor = await fetch(`${base}/api/orders/events`);
      expect(visitor.status).toBe(401);
      const member = await registerMember(t);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        headers: member.bearer,
        payload: orderBody(storeA),
      });
      expect(placed.statusCode).toBe(201);
      const mine = placed.json().id as string;
      const other = await order(storeA);
      const res = await fetch(`${base}/api/orders/events`, { headers: member.bearer });
      expect(res.status).toBe(200);
      // The stream's "now" is fixed before its headers are sent (order-live.routes.ts), so the 'created'
      // events above are history and what follows is news. Were either wrong, the first event read would be
      // a 'created' or the other diner's 'ready', not the member's 'accept'.
      const reading = readEvents(res, 1, 1500);
      await act(ownerA, storeA.identifier, other.id, 'ready');
      await act(ownerA, storeA.identifier, mine, 'accept', { estimate_minutes: 9 });
      const events = await reading;
      expect(events.map((e) => [e.data.kind, e.data.order_id, e.data.estimate_minutes])).toEqual([
        ['accept', mine, 9],
      ]);
    });

    it("streams the diner's own order (owner-checked) and refuses another browser with 404", async () => {
      const { id, visitor } = await order(storeA);
      const stranger = await fetch(`${base}/api/orders/${id}/events`);
      expect(stranger.status).toBe(404);
      const res = await fetch(`${base}/api/orders/${id}/events`, {
        headers: { cookie: `iding_visitor=${visitor}` },
      });
      const reading = readEvents(res, 3, 1500);
      await act(ownerA, storeA.identifier, id, 'accept', { estimate_minutes: 8 });
      await act(ownerA, storeA.identifier, id, 'ready');
      const events = await reading;
      expect(events.map((e) => [e.data.kind, e.data.status])).toEqual([
        ['created', 1],
        ['accept', 1],
        ['ready', 2],
      ]);
    });
  });
});
