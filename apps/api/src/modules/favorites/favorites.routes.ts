/**
 * Favorite store routes (spec §7 Favorites). Thin: schema + one service call each. Every route
 * needs a login (401 unauthorized for visitors) and touches only the caller's own favorites.
 */
import {
  API_ROUTES,
  ZAddFavoriteRequest,
  ZFavoriteFlagResponse,
  ZFavoritesResponse,
  ZIdentifierParams,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addFavorite, getFavorites, removeFavorite } from './manage-favorites';

const REFUSALS =
  'Refusals: 401 unauthorized (visitor) | token_expired | invalid_token, 403 csrf_failed (cookie write ' +
  'without X-Requested-With), 404 store_not_found.';

/** Favorite stores of the logged-in member (spec §7 Favorites). */
export const favoritesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Login before body validation; encapsulated, so only these routes.
  app.addHook('onRequest', async (request) => {
    await request.requireMember();
  });

  app.post(
    API_ROUTES.favorites,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['favorites'],
        summary: "Adds a store to the member's favorites (spec §7; idempotent)",
        description: `Adding a favorite again answers the same 200 and changes nothing. ${REFUSALS}`,
        body: ZAddFavoriteRequest,
        response: { 200: ZFavoriteFlagResponse },
      },
    },
    async (request) =>
      addFavorite(app.db, (await request.requireMember()).user.id, request.body.identifier, app.now()),
  );

  app.get(
    API_ROUTES.favorites,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['favorites'],
        summary: "The member's favorite stores, newest first (spec §3 Favorites)",
        description: `Each store card carries favorite: true. ${REFUSALS}`,
        response: { 200: ZFavoritesResponse },
      },
    },
    async (request) => getFavorites(app.db, (await request.requireMember()).user.id, app.now()),
  );

  app.delete(
    API_ROUTES.favorite,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['favorites'],
        summary: "Removes a store from the member's favorites; the flag becomes false (spec §4; idempotent)",
        description: `Removing a store that is not a favorite also answers 200 with favorite false. ${REFUSALS}`,
        params: ZIdentifierParams,
        response: { 200: ZFavoriteFlagResponse },
      },
    },
    async (request) =>
      removeFavorite(app.db, (await request.requireMember()).user.id, request.params.identifier),
  );
};
