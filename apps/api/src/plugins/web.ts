/**
 * Serves the built web app (apps/web/dist): hashed assets with a year of caching, other files for 5
 * minutes, and index.html for every client-side route (DESIGN.md "serves the built SPA").
 *
 * Link previews: for /store/{sid} and /stores/{sid}/menu[/…] the HTML carries the
 * store's <title>, description and Open Graph tags, so a link pasted into LINE or Facebook shows the store;
 * then the SPA takes over as usual. Unknown stores get the plain page (the SPA shows its 404).
 * Page speed (ADR 009): preload hints, the open-app platform mark and, on a store's page and
 * menu and on the store list, a first-paint preview in #root (plugins/web-head.ts).
 * only regular files inside the web root are served, and no dot-segment (`..`, `.vite` with the
 * build manifest, dotfiles; `.well-known` excepted); anything else answers the same 404 as a missing file, so
 * the answer never tells whether a path exists outside the root.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchPath, openStoresFirst } from '@iding/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { etagMatches } from '../modules/menu/menu-cache';
import { findStore } from '../modules/stores/get-store';
import { isStoreClosed } from '../modules/stores/get-store-info';
import { listStoreSummaries } from '../modules/stores/list-stores';
import { SESSION_COOKIE } from './auth';
import { loadWebFiles } from './web-files';
import {
  appPlatformMark,
  createRouteHints,
  firstPaintPreview,
  PREVIEW_ROUTES,
  pageTitleOf,
  previewShowsMenu,
  previewShowsStoreList,
  storeListPreview,
  type ViteManifest,
} from './web-head';
import { storeShareTags, withHeadTags, withHtmlAttributes, withTitle } from './web-html';

export { escapeHtml, withHeadTags } from './web-html';

/**
 * The store identifier (decoded) of a URL whose link gets the store's preview: /store/{sid}… and
 * /stores/{sid}/menu… (PREVIEW_ROUTES, the client router's own patterns, and paths below them); '' for others.
 * @throws URIError for a malformed escape (the caller serves the plain page).
 */
function sharedStoreId(url: string): string {
  const pathname = url.split(/[?#]/)[0]!;
  for (const route of PREVIEW_ROUTES) {
    const match = matchPath(route, pathname, { end: false });
    if (match?.sid) return decodeURIComponent(match.sid);
  }
  return '';
}

/**
 * Whether the URL path `file` (relative, still percent-encoded, as @fastify/static's sendFile takes it and
 * decodes it once) names a regular file inside `root` that may be served: no dot-segment but .well-known,
 * no NUL, resolved inside the root.
 */
export function isServableFile(root: string, file: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  const segments = decoded.split(/[\\/]/);
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return false;
  const full = path.resolve(root, decoded);
  if (!full.startsWith(path.resolve(root) + path.sep)) return false;
  return statSync(full, { throwIfNoEntry: false })?.isFile() === true;
}

export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string; db: Db }) => {
  const indexHtml = readFileSync(path.join(opts.root, 'index.html'), 'utf8');
  // robots.txt, icons, the web manifest: sent from memory (web-files.ts).
  const smallFiles = loadWebFiles(opts.root);
  // serve: false: no routes of its own (it would serve every file with max-age=0); the route below decides.
  // preCompressed: sends the .br/.gz copies written at build time (vite-plugin-compression2, apps/web/vite.config.ts) when accepted.
  await app.register(fastifyStatic, { root: opts.root, serve: false, preCompressed: true });

  const manifestPath = path.join(opts.root, '.vite/manifest.json');
  const routeHints = createRouteHints(
    existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : null,
  );

  /**
   * index.html for `url`: the store's preview tags, preload hints, the first-paint preview and the open-app
   * platform mark. `member`: the request carries a member session cookie (the store list's preview says 會員).
   */
  const renderIndex = async (
    url: string,
    host: string | undefined,
    protocol: string,
    userAgent: string | undefined,
    member: boolean,
  ) => {
    const sid = sharedStoreId(url);
    const store = sid && sid.length <= 100 ? await findStore(opts.db, sid) : undefined;
    const pageUrl = `${protocol}://${host ?? 'localhost'}${url.split('#')[0]}`;
    // The page's own title when the server knows it (pageTitleOf), so the app need not change it on start-up.
    const title = pageTitleOf(url, store);
    const head = [store ? storeShareTags(store, pageUrl, title) : '', routeHints(url, Boolean(store))].filter(
      Boolean,
    );
    const mark = appPlatformMark(userAgent);
    const page = title && !store ? withTitle(indexHtml, title) : indexHtml;
    const html = head.length > 0 ? withHeadTags(page, head.join('\n    '), Boolean(store)) : page;
    // The menu's preview draws its first screen (firstPaintPreview): the menu comes from the menu GET's cache.
    const menu =
      store && previewShowsMenu(url)
        ? {
            menu: (await app.state.menus.get(store)).menu,
            // As the store info says it (is_closed): the menu's header notes it.
            closed: isStoreClosed(store, app.now()),
          }
        : undefined;
    // The store list's preview draws its first cards: every store, as GET /api/stores lists them for a visitor.
    const preview = previewShowsStoreList(url)
      ? storeListPreview(openStoresFirst(await listStoreSummaries(opts.db, app.now())), member)
      : firstPaintPreview(url, store, menu);
    return withHtmlAttributes(
      preview ? html.replace('<div id="root"></div>', `<div id="root">${preview}</div>`) : html,
      mark === null ? '' : `data-app-platform="${mark}"`,
    );
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
    const small = smallFiles.get(file);
    if (small) {
      reply
        .header('cache-control', 'public, max-age=300')
        .header('etag', small.etag)
        .header('last-modified', small.lastModified);
      if (etagMatches(request.headers['if-none-match'], small.etag)) return reply.status(304).send();
      return reply.type(small.contentType).send(small.body);
    }
    if (file.startsWith('assets/') || file.includes('.')) {
      if (!isServableFile(opts.root, file)) {
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
      html = await renderIndex(
        url,
        request.host,
        request.protocol,
        request.headers['user-agent'],
        Boolean(request.cookies[SESSION_COOKIE]),
      );
    } catch (error) {
      // A preview is a nicety: the page must load even if the store lookup fails.
      request.log.warn({ err: error }, 'index head tags skipped');
      html = indexHtml;
    }
    return (
      reply
        .header('cache-control', 'no-cache')
        // The platform mark depends on the browser.
        .header('vary', 'user-agent')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });
});
