import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrees, options, stores } from '../src/db/schema';
import {
  ASSAM_BLACK_TEA,
  BEEF_BOWL,
  checkBody,
  createSplitShiftStore,
  createStore,
  PEARL_MILK_TEA,
  SALAD_BOX,
} from './factories';
import { buildTestApp, type TestApp } from './helper';

const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');

describe('menu and inventory (spec §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves categories → entrees → option groups → options in sort order, prices in TWD', async () => {
    const s = await createStore(t.db, {
      menu: [
        { category: '空分類', entrees: [] },
        {
          category: '找口感',
          entrees: [
            {
              name: PEARL_MILK_TEA,
              price: 50,
              groups: [
                {
                  name: '尺寸',
                  min: 1,
                  max: 1,
                  options: [
                    { name: '中', isDefault: true },
                    { name: '大', price: 10 },
                  ],
                },
                { name: '加料', min: 0, max: 3, options: [{ name: '珍珠', price: 10 }] },
              ],
            },
            { name: ASSAM_BLACK_TEA, price: 35 },
          ],
        },
        { category: '輕食', entrees: [{ name: SALAD_BOX, price: 71.2 }] },
      ],
    });
    const res = await get(`/api/menu/new/${s.identifier}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const menu = res.json();
    expect(menu).toMatchObject({ identifier: s.identifier, version: 1 });
    // The empty category is left out.
    expect(menu.categories.map((c: { name: string }) => c.name)).toEqual(['找口感', '輕食']);
    expect(menu.categories[0].entrees.map((e: { name: string }) => e.name)).toEqual([
      PEARL_MILK_TEA,
      ASSAM_BLACK_TEA,
    ]);
    expect(menu.categories[0].entrees[0]).toEqual({
      id: s.entree[PEARL_MILK_TEA],
      name: PEARL_MILK_TEA,
      description: '',
      image: null,
      price: 50,
      option_groups: [
        {
          id: s.group[`${PEARL_MILK_TEA}/尺寸`],
          name: '尺寸',
          min: 1,
          max: 1,
          options: [
            {
              id: s.option[`${PEARL_MILK_TEA}/尺寸/中`],
              name: '中',
              price: 0,
              max_quantity: 1,
              is_default: true,
            },
            {
              id: s.option[`${PEARL_MILK_TEA}/尺寸/大`],
              name: '大',
              price: 10,
              max_quantity: 1,
              is_default: false,
            },
          ],
        },
        {
          id: s.group[`${PEARL_MILK_TEA}/加料`],
          name: '加料',
          min: 0,
          max: 3,
          options: [
            {
              id: s.option[`${PEARL_MILK_TEA}/加料/珍珠`],
              name: '珍珠',
              price: 10,
              max_quantity: 1,
              is_default: false,
            },
          ],
        },
      ],
    });
    expect(menu.categories[1].entrees[0].price).toBe(71.2);
  });

  it('carries max_quantity of options that may be chosen more than once', async () => {
    const s = await createSplitShiftStore(t.db);
    const menu = (await get(`/api/menu/${s.identifier}`)).json();
    const bowl = menu.categories[0].entrees.find((e: { name: string }) => e.name === BEEF_BOWL);
    expect(bowl.option_groups[0]).toMatchObject({ name: '主餐加點', min: 0, max: 7 });
    expect(bowl.option_groups[0].options[0]).toMatchObject({ name: '牛五花', price: 70, max_quantity: 2 });
  });

  it('answers check with the sha1 of the menu content and its version; both paths serve the same bytes', async () => {
    const s = await createStore(t.db);
    const check = await get(`/api/menu/${s.identifier}/check`);
    expect(check.statusCode).toBe(200);
    const { sha1, version } = check.json();
    expect(version).toBe(1);
    const a = await get(`/api/menu/new/${s.identifier}`);
    const b = await get(`/api/menu/${s.identifier}`);
    expect(a.body).toBe(b.body);
    expect(a.headers.etag).toBe(`"${sha1}"`);
    const menu = a.json();
    expect(menu.sha1).toBe(sha1);
    expect(sha1).toBe(
      createHash('sha1')
        .update(JSON.stringify({ version: menu.version, categories: menu.categories }))
        .digest('hex'),
    );
  });

  it('answers a matching If-None-Match with 304 and no body, a stale one with the menu', async () => {
    const s = await createStore(t.db);
    const first = await get(`/api/menu/new/${s.identifier}`);
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`/api/menu/new/${s.identifier}`, { 'if-none-match': header });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    }
    const stale = await get(`/api/menu/new/${s.identifier}`, { 'if-none-match': '"0000"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('sends the menu brotli- or gzip-compressed when the phone accepts it, the same JSON once decoded', async () => {
    const s = await createStore(t.db);
    const plain = await get(`/api/menu/new/${s.identifier}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const br = await get(`/api/menu/new/${s.identifier}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await get(`/api/menu/new/${s.identifier}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    // An encoding the server does not offer falls back to plain JSON.
    const other = await get(`/api/menu/new/${s.identifier}`, { 'accept-encoding': 'compress' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body).toBe(plain.body);
  });

  it('keeps serving the cached menu until the version is bumped, then rebuilds it', async () => {
    const s = await createStore(t.db);
    const before = await get(`/api/menu/new/${s.identifier}`);
    await t.db.update(entrees).set({ priceCents: 5500 }).where(eq(entrees.id, s.entree[PEARL_MILK_TEA]!));

    // Same version: the menu comes from memory (the unversioned edit is not visible yet).
    const cached = await get(`/api/menu/new/${s.identifier}`);
    expect(cached.body).toBe(before.body);

    await t.db.update(stores).set({ menuVersion: 2 }).where(eq(stores.id, s.storeId));
    const bumped = await get(`/api/menu/new/${s.identifier}`, {
      'if-none-match': before.headers.etag as string,
    });
    expect(bumped.statusCode).toBe(200);
    expect(bumped.json().version).toBe(2);
    expect(bumped.json().categories[0].entrees[0].price).toBe(55);
    expect(bumped.headers.etag).not.toBe(before.headers.etag);
    expect((await get(`/api/menu/${s.identifier}/check`)).json()).toEqual({
      sha1: bumped.json().sha1,
      version: 2,
    });
  });

  it('prices check_order from the same cache: old version refused, new version at the new price', async () => {
    const s = await createStore(t.db);
    // check_order takes no contact fields (a strict request).
    const body = checkBody(s);
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: payload as object });
    expect((await post(body)).json().cart.total).toBe(140);

    await t.db.update(entrees).set({ priceCents: 5500 }).where(eq(entrees.id, s.entree[PEARL_MILK_TEA]!));
    await t.db.update(stores).set({ menuVersion: 2 }).where(eq(stores.id, s.storeId));
    const old = await post(body);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: 'menu_version_changed',
      message: '菜單已更新，請重新確認購物車',
    });
    const current = await post({ ...body, menu_version: 2 });
    expect(current.statusCode).toBe(200);
    expect(current.json().cart).toMatchObject({ menu_version: 2, total: 150 });
  });

  it('accepts and validates the order_type, target_time and uuid query', async () => {
    const s = await createStore(t.db);
    const ok = await get(
      `/api/menu/${s.identifier}?order_type=0&target_time=${encodeURIComponent('2026-11-23 12:30:00')}&uuid=ab-12`,
    );
    expect(ok.statusCode).toBe(200);
    for (const query of [
      'order_type=abc',
      'order_type=9',
      'uuid=%3Cscript%3E',
      `target_time=${'1'.repeat(40)}`,
    ]) {
      const res = await get(`/api/menu/new/${s.identifier}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
    }
  });

  it('lists sold-out entrees and options in the inventory, live (no version bump needed)', async () => {
    const s = await createStore(t.db);
    const url = `/api/inventory/${s.identifier}`;
    expect((await get(url)).json()).toEqual({ identifier: s.identifier, entrees: [], options: [] });

    await t.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, s.entree[ASSAM_BLACK_TEA]!));
    await t.db
      .update(options)
      .set({ soldOut: true })
      .where(eq(options.id, s.option[`${PEARL_MILK_TEA}/加料/珍珠`]!));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      identifier: s.identifier,
      entrees: [s.entree[ASSAM_BLACK_TEA]],
      options: [s.option[`${PEARL_MILK_TEA}/加料/珍珠`]],
    });
    // The menu itself is unchanged: selling out does not bump the version.
    expect((await get(`/api/menu/${s.identifier}/check`)).json().version).toBe(1);
  });

  it('answers 404 store_not_found on every menu path for an unknown store', async () => {
    for (const url of [
      '/api/menu/nope/check',
      '/api/menu/new/nope',
      '/api/menu/nope',
      '/api/inventory/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'store_not_found', message: '找不到這家店' });
    }
  });
});
