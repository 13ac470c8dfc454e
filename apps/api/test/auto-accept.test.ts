/**
 * Auto-accept (ZBoardSettings auto_accept_order_types; docs/features.md "Store console"): an order of a type
 * the store accepts automatically is accepted as it reaches the store — at once when paid at the store, once
 * paid when paid by card — with an `accept` event by no staff member after its `created` one; other types
 * wait for 接單 as before, and a store that set nothing accepts nothing.
 */
import { OrderStatus, OrderType } from '@iding/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStoreEvents } from '../src/db/schema';
import { ALL_TYPES_SETTINGS, type CreatedStore, createAllTypesStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { nextIp, nextMobile } from './member-factories';

describe('auto-accept by order type', () => {
  let t: TestApp;
  let auto: CreatedStore;
  let manual: CreatedStore;

  beforeAll(async () => {
    // Orders are stamped by the database clock, so the app's clock starts at the real time.
    t = await buildTestApp({ now: Date.now() });
    auto = await createAllTypesStore(t.db, {
      name: '50嵐 自動接單店',
      // 外帶 paid in cash or by card (sandbox).
      appSettings: { ...ALL_TYPES_SETTINGS, ToGo: { ...ALL_TYPES_SETTINGS.ToGo!, payments: [0, 2] } },
      boardSettings: {
        scheduled_lead_minutes: 60,
        auto_complete_day_end: false,
        auto_accept_order_types: [OrderType.TAKEAWAY],
      },
    });
    manual = await createAllTypesStore(t.db, { name: '50嵐 手動接單店' });
  });
  afterAll(async () => t.close());

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
  const dinerView = async (o: { id: string; visitor: string }) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, cookies: { iding_visitor: o.visitor } })
    ).json();
  const events = async (id: string) =>
    (
      await t.db
        .select()
        .from(orderStoreEvents)
        .where(eq(orderStoreEvents.orderId, id))
        .orderBy(asc(orderStoreEvents.id))
    ).map((e) => [e.kind, e.actorStaffId]);

  it('accepts a cash 外帶 order as it is placed: created, then accept by no staff member', async () => {
    const o = await place(auto);
    expect(await dinerView(o)).toMatchObject({
      status: OrderStatus.SUBMITTED,
      accepted_at: expect.any(Number),
    });
    expect(await events(o.id)).toEqual([
      ['created', null],
      ['accept', null],
    ]);
    // Accepted, it can no longer be changed by the diner (the kitchen has started).
    expect((await dinerView(o)).editable_until_accepted).toBe(false);
  });

  it('leaves the types the store did not choose, and stores that chose none, to 接單', async () => {
    const dineIn = await place(auto, {
      order_type: OrderType.DINE_IN,
      order_tab_type: 'ready-for-seat',
      table_number: '3',
    });
    expect(await dinerView(dineIn)).toMatchObject({ accepted_at: null });
    expect(await events(dineIn.id)).toEqual([['created', null]]);
    const elsewhere = await place(manual);
    expect(await dinerView(elsewhere)).toMatchObject({ accepted_at: null });
  });

  it('accepts an order paid by card once it is paid, not before', async () => {
    const o = await place(auto, { payment_type: 2 });
    expect(await dinerView(o)).toMatchObject({ accepted_at: null });
    expect(await events(o.id)).toEqual([]);
    const pay = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url,
        cookies: { iding_visitor: o.visitor },
        remoteAddress: nextIp(),
        payload,
      });
    const start = await pay('/api/payment/credit_card', {
      order_id: o.id,
      identifier: auto.identifier,
      confirm_url: `/stores/${auto.identifier}/credit_card?order_id=${o.id}`,
      prime: 'test_sandbox_ok_4242_auto-accept',
    });
    expect(start.statusCode, start.body).toBe(200);
    const confirm = await pay('/api/payment/credit_card/confirm', { order_id: o.id });
    expect(confirm.json(), confirm.body).toMatchObject({ state: 'paid', payment_status: 2 });
    expect(await dinerView(o)).toMatchObject({ accepted_at: expect.any(Number) });
    expect(await events(o.id)).toEqual([
      ['created', null],
      ['accept', null],
    ]);
  });
});
