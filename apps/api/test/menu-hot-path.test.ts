/**
 * Menu hot path: on a warm cache the menu, menu check and inventory GETs read no database, nor
 * do the cart page's avail_time and check_order (a visitor's takeaway cart);
 * a change of the store (menu_version, sold-out via the inventory_version triggers, settings, brand, identifier)
 * is served at once after it is written; without a live listener every request reads the database. Each app
 * keeps its own memory (app.state, ADR 027), even beside a second app over the same database handle.
 * Runs on PGlite and (DATABASE_URL) PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { brands, entrees, stores } from '../src/db/schema';
import { checkBody, createStore, PEARL_MILK_TEA } from './factories';
import { buildTestApp, type TestApp } from './helper';

describe('menu GETs from memory, dropped on store-change notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /**
   * Counts what the app sends to the database driver (query, exec, connect), except the test helper's
   * delivery barrier (pg_notify) on PostgreSQL.
   */
  function countQueries(): { count(): number; restore(): void } {
    const client = (t.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
    let n = 0;
    // pg.Pool's query() checks a client out through connect(): count that as the one query it is.
    let inQuery = false;
    const restores: (() => void)[] = [];
    for (const method of ['query', 'exec', 'connect']) {
      const original = client[method];
      if (typeof original !== 'function') continue;
      client[method] = (...args: unknown[]) => {
        const first = args[0] as string | { text?: string } | undefined;
        const text = typeof first === 'string' ? first : (first?.text ?? '');
        if (method === 'connect' && inQuery) return original.apply(client, args);
        if (!text.includes('pg_notify')) n++;
        inQuery = method === 'query';
        try {
          return original.apply(client, args);
        } finally {
          inQuery = false;
        }
      };
      restores.push(() => {
        client[method] = original;
      });
    }
    return {
      count: () => n,
      restore: () => {
        for (const r of restores) r();
      },
    };
  }

  it('serves menu, check and inventory without a database read once warm', async () => {
    const s = await createStore(t.db);
    const urls = [
      `/api/menu/new/${s.identifier}`,
      `/api/menu/${s.identifier}`,
      `/api/menu/${s.identifier}/check`,
      `/api/inventory/${s.identifier}`,
    ];
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
    const queries = countQueries();
    try {
      for (const url of urls) expect((await get(url)).statusCode).toBe(200);
      expect(queries.count()).toBe(0);
      // The counter does see reads: an unknown identifier is never cached.
      expect((await get('/api/menu/no-such-store/check')).statusCode).toBe(404);
      expect(queries.count()).toBeGreaterThan(0);
    } finally {
      queries.restore();
    }
  });

  it("answers the cart page's avail_time and check_order without a database read once warm", async () => {
    const s = await createStore(t.db);
    const check = checkBody(s);
    const avail = { identifier: s.identifier, order_type: 0, total: 2 };
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/orders/order/avail_time', avail)).statusCode).toBe(200);
    expect((await post('/api/orders/check_order', check)).statusCode).toBe(200);
    const queries = countQueries();
    try {
      expect((await post('/api/orders/order/avail_time', avail)).statusCode).toBe(200);
      const checked = await post('/api/orders/check_order', check);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json().total).toBe(140);
      expect(queries.count()).toBe(0);
    } finally {
      queries.restore();
    }
    // The store closing is told at once (its row dropped from memory on the change's notification).
    await t.db.update(stores).set({ isClosed: true }).where(eq(stores.id, s.storeId));
    await t.state.storeChanges.settled();
    const closed = await post('/api/orders/check_order', check);
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({ code: 'store_closed' });
  });

  it('serves a sold-out, menu-version, settings and brand change as soon as it is written', async () => {
    const s = await createStore(t.db);
    const tea = s.entree[PEARL_MILK_TEA]!;
    expect((await get(`/api/inventory/${s.identifier}`)).json().entrees).toEqual([]);
    const before = (await get(`/api/menu/new/${s.identifier}`)).headers.etag;

    await t.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, tea));
    expect((await get(`/api/inventory/${s.identifier}`)).json().entrees).toEqual([tea]);

    await t.db.update(stores).set({ menuVersion: 7 }).where(eq(stores.id, s.storeId));
    expect((await get(`/api/menu/${s.identifier}/check`)).json().version).toBe(7);
    const after = await get(`/api/menu/new/${s.identifier}`);
    expect(after.json().version).toBe(7);
    expect(after.headers.etag).not.toBe(before);

    // The cached row itself follows a settings and a brand change.
    await t.db.update(stores).set({ name: '新店名' }).where(eq(stores.id, s.storeId));
    await t.state.storeChanges.settled();
    expect((await t.state.storeRows.require(s.identifier)).name).toBe('新店名');
    await t.db.update(brands).set({ name: '新品牌' }).where(eq(brands.id, s.brandId));
    await t.state.storeChanges.settled();
    expect((await t.state.storeRows.require(s.identifier)).brandName).toBe('新品牌');
  });

  it('stops answering an identifier the store no longer has', async () => {
    const s = await createStore(t.db);
    expect((await get(`/api/menu/${s.identifier}/check`)).statusCode).toBe(200);
    await t.db
      .update(stores)
      .set({ identifier: `${s.identifier}-moved` })
      .where(eq(stores.id, s.storeId));
    expect((await get(`/api/menu/${s.identifier}/check`)).statusCode).toBe(404);
    expect((await get(`/api/menu/${s.identifier}-moved/check`)).statusCode).toBe(200);
  });

  it('reads the database on every request while the listener is not live', async () => {
    const s = await createStore(t.db);
    const other = await buildTestApp();
    try {
      // A second app on its own database, its feed stopped: nothing may be served from memory.
      const feed = other.state.storeChanges;
      await feed.close();
      expect(feed.live).toBe(false);
      const o = await createStore(other.db);
      expect(
        (await other.app.inject({ method: 'GET', url: `/api/inventory/${o.identifier}` })).json().entrees,
      ).toEqual([]);
      // A write the (stopped) listener never hears about is still served at once.
      await other.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, o.entree[PEARL_MILK_TEA]!));
      expect(
        (await other.app.inject({ method: 'GET', url: `/api/inventory/${o.identifier}` })).json().entrees,
      ).toEqual([o.entree[PEARL_MILK_TEA]]);
    } finally {
      await other.close();
    }
    expect((await get(`/api/menu/${s.identifier}/check`)).statusCode).toBe(200);
  });

  it('keeps its own memory beside a second app over the same handle, and hears changes after it closes', async () => {
    const s = await createStore(t.db);
    const check = `/api/menu/${s.identifier}/check`;
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: t.db,
    });
    try {
      expect(second.state.storeRows).not.toBe(t.state.storeRows);
      expect(second.state.menus).not.toBe(t.state.menus);
      expect((await second.inject({ method: 'GET', url: check })).json().version).toBe(1);
      expect((await get(check)).json().version).toBe(1);
      // A change is served by both apps, each dropping its own row.
      await t.db.update(stores).set({ menuVersion: 2 }).where(eq(stores.id, s.storeId));
      await second.state.storeChanges.settled();
      expect((await second.inject({ method: 'GET', url: check })).json().version).toBe(2);
      expect((await get(check)).json().version).toBe(2);
    } finally {
      await second.close();
    }
    // The second app stopped its own listener only: this app still serves from memory and hears changes.
    expect(second.state.storeChanges.live).toBe(false);
    expect(t.state.storeChanges.live).toBe(true);
    await t.db.update(stores).set({ menuVersion: 3 }).where(eq(stores.id, s.storeId));
    await t.state.storeChanges.settled();
    expect((await get(check)).json().version).toBe(3);
    expect((await t.state.storeRows.read(s.identifier)).cached).toBe(true);
  });
});
