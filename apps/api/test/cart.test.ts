/**
 * Member server cart (spec §3 Cart, §4 Cart, §5 "Identifier is required for set cart
 * items", §7 Cart calls): pricing from the current menu, the modify_time rule, refusals and ownership.
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, entrees, stores } from '../src/db/schema';
import {
  ASSAM_BLACK_TEA,
  type CreatedStore,
  createSplitShiftStore,
  createStore,
  orderBody,
  PEARL_MILK_TEA,
  pearlMilkTea,
  plainLine,
  SALAD_BOX,
} from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { BROWSER_WRITE, registerMember, type TestMember } from './member-factories';

const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const NOW_S = Math.floor(MONDAY_NOON / 1000);
const LARGE_PEARL = { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' };

describe('member server cart (spec §7 Cart)', () => {
  let t: TestApp;
  let drink: CreatedStore;
  let boujee: CreatedStore;
  let a: TestMember;
  let b: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    drink = await createStore(t.db);
    boujee = await createSplitShiftStore(t.db);
    a = await registerMember(t);
    b = await registerMember(t);
  });
  afterAll(async () => t.close());

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const getCart = (m: TestMember, s: { identifier: string } = drink) =>
    call('GET', `/api/cart/${s.identifier}`, m.bearer);
  const postCart = (m: TestMember, payload: unknown) => call('POST', '/api/cart', m.bearer, payload);
  const patchItem = (m: TestMember, itemId: number, payload: unknown) =>
    call('PATCH', `/api/cart/cart_items/${itemId}`, m.bearer, payload);
  const deleteItem = (m: TestMember, itemId: number, payload?: unknown) =>
    call('DELETE', `/api/cart/cart_items/${itemId}`, m.bearer, payload);
  /** Replaces the member's cart (modify_time: as given, else server now) and returns the answer body. */
  const save = async (m: TestMember, items: unknown[], s: CreatedStore = drink, modify_time?: number) => {
    const res = await postCart(m, { identifier: s.identifier, items, modify_time });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Deletes the member's cart at a store, so a test can start from older modify_times. */
  const clear = async (m: TestMember, s: CreatedStore = drink) => {
    expect((await call('DELETE', `/api/cart/${s.identifier}`, m.bearer)).statusCode).toBe(200);
  };

  describe('login required', () => {
    it('answers 401 unauthorized to visitors on every cart call, before looking at the body', async () => {
      const calls: [Method, string, unknown][] = [
        ['GET', `/api/cart/${drink.identifier}`, undefined],
        ['POST', '/api/cart', { identifier: drink.identifier, items: [], modify_time: NOW_S }],
        ['POST', '/api/cart', { nonsense: true }],
        [
          'PATCH',
          '/api/cart/cart_items/1',
          { identifier: drink.identifier, item: plainLine(drink, ASSAM_BLACK_TEA) },
        ],
        ['DELETE', '/api/cart/cart_items/1', { identifier: drink.identifier }],
        ['DELETE', `/api/cart/${drink.identifier}`, undefined],
        ['DELETE', `/iorder/carts/${drink.identifier}`, undefined],
      ];
      for (const [method, url, payload] of calls) {
        expectRefusal(await call(method, url, BROWSER_WRITE, payload), 401, 'unauthorized');
      }
    });

    it('answers 401 invalid_token for a made-up bearer token', async () => {
      const res = await call('GET', `/api/cart/${drink.identifier}`, {
        authorization: `Bearer ${'x'.repeat(43)}`,
      });
      expectRefusal(res, 401, 'invalid_token');
    });

    it('refuses a cookie-authenticated write without X-Requested-With (CSRF, ADR 008) and accepts it with', async () => {
      const payload = { identifier: drink.identifier, items: [], modify_time: NOW_S };
      expectRefusal(await call('POST', '/api/cart', { cookie: a.cookie }, payload), 403, 'csrf_failed');
      const ok = await call('POST', '/api/cart', { cookie: a.cookie, ...BROWSER_WRITE }, payload);
      expect(ok.statusCode).toBe(200);
      const read = await call('GET', `/api/cart/${drink.identifier}`, { cookie: a.cookie });
      expect(read.statusCode).toBe(200);
      await call('DELETE', `/api/cart/${drink.identifier}`, a.bearer);
    });
  });

  describe('GET /api/cart/{identifier}', () => {
    it('answers an empty cart (not 404) when the member has none: items [], modify_time 0', async () => {
      const res = await getCart(b, boujee);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        items: [],
        selected_entree_map: {},
        identifier: boujee.identifier,
        store_id: boujee.storeId,
        menu_version: boujee.menuVersion,
        modify_time: 0,
        total: 0,
        removed_items: [],
        menu_version_changed: false,
      });
    });

    it('answers 404 store_not_found for an unknown store', async () => {
      expectRefusal(await getCart(a, { identifier: 'no-such-store' }), 404, 'store_not_found');
    });
  });

  describe('POST /api/cart', () => {
    it('saves the cart and prices it from the menu, ignoring client prices, names and totals', async () => {
      const tampered = {
        ...pearlMilkTea(drink, LARGE_PEARL, 2),
        name: '免費奶茶',
        subtotal: 1,
        total: 2,
        memo: '少冰一點',
        options: pearlMilkTea(drink, LARGE_PEARL).options.map((o) => ({ ...o, price: 0, name: '免費' })),
      };
      const res = await postCart(a, {
        identifier: drink.identifier,
        items: [tampered, plainLine(drink, ASSAM_BLACK_TEA, 3)],
        modify_time: NOW_S - 60,
        total: 3,
      });
      expect(res.statusCode).toBe(200);
      const cart = res.json();
      expect(cart).toMatchObject({
        saved: true,
        identifier: drink.identifier,
        store_id: drink.storeId,
        menu_version: drink.menuVersion,
        modify_time: NOW_S - 60,
        // 大 +10, 珍珠 +10: 2 × 70 + 3 × 35
        total: 245,
        selected_entree_map: { [drink.entree[PEARL_MILK_TEA]!]: 2, [drink.entree[ASSAM_BLACK_TEA]!]: 3 },
        removed_items: [],
        menu_version_changed: false,
      });
      expect(cart.items).toHaveLength(2);
      expect(cart.items[0]).toMatchObject({
        index: 0,
        id: drink.entree[PEARL_MILK_TEA],
        menu_uuid: drink.entree[PEARL_MILK_TEA],
        name: PEARL_MILK_TEA,
        quantity: 2,
        memo: '少冰一點',
        subtotal: 70,
        total: 140,
      });
      expect(cart.items[0].options.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
        ['大', 10],
        ['半糖', 0],
        ['少冰', 0],
        ['珍珠', 10],
      ]);
      expect(cart.items[1]).toMatchObject({ index: 1, name: ASSAM_BLACK_TEA, quantity: 3, total: 105 });
      expect(Number.isInteger(cart.items[0].item_id)).toBe(true);
      expect(cart.items[0].item_id).not.toBe(cart.items[1].item_id);

      // The stored copy keeps no client price, and a read answers the same cart.
      const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, cart.items[0].item_id));
      expect(JSON.stringify(row!.item)).not.toContain('免費');
      expect(row!.item).not.toHaveProperty('subtotal');
      const { saved: _saved, ...stored } = cart;
      expect((await getCart(a)).json()).toEqual(stored);
    });

    it('replaces the whole cart on every post; items [] empties it', async () => {
      await save(a, [plainLine(drink, ASSAM_BLACK_TEA)]);
      const replaced = await save(a, [pearlMilkTea(drink)]);
      expect(replaced.items.map((i: { name: string }) => i.name)).toEqual([PEARL_MILK_TEA]);
      expect(replaced.total).toBe(50);
      const emptied = await save(a, []);
      expect(emptied).toMatchObject({ items: [], total: 0, modify_time: NOW_S, saved: true });
    });

    it('keeps one cart per store', async () => {
      await save(a, [plainLine(drink, ASSAM_BLACK_TEA)]);
      await save(a, [plainLine(boujee, SALAD_BOX, 2)], boujee);
      expect((await getCart(a)).json().total).toBe(35);
      expect((await getCart(a, boujee)).json()).toMatchObject({
        total: 142.4,
        identifier: boujee.identifier,
      });
    });

    it('answers 400 identifier_required with the zh-TW message when the store is missing or blank (spec §5)', async () => {
      for (const identifier of [undefined, null, '', '   ']) {
        const res = await postCart(a, {
          identifier,
          items: [plainLine(drink, ASSAM_BLACK_TEA)],
          modify_time: NOW_S,
        });
        expect(expectRefusal(res, 400, 'identifier_required')).toBe('請先選擇店家再加入購物車');
      }
    });

    it('answers 404 store_not_found for an unknown store', async () => {
      const res = await postCart(a, { identifier: 'no-such-store', items: [], modify_time: NOW_S });
      expectRefusal(res, 404, 'store_not_found');
    });

    it('refuses lines the menu cannot take with 422 menu_item_error, changing nothing', async () => {
      const before = await save(a, [plainLine(drink, ASSAM_BLACK_TEA)]);
      const tea = drink.entree[PEARL_MILK_TEA]!;
      const bad: [string, unknown][] = [
        ['unknown entree', { id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        [
          'unknown option',
          {
            ...pearlMilkTea(drink),
            options: [...pearlMilkTea(drink).options, { id: '00000000-0000-4000-8000-000000000001' }],
          },
        ],
        [
          'option of another entree',
          {
            ...plainLine(drink, ASSAM_BLACK_TEA),
            options: [{ id: drink.option[`${PEARL_MILK_TEA}/加料/珍珠`]! }],
          },
        ],
        ['missing a required group (甜度 min 1)', pearlMilkTea(drink, { 尺寸: '中', 冰塊: '少冰' })],
        [
          'over a group max (加料 max 3)',
          pearlMilkTea(drink, { ...LARGE_PEARL, 加料: ['珍珠', '波霸', '椰果', '珍珠'] }),
        ],
        ['quantity 0', { id: tea, quantity: 0, options: pearlMilkTea(drink).options }],
        ['quantity 100', { id: tea, quantity: 100, options: pearlMilkTea(drink).options }],
      ];
      for (const [why, line] of bad) {
        const res = await postCart(a, {
          identifier: drink.identifier,
          items: [line],
          modify_time: NOW_S + 1,
        });
        expect(res.statusCode, why).toBe(422);
        expectRefusal(res, 422, 'menu_item_error');
      }
      const { saved: _s, ...stored } = before;
      expect((await getCart(a)).json()).toEqual(stored);
    });

    it('answers 400 for malformed input: more than 200 lines, a non-uuid entree, modify_time in ms', async () => {
      const line = plainLine(drink, ASSAM_BLACK_TEA);
      const bodies = [
        { identifier: drink.identifier, items: Array.from({ length: 201 }, () => line), modify_time: NOW_S },
        { identifier: drink.identifier, items: [{ ...line, id: 'tea' }], modify_time: NOW_S },
        { identifier: drink.identifier, items: [line], modify_time: MONDAY_NOON },
        { identifier: drink.identifier, items: 'tea', modify_time: NOW_S },
      ];
      for (const body of bodies) expectRefusal(await postCart(a, body), 400, 'validation_error');
      // 200 lines are fine.
      const full = await save(
        a,
        Array.from({ length: 200 }, () => line),
      );
      expect(full.items).toHaveLength(200);
      expect(full.total).toBe(7000);
    });
  });

  describe('modify_time decides which copy is newer', () => {
    it('keeps a newer stored cart and answers it with saved: false; an equal or newer post replaces it', async () => {
      await clear(a);
      await save(a, [plainLine(drink, ASSAM_BLACK_TEA)], drink, NOW_S - 100);

      const older = await postCart(a, {
        identifier: drink.identifier,
        items: [pearlMilkTea(drink, LARGE_PEARL, 5)],
        modify_time: NOW_S - 200,
      });
      expect(older.statusCode).toBe(200);
      expect(older.json()).toMatchObject({ saved: false, modify_time: NOW_S - 100, total: 35 });
      expect(older.json().items.map((i: { name: string }) => i.name)).toEqual([ASSAM_BLACK_TEA]);
      expect((await getCart(a)).json()).toMatchObject({ modify_time: NOW_S - 100, total: 35 });

      const same = await save(a, [plainLine(drink, ASSAM_BLACK_TEA, 2)], drink, NOW_S - 100);
      expect(same).toMatchObject({ saved: true, total: 70 });
      const newer = await save(a, [pearlMilkTea(drink)], drink, NOW_S - 50);
      expect(newer).toMatchObject({ saved: true, total: 50, modify_time: NOW_S - 50 });
    });

    it('takes an absent modify_time as now, and one far ahead of the server clock as now', async () => {
      const absent = await postCart(a, { identifier: drink.identifier, items: [] });
      expect(absent.json()).toMatchObject({ saved: true, modify_time: NOW_S });
      const ahead = await postCart(a, {
        identifier: drink.identifier,
        items: [],
        modify_time: NOW_S + 86_400,
      });
      expect(ahead.json()).toMatchObject({ saved: true, modify_time: NOW_S });
      // A little skew (within 5 minutes) is kept as sent.
      const skew = await postCart(a, { identifier: drink.identifier, items: [], modify_time: NOW_S + 120 });
      expect(skew.json()).toMatchObject({ saved: true, modify_time: NOW_S + 120 });
      await call('DELETE', `/api/cart/${drink.identifier}`, a.bearer);
    });
  });

  describe('PATCH /api/cart/cart_items/{itemId}', () => {
    it('replaces one line, repriced, and stamps modify_time', async () => {
      await clear(a);
      const cart = await save(a, [plainLine(drink, ASSAM_BLACK_TEA), pearlMilkTea(drink)], drink, NOW_S - 10);
      const itemId = cart.items[1].item_id;
      const res = await patchItem(a, itemId, {
        identifier: drink.identifier,
        item: { ...pearlMilkTea(drink, LARGE_PEARL, 3), total: 1, subtotal: 1 },
        modify_time: NOW_S,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ saved: true, modify_time: NOW_S, total: 35 + 3 * 70 });
      expect(res.json().items[1]).toMatchObject({ item_id: itemId, quantity: 3, subtotal: 70, total: 210 });
      expect(res.json().items[0].item_id).toBe(cart.items[0].item_id);
    });

    it('keeps a newer stored cart (saved: false)', async () => {
      const cart = await save(a, [plainLine(drink, ASSAM_BLACK_TEA)], drink, NOW_S);
      const res = await patchItem(a, cart.items[0].item_id, {
        identifier: drink.identifier,
        item: plainLine(drink, ASSAM_BLACK_TEA, 9),
        modify_time: NOW_S - 1,
      });
      expect(res.json()).toMatchObject({ saved: false, total: 35, modify_time: NOW_S });
    });

    it('refuses a bad line (422), a missing store (400), an unknown store (404) and an unknown line (404)', async () => {
      const cart = await save(a, [plainLine(drink, ASSAM_BLACK_TEA)]);
      const itemId = cart.items[0].item_id;
      const item = plainLine(drink, ASSAM_BLACK_TEA, 2);
      expectRefusal(
        await patchItem(a, itemId, { identifier: drink.identifier, item: { ...item, quantity: 0 } }),
        422,
        'menu_item_error',
      );
      expect(expectRefusal(await patchItem(a, itemId, { item }), 400, 'identifier_required')).toBe(
        '請先選擇店家再加入購物車',
      );
      expectRefusal(
        await patchItem(a, itemId, { identifier: 'no-such-store', item }),
        404,
        'store_not_found',
      );
      expectRefusal(await patchItem(a, 2_000_000, { identifier: drink.identifier, item }), 404, 'not_found');
      expectRefusal(await patchItem(a, itemId, { identifier: drink.identifier }), 400, 'validation_error');
      // The line of this member's drink cart is not in their Boujee cart.
      expectRefusal(
        await patchItem(a, itemId, { identifier: boujee.identifier, item: plainLine(boujee, SALAD_BOX) }),
        404,
        'not_found',
      );
      expect((await getCart(a)).json().total).toBe(35);
    });
  });

  describe('DELETE /api/cart/cart_items/{itemId}', () => {
    it('removes one line and answers the cart; a second delete is 404', async () => {
      await clear(a);
      const cart = await save(a, [plainLine(drink, ASSAM_BLACK_TEA), pearlMilkTea(drink)], drink, NOW_S - 10);
      const itemId = cart.items[0].item_id;
      const res = await deleteItem(a, itemId, { identifier: drink.identifier });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 50, modify_time: NOW_S - 10 });
      expect(res.json().items.map((i: { item_id: number }) => i.item_id)).toEqual([cart.items[1].item_id]);
      expectRefusal(await deleteItem(a, itemId, { identifier: drink.identifier }), 404, 'not_found');
    });

    it('takes a newer modify_time from the body, and the identifier from ?identifier= when there is no body', async () => {
      await clear(a);
      const cart = await save(a, [plainLine(drink, ASSAM_BLACK_TEA), pearlMilkTea(drink)], drink, NOW_S - 10);
      const first = await deleteItem(a, cart.items[0].item_id, {
        identifier: drink.identifier,
        modify_time: NOW_S,
      });
      expect(first.json()).toMatchObject({ modify_time: NOW_S, total: 50 });
      const second = await call(
        'DELETE',
        `/api/cart/cart_items/${cart.items[1].item_id}?identifier=${drink.identifier}`,
        a.bearer,
      );
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ items: [], total: 0 });
    });

    it('answers 400 identifier_required without a store and 404 for an unknown store', async () => {
      const cart = await save(a, [plainLine(drink, ASSAM_BLACK_TEA)]);
      const itemId = cart.items[0].item_id;
      expectRefusal(await deleteItem(a, itemId), 400, 'identifier_required');
      expectRefusal(await deleteItem(a, itemId, {}), 400, 'identifier_required');
      expectRefusal(await deleteItem(a, itemId, { identifier: 'no-such-store' }), 404, 'store_not_found');
      expect((await getCart(a)).json().items).toHaveLength(1);
    });
  });

  describe('DELETE /api/cart/{identifier} and /iorder/carts/{identifier}', () => {
    it('deletes the cart at that store only; again is still 200', async () => {
      await save(a, [plainLine(drink, ASSAM_BLACK_TEA)]);
      await save(a, [plainLine(boujee, SALAD_BOX)], boujee);
      const res = await call('DELETE', `/api/cart/${drink.identifier}`, a.bearer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 0, message: '購物車已清空' });
      expect((await getCart(a)).json()).toMatchObject({ items: [], modify_time: 0 });
      expect((await getCart(a, boujee)).json().items).toHaveLength(1);
      expect((await call('DELETE', `/api/cart/${drink.identifier}`, a.bearer)).statusCode).toBe(200);
    });

    it("placing an order empties the member's cart at that store only (spec §4), however the browser leaves", async () => {
      await save(a, [pearlMilkTea(drink)]);
      await save(a, [plainLine(boujee, SALAD_BOX)], boujee);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        headers: a.bearer,
        payload: orderBody(drink, { target_time: '2026-11-23 13:00:00' }),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await getCart(a)).json()).toMatchObject({ items: [], modify_time: 0 });
      expect((await getCart(a, boujee)).json().items).toHaveLength(1);
    });

    it('/iorder/carts/{identifier} does the same with the token header', async () => {
      await save(a, [plainLine(boujee, SALAD_BOX)], boujee);
      const res = await call('DELETE', `/iorder/carts/${boujee.identifier}`, a.bearer);
      expect(res.statusCode).toBe(200);
      expect((await getCart(a, boujee)).json().items).toEqual([]);
    });

    it('answers 404 store_not_found for an unknown store', async () => {
      expectRefusal(await call('DELETE', '/api/cart/no-such-store', a.bearer), 404, 'store_not_found');
      expectRefusal(await call('DELETE', '/iorder/carts/no-such-store', a.bearer), 404, 'store_not_found');
    });
  });

  describe('ownership: a member reaches only their own cart', () => {
    it("member B cannot read, change or delete member A's cart lines: 404 and no data", async () => {
      const cartA = await save(a, [pearlMilkTea(drink, LARGE_PEARL, 2)]);
      const itemId = cartA.items[0].item_id;
      await save(b, [plainLine(drink, ASSAM_BLACK_TEA)]);

      // B's read of the same store is B's own cart.
      const readB = (await getCart(b)).json();
      expect(readB.items.map((i: { item_id: number }) => i.item_id)).not.toContain(itemId);
      expect(JSON.stringify(readB)).not.toContain(PEARL_MILK_TEA);

      for (const res of [
        await patchItem(b, itemId, {
          identifier: drink.identifier,
          item: plainLine(drink, ASSAM_BLACK_TEA, 99),
        }),
        await deleteItem(b, itemId, { identifier: drink.identifier }),
        await call('DELETE', `/api/cart/cart_items/${itemId}?identifier=${drink.identifier}`, {
          cookie: b.cookie,
          ...BROWSER_WRITE,
        }),
      ]) {
        expectRefusal(res, 404, 'not_found');
        expect(res.body).not.toContain(PEARL_MILK_TEA);
      }
      // B clearing their cart at that store leaves A's alone.
      await call('DELETE', `/api/cart/${drink.identifier}`, b.bearer);
      await call('DELETE', `/iorder/carts/${drink.identifier}`, b.bearer);
      const { saved: _s, ...stored } = cartA;
      expect((await getCart(a)).json()).toEqual(stored);
    });
  });

  it('documents every cart call and the modify_time rule in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/cart/{identifier}']).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/api/cart/cart_items/{itemId}']).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths['/iorder/carts/{identifier}'].delete).toBeDefined();
    expect(doc.paths['/api/cart'].post.description).toContain('saved: false');
    expect(doc.paths['/api/cart'].post.description).toContain('identifier_required');
  });

  describe('menu changes (spec §4 "Menu fetch")', () => {
    it('drops lines whose entree left the menu, says so once in removed_items, never 500', async () => {
      const s = await createStore(t.db);
      const cart = await save(a, [plainLine(s, ASSAM_BLACK_TEA, 2), pearlMilkTea(s)], s);
      const goneId = cart.items[0].item_id;
      await t.db.delete(entrees).where(eq(entrees.id, s.entree[ASSAM_BLACK_TEA]!));
      await t.db
        .update(stores)
        .set({ menuVersion: s.menuVersion + 1 })
        .where(eq(stores.id, s.storeId));

      const res = await getCart(a, s);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        menu_version: s.menuVersion + 1,
        menu_version_changed: true,
        total: 50,
        removed_items: [
          {
            item_id: goneId,
            id: s.entree[ASSAM_BLACK_TEA],
            name: ASSAM_BLACK_TEA,
            message: '購物車內有已下架的品項，請重新選購',
          },
        ],
      });
      expect(res.json().items.map((i: { name: string; index: number }) => [i.name, i.index])).toEqual([
        [PEARL_MILK_TEA, 0],
      ]);
      // Reported once: the line is gone and the cart carries the new version.
      expect((await getCart(a, s)).json()).toMatchObject({
        removed_items: [],
        menu_version_changed: false,
        total: 50,
      });
      // Adding the removed entree now is refused.
      const again = await postCart(a, {
        identifier: s.identifier,
        items: [plainLine(s, ASSAM_BLACK_TEA)],
        modify_time: NOW_S + 5,
      });
      expectRefusal(again, 422, 'menu_item_error');
    });

    it('reprices kept lines at the current menu price', async () => {
      const s = await createStore(t.db);
      await save(a, [plainLine(s, ASSAM_BLACK_TEA, 2)], s);
      await t.db.update(entrees).set({ priceCents: 4000 }).where(eq(entrees.id, s.entree[ASSAM_BLACK_TEA]!));
      await t.db
        .update(stores)
        .set({ menuVersion: s.menuVersion + 1 })
        .where(eq(stores.id, s.storeId));
      expect((await getCart(a, s)).json()).toMatchObject({
        total: 80,
        menu_version_changed: true,
        removed_items: [],
      });
    });

    it('keeps a sold-out line in the cart (check_order refuses it at checkout)', async () => {
      const s = await createStore(t.db);
      await save(a, [plainLine(s, ASSAM_BLACK_TEA)], s);
      await t.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, s.entree[ASSAM_BLACK_TEA]!));
      expect((await getCart(a, s)).json()).toMatchObject({ total: 35, removed_items: [] });
    });
  });
});
