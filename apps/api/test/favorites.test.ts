/**
 * Favorite stores (spec §3 Favorites and Branch stores "favorite flag", §4 "Removing a
 * favorite sets the flag false", §7 Favorites calls): login, idempotent add, newest first, removal, ownership.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedStore, createStore } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { BROWSER_WRITE, registerMember, type TestMember } from './member-factories';

const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const MINUTE = 60_000;

describe('favorite stores (spec §7 Favorites)', () => {
  let t: TestApp;
  let now = T0;
  let xinyi: CreatedStore;
  let songren: CreatedStore;
  let other: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: T0 });
    xinyi = await createStore(t.db, { name: '50嵐 信義店', logo: 'https://cdn.example/50lan.png' });
    songren = await createStore(t.db, { name: '50嵐 松仁店', brandId: xinyi.brandId });
    other = await createStore(t.db, { name: '可不可熟成紅茶 南京店', brand: { name: '可不可熟成紅茶' } });
  });
  afterAll(async () => t.close());

  const tick = (ms: number) => {
    now += ms;
    t.setNow(now);
  };
  const add = (m: TestMember, identifier: string) =>
    t.app.inject({ method: 'POST', url: '/api/favorite', headers: m.bearer, payload: { identifier } });
  const list = (m: TestMember) => t.app.inject({ method: 'GET', url: '/api/favorite', headers: m.bearer });
  const remove = (m: TestMember, identifier: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/favorite/${identifier}`, headers: m.bearer });
  const listed = async (m: TestMember) =>
    ((await list(m)).json().stores as { identifier: string }[]).map((s) => s.identifier);

  it('answers 401 unauthorized to visitors on every favorite call', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/favorite', payload: { identifier: xinyi.identifier } },
      { method: 'POST' as const, url: '/api/favorite', payload: {} },
      { method: 'GET' as const, url: '/api/favorite' },
      { method: 'DELETE' as const, url: `/api/favorite/${xinyi.identifier}` },
    ];
    for (const c of calls)
      expectRefusal(await t.app.inject({ ...c, headers: BROWSER_WRITE }), 401, 'unauthorized');
  });

  it('adds a favorite (idempotent: twice is one) and lists it with the store card and favorite true', async () => {
    const m = await registerMember(t);
    const first = await add(m, xinyi.identifier);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ identifier: xinyi.identifier, name: '50嵐 信義店', favorite: true });
    tick(MINUTE);
    const again = await add(m, xinyi.identifier);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const res = await list(m);
    expect(res.statusCode).toBe(200);
    expect(res.json().stores).toHaveLength(1);
    expect(res.json().stores[0]).toMatchObject({
      identifier: xinyi.identifier,
      name: '50嵐 信義店',
      brand_name: '50嵐',
      logo: 'https://cdn.example/50lan.png',
      address: '臺北市信義區松仁路100號',
      city: '臺北市',
      district: '信義區',
      favorite: true,
      // The first add counts, not the repeat.
      favorited_at: Math.floor(T0 / 1000),
    });
  });

  it('lists favorites newest first', async () => {
    const m = await registerMember(t);
    for (const s of [songren, other, xinyi]) {
      tick(MINUTE);
      expect((await add(m, s.identifier)).statusCode).toBe(200);
    }
    expect(await listed(m)).toEqual([xinyi.identifier, other.identifier, songren.identifier]);
  });

  it('answers an empty list to a member without favorites', async () => {
    const m = await registerMember(t);
    expect((await list(m)).json()).toEqual({ stores: [] });
  });

  it('removes a favorite: the flag becomes false and the list drops it; removing again is still 200', async () => {
    const m = await registerMember(t);
    await add(m, xinyi.identifier);
    await add(m, other.identifier);
    const res = await remove(m, xinyi.identifier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ identifier: xinyi.identifier, name: '50嵐 信義店', favorite: false });
    expect(await listed(m)).toEqual([other.identifier]);
    const again = await remove(m, xinyi.identifier);
    expect(again.statusCode).toBe(200);
    expect(again.json().favorite).toBe(false);
  });

  it('answers 404 store_not_found for an unknown store and 400 for a missing identifier', async () => {
    const m = await registerMember(t);
    expectRefusal(await add(m, 'no-such-store'), 404, 'store_not_found');
    expectRefusal(await remove(m, 'no-such-store'), 404, 'store_not_found');
    const bad = await t.app.inject({ method: 'POST', url: '/api/favorite', headers: m.bearer, payload: {} });
    expectRefusal(bad, 400, 'validation_error');
    expect(await listed(m)).toEqual([]);
  });

  it('refuses a cookie-authenticated write without X-Requested-With (CSRF) and accepts it with', async () => {
    const m = await registerMember(t);
    const payload = { identifier: other.identifier };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      headers: { cookie: m.cookie },
      payload,
    });
    expectRefusal(refused, 403, 'csrf_failed');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/favorite',
      headers: { cookie: m.cookie, ...BROWSER_WRITE },
      payload,
    });
    expect(ok.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/favorite', headers: { cookie: m.cookie } });
    expect(read.json().stores.map((s: { identifier: string }) => s.identifier)).toEqual([other.identifier]);
  });

  it("member A cannot read or delete member B's favorites", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    await add(b, songren.identifier);
    await add(a, other.identifier);
    // A's list holds only A's favorites.
    const listA = await list(a);
    expect(listA.json().stores.map((s: { identifier: string }) => s.identifier)).toEqual([other.identifier]);
    expect(listA.body).not.toContain(songren.identifier);
    // A's delete of that store removes nothing of B's.
    const res = await remove(a, songren.identifier);
    expect(res.statusCode).toBe(200);
    expect(res.json().favorite).toBe(false);
    expect(await listed(b)).toEqual([songren.identifier]);
  });

  describe('favorite flags where stores are listed (spec §3 Branch stores)', () => {
    it('marks the member’s favorites in GET /api/stores/{identifier}/subsidiaries; false for visitors', async () => {
      const m = await registerMember(t);
      await add(m, songren.identifier);
      const url = `/api/stores/${xinyi.identifier}/subsidiaries`;
      const mine = (await t.app.inject({ method: 'GET', url, headers: m.bearer })).json();
      expect(mine.store).toEqual({ identifier: xinyi.identifier, name: '50嵐 信義店', favorite: false });
      expect(
        mine.subsidiaries.map((s: { identifier: string; favorite: boolean }) => [s.identifier, s.favorite]),
      ).toEqual([[songren.identifier, true]]);
      await add(m, xinyi.identifier);
      expect((await t.app.inject({ method: 'GET', url, headers: m.bearer })).json().store.favorite).toBe(
        true,
      );

      const visitor = (await t.app.inject({ method: 'GET', url })).json();
      expect(visitor.store.favorite).toBe(false);
      expect(visitor.subsidiaries.every((s: { favorite: boolean }) => s.favorite === false)).toBe(true);
      // Someone else's favorites do not show.
      const other = await registerMember(t);
      const theirs = (await t.app.inject({ method: 'GET', url, headers: other.bearer })).json();
      expect(theirs.store.favorite).toBe(false);
      expect(theirs.subsidiaries[0].favorite).toBe(false);
    });

    it('marks the member’s favorites in GET /api/stores (spec §3 Store lists); false for visitors', async () => {
      const m = await registerMember(t);
      await add(m, songren.identifier);
      const flags = (body: { all_stores: Record<string, { favorite: boolean }> }) =>
        Object.entries(body.all_stores)
          .filter(([, s]) => s.favorite)
          .map(([id]) => id);
      expect(
        flags((await t.app.inject({ method: 'GET', url: '/api/stores', headers: m.bearer })).json()),
      ).toEqual([songren.identifier]);
      expect(flags((await t.app.inject({ method: 'GET', url: '/api/stores' })).json())).toEqual([]);
      const other = await registerMember(t);
      expect(
        flags((await t.app.inject({ method: 'GET', url: '/api/stores', headers: other.bearer })).json()),
      ).toEqual([]);
    });

    it('carries favorite in GET /iorder/stores/{sid}; a stale token reads like a visitor instead of failing', async () => {
      const m = await registerMember(t);
      await add(m, other.identifier);
      const url = `/iorder/stores/${other.identifier}`;
      expect((await t.app.inject({ method: 'GET', url, headers: m.bearer })).json().favorite).toBe(true);
      expect((await t.app.inject({ method: 'GET', url })).json().favorite).toBe(false);
      const stale = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${'x'.repeat(43)}` },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().favorite).toBe(false);
      await remove(m, other.identifier);
      expect((await t.app.inject({ method: 'GET', url, headers: m.bearer })).json().favorite).toBe(false);
    });
  });
});
