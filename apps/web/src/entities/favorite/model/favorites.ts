/**
 * Favorite stores as the hearts and 我的最愛 see them (spec §3 Favorites, §4 "Removing a favorite sets the
 * flag false; the store is dropped from the list"): pure functions over the GET /api/favorite answer, used
 * for the optimistic toggle and its rollback (entities/favorite/hooks/use-favorites.ts).
 */
import type { FavoriteStore, FavoritesResponse, StoreSummary } from '@iding/domain';

/** A heart tap: add `store` (its card, shown on 我的最愛 before the list is fetched again) or remove it. */
export interface FavoriteChange {
  store: StoreSummary;
  favorite: boolean;
}

/** Identifiers of the member's favorite stores. */
export function favoriteIds(data: FavoritesResponse): Set<string> {
  return new Set(data.stores.map((s) => s.identifier));
}

/**
 * Whether a heart shows pressed: never for a visitor; once GET /api/favorite has answered, whether the store
 * is in it (`ids`); until then the flag the store came with (store info or subsidiaries `favorite`).
 */
export function heartPressed(opts: {
  loggedIn: boolean;
  ids: ReadonlySet<string> | undefined;
  identifier: string;
  flag: boolean;
}): boolean {
  if (!opts.loggedIn) return false;
  return opts.ids ? opts.ids.has(opts.identifier) : opts.flag;
}

/**
 * The list after a change: an added store goes first (the list is newest first), with favorite true and
 * favorited_at `nowSeconds`; a removed one is dropped (spec §4). Returns `data` itself when nothing changes
 * (already in / already out), so react-query keeps its observers quiet.
 */
export function applyFavoriteChange(
  data: FavoritesResponse,
  change: FavoriteChange,
  nowSeconds: number,
): FavoritesResponse {
  const { identifier } = change.store;
  const present = data.stores.some((s) => s.identifier === identifier);
  if (change.favorite) {
    if (present) return data;
    const added: FavoriteStore = { ...change.store, favorite: true, favorited_at: Math.floor(nowSeconds) };
    return { ...data, stores: [added, ...data.stores] };
  }
  if (!present) return data;
  return { ...data, stores: data.stores.filter((s) => s.identifier !== identifier) };
}

/**
 * Rolls one store back to how it was in `before` (a failed toggle), leaving every other store as it is now
 * (another heart may have changed meanwhile): put back at its old position if it was there, dropped if it
 * was not.
 */
export function restoreFavorite(
  current: FavoritesResponse,
  before: FavoritesResponse,
  identifier: string,
): FavoritesResponse {
  const index = before.stores.findIndex((s) => s.identifier === identifier);
  const without = current.stores.filter((s) => s.identifier !== identifier);
  if (index < 0) {
    return without.length === current.stores.length ? current : { ...current, stores: without };
  }
  const stores = [...without];
  stores.splice(Math.min(index, stores.length), 0, before.stores[index] as FavoriteStore);
  return { ...current, stores };
}
