/**
 * GET /api/favorite — the logged-in member's favorite stores, newest first, as store cards with favorite
 * true (spec §3 Favorites, §7). Shared by the hearts on every store list and the 我的最愛 page.
 */
import type { FavoritesResponse } from '@iding/domain';
import { queryOptions } from '@tanstack/react-query';
import { userKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * Under 'user': login, logout and a lost session remove every ['user', …] query (features/member), so one
 * member's favorites never show for the next.
 */
export const FAVORITES_QUERY_KEY = userKeys.favorites();

/** @throws ApiError unauthorized / token_expired (a visitor; handled centrally, spec §4 Session). */
export function getFavorites(signal?: AbortSignal): Promise<FavoritesResponse> {
  return api<FavoritesResponse>(apiPaths.favorites(), { signal });
}

/** react-query options of GET /api/favorite; enable them only for a logged-in member. */
export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: FAVORITES_QUERY_KEY,
    queryFn: ({ signal }) => getFavorites(signal),
    staleTime: 60_000,
  });
