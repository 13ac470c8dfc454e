/**
 * In-memory menu cache per (store, menu_version) (DESIGN.md "hot reads … served from an
 * in-memory cache keyed by version"). Each entry holds the menu, its pre-serialised bytes, its sha1 (the
 * ETag) and the id index that pricing uses, so check_order and create_order never re-read the menu.
 *
 * Correctness does not depend on the cache being fresh: the caller passes the store's current
 * menu_version (read from the database on every request), and a version bump simply misses the cache.
 *
 * lru-cache keeps at most MAX_ENTRIES menus per app, least recently used evicted first, and its
 * `fetch` shares one build among concurrent misses of one key (a burst after a version bump builds once).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { indexMenu, type Menu, type MenuIndex } from '@iding/domain';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { loadMenuSnapshot } from './menu.queries';
import { menuTreeOf } from './menu-tree';

export interface CachedMenu {
  menu: Menu;
  /** UTF-8 JSON of `menu`, sent as is (no per-request serialisation of a large menu). */
  bytes: Buffer;
  /** `bytes` compressed once per version, so a phone downloads a fraction of the menu at no per-request cost. */
  encoded: { br: Buffer; gzip: Buffer };
  /** sha1 hex of the serialised menu content (version + categories); the ETag. */
  sha1: string;
  index: MenuIndex;
}

/** Most menus kept per app; least recently used go first. */
const MAX_ENTRIES = 200;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli and gzip copies of a menu body; quality 9 is within a few % of 11 at a fraction of the time. */
async function encodeBody(bytes: Buffer): Promise<CachedMenu['encoded']> {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** The store a menu is built for (the fetch context of a cache miss). */
interface MenuStore {
  id: number;
  identifier: string;
}

const menuKey = (storeId: number, version: number) => `${storeId}:${version}`;

/**
 * The menus of one app keyed by (store, menu_version), built in app.ts (ADR 027): one per app, so two apps in
 * one process (tests, tools) never see each other's menus, even when their store ids coincide.
 */
export interface MenuCache {
  /**
   * The store's menu for `store.menuVersion` (the version the caller just read from the database), built
   * once per version and then served from memory.
   * Never call it inside a database transaction: on PGlite a build waiting behind that transaction would
   * deadlock it.
   * @returns the cached menu; its `menu.version` is the version in the database when it was built, which is
   *   newer than `store.menuVersion` only if the menu changed in between.
   */
  get(store: { id: number; identifier: string; menuVersion: number }): Promise<CachedMenu>;
  /**
   * The cached menu of exactly `store.menuVersion`, or undefined; never touches the database, so it is safe
   * inside a transaction (create_order builds a missing menu outside its transaction, then retries).
   */
  peek(store: { id: number; menuVersion: number }): CachedMenu | undefined;
}

/** The menu cache of an app over `db` (at most MAX_ENTRIES menus). */
export function createMenuCache(db: Db): MenuCache {
  const cache: LRUCache<string, CachedMenu, MenuStore> = new LRUCache<string, CachedMenu, MenuStore>({
    max: MAX_ENTRIES,
    // A build evicted while in flight still answers the requests waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { context }) => {
      const built = await buildMenu(db, context);
      // The menu may have changed since the caller read its version: keep the build under the version it
      // really is too, so requests that read the newer version hit it (peek checks the version).
      const actual = menuKey(context.id, built.menu.version);
      if (actual !== key) cache.set(actual, built);
      return built;
    },
  });
  return {
    async get(store) {
      const context = { id: store.id, identifier: store.identifier };
      const menu = await cache.fetch(menuKey(store.id, store.menuVersion), { context });
      // fetchMethod always returns a menu or throws (a failed build is not cached and rejects every waiter).
      return menu!;
    },
    peek(store) {
      const hit = cache.peek(menuKey(store.id, store.menuVersion));
      // A build that found a newer version than its key is filed under both; only the exact version counts.
      return hit?.menu.version === store.menuVersion ? hit : undefined;
    },
  };
}

async function buildMenu(db: Db, store: { id: number; identifier: string }): Promise<CachedMenu> {
  // Version and rows come from one snapshot, so an entry never pairs one version with another's content.
  const rows = await loadMenuSnapshot(db, store.id);
  const categories = menuTreeOf(rows)
    // An empty category is noise for the diner.
    .filter((c) => c.entrees.length > 0)
    .map((c) => ({
      ...c,
      // Set meals only (spec §3 item collections): a plain entree carries no key at all.
      entrees: c.entrees.map(({ collections, ...e }) => (collections.length > 0 ? { ...e, collections } : e)),
    }));
  // The version is part of the hashed content: the body carries it, so a bump must change the ETag.
  const sha1 = createHash('sha1')
    .update(JSON.stringify({ version: rows.version, categories }))
    .digest('hex');
  const menu: Menu = { identifier: store.identifier, version: rows.version, sha1, categories };
  const bytes = Buffer.from(JSON.stringify(menu), 'utf8');
  return { menu, bytes, encoded: await encodeBody(bytes), sha1, index: indexMenu(menu) };
}

/**
 * True when an If-None-Match header matches the ETag (RFC 9110 §13.1.2: weak comparison, a list of tags,
 * or "*").
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
