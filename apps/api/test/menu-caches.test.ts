import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrees, stores } from '../src/db/schema';
import { soldOutLists } from '../src/modules/menu/sold-out-cache';
import { ASSAM_BLACK_TEA, createStore, PEARL_MILK_TEA } from './factories';
import { buildTestApp, type TestApp } from './helper';

describe('menu and sold-out caches (lru-cache, keyed by version)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const storeRow = async (id: number) => (await t.db.select().from(stores).where(eq(stores.id, id)))[0]!;

  it('builds a menu once for concurrent misses and serves it by exact version', async () => {
    const s = await createStore(t.db);
    const store = await storeRow(s.storeId);
    expect(t.state.menus.peek(store)).toBeUndefined();
    const menus = await Promise.all(Array.from({ length: 5 }, () => t.state.menus.get(store)));
    // One shared build: every caller got the very same entry.
    for (const m of menus) expect(m).toBe(menus[0]);
    expect(t.state.menus.peek(store)).toBe(menus[0]);
    expect(t.state.menus.peek({ ...store, menuVersion: store.menuVersion + 1 })).toBeUndefined();
  });

  it('loads sold-out ids once for concurrent misses; a new inventory version misses', async () => {
    const s = await createStore(t.db);
    const before = await storeRow(s.storeId);
    const first = await Promise.all(Array.from({ length: 5 }, () => t.state.soldOut.get(before)));
    for (const v of first) expect(v).toBe(first[0]);
    expect(soldOutLists(first[0]!)).toEqual({ entrees: [], options: [] });

    await t.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, s.entree[PEARL_MILK_TEA]!));
    await t.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, s.entree[ASSAM_BLACK_TEA]!));
    const after = await storeRow(s.storeId);
    expect(after.inventoryVersion).not.toBe(before.inventoryVersion);
    const sold = await t.state.soldOut.get(after);
    expect(sold.entrees.has(s.entree[PEARL_MILK_TEA]!)).toBe(true);
    expect(soldOutLists(sold).entrees).toHaveLength(2);
    // The old versions still answer what they were.
    expect(await t.state.soldOut.get(before)).toBe(first[0]);
  });
});
