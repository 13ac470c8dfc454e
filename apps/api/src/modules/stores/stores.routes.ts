/**
 * Store routes (spec §7): GET /api/stores, GET /iorder/stores/{sid}. Thin: schema + one service call each.
 */
import {
  API_ROUTES,
  FIELD_LIMITS,
  ZAutocompleteResponse,
  ZCurrentStoreRequest,
  ZCurrentStoreResponse,
  ZIdentifierParam,
  ZIdentifierParams,
  ZStoreInfo,
  ZStoreListsResponse,
  ZStoreNewsResponse,
  ZSubsidiariesResponse,
  ZTagCategoriesResponse,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getBranches, getStoreNews } from './get-branches';
import { requireStore } from './get-store';
import { toStoreInfo } from './get-store-info';
import { getStoreLists, listTagCategories } from './list-stores';
import { autocompleteStores, type BrandSuggestions } from './search-stores';

/** Cookie holding the diner's current store (spec §9 "Store identifier kept in cookie or session"). */
export const CURRENT_STORE_COOKIE = 'iding_store';

/**
 * What the store routes are given by the modules above stores (ADR 024: stores never imports them; app.ts
 * passes these).
 */
export interface StoresRoutesOptions {
  /**
   * The member's favorite stores among `storeIds` (all of them when omitted), as store ids; empty for a visitor
   * (`userId` null). The favorites module's favoriteFlagsFor.
   */
  favoriteFlags: (db: Db, userId: number | null, storeIds?: number[]) => Promise<Set<number>>;
  /** Brands matching the store search (the brands module's findBrandSuggestions). */
  brandSuggestions: BrandSuggestions;
}

/** Store routes: store lists and store info (spec §7). */
export const storesRoutes: FastifyPluginAsync<StoresRoutesOptions> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { favoriteFlags } = opts;

  app.get(
    API_ROUTES.stores,
    {
      schema: {
        tags: ['stores'],
        summary: 'Store lists (spec §3 Store lists)',
        description:
          'Optional lat/lng (both or neither) sort near_by by distance; city/district narrow the list; ' +
          'search fills `search` with stores where every word of the text is in the name, brand, ' +
          'city/district, address or a dish name (as the autocomplete). ' +
          "Each store's `favorite` is the logged-in member's flag; false for visitors.",
        querystring: z
          .object({
            lat: z.coerce
              .number()
              .min(-90)
              .max(90)
              .optional()
              .describe('Diner latitude (degrees) for near_by'),
            lng: z.coerce
              .number()
              .min(-180)
              .max(180)
              .optional()
              .describe('Diner longitude (degrees) for near_by'),
            city: zText().max(20).optional().describe('Only stores in this city, e.g. 桃園市'),
            district: zText().max(20).optional().describe('Only stores in this district, e.g. 中壢區'),
            search: zText()
              .max(FIELD_LIMITS.search, `搜尋文字最多 ${FIELD_LIMITS.search} 個字`)
              .optional()
              .describe(
                'Words (split on half- or full-width spaces, 臺 = 台) that must each be in the store name, ' +
                  'brand name or alias, city/district, address or a dish name',
              ),
            category: zText().max(20).optional().describe('Only stores tagged with this category, e.g. 飲料'),
          })
          .refine((q) => (q.lat == null) === (q.lng == null), {
            message: '經緯度 lat 與 lng 需同時提供',
            path: ['lat'],
          }),
        response: { 200: ZStoreListsResponse },
      },
    },
    async (request) => {
      const userId = (await request.viewer())?.user.id ?? null;
      return getStoreLists(app.db, app.now(), request.query, () => favoriteFlags(app.db, userId));
    },
  );

  app.get(
    API_ROUTES.storeInfo,
    {
      schema: {
        tags: ['stores'],
        summary: 'Store info (spec §3 Store info). 404 store_not_found.',
        description:
          'Defaults: status 0, message "", can_order true, allow_user_login true, point_rule PMName 點. ' +
          'is_closed is computed now from business hours and holidays (Asia/Taipei). favorite: in the ' +
          "logged-in member's favorites (false for visitors). app_settings payment lists hold only the types " +
          'that can be paid now (no online type while PAYMENT_PROVIDER=none).',
        params: z.object({ sid: ZIdentifierParam }),
        response: { 200: ZStoreInfo },
      },
    },
    async (request) => {
      const store = await requireStore(app.db, request.params.sid);
      const favs = await favoriteFlags(app.db, (await request.viewer())?.user.id ?? null, [store.id]);
      return toStoreInfo(store, app.now(), favs.has(store.id), app.takesPayment);
    },
  );

  app.get(
    API_ROUTES.storesAutocomplete,
    {
      schema: {
        tags: ['stores'],
        summary: 'Search suggestions (spec §7): stores and brands matching partial Chinese input',
        description:
          'Stores where every word of `search` (split on half- or full-width spaces, 臺 = 台) is in the ' +
          'store name, brand name or alias, city/district, address or one of its dish names, each word on ' +
          'its own (「台北 奶茶」: a Taipei store with a 奶茶 dish; at most 10, stores whose own text holds ' +
          'every word first, then by where the first word appears, then by matching dishes), and brands ' +
          'whose name or alias contains the whole text (at most 5).',
        querystring: z.object({
          search: zText()
            .max(FIELD_LIMITS.search, `搜尋文字最多 ${FIELD_LIMITS.search} 個字`)
            .default('')
            .describe('What the diner typed'),
        }),
        response: { 200: ZAutocompleteResponse },
      },
    },
    async (request) => autocompleteStores(app.db, request.query.search, app.now(), opts.brandSuggestions),
  );

  app.get(
    API_ROUTES.storeSubsidiaries,
    {
      schema: {
        tags: ['stores'],
        summary: 'The store plus the other stores of its brand (spec §3 Branch stores). 404 store_not_found',
        description: "`favorite` is the logged-in member's favorite flag (spec §3); false for visitors.",
        params: ZIdentifierParams,
        response: { 200: ZSubsidiariesResponse },
      },
    },
    async (request) => {
      const store = await requireStore(app.db, request.params.identifier);
      const userId = (await request.viewer())?.user.id ?? null;
      return getBranches(app.db, store, app.now(), (ids) => favoriteFlags(app.db, userId, ids));
    },
  );

  app.get(
    API_ROUTES.storeNews,
    {
      schema: {
        tags: ['stores'],
        summary: "The store's news, first = the news line (spec §3 carousel_messages). 404 store_not_found",
        params: ZIdentifierParams,
        response: { 200: ZStoreNewsResponse },
      },
    },
    async (request) => getStoreNews(await requireStore(app.db, request.params.identifier)),
  );

  app.post(
    API_ROUTES.currentStore,
    {
      schema: {
        tags: ['stores'],
        summary: "Remembers the diner's current store in a cookie (spec §7, §9). 404 store_not_found",
        body: ZCurrentStoreRequest,
        response: { 200: ZCurrentStoreResponse },
      },
    },
    async (request, reply) => {
      const store = await requireStore(app.db, request.body.identifier);
      reply.setCookie(CURRENT_STORE_COOKIE, store.identifier, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.COOKIE_SECURE,
        maxAge: 365 * 24 * 60 * 60,
      });
      return { identifier: store.identifier, name: store.name };
    },
  );

  app.get(
    API_ROUTES.tagCategories,
    {
      schema: {
        tags: ['stores'],
        summary:
          "Food categories (spec §7): the stores' tags, most used first; filter with GET /api/stores?category=",
        response: { 200: ZTagCategoriesResponse },
      },
    },
    async () => listTagCategories(app.db),
  );
};
