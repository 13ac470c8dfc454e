/**
 * DELETE /api/favorite/{identifier} — removes a store from the member's favorites; its flag becomes false
 * (spec §4, §7 Favorites; idempotent).
 */
import type { FavoriteFlagResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @returns the store with favorite false. @throws ApiError store_not_found (404), unauthorized (401). */
export function removeFavorite(identifier: string): Promise<FavoriteFlagResponse> {
  return api<FavoriteFlagResponse>(apiPaths.favorite(identifier), { method: 'DELETE' });
}
