import { taipeiDateTimeToMs } from '@iding/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entrees, orderCounters, orderItems, orders, stores } from '../src/db/schema';
import { hashVisitorToken } from '../src/lib/visitor-token';
import {
  BEEF_BOWL,
  beefBowl,
  type CreatedStore,
  checkBody,
  createSplitShiftStore,
  createStore,
  orderBody,
  PEARL_MILK_TEA,
  pearlMilkTea,
} from './factories';
import { buildTestApp, type TestApp } from './helper';
import { nextMobile } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei.
const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const URL = '/api/orders/order';

describe('POST /api/orders/order (spec §7)', () => {
  let t: TestApp;
  let drink: CreatedStore;
  let boujee: CreatedStore;
  /** A visitor cookie the server issued (a planted one would be replaced). */
  let VISITOR = '';

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    const first = await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
    VISITOR = first.cookies.find((c) => c.name === 'iding_visitor')!.value;
    drink = await createStore(t.db);
    boujee = await createSplitShiftStore(t.db);
  });
  afterAll(async () => t.close());
  beforeEach(() => t.setNow(MONDAY_NOON));

  const post = (payload: unknown, headers: Record<string, string> = {}, visitor = VISITOR) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload as object,
      headers,
      cookies: { iding_visitor: visitor },
    });

  /** Rows that an order writes: orders, order items, day counters. */
  async function counts() {
    return {
      orders: (await t.db.select().from(orders)).length,
      items: (await t.db.select().from(orderItems)).length,
      counters: (await t.db.select().from(orderCounters)).map(
        (c) => `${c.storeId}/${c.businessDate}=${c.lastNumber}`,
      ),
    };
  }

  it('creates an ASAP order from server prices and stores it with its items and contact', async () => {
    const s = await createStore(t.db);
    const line = {
      ...pearlMilkTea(s, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' }, 2),
      subtotal: 1,
      total: 1,
      memo: '去冰塊多一點',
    };
    const res = await post(
      orderBody(s, {
        cart: { items: [line], total: 1 },
        name: '  王小明 ',
        phone: '0912 345 678',
        memo: '到了再打電話',
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      item_name: '001',
      order_type: 0,
      payment_type: 0,
      table_number: null,
      // ASAP: 12:00 + MinLead 10.
      target_time: '2026-11-23 12:10:00',
      total: 140,
      order_tab_type: null,
      waiting_number: null,
    });

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      storeId: s.storeId,
      orderNumber: '001',
      businessDate: '2026-11-23',
      status: 1,
      paymentStatus: 0,
      isAsap: true,
      contactName: '王小明',
      contactPhone: '0912345678',
      memo: '到了再打電話',
      menuVersion: 1,
      subtotalCents: 14000,
      totalCents: 14000,
      appVersion: 'iDing 2.8.7',
      deviceId: 'WEB',
      visitorTokenHash: hashVisitorToken(VISITOR),
    });
    expect(row!.targetTime.toISOString()).toBe('2026-11-23T04:10:00.000Z');
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      entreeId: s.entree[PEARL_MILK_TEA],
      name: PEARL_MILK_TEA,
      quantity: 2,
      unitPriceCents: 7000,
      totalCents: 14000,
      memo: '去冰塊多一點',
    });
    expect(items[0]!.options.map((o) => [o.group_name, o.name, o.quantity, o.price_cents])).toEqual([
      ['尺寸', '大', 1, 1000],
      ['甜度', '半糖', 1, 0],
      ['冰塊', '少冰', 1, 0],
      ['加料', '珍珠', 1, 1000],
    ]);
  });

  it('keeps the order as priced: a later menu change does not touch it', async () => {
    const s = await createSplitShiftStore(t.db);
    const res = await post(orderBody(s, { cart: { items: [beefBowl(s, { 牛五花: 2 })] } }));
    expect(res.json().total).toBe(295);
    await t.db.update(entrees).set({ priceCents: 99900 }).where(eq(entrees.id, s.entree[BEEF_BOWL]!));
    await t.db.update(stores).set({ menuVersion: 2 }).where(eq(stores.id, s.storeId));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row!.totalCents).toBe(29500);
    // The old cart is now refused (spec §4) and writes nothing.
    const before = await counts();
    const stale = await post(orderBody(s, { cart: { items: [beefBowl(s)] } }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('menu_version_changed');
    expect(await counts()).toEqual(before);
    // On the current version the new price applies.
    const fresh = await post(orderBody(s, { menu_version: 2, cart: { items: [beefBowl(s)] } }));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().total).toBe(999);
  });

  it('checks against the store as it is now, though submits keep it in memory (ADR 006)', async () => {
    const s = await createStore(t.db);
    expect((await post(orderBody(s))).json().item_name).toBe('001');
    // Switched off behind the cached row: refused, nothing written.
    await t.db.update(stores).set({ canOrder: false }).where(eq(stores.id, s.storeId));
    const before = await counts();
    const off = await post(orderBody(s));
    expect(off.statusCode).toBe(422);
    expect(off.json().code).toBe('store_cannot_order');
    expect(await counts()).toEqual(before);
    // Switched on again behind the cached (now refusing) row: accepted, and the numbers go on without a gap.
    await t.db.update(stores).set({ canOrder: true }).where(eq(stores.id, s.storeId));
    const on = await post(orderBody(s));
    expect(on.statusCode).toBe(201);
    expect(on.json().item_name).toBe('002');
  });

  it('numbers simultaneous submits of one store 001… without gaps or repeats, each with its own items', async () => {
    const s = await createStore(t.db);
    // 20 diners, each with a browser ('': the server issues a new cookie) and a phone of their own.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(
          orderBody(s, { memo: `m${n}`, phone: nextMobile() }),
          n % 2 ? { 'idempotency-key': `batch-${n}` } : {},
          '',
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().item_name).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => String(n + 1).padStart(3, '0')));
    for (const [n, r] of results.entries()) {
      const [row] = await t.db.select().from(orders).where(eq(orders.id, r.json().id));
      expect(row!.memo).toBe(`m${n}`);
      expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, r.json().id))).toHaveLength(1);
    }
  });

  it('numbers orders 001, 002 per store and day, and from 001 again on the next Taipei day', async () => {
    const s = await createStore(t.db);
    const other = await createStore(t.db);
    t.setNow(taipeiDateTimeToMs('2026-11-24', '09:00'));
    expect((await post(orderBody(s))).json().item_name).toBe('001');
    expect((await post(orderBody(s))).json().item_name).toBe('002');
    expect((await post(orderBody(other))).json().item_name).toBe('001');
    // 2026-11-24 23:55 Taipei is still the 24th.
    t.setNow(taipeiDateTimeToMs('2026-11-24', '23:50'));
    expect((await post(orderBody(s))).json().item_name).toBe('003');
    // 00:05 on the 25th in Taipei is still the 24th in UTC: the Taipei day decides.
    t.setNow(Date.parse('2026-11-24T16:05:00Z'));
    const next = await post(orderBody(s));
    expect(next.json().item_name).toBe('001');
    expect(next.json().target_time).toBe('2026-11-25 00:15:00');
  });

  it('gives concurrent orders distinct consecutive numbers', async () => {
    const s = await createStore(t.db);
    const results = await Promise.all(Array.from({ length: 5 }, () => post(orderBody(s))));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.json().item_name).sort()).toEqual(['001', '002', '003', '004', '005']);
  });

  it('accepts a reserved time inside the available windows and stores it', async () => {
    t.setNow(taipeiDateTimeToMs('2026-11-23', '15:00')); // Boujee between shifts
    const res = await post(orderBody(boujee, { target_time: '2026-11-23 17:30:00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().target_time).toBe('2026-11-23 17:30:00');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row!.isAsap).toBe(false);
    const tomorrow = await post(orderBody(boujee, { target_time: '2026-11-24 11:00' }));
    expect(tomorrow.statusCode).toBe(201);
    expect(tomorrow.json().target_time).toBe('2026-11-24 11:00:00');
  });

  it.each([
    ['ASAP while the store is between shifts', '15:00', null, 'store_closed'],
    ['ASAP when now + lead passes closing time', '13:20', null, 'store_closed'],
    ['ASAP on Sunday', 'SUNDAY', null, 'store_closed'],
    ['a reserved time between shifts', '15:00', '2026-11-23 15:30:00', 'invalid_target_time'],
    ['a reserved time earlier than now + lead', '12:00', '2026-11-23 12:10:00', 'invalid_target_time'],
    ['a reserved time in the past', '12:00', '2026-11-23 11:00:00', 'invalid_target_time'],
    ['a reserved time on Sunday', '12:00', '2026-11-29 12:00:00', 'invalid_target_time'],
    ['a reserved time beyond the 7 days offered', '12:00', '2026-12-01 12:00:00', 'invalid_target_time'],
    ['a date that does not exist', '12:00', '2026-02-30 12:00:00', 'invalid_target_time'],
  ])('refuses %s with 422 and writes nothing', async (_label, now, targetTime, code) => {
    t.setNow(
      now === 'SUNDAY' ? taipeiDateTimeToMs('2026-11-29', '12:00') : taipeiDateTimeToMs('2026-11-23', now),
    );
    const before = await counts();
    const res = await post(orderBody(boujee, { target_time: targetTime }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a holiday with store_closed, ASAP or reserved', async () => {
    const s = await createSplitShiftStore(t.db, {
      holidays: [
        { date: '2026-11-23', name: '店休' },
        { date: '2026-11-25', name: '員工旅遊' },
      ],
    });
    expect((await post(orderBody(s))).json()).toMatchObject({
      code: 'store_closed',
      message: expect.stringContaining('店休'),
    });
    const reserved = await post(orderBody(s, { target_time: '2026-11-25 12:00:00' }));
    expect(reserved.json()).toMatchObject({
      code: 'store_closed',
      message: expect.stringContaining('員工旅遊'),
    });
    expect((await post(orderBody(s, { target_time: '2026-11-24 12:00:00' }))).statusCode).toBe(201);
  });

  it.each([
    ['store_cannot_order', 422, { canOrder: false }, {}],
    ['order_type_not_supported', 422, {}, { order_type: 1 }],
    ['payment_type_not_supported', 422, {}, { payment_type: 2 }],
    ['cart_empty', 422, {}, { cart: { items: [] } }],
    ['menu_version_changed', 409, {}, { menu_version: 7 }],
    [
      'menu_item_error',
      422,
      {},
      { cart: { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] } },
    ],
  ])('refuses %s (%i) and writes nothing', async (code, status, storeOverrides, bodyOverrides) => {
    const s = await createStore(t.db, storeOverrides);
    const before = await counts();
    const res = await post(orderBody(s, bodyOverrides));
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await counts()).toEqual(before);
  });

  it('refuses a cash total over the limit, showing the limit', async () => {
    const big = pearlMilkTea(
      drink,
      { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: ['珍珠', '波霸', '椰果'] },
      34,
    ); // 34 × 90
    const res = await post(orderBody(drink, { cart: { items: [big] } }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'cash_limit_exceeded',
      message: expect.stringContaining('$3,000'),
    });
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['a 51-character name', { name: '王'.repeat(51) }],
    ['a 10 kB name', { name: 'x'.repeat(10_000) }],
    ['a missing phone', { phone: undefined }],
    ['a phone with letters', { phone: '0912-abc-678' }],
    ['a phone with 6 digits', { phone: '091234' }],
    ['a phone with 16 digits', { phone: '0912345678901234' }],
    ['a landline', { phone: '02-2720-0000' }],
    ['a Hong Kong mobile', { phone: '+852 5123 4567' }],
    ['a 201-character memo', { memo: '備'.repeat(201) }],
    [
      'a quantity as text',
      { cart: { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 'two' }] } },
    ],
    ['a numeric identifier', { identifier: 12 }],
  ])('refuses %s with 400 and writes nothing', async (_label, overrides) => {
    const before = await counts();
    const res = await post(orderBody(drink, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await counts()).toEqual(before);
  });

  it.each(['0912-345-678', '0912 345 678', '+886 912 345 678', '0912345678'])(
    'accepts the phone %j as the checkout form does and stores it as 0912345678',
    async (phone) => {
      // Each at a store of its own: one phone's open orders at a store are capped (cap-open-orders.ts).
      const res = await post(orderBody(await createStore(t.db), { phone }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
      expect(row!.contactPhone).toBe('0912345678');
    },
  );

  it('refuses an order naming a coupon that does not apply (422 coupon_not_applicable), writing nothing', async () => {
    const before = await counts();
    const res = await post(orderBody(drink, { coupons: [{ id: 'c-1', code: 'WELCOME50' }] }), {
      'idempotency-key': 'coupon-order-1',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      code: 'coupon_not_applicable',
      message: '找不到此優惠券，請移除後再送出',
    });
    expect(await counts()).toEqual(before);
  });

  it('says what to type when the phone is not a Taiwan mobile', async () => {
    const res = await post(orderBody(drink, { phone: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('請輸入 09 開頭的 10 碼手機號碼');
  });

  it('answers invalid JSON with 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": "x", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'invalid_json' });
  });

  it('answers an unknown store with 404 store_not_found', async () => {
    const res = await post(orderBody(drink, { identifier: 'no-such-store' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'store_not_found', message: '找不到這家店' });
  });

  it('keeps four digits from the 1000th order of a day', async () => {
    const s = await createStore(t.db);
    await t.db
      .insert(orderCounters)
      .values({ storeId: s.storeId, businessDate: '2026-11-23', lastNumber: 999 });
    expect((await post(orderBody(s))).json().item_name).toBe('1000');
    expect((await post(orderBody(s))).json().item_name).toBe('1001');
  });

  it('refuses a drink that sells out after menu, inventory and orders were served from memory', async () => {
    const s = await createStore(t.db);
    // Warm every cache: menu, sold-out lists, a placed order.
    expect((await post(orderBody(s))).statusCode).toBe(201);
    const inventory = () => t.app.inject({ method: 'GET', url: `/api/inventory/${s.identifier}` });
    expect((await inventory()).json().entrees).toEqual([]);
    // The flag changes outside the API (a console, psql): the trigger still bumps the store's version.
    await t.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, s.entree[PEARL_MILK_TEA]!));
    expect((await inventory()).json().entrees).toEqual([s.entree[PEARL_MILK_TEA]]);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/orders/check_order',
      // check_order takes no contact fields (a strict request).
      payload: checkBody(s),
    });
    expect(check.statusCode).toBe(422);
    expect(check.json()).toMatchObject({ code: 'menu_item_error', message: `「${PEARL_MILK_TEA}」已售完` });
    const before = await counts();
    const res = await post(orderBody(s));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('menu_item_error');
    expect(await counts()).toEqual(before);
    // Back in stock: orders go through again.
    await t.db.update(entrees).set({ soldOut: false }).where(eq(entrees.id, s.entree[PEARL_MILK_TEA]!));
    expect((await post(orderBody(s))).statusCode).toBe(201);
  });

  it('numbers without gaps after refused orders', async () => {
    const s = await createStore(t.db);
    expect((await post(orderBody(s))).json().item_name).toBe('001');
    await post(orderBody(s, { menu_version: 9 }));
    await post(orderBody(s, { cart: { items: [] } }));
    expect((await post(orderBody(s))).json().item_name).toBe('002');
  });

  describe('Idempotency-Key', () => {
    // A store per test: the browser's open orders at one store are capped (cap-open-orders.ts).
    let drink: CreatedStore;
    beforeEach(async () => {
      drink = await createStore(t.db);
    });

    it('returns the same order for a retried submit, and stores one', async () => {
      const headers = { 'idempotency-key': 'retry-key-1' };
      const a = await post(orderBody(drink), headers);
      const b = await post(orderBody(drink), headers);
      expect(a.statusCode).toBe(201);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, 'retry-key-1'))).toHaveLength(
        1,
      );
    });

    it('replays even after the menu changed or the store closed, since the order exists', async () => {
      const s = await createStore(t.db);
      const headers = { 'idempotency-key': 'replay-after-change' };
      const a = await post(orderBody(s), headers);
      await t.db.update(stores).set({ menuVersion: 2, canOrder: false }).where(eq(stores.id, s.storeId));
      const b = await post(orderBody(s), headers);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
    });

    it('makes one order when a doubled submit arrives at once', async () => {
      const s = await createStore(t.db);
      const headers = { 'idempotency-key': 'double-tap-1' };
      const [a, b] = await Promise.all([post(orderBody(s), headers), post(orderBody(s), headers)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json()).toEqual(b.json());
      expect(await t.db.select().from(orders).where(eq(orders.idempotencyKey, 'double-tap-1'))).toHaveLength(
        1,
      );
      expect(await t.db.select().from(orders).where(eq(orders.storeId, s.storeId))).toHaveLength(1);
      // The loser's counter increment was rolled back: the next order is 002.
      expect((await post(orderBody(s))).json().item_name).toBe('002');
    });

    it('makes one order out of many simultaneous submits with one key', async () => {
      const s = await createStore(t.db);
      const headers = { 'idempotency-key': 'burst' };
      const results = await Promise.all(Array.from({ length: 6 }, () => post(orderBody(s), headers)));
      expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(await t.db.select().from(orders).where(eq(orders.storeId, s.storeId))).toHaveLength(1);
    });

    it('treats the same body with its keys in another order as the same request', async () => {
      const headers = { 'idempotency-key': 'key-order' };
      const body = orderBody(drink);
      const a = await post(body, headers);
      const reverse = (o: object) => Object.fromEntries(Object.entries(o).reverse());
      const reversed = {
        ...reverse(body),
        cart: { items: body.cart.items.map((item: object) => reverse(item)) },
      };
      const b = await post(reversed, headers);
      expect(b.statusCode).toBe(200);
      expect(b.json().id).toBe(a.json().id);
    });

    it('refuses the same key with a different body (409) and writes nothing', async () => {
      const headers = { 'idempotency-key': 'reused-key' };
      await post(orderBody(drink), headers);
      const before = await counts();
      const res = await post(orderBody(drink, { name: '陳小華' }), headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('idempotency_conflict');
      expect(res.body).not.toContain('王小明');
      expect(await counts()).toEqual(before);
    });

    it("refuses another browser's key (409) without revealing that order", async () => {
      const headers = { 'idempotency-key': 'someone-elses-key' };
      const mine = await post(orderBody(drink), headers);
      const res = await post(orderBody(drink), headers, 'w'.repeat(43));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('idempotency_conflict');
      expect(res.body).not.toContain(mine.json().id);
    });

    it.each([
      ['an empty key', ''],
      ['a key with spaces', 'my key'],
      ['a 101-character key', 'k'.repeat(101)],
      ['a key with non-ASCII', '訂單一'],
    ])('refuses %s with 400 and writes nothing', async (_label, key) => {
      const before = await counts();
      const res = await post(orderBody(drink), {
        // Header values travel as Latin-1; a non-ASCII key arrives percent-encoded.
        'idempotency-key': /^[\x20-\x7e]*$/.test(key) ? key : encodeURIComponent(key),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
      expect(await counts()).toEqual(before);
    });

    it('accepts a 100-character key of letters, digits, - and _', async () => {
      const key = `${'aZ09-_'.repeat(16)}abcd`;
      expect(key).toHaveLength(100);
      expect((await post(orderBody(drink), { 'idempotency-key': key })).statusCode).toBe(201);
    });
  });

  it('stores items in cart order', async () => {
    const s = await createSplitShiftStore(t.db);
    const res = await post(orderBody(s, { cart: { items: [beefBowl(s, { 松阪豬: 1 }), beefBowl(s)] } }));
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, res.json().id))
      .orderBy(asc(orderItems.sort));
    expect(items.map((i) => i.totalCents)).toEqual([25000, 15500]);
  });
});
