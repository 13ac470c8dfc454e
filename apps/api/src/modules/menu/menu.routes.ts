/**
 * Menu routes (spec §7): menu check, menu (new and old path), inventory. Thin: schema + one call each.
 * Every route answers 404 store_not_found for an unknown identifier.
 * On a warm cache these read no database (DESIGN.md hot reads): the store row comes from memory (kept fresh
 * by store-change notifications, get-store.ts StoreRowCache), the menu and sold-out lists from their
 * version-keyed caches, all of them the app's (app.state, ADR 027).
 */

import { negotiate } from '@fastify/accept-negotiator';
import {
  API_ROUTES,
  ZIdentifierParams,
  ZInventoryResponse,
  ZMenuCheckResponse,
  ZMenuResponse,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from './menu-cache';
import { soldOutLists } from './sold-out-cache';

/** spec §7 menu query (order_type, target_time, uuid): validated and accepted; the menu is the same for all. */
const ZMenuQuery = z.object({
  order_type: z.coerce.number().int().min(0).max(4).optional().describe('spec §3 OrderType'),
  target_time: zText()
    .max(30)
    .regex(/^[0-9 :T-]*$/, '時間格式錯誤')
    .optional()
    .describe('"YYYY-MM-DD HH:MM:00", Asia/Taipei'),
  uuid: zText()
    .max(100)
    .regex(/^[A-Za-z0-9-]*$/, 'uuid 格式錯誤')
    .optional()
    .describe('QR table session'),
});

/** Menu routes: check, menu (two paths), inventory (spec §7). */
export const menuRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The store rows, menus and sold-out lists this app keeps in memory (app.ts AppState, ADR 027).
  const { storeRows, menus, soldOut } = app.state;

  app.get(
    API_ROUTES.menuCheck,
    {
      // A store's menu is the same for everyone: no credentials read, no visitor cookie issued.
      config: { auth: 'public' },
      schema: {
        tags: ['menu'],
        summary: 'Menu version and hash (spec §4 "Menu fetch": check before fetching)',
        description:
          'sha1 is the hash of the current menu content (also the menu ETag); version is menu_version.',
        params: ZIdentifierParams,
        querystring: ZMenuQuery,
        response: { 200: ZMenuCheckResponse },
      },
    },
    async (request, reply) => {
      const { menu } = await menus.get(await storeRows.require(request.params.identifier));
      reply.header('cache-control', 'no-cache');
      return { sha1: menu.sha1, version: menu.version };
    },
  );

  for (const url of [API_ROUTES.menu, API_ROUTES.menuLegacy]) {
    app.get(
      url,
      {
        // The route sends its own pre-compressed bytes: @fastify/compress's hooks would only look and pass.
        compress: false,
        config: { auth: 'public' },
        schema: {
          tags: ['menu'],
          summary: 'The menu: categories → entrees → option groups → options, in display order',
          description:
            'Prices in TWD. Sold-out state is not part of the menu (see inventory). ETag is `"<sha1>"`; ' +
            'a request with a matching If-None-Match gets 304 with no body.',
          params: ZIdentifierParams,
          querystring: ZMenuQuery,
          response: { 200: ZMenuResponse, 304: z.null().describe('Not modified: the ETag matched') },
        },
      },
      async (request, reply) => {
        const cached = await menus.get(await storeRows.require(request.params.identifier));
        const etag = `"${cached.sha1}"`;
        reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        if (etagMatches(request.headers['if-none-match'], etag)) {
          // An empty Buffer skips the serialiser: a 304 has no body.
          return reply.status(304).send(Buffer.alloc(0) as unknown as null);
        }
        // Pre-serialised (and pre-compressed) bytes: no per-request serialisation or compression of a
        // large menu. The type provider expects the object shape; the bytes are exactly that object.
        reply.type('application/json; charset=utf-8');
        const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
        if (encoding === 'br' || encoding === 'gzip') {
          reply.header('content-encoding', encoding);
          return reply.send(cached.encoded[encoding] as unknown as typeof cached.menu);
        }
        return reply.send(cached.bytes as unknown as typeof cached.menu);
      },
    );
  }

  app.get(
    API_ROUTES.inventory,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['menu'],
        summary: 'Sold-out entree and option ids (spec §7 inventory)',
        description:
          'Served from memory per (menu_version, inventory_version); a trigger bumps inventory_version on every sold-out change.',
        params: ZIdentifierParams,
        response: { 200: ZInventoryResponse },
      },
    },
    async (request, reply) => {
      const store = await storeRows.require(request.params.identifier);
      reply.header('cache-control', 'no-store');
      const { entrees, options } = soldOutLists(await soldOut.get(store));
      return { identifier: store.identifier, entrees, options };
    },
  );
};
