/**
 * Changing an order (spec §7 PATCH /api/orders/{editOid}; spec §4 order status): the diner who
 * placed it changes its lines, time and memo while it is SUBMITTED and its target time is more than the
 * MinLead of its type away; the server re-prices like a new order, the order keeps its id and number, and
 * the change is in its history. Everyone else gets 404; an edit on an older version, a refused rule or a bad
 * line changes nothing.
 */
import { OrderStatus, PaymentStatus, PaymentType, taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderCounters, orderEvents, orderItems, orders, stores } from '../src/db/schema';
import {
  ASSAM_BLACK_TEA,
  type CreatedStore,
  createAllTypesStore,
  createStore,
  orderBody,
  PEARL_MILK_TEA,
  pearlMilkTea,
  plainLine,
} from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { BROWSER_WRITE, registerMember, type TestMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the store is open around the clock, takeaway MinLead 10 minutes.
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const at = (hhmm: string) => taipeiDateTimeToMs('2026-11-23', hhmm);

describe('PATCH /api/orders/{oid}', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let visitor = '';
  let otherVisitor = '';
  let a: TestMember;
  let b: TestMember;

  const newVisitor = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
    return res.cookies.find((c) => c.name === 'iding_visitor')!.value;
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    visitor = await newVisitor();
    otherVisitor = await newVisitor();
    a = await registerMember(t);
    b = await registerMember(t);
  });
  afterAll(async () => t.close());
  // A store per test: the browser's open orders at one store are capped (cap-open-orders.ts).
  beforeEach(async () => {
    t.setNow(NOON);
    shop = await createStore(t.db);
  });

  type Who = { cookies?: Record<string, string>; headers?: Record<string, string> };
  const asVisitor = (cookie = visitor): Who => ({ cookies: { iding_visitor: cookie } });
  const asMember = (m: TestMember): Who => ({ headers: m.bearer });

  /** Places a takeaway order for 13:00 (2 × 中●珍珠奶茶 大 半糖 少冰 +珍珠 = 140 TWD). */
  async function place(who: Who = asVisitor(), overrides: Record<string, unknown> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(shop, { target_time: '2026-11-23 13:00:00', memo: '少吸管', ...overrides }),
      ...who,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; item_name: string; total: number };
  }

  const read = (id: string, who: Who = asVisitor()) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}`, ...who });

  const patch = (id: string, payload: Record<string, unknown>, who: Who = asVisitor()) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, payload, ...who });

  /** The edit body: the order as it should be — one more 中●阿薩姆紅茶, 13:30, a new memo. */
  const editBody = (overrides: Record<string, unknown> = {}) =>
    orderBody(shop, {
      target_time: '2026-11-23 13:30:00',
      memo: '多一杯紅茶',
      version: 1,
      cart: {
        items: [
          // Client prices are display only: the server re-prices.
          {
            ...pearlMilkTea(shop, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' }, 2),
            subtotal: 1,
            total: 1,
          },
          plainLine(shop, ASSAM_BLACK_TEA),
        ],
      },
      ...overrides,
    });

  /** Everything an edit could change: the order row, its lines, its history, the day's counters. */
  async function snapshot(id: string) {
    return {
      order: (await t.db.select().from(orders).where(eq(orders.id, id)))[0],
      items: await t.db.select().from(orderItems).where(eq(orderItems.orderId, id)),
      events: await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)),
      counters: await t.db.select().from(orderCounters),
    };
  }

  it('changes lines, time and memo within the window: re-priced, same id and number, recorded in history', async () => {
    const placed = await place();
    const before = await read(placed.id);
    expect(before.json()).toMatchObject({
      version: 1,
      // 13:00 − MinLead 10 = 12:50.
      editable_until: at('12:50') / 1000,
      events: [],
    });
    const counters = (await snapshot(placed.id)).counters;

    t.setNow(at('12:05'));
    const res = await patch(placed.id, editBody());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: placed.id,
      item_name: placed.item_name,
      order_type: 0,
      payment_type: 0,
      table_number: null,
      target_time: '2026-11-23 13:30:00',
      // 140 + 35, priced by the server.
      total: 175,
      order_tab_type: null,
      waiting_number: null,
      version: 2,
    });

    const after = (await read(placed.id)).json();
    expect(after).toMatchObject({
      id: placed.id,
      item_name: placed.item_name,
      status: OrderStatus.SUBMITTED,
      target_time: '2026-11-23 13:30:00',
      is_asap: false,
      memo: '多一杯紅茶',
      total: 175,
      subtotal: 175,
      version: 2,
      editable_until: at('13:20') / 1000,
      events: [
        {
          kind: 'edited',
          at: at('12:05') / 1000,
          by: 'visitor',
          version: 2,
          before_total: 140,
          after_total: 175,
        },
      ],
    });
    expect(
      after.items.map((i: { name: string; quantity: number; total: number }) => [
        i.name,
        i.quantity,
        i.total,
      ]),
    ).toEqual([
      [PEARL_MILK_TEA, 2, 140],
      [ASSAM_BLACK_TEA, 1, 35],
    ]);
    // The number was not taken again; the history keeps what the order was.
    const rows = await snapshot(placed.id);
    expect(rows.counters).toEqual(counters);
    expect(rows.events[0]!.before).toMatchObject({
      memo: '少吸管',
      items: [{ name: PEARL_MILK_TEA, quantity: 2, total_cents: 14000 }],
    });
  });

  it('refuses once the target time is MinLead or less away (409 cannot_edit), changing nothing', async () => {
    const placed = await place();
    const unchanged = await snapshot(placed.id);
    for (const now of [at('12:50'), at('12:55'), at('13:05')]) {
      t.setNow(now);
      const message = expectRefusal(await patch(placed.id, editBody()), 409, 'cannot_edit');
      expect(message).toContain('已超過可修改的時間');
    }
    expect(await snapshot(placed.id)).toEqual(unchanged);
    expect((await read(placed.id)).json().editable_until).toBe(at('12:50') / 1000);
    // One minute before the deadline it is still allowed.
    t.setNow(at('12:49'));
    expect((await patch(placed.id, editBody({ target_time: '2026-11-23 13:00:00' }))).statusCode).toBe(200);
  });

  it('a 盡快 order may be changed until the store accepts it, not only until its time minus MinLead', async () => {
    // 盡快 at 12:00: ready 12:10 (MinLead 10), so the time rule would have closed the window at once.
    const placed = await place(asVisitor(), { target_time: null });
    expect((await read(placed.id)).json()).toMatchObject({
      is_asap: true,
      editable_until: null,
      editable_until_accepted: true,
    });
    // Past its time, still not accepted: the kitchen has not started, the change is taken.
    t.setNow(at('12:20'));
    const asap = await patch(placed.id, editBody({ target_time: null }));
    expect(asap.statusCode, asap.body).toBe(200);
    expect((await read(placed.id)).json()).toMatchObject({
      version: 2,
      total: 175,
      is_asap: true,
      // A new 盡快 time, as a new order placed at 12:20 would get.
      target_time: '2026-11-23 12:30:00',
      editable_until_accepted: true,
    });

    // The store accepts it: no more changes, and the diner is told why.
    await t.db
      .update(orders)
      .set({ acceptedAt: new Date(at('12:21')) })
      .where(eq(orders.id, placed.id));
    const unchanged = await snapshot(placed.id);
    const message = expectRefusal(await patch(placed.id, editBody({ version: 2 })), 409, 'cannot_edit');
    expect(message).toContain('店家已接單');
    expect(await snapshot(placed.id)).toEqual(unchanged);
    expect((await read(placed.id)).json()).toMatchObject({
      editable_until: null,
      editable_until_accepted: false,
    });
  });

  it('an order for a chosen time has a clock limit, not the 盡快 one', async () => {
    const placed = await place();
    expect((await read(placed.id)).json()).toMatchObject({
      is_asap: false,
      editable_until: at('12:50') / 1000,
      editable_until_accepted: false,
    });
  });

  it('refuses READY, COMPLETED and CANCELLED orders with the reason, changing nothing', async () => {
    const cases: [number, string][] = [
      [OrderStatus.READY, '店家已備妥餐點'],
      [OrderStatus.COMPLETED, '已完成'],
      [OrderStatus.CANCELLED, '已經取消'],
    ];
    for (const [status, reason] of cases) {
      const placed = await place();
      await t.db.update(orders).set({ status }).where(eq(orders.id, placed.id));
      const unchanged = await snapshot(placed.id);
      expect(expectRefusal(await patch(placed.id, editBody()), 409, 'cannot_edit')).toContain(reason);
      expect(await snapshot(placed.id)).toEqual(unchanged);
      expect((await read(placed.id)).json().editable_until).toBeNull();
    }
  });

  it('refuses paid orders and orders paid online (changing online totals is out of scope)', async () => {
    const paid = await place();
    await t.db.update(orders).set({ paymentStatus: PaymentStatus.PAID_FULL }).where(eq(orders.id, paid.id));
    expect(expectRefusal(await patch(paid.id, editBody()), 409, 'cannot_edit')).toContain('已付款');

    const online = await place();
    await t.db.update(orders).set({ paymentType: PaymentType.LINE_PAY }).where(eq(orders.id, online.id));
    const unchanged = await snapshot(online.id);
    const message = expectRefusal(
      await patch(online.id, editBody({ payment_type: PaymentType.LINE_PAY })),
      409,
      'cannot_edit',
    );
    expect(message).toContain('線上付款');
    expect(await snapshot(online.id)).toEqual(unchanged);
    expect((await read(online.id)).json().editable_until).toBeNull();
  });

  it("answers 404 to another visitor and to members for a visitor's order, changing nothing", async () => {
    const placed = await place();
    const unchanged = await snapshot(placed.id);
    for (const who of [asVisitor(otherVisitor), asMember(a), {}]) {
      expectRefusal(await patch(placed.id, editBody(), who), 404, 'order_not_found');
    }
    expectRefusal(await patch('not-a-uuid', editBody()), 404, 'order_not_found');
    expect(await snapshot(placed.id)).toEqual(unchanged);
  });

  it("lets a member change their order (by token or cookie) and nobody else, not even that browser's visitor cookie", async () => {
    const placed = await place({ ...asMember(a), cookies: { iding_visitor: visitor } });
    const unchanged = await snapshot(placed.id);
    expectRefusal(await patch(placed.id, editBody(), asMember(b)), 404, 'order_not_found');
    expectRefusal(await patch(placed.id, editBody(), asVisitor()), 404, 'order_not_found');
    expect(await snapshot(placed.id)).toEqual(unchanged);

    // A cookie session must send X-Requested-With (ADR 008).
    const forged = await patch(placed.id, editBody(), { headers: { cookie: a.cookie } });
    expect(forged.statusCode).toBe(403);
    const res = await patch(placed.id, editBody(), { headers: { cookie: a.cookie, ...BROWSER_WRITE } });
    expect(res.statusCode).toBe(200);
    const events = (await read(placed.id, asMember(a))).json().events;
    expect(events).toEqual([expect.objectContaining({ by: 'member', before_total: 140, after_total: 175 })]);
  });

  it('refuses an edit based on an older version (409 edit_conflict), also when two race', async () => {
    const placed = await place();
    expect((await patch(placed.id, editBody())).statusCode).toBe(200);
    const afterFirst = await snapshot(placed.id);
    // Another tab still holds version 1.
    const stale = await patch(
      placed.id,
      editBody({ memo: '舊的畫面', cart: { items: [plainLine(shop, ASSAM_BLACK_TEA)] } }),
    );
    expect(expectRefusal(stale, 409, 'edit_conflict')).toContain('重新整理');
    expect(await snapshot(placed.id)).toEqual(afterFirst);

    // Two edits of version 2 at once: exactly one wins.
    const race = await Promise.all([
      patch(placed.id, editBody({ version: 2, memo: '甲' })),
      patch(placed.id, editBody({ version: 2, memo: '乙' })),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = race.find((r) => r.statusCode === 409)!;
    expect(loser.json().code).toBe('edit_conflict');
    const final = await snapshot(placed.id);
    expect(final.order!.version).toBe(3);
    expect(final.events).toHaveLength(2);
  });

  it('keeps, adds and prices 加購 extras, and refuses a shown_total the store prices no longer give (409 total_changed)', async () => {
    const BAG = '0b8f5a2e-6c1d-4e0a-9a57-1f0e2d3c4b5a';
    const STRAW = '7d3c2b1a-0f9e-4d8c-8b7a-6a5f4e3d2c1b';
    shop = await createStore(t.db, {
      customItems: [
        { id: BAG, name: '提袋', price_cents: 200 },
        { id: STRAW, name: '環保吸管', price_cents: 1000 },
      ],
    });
    const placed = await place(asVisitor(), { custom_item_ids: [BAG] });
    // 140 + 提袋 2.
    expect(placed.total).toBe(142);

    // The edit page sends the extras chosen and the 合計 it showed: 140 + 35 + 提袋 2 + 環保吸管 10.
    const res = await patch(placed.id, editBody({ custom_item_ids: [BAG, STRAW], shown_total: 187 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(187);
    expect((await read(placed.id)).json()).toMatchObject({
      total: 187,
      custom_items: [
        { id: BAG, name: '提袋', price: 2 },
        { id: STRAW, name: '環保吸管', price: 10 },
      ],
    });

    // The store charges 3 for a bag now: an edit showing the old figure saves nothing and says the new one.
    await t.db
      .update(stores)
      .set({
        customItems: [
          { id: BAG, name: '提袋', price_cents: 300 },
          { id: STRAW, name: '環保吸管', price_cents: 1000 },
        ],
      })
      .where(eq(stores.id, shop.storeId));
    const unchanged = await snapshot(placed.id);
    const stale = await patch(
      placed.id,
      editBody({ version: 2, custom_item_ids: [BAG, STRAW], shown_total: 187 }),
    );
    expect(expectRefusal(stale, 409, 'total_changed')).toContain('$188');
    expect(await snapshot(placed.id)).toEqual(unchanged);
    const agreed = await patch(
      placed.id,
      editBody({ version: 2, custom_item_ids: [BAG, STRAW], shown_total: 188 }),
    );
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().total).toBe(188);
  });

  it('refuses bad lines and bad fields with 4xx and changes nothing', async () => {
    const placed = await place();
    const unchanged = await snapshot(placed.id);
    const unknownEntree = { id: '00000000-0000-4000-8000-000000000000', quantity: 1, memo: '', options: [] };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ cart: { items: [unknownEntree] } }, 422, 'menu_item_error'],
      [{ cart: { items: [] } }, 422, 'cart_empty'],
      // A coupon that does not apply is refused, never silently dropped.
      [{ coupons: [{ id: 'c-1' }] }, 422, 'coupon_not_applicable'],
      // A cash order over the store's 3,000 TWD limit.
      [{ cart: { items: [plainLine(shop, ASSAM_BLACK_TEA, 99)] } }, 422, 'cash_limit_exceeded'],
      [{ target_time: '2026-11-23 12:05:00' }, 422, 'invalid_target_time'],
      [{ menu_version: shop.menuVersion + 1 }, 409, 'menu_version_changed'],
      [
        { order_type: 1, order_tab_type: 'waiting', party_size: 2, target_time: null },
        422,
        'invalid_order_details',
      ],
      [{ payment_type: PaymentType.TRANSFER }, 422, 'invalid_order_details'],
      [{ phone: '12345' }, 400, 'validation_error'],
      [{ memo: '#3 號桌' }, 400, 'validation_error'],
      [{ surprise: 1 }, 400, 'validation_error'],
      [{ version: undefined }, 400, 'validation_error'],
    ];
    for (const [overrides, status, code] of refusals) {
      const res = await patch(placed.id, editBody(overrides));
      expect([res.statusCode, res.json().code], JSON.stringify(overrides)).toEqual([status, code]);
    }
    expect(await snapshot(placed.id)).toEqual(unchanged);
  });

  it('changes a dine-in reservation (party size and time) but not its tab, and refuses 宅配 orders', async () => {
    const all = await createAllTypesStore(t.db);
    const body = (overrides: Record<string, unknown>) =>
      orderBody(all, {
        order_type: 1,
        order_tab_type: 'reservation',
        party_size: 2,
        target_time: '2026-11-23 18:00:00',
        ...overrides,
      });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: body({}),
      cookies: { iding_visitor: visitor },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    // DineIn MinLead 15: editable until 17:45.
    expect((await read(id)).json().editable_until).toBe(taipeiDateTimeToMs('2026-11-23', '17:45') / 1000);
    const edited = await patch(id, body({ version: 1, party_size: 4, target_time: '2026-11-23 19:00:00' }));
    expect(edited.statusCode).toBe(200);
    expect((await read(id)).json()).toMatchObject({ party_size: 4, target_time: '2026-11-23 19:00:00' });
    expectRefusal(
      await patch(id, body({ version: 2, order_tab_type: 'waiting', target_time: null })),
      422,
      'invalid_order_details',
    );

    const ship = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(all, {
        order_type: 3,
        payment_type: PaymentType.TRANSFER,
        shipping_infos: {
          recipient: '王小明',
          phone: '0912345678',
          shipping_city: '臺北市',
          shipping_district: '信義區',
          shipping_address: '松仁路100號',
        },
      }),
      cookies: { iding_visitor: visitor },
    });
    expect(ship.statusCode).toBe(201);
    expect((await read(ship.json().id)).json().editable_until).toBeNull();
  });
});
