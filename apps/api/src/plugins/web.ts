/**
 * Serves the built web app (apps/web/dist): hashed assets with a year of caching, other files for 5
 * minutes, and index.html for every client-side route (DESIGN.md "serves the built SPA").
 *
 * Link previews (issue #4 §2 "Sharing"): for /store/{sid} and /stores/{sid}/menu[/…] the HTML carries the
 * store's <title>, description and Open Graph tags, so a link pasted into LINE or Facebook shows the store;
 * then the SPA takes over as usual. Unknown stores get the plain page (the SPA shows its 404).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { findStoreByIdentifier, type StoreRow } from '../modules/stores/stores.queries';

const SITE_NAME = 'iDing 線上點餐';
/** Store routes whose links get the store's preview: /store/{sid}… and /stores/{sid}/menu…. */
const SHARE_ROUTE = /^\/(?:store\/([^/?#]+)(?:[/?#]|$)|stores\/([^/?#]+)\/menu(?:[/?#]|$))/;

/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The head tags of a store's page: title, description, Open Graph and Twitter card (zh-TW). */
export function storeShareTags(store: StoreRow, pageUrl: string): string {
  const news = store.carouselMessages[0]?.description;
  const description = store.description || news || `${store.city}${store.district} ${store.address}`;
  const title = `${store.name}｜${SITE_NAME}`;
  const image = store.logo ?? store.cover;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    `<meta property="og:locale" content="zh_TW">`,
    `<meta property="og:title" content="${escapeHtml(store.name)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** index.html with its <title> (and any description) replaced by `tags`. */
export function withHeadTags(html: string, tags: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}

export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string; db: Db }) => {
  const indexHtml = readFileSync(path.join(opts.root, 'index.html'), 'utf8');
  // serve: false: no routes of its own (it would serve every file with max-age=0); the route below decides.
  // preCompressed: sends the .br/.gz copies written at build time (vite-plugin-compression2, apps/web/vite.config.ts) when accepted.
  await app.register(fastifyStatic, { root: opts.root, serve: false, preCompressed: true });

  const sendIndex = async (url: string, host: string | undefined, protocol: string) => {
    const match = SHARE_ROUTE.exec(url);
    const sid = match ? decodeURIComponent(match[1] ?? match[2] ?? '') : '';
    const store = sid && sid.length <= 100 ? await findStoreByIdentifier(opts.db, sid) : undefined;
    if (!store) return indexHtml;
    const pageUrl = `${protocol}://${host ?? 'localhost'}${url.split('#')[0]}`;
    return withHeadTags(indexHtml, storeShareTags(store, pageUrl));
  };

  // SPA fallback: any other GET that is not an API path gets index.html (client-side routes).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/iorder/')) {
      return reply
        .status(404)
        .send({ status: 404, message: `找不到 GET ${url.split('?')[0]}`, code: 'not_found' });
    }
    const file = url.split('?')[0]!.slice(1);
    if (file.startsWith('assets/') || file.includes('.')) {
      if (!existsSync(path.join(opts.root, file))) {
        return reply.status(404).send({ status: 404, message: '找不到檔案', code: 'not_found' });
      }
      // Hashed assets never change under their name; other files (robots.txt, icons) may.
      return reply.sendFile(
        file,
        file.startsWith('assets/') ? { maxAge: '365d', immutable: true } : { maxAge: '5m' },
      );
    }
    let html: string;
    try {
      html = await sendIndex(url, request.host, request.protocol);
    } catch (error) {
      // A preview is a nicety: the page must load even if the store lookup fails.
      request.log.warn({ err: error }, 'store preview tags skipped');
      html = indexHtml;
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
});
