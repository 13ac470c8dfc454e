/**
 * Favorite stores (spec §3 "Favorites: stores with identifier and favorite flag", §4 "Removing a favorite
 * sets the flag false", §7 Favorites calls).
 */
import { z } from 'zod';
import { ZStoreSummary } from './store';
import { zText } from './text';

/** POST /api/favorite body. */
export const ZAddFavoriteRequest = z.object({
  identifier: zText().min(1).max(100).describe('Store identifier'),
});
export type AddFavoriteRequest = z.infer<typeof ZAddFavoriteRequest>;

/** A favorite store: the store card of the lists (spec §3 Store lists) with favorite true. */
export const ZFavoriteStore = ZStoreSummary.extend({
  favorite: z.boolean().describe('Always true in GET /api/favorite'),
  favorited_at: z.number().int().describe('When the member added it, epoch seconds'),
});
export type FavoriteStore = z.infer<typeof ZFavoriteStore>;

/** GET /api/favorite response: the member's favorite stores, newest first. */
export const ZFavoritesResponse = z.object({
  stores: z.array(ZFavoriteStore).describe('Newest favorite first'),
});
export type FavoritesResponse = z.infer<typeof ZFavoritesResponse>;

/** POST and DELETE /api/favorite answers: the store and its flag after the call. */
export const ZFavoriteFlagResponse = z.object({
  identifier: zText(),
  name: zText(),
  favorite: z.boolean().describe('true after POST, false after DELETE (spec §4)'),
});
export type FavoriteFlagResponse = z.infer<typeof ZFavoriteFlagResponse>;
