/** POST /api/favorite {identifier} — adds a store to the member's favorites (spec §7 Favorites; idempotent). */
import type { AddFavoriteRequest, FavoriteFlagResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @returns the store with favorite true. @throws ApiError store_not_found (404), unauthorized (401). */
export function addFavorite(identifier: string): Promise<FavoriteFlagResponse> {
  const body: AddFavoriteRequest = { identifier };
  return api<FavoriteFlagResponse>(apiPaths.favorites(), { method: 'POST', body });
}
