/** Favorite stores as the hearts see them (spec §3 Favorites, §4 removing drops the store from the list). */
import type { FavoritesResponse, StoreSummary } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { applyFavoriteChange, favoriteIds, heartPressed, restoreFavorite } from './favorites';

const store = (identifier: string, name = identifier): StoreSummary => ({
  identifier,
  name,
  brand_identifier: '50lan',
  brand_name: '50嵐',
  address: '臺北市信義區松仁路100號',
  city: '臺北市',
  district: '信義區',
  phone: '02-2720-5050',
  logo: null,
  cover: null,
  is_closed: false,
  can_order: true,
  today_hours: [{ start: '00:00', end: '24:00' }],
  latitude: null,
  longitude: null,
  distance: null,
  favorite: false,
});
const list = (...ids: string[]): FavoritesResponse => ({
  stores: ids.map((id, i) => ({ ...store(id), favorite: true, favorited_at: 1_700_000_000 - i })),
});
const idsOf = (data: FavoritesResponse) => data.stores.map((s) => s.identifier);

describe('favoriteIds', () => {
  it('lists the identifiers', () => {
    expect([...favoriteIds(list('a', 'b'))]).toEqual(['a', 'b']);
    expect(favoriteIds({ stores: [] }).size).toBe(0);
  });
});

describe('heartPressed', () => {
  const ids = new Set(['a']);
  it('is never pressed for a visitor, whatever the flag', () => {
    expect(heartPressed({ loggedIn: false, ids, identifier: 'a', flag: true })).toBe(false);
  });
  it("follows the member's list once it is in, over the store's own flag", () => {
    expect(heartPressed({ loggedIn: true, ids, identifier: 'a', flag: false })).toBe(true);
    expect(heartPressed({ loggedIn: true, ids, identifier: 'b', flag: true })).toBe(false);
  });
  it("uses the store's flag until the list is in", () => {
    expect(heartPressed({ loggedIn: true, ids: undefined, identifier: 'a', flag: true })).toBe(true);
    expect(heartPressed({ loggedIn: true, ids: undefined, identifier: 'a', flag: false })).toBe(false);
  });
});

describe('applyFavoriteChange', () => {
  it('puts an added store first (newest first) with favorite true and the time in seconds', () => {
    const next = applyFavoriteChange(
      list('a'),
      { store: store('b', '50嵐 信義店'), favorite: true },
      1_800_000_000.7,
    );
    expect(idsOf(next)).toEqual(['b', 'a']);
    expect(next.stores[0]).toMatchObject({
      name: '50嵐 信義店',
      favorite: true,
      favorited_at: 1_800_000_000,
    });
  });
  it('drops a removed store (spec §4)', () => {
    expect(
      idsOf(applyFavoriteChange(list('a', 'b', 'c'), { store: store('b'), favorite: false }, 0)),
    ).toEqual(['a', 'c']);
  });
  it('returns the same object when nothing changes', () => {
    const data = list('a');
    expect(applyFavoriteChange(data, { store: store('a'), favorite: true }, 0)).toBe(data);
    expect(applyFavoriteChange(data, { store: store('z'), favorite: false }, 0)).toBe(data);
  });
});

describe('restoreFavorite (rollback of one failed tap)', () => {
  it('puts a store whose removal failed back at its old place', () => {
    const before = list('a', 'b', 'c');
    const now = applyFavoriteChange(before, { store: store('b'), favorite: false }, 0);
    const restored = restoreFavorite(now, before, 'b');
    expect(idsOf(restored)).toEqual(['a', 'b', 'c']);
    expect(restored.stores[1]).toBe(before.stores[1]);
  });
  it('drops a store whose adding failed', () => {
    const before = list('a');
    const now = applyFavoriteChange(before, { store: store('b'), favorite: true }, 0);
    expect(idsOf(restoreFavorite(now, before, 'b'))).toEqual(['a']);
  });
  it("keeps other stores' changes made meanwhile", () => {
    const before = list('a', 'b');
    let now = applyFavoriteChange(before, { store: store('a'), favorite: false }, 0);
    now = applyFavoriteChange(now, { store: store('c'), favorite: true }, 0);
    // a back at index 0; c (added meanwhile) stays.
    expect(idsOf(restoreFavorite(now, before, 'a'))).toEqual(['a', 'c', 'b']);
  });
  it('keeps a store at the end when the list got shorter', () => {
    const before = list('a', 'b', 'c');
    const now = { stores: [] };
    expect(idsOf(restoreFavorite(now, before, 'c'))).toEqual(['c']);
  });
  it('returns the same object when there is nothing to undo', () => {
    const now = list('a');
    expect(restoreFavorite(now, list('a'), 'z')).toBe(now);
  });
});
