/**
 * Favorite stores (spec §3 Favorites, §4 "Removing a favorite sets the flag false", §7 Favorites).
 * Each call is scoped to the calling member: adding, listing or removing never sees another
 * member's favorites.
 */
import type { FavoriteFlagResponse, FavoritesResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { requireStore } from '../stores/get-store';
import { toStoreSummary } from '../stores/get-store-info';
import { listStoreRows } from '../stores/list-stores';
import { deleteFavorite, findFavoriteStoreIds, insertFavorite, listFavorites } from './favorites.queries';

/**
 * Adds a store to the member's favorites. Idempotent: adding it again changes nothing (the first time is
 * kept for the newest-first order).
 * @param now epoch ms.
 * @throws ApiError store_not_found (404).
 */
export async function addFavorite(
  db: Db,
  userId: number,
  identifier: string,
  now: number,
): Promise<FavoriteFlagResponse> {
  const store = await requireStore(db, identifier);
  await insertFavorite(db, userId, store.id, new Date(now));
  return { identifier: store.identifier, name: store.name, favorite: true };
}

/**
 * Removes a store from the member's favorites; the flag is false afterwards (spec §4). Idempotent.
 * @throws ApiError store_not_found (404).
 */
export async function removeFavorite(
  db: Db,
  userId: number,
  identifier: string,
): Promise<FavoriteFlagResponse> {
  const store = await requireStore(db, identifier);
  await deleteFavorite(db, userId, store.id);
  return { identifier: store.identifier, name: store.name, favorite: false };
}

/**
 * The member's favorite stores, newest first, as store cards (open state at `now`, Asia/Taipei) with
 * favorite true and favorited_at (epoch seconds).
 */
export async function getFavorites(db: Db, userId: number, now: number): Promise<FavoritesResponse> {
  const favs = await listFavorites(db, userId);
  const rows = await listStoreRows(db, { ids: favs.map((f) => f.storeId) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    stores: favs.flatMap((f) => {
      const row = byId.get(f.storeId);
      if (!row) return [];
      return [
        {
          ...toStoreSummary(row, now),
          favorite: true,
          favorited_at: Math.floor(f.createdAt.getTime() / 1000),
        },
      ];
    }),
  };
}

/**
 * Which of `storeIds` (all stores when omitted: a member has few favorites, a list may hold thousands of
 * stores) the member keeps as favorites, for store lists (spec §3 Store lists, Branch stores "favorite
 * flag"); an empty set for a visitor (`userId` null). Store ids, not identifiers.
 */
export async function favoriteFlagsFor(
  db: Db,
  userId: number | null,
  storeIds?: number[],
): Promise<Set<number>> {
  if (userId === null) return new Set();
  return findFavoriteStoreIds(db, userId, storeIds);
}
