/**
 * The member side of orders (docs/features.md "Members"; spec §7 GET /api/orders,
 * GET/DELETE /api/orders/{orderId}, …/transactions, …/again; spec §8 order_item_changed,
 * order_item_not_exists, cancel_order): orders placed while logged in belong to the member, black-listed
 * members are refused, history, cancel, transactions, order again, and nobody reaches another's order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrees, orders, storeMembers, stores, users } from '../src/db/schema';
import {
  ASSAM_BLACK_TEA,
  type CreatedStore,
  checkBody,
  createStore,
  DRINK_SETTINGS,
  orderBody,
  PEARL_MILK_TEA,
  pearlMilkTea,
  plainLine,
} from './factories';
import { buildTestApp, type TestApp } from './helper';
import { BROWSER_WRITE, registerMember, type TestMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the factory store is open around the clock.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const DAY = 86_400_000;

describe('member orders', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let a: TestMember;
  let b: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    shop = await createStore(t.db, {
      name: '50嵐 信義松仁店',
      // Cash and LINE Pay, so a paid-online order can exist.
      appSettings: { ...DRINK_SETTINGS, ToGo: { ...DRINK_SETTINGS.ToGo!, payments: [0, 6] } },
    });
    a = await registerMember(t, { name: '王小明' });
    b = await registerMember(t, { name: '陳大華' });
  });
  afterAll(async () => t.close());

  type Headers = Record<string, string>;
  /** Places an order; returns the response. */
  const place = (s: CreatedStore, headers: Headers = {}, overrides: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders/order', headers, payload: orderBody(s, overrides) });
  /** Places an order and returns its id. */
  const placed = async (s: CreatedStore, headers: Headers, overrides: Record<string, unknown> = {}) => {
    const res = await place(s, headers, overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const get = (url: string, headers: Headers = {}, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, cookies });
  const cancel = (id: string, headers: Headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers });
  const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const setOrder = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    t.db.update(orders).set(values).where(eq(orders.id, id));

  const NOT_FOUND = { status: 404, code: 'order_not_found', message: '找不到這筆訂單' };

  describe('placing orders while logged in', () => {
    it('stores the member with an order placed with a bearer token, and none with a visitor order', async () => {
      const memberOrder = await placed(shop, a.bearer);
      expect((await row(memberOrder)).userId).toBe(a.userId);
      const visitorOrder = await placed(shop, {});
      expect((await row(visitorOrder)).userId).toBeNull();
    });

    it('stores the member with an order placed with the session cookie and X-Requested-With', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        headers: { ...BROWSER_WRITE, cookie: a.cookie },
        payload: orderBody(shop),
      });
      expect(res.statusCode).toBe(201);
      expect((await row(res.json().id)).userId).toBe(a.userId);
    });

    it('replays a member submit with the same Idempotency-Key from another browser, not for another member', async () => {
      const key = 'member-replay-1';
      const first = await place(shop, { ...a.bearer, 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      // No visitor cookie is sent: each inject is a fresh browser, only the member is the same.
      const again = await place(shop, { ...a.bearer, 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const other = await place(shop, { ...b.bearer, 'idempotency-key': key });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('idempotency_conflict');
      expect(other.body).not.toContain(first.json().id);
      const visitor = await place(shop, { 'idempotency-key': key });
      expect(visitor.statusCode).toBe(409);
    });

    it('answers a presented expired session with 401 token_expired instead of ordering as a visitor', async () => {
      t.setNow(T0 + 31 * DAY);
      try {
        const res = await place(shop, a.bearer);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('token_expired');
      } finally {
        t.setNow(T0);
      }
    });
  });

  describe('black-listed members (spec §3 BLACK_LIST)', () => {
    const countOrders = async () => (await t.db.select({ id: orders.id }).from(orders)).length;

    it('refuses a member black-listed account-wide in check_order and in create, writing nothing', async () => {
      const c = await registerMember(t);
      await t.db.update(users).set({ userType: 4 }).where(eq(users.id, c.userId));
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/orders/check_order',
        headers: c.bearer,
        payload: checkBody(shop),
      });
      expect(check.statusCode).toBe(403);
      expect(check.json()).toEqual({
        status: 403,
        code: 'member_blacklisted',
        message: '此帳號目前無法線上點餐，請洽店家',
      });
      const before = await countOrders();
      const create = await place(shop, c.bearer, {});
      expect(create.statusCode).toBe(403);
      expect(create.json().code).toBe('member_blacklisted');
      expect(await countOrders()).toBe(before);
    });

    it('refuses a member black-listed at one store there only (store_members.user_group 4)', async () => {
      const d = await registerMember(t);
      const other = await createStore(t.db);
      await t.db.insert(storeMembers).values({ userId: d.userId, storeId: shop.storeId, userGroup: 4 });
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/orders/check_order',
        headers: d.bearer,
        payload: checkBody(shop),
      });
      expect(check.statusCode).toBe(403);
      expect(check.json().code).toBe('member_blacklisted');
      const before = await countOrders();
      expect((await place(shop, d.bearer)).json().code).toBe('member_blacklisted');
      expect(await countOrders()).toBe(before);
      // Another store takes their orders; a VIP at this store is not refused.
      expect((await place(other, d.bearer)).statusCode).toBe(201);
      await t.db.update(storeMembers).set({ userGroup: 3 }).where(eq(storeMembers.userId, d.userId));
      expect((await place(shop, d.bearer)).statusCode).toBe(201);
    });
  });

  describe('GET /api/orders/{orderId}', () => {
    let orderId: string;
    let visitorCookie: string;
    beforeAll(async () => {
      const res = await place(shop, a.bearer, { name: '王小明', memo: '請放門口' });
      orderId = res.json().id;
      visitorCookie = res.cookies.find((c) => c.name === 'iding_visitor')!.value;
    });

    it('gives the member their order, by bearer token or by session cookie', async () => {
      const res = await get(`/api/orders/${orderId}`, a.bearer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: orderId, name: '王小明', memo: '請放門口', status: 1 });
      const byCookie = await get(`/api/orders/${orderId}?identifier=${shop.identifier}`, {
        cookie: a.cookie,
      });
      expect(byCookie.statusCode).toBe(200);
    });

    it("should not return another member's order (404, no data)", async () => {
      const res = await get(`/api/orders/${orderId}`, b.bearer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.body).not.toContain('請放門口');
    });

    it("should not return a member's order to a visitor, not even to the browser it was placed from", async () => {
      const browsers: Record<string, string>[] = [
        {},
        { iding_visitor: visitorCookie },
        { iding_visitor: 'y'.repeat(43) },
      ];
      for (const cookies of browsers) {
        const res = await get(`/api/orders/${orderId}`, {}, cookies);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    });

    it("still gives a visitor's order to its browser only, also when that browser logs in", async () => {
      const res = await place(shop);
      const id = res.json().id;
      const cookie = res.cookies.find((c) => c.name === 'iding_visitor')!.value;
      expect((await get(`/api/orders/${id}`, {}, { iding_visitor: cookie })).statusCode).toBe(200);
      expect((await get(`/api/orders/${id}`, a.bearer, { iding_visitor: cookie })).statusCode).toBe(200);
      expect((await get(`/api/orders/${id}`, b.bearer)).statusCode).toBe(404);
    });

    it('answers an expired session with 401 token_expired and an unknown one with invalid_token', async () => {
      t.setNow(T0 + 31 * DAY);
      try {
        const res = await get(`/api/orders/${orderId}`, a.bearer);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('token_expired');
      } finally {
        t.setNow(T0);
      }
      const bad = await get(`/api/orders/${orderId}`, { authorization: `Bearer ${'z'.repeat(43)}` });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().code).toBe('invalid_token');
    });
  });

  describe('GET /api/orders (history)', () => {
    let e: TestMember;
    let second: CreatedStore;
    const ids: string[] = [];
    beforeAll(async () => {
      e = await registerMember(t);
      second = await createStore(t.db, { name: '50嵐 南京復興店' });
      ids.push(await placed(shop, e.bearer));
      ids.push(
        await placed(second, e.bearer, {
          cart: {
            items: [
              pearlMilkTea(second, { 尺寸: '中', 甜度: '無糖', 冰塊: '去冰' }, 2),
              plainLine(second, ASSAM_BLACK_TEA, 1),
            ],
          },
        }),
      );
      ids.push(await placed(shop, e.bearer));
      ids.push(await placed(second, e.bearer));
      ids.push(await placed(shop, e.bearer));
      // Someone else's orders never show up.
      await placed(shop, b.bearer);
      await placed(shop, {});
    });

    it('lists the member’s orders newest first with the summary fields and pagination links', async () => {
      const res = await get('/api/orders', e.bearer);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.map((o: { id: string }) => o.id)).toEqual([...ids].reverse());
      expect(body.links).toEqual({ pagination: { total: 5, per_page: 30, current_page: 1, last_page: 1 } });
      const mixed = body.data.find((o: { id: string }) => o.id === ids[1]);
      expect(mixed).toEqual({
        id: ids[1],
        item_name: expect.stringMatching(/^\d{3}$/),
        identifier: second.identifier,
        store_name: '50嵐 南京復興店',
        order_type: 0,
        status: 1,
        status_name: '已送出',
        accepted_at: null,
        estimate_minutes: null,
        payment_status: 0,
        payment_status_name: '未付款',
        payment_type: 0,
        can_cancel: true,
        target_time: '2026-11-23 12:10:00',
        total: 135,
        discount: 0,
        created_at: expect.any(Number),
        item_count: 3,
        items_summary: `${PEARL_MILK_TEA} ×2、${ASSAM_BLACK_TEA} ×1`,
        shipping_fee: 0,
        delivery: null,
        custom_items: [],
      });
    });

    it('pages with per_page, reporting the total also past the last page', async () => {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await get(`/api/orders?page=${page}&per_page=2`, e.bearer);
        expect(res.statusCode).toBe(200);
        expect(res.json().links.pagination).toEqual({
          total: 5,
          per_page: 2,
          current_page: page,
          last_page: 3,
        });
        pages.push(...res.json().data.map((o: { id: string }) => o.id));
      }
      expect(pages).toEqual([...ids].reverse());
      const past = await get('/api/orders?page=4&per_page=2', e.bearer);
      expect(past.json()).toEqual({
        data: [],
        links: { pagination: { total: 5, per_page: 2, current_page: 4, last_page: 3 } },
      });
    });

    it('filters by store identifier (unknown store → empty list)', async () => {
      const res = await get(`/api/orders?identifier=${second.identifier}`, e.bearer);
      expect(res.json().data.map((o: { id: string }) => o.id)).toEqual([ids[3], ids[1]]);
      expect(res.json().links.pagination.total).toBe(2);
      const none = await get('/api/orders?identifier=no-such-store', e.bearer);
      expect(none.json()).toEqual({
        data: [],
        links: { pagination: { total: 0, per_page: 30, current_page: 1, last_page: 1 } },
      });
    });

    it('refuses per_page over 50 and page 0 with 400', async () => {
      expect((await get('/api/orders?per_page=51', e.bearer)).statusCode).toBe(400);
      expect((await get('/api/orders?page=0', e.bearer)).statusCode).toBe(400);
      expect((await get('/api/orders?per_page=50', e.bearer)).statusCode).toBe(200);
    });

    it("should not list another member's orders", async () => {
      const res = await get('/api/orders', b.bearer);
      const theirs = res.json().data.map((o: { id: string }) => o.id);
      for (const id of ids) expect(theirs).not.toContain(id);
    });

    it('answers visitors with 401 unauthorized and an expired session with 401 token_expired', async () => {
      const visitor = await get('/api/orders');
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('unauthorized');
      t.setNow(T0 + 31 * DAY);
      try {
        const expired = await get('/api/orders', e.bearer);
        expect(expired.statusCode).toBe(401);
        expect(expired.json().code).toBe('token_expired');
      } finally {
        t.setNow(T0);
      }
    });
  });

  describe('DELETE /api/orders/{orderId} (cancel)', () => {
    it('cancels a SUBMITTED cash order of the member', async () => {
      const id = await placed(shop, a.bearer);
      const res = await cancel(id, a.bearer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id,
        item_name: expect.any(String),
        status: 4,
        status_name: '已取消',
        payment_status: 0,
        payment_status_name: '未付款',
      });
      expect((await row(id)).status).toBe(4);
      const again = await cancel(id, a.bearer);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: 409, code: 'cannot_cancel', message: '這筆訂單已經取消' });
    });

    it('tells the order page who cancelled: the member, or the store with its reason (spec §4)', async () => {
      const mine = await placed(shop, a.bearer);
      expect((await get(`/api/orders/${mine}`, a.bearer)).json()).toMatchObject({
        cancelled_by: null,
        cancel_reason: null,
      });
      expect((await cancel(mine, a.bearer)).statusCode).toBe(200);
      expect((await get(`/api/orders/${mine}`, a.bearer)).json()).toMatchObject({
        status: 4,
        cancelled_by: 'diner',
        cancel_reason: null,
      });
      // The store's cancel always carries the reason the diner is told (console cancel, ZStoreCancelRequest).
      const theirs = await placed(shop, a.bearer);
      await t.db.update(orders).set({ status: 4, cancelReason: '食材用完' }).where(eq(orders.id, theirs));
      expect((await get(`/api/orders/${theirs}`, a.bearer)).json()).toMatchObject({
        status: 4,
        cancelled_by: 'store',
        cancel_reason: '食材用完',
      });
    });

    it('cancels with the session cookie only with X-Requested-With (CSRF, ADR 008)', async () => {
      const id = await placed(shop, a.bearer);
      const forged = await cancel(id, { cookie: a.cookie });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().code).toBe('csrf_failed');
      expect((await row(id)).status).toBe(1);
      expect((await cancel(id, { cookie: a.cookie, ...BROWSER_WRITE })).statusCode).toBe(200);
    });

    it.each([
      ['READY', { status: 2 }, '店家已備妥餐點，無法取消訂單，請洽店家'],
      ['COMPLETED', { status: 3 }, '這筆訂單已完成，無法取消'],
    ])('refuses a %s order with 409 cannot_cancel', async (_label, values, message) => {
      const id = await placed(shop, a.bearer);
      await setOrder(id, values);
      const res = await cancel(id, a.bearer);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, code: 'cannot_cancel', message });
      expect((await row(id)).status).toBe(values.status);
    });

    it('refuses an order paid online, but cancels one paid in cash at the counter', async () => {
      const online = await placed(shop, a.bearer, { payment_type: 6 });
      await setOrder(online, { paymentStatus: 2 });
      const res = await cancel(online, a.bearer);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('這筆訂單已線上付款，無法自行取消，請洽店家');
      expect((await row(online)).status).toBe(1);

      const unpaidOnline = await placed(shop, a.bearer, { payment_type: 6 });
      expect((await cancel(unpaidOnline, a.bearer)).statusCode).toBe(200);

      const cash = await placed(shop, a.bearer);
      await setOrder(cash, { paymentStatus: 2 });
      expect((await cancel(cash, a.bearer)).statusCode).toBe(200);
    });

    it('lets exactly one of two concurrent cancels win', async () => {
      const id = await placed(shop, a.bearer);
      const results = await Promise.all([cancel(id, a.bearer), cancel(id, a.bearer)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await row(id)).status).toBe(4);
    });

    it("should not cancel another member's order (404, order unchanged)", async () => {
      const id = await placed(shop, a.bearer);
      const res = await cancel(id, b.bearer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect((await row(id)).status).toBe(1);
    });

    it('refuses visitors with 401, also for the browser that placed a visitor order', async () => {
      const res = await place(shop);
      const cookie = res.cookies.find((c) => c.name === 'iding_visitor')!.value;
      const visitor = await t.app.inject({
        method: 'DELETE',
        url: `/api/orders/${res.json().id}`,
        headers: BROWSER_WRITE,
        cookies: { iding_visitor: cookie },
      });
      expect(visitor.statusCode).toBe(401);
      expect((await row(res.json().id)).status).toBe(1);
      // A member cannot cancel a visitor's order either.
      expect((await cancel(res.json().id, a.bearer)).statusCode).toBe(404);
    });

    it('answers malformed and unknown ids with 404', async () => {
      expect((await cancel('not-a-uuid', a.bearer)).statusCode).toBe(404);
      expect((await cancel('00000000-0000-4000-8000-000000000000', a.bearer)).statusCode).toBe(404);
    });
  });

  describe('GET /api/orders/{orderId}/transactions', () => {
    // A store of its own: the member's open cash orders at one store are capped (cap-open-orders.ts).
    let s: CreatedStore;
    beforeAll(async () => {
      s = await createStore(t.db);
    });

    it('lists no payment records for an unpaid cash order, with its payment status', async () => {
      const id = await placed(s, a.bearer);
      const res = await get(`/api/orders/${id}/transactions`, a.bearer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ transactions: [], payment_status: 0, payment_status_name: '未付款' });
    });

    it("should not return another member's order transactions (404)", async () => {
      const id = await placed(s, a.bearer);
      const res = await get(`/api/orders/${id}/transactions`, b.bearer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect((await get(`/api/orders/${id}/transactions`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/orders/{orderId}/again', () => {
    let s: CreatedStore;
    let orderId: string;
    const mixedCart = (m: CreatedStore) => ({
      items: [
        { ...pearlMilkTea(m, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' }, 2), memo: '分開裝' },
        plainLine(m, ASSAM_BLACK_TEA, 1),
      ],
    });
    const bumpMenu = async () => {
      const [current] = await t.db.select().from(stores).where(eq(stores.id, s.storeId));
      await t.db
        .update(stores)
        .set({ menuVersion: current!.menuVersion + 1 })
        .where(eq(stores.id, s.storeId));
      return current!.menuVersion + 1;
    };
    beforeAll(async () => {
      s = await createStore(t.db);
      orderId = await placed(s, a.bearer, { cart: mixedCart(s) });
    });

    it('gives the same items priced from the current menu when nothing changed', async () => {
      const res = await get(`/api/orders/${orderId}/again`, a.bearer);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ menu_version: s.menuVersion, changed: false, removed: [] });
      expect(body.cart).toMatchObject({
        identifier: s.identifier,
        store_id: s.storeId,
        menu_version: s.menuVersion,
        modify_time: Math.floor(T0 / 1000),
        total: 175,
        selected_entree_map: { [s.entree[PEARL_MILK_TEA]!]: 2, [s.entree[ASSAM_BLACK_TEA]!]: 1 },
      });
      expect(body.cart.items).toHaveLength(2);
      expect(body.cart.items[0]).toMatchObject({
        index: 0,
        id: s.entree[PEARL_MILK_TEA],
        name: PEARL_MILK_TEA,
        quantity: 2,
        memo: '分開裝',
        subtotal: 70,
        total: 140,
      });
      expect(body.cart.items[0].options.map((o: { name: string }) => o.name)).toEqual([
        '大',
        '半糖',
        '少冰',
        '珍珠',
      ]);
      // The cart goes straight through check_order.
      const {
        name: _n,
        phone: _p,
        memo: _m,
        ...check
      } = orderBody(s, {
        cart: body.cart,
        menu_version: body.menu_version,
      });
      const checked = await t.app.inject({
        method: 'POST',
        url: '/api/orders/check_order',
        headers: a.bearer,
        payload: check,
      });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json().cart.total).toBe(175);
    });

    it('prices from the current menu, not from the order', async () => {
      await t.db.update(entrees).set({ priceCents: 4000 }).where(eq(entrees.id, s.entree[ASSAM_BLACK_TEA]!));
      const version = await bumpMenu();
      const body = (await get(`/api/orders/${orderId}/again`, a.bearer)).json();
      expect(body.menu_version).toBe(version);
      expect(body.changed).toBe(false);
      expect(body.cart.total).toBe(180);
    });

    it('leaves out a sold-out item and says the cart changed (order_item_changed)', async () => {
      await t.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, s.entree[PEARL_MILK_TEA]!));
      const body = (await get(`/api/orders/${orderId}/again`, a.bearer)).json();
      expect(body.changed).toBe(true);
      expect(body.removed).toEqual([{ name: PEARL_MILK_TEA, reason: `「${PEARL_MILK_TEA}」已售完` }]);
      expect(body.cart.items.map((i: { name: string; index: number }) => [i.name, i.index])).toEqual([
        [ASSAM_BLACK_TEA, 0],
      ]);
      expect(body.cart.total).toBe(40);
    });

    it('gives an empty cart when no item is left (order_item_not_exists)', async () => {
      await t.db.delete(entrees).where(eq(entrees.id, s.entree[ASSAM_BLACK_TEA]!));
      await bumpMenu();
      const body = (await get(`/api/orders/${orderId}/again`, a.bearer)).json();
      expect(body.changed).toBe(true);
      expect(body.removed.map((r: { name: string }) => r.name)).toEqual([PEARL_MILK_TEA, ASSAM_BLACK_TEA]);
      expect(body.cart).toMatchObject({ items: [], selected_entree_map: {}, total: 0 });
    });

    it("should not rebuild another member's order (404, no data)", async () => {
      const res = await get(`/api/orders/${orderId}/again`, b.bearer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect((await get(`/api/orders/${orderId}/again`)).statusCode).toBe(404);
    });
  });
});
