/**
 * Store look-ups shared by the store, menu and order modules, and the in-memory store rows of the menu hot
 * path (issue #10 §3).
 */
import { LRUCache } from 'lru-cache';
import { storeChangeFeedOf } from '../../db/change-events';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import {
  findStoreByIdentifier,
  findVersionedStore,
  type StoreRow,
  type VersionedStore,
} from './stores.queries';

export type { StoreRow, VersionedStore };

/** Loads a store by its public identifier, or undefined when there is none (for callers that decide themselves). */
export function findStore(db: Db, identifier: string): Promise<StoreRow | undefined> {
  return findStoreByIdentifier(db, identifier);
}

/**
 * Loads a store by its public identifier.
 * @throws ApiError store_not_found (404) when there is no such store.
 */
export async function requireStore(db: Db, identifier: string): Promise<StoreRow> {
  const store = await findStoreByIdentifier(db, identifier);
  if (!store) throw new ApiError('store_not_found', '找不到這家店');
  return store;
}

/** Most store rows kept in memory per database; least recently used go first. */
const MAX_CACHED_STORES = 5000;

/** Store rows (with their row versions) of one database by identifier, dropped on their store's change notification. */
interface StoreRowCache {
  rows: LRUCache<string, Readonly<VersionedStore>>;
  /** Identifier a store id is cached under (a notification names the id; an update may change the identifier). */
  keyOf: Map<number, string>;
  /** Bumped on every notification: a read that overlapped one is not cached (it may predate the change). */
  generation: number;
}

const storeRowCaches = new WeakMap<Db, StoreRowCache>();

function storeRowCacheOf(db: Db, feed: NonNullable<ReturnType<typeof storeChangeFeedOf>>): StoreRowCache {
  let cache = storeRowCaches.get(db);
  if (!cache) {
    const created: StoreRowCache = {
      rows: new LRUCache({
        max: MAX_CACHED_STORES,
        dispose: ({ store }) => {
          if (created.keyOf.get(store.id) === store.identifier) created.keyOf.delete(store.id);
        },
      }),
      keyOf: new Map(),
      generation: 0,
    };
    feed.onChange((storeId) => {
      created.generation++;
      if (storeId === null) {
        created.rows.clear();
        created.keyOf.clear();
        return;
      }
      const key = created.keyOf.get(storeId);
      if (key !== undefined) created.rows.delete(key);
    });
    cache = created;
    storeRowCaches.set(db, cache);
  }
  return cache;
}

/** A store row read now, kept when the feed is live and no notification overlapped the read. */
async function readThrough(
  db: Db,
  identifier: string,
  feed: ReturnType<typeof storeChangeFeedOf>,
): Promise<Readonly<VersionedStore> | undefined> {
  const cache = feed?.live ? storeRowCacheOf(db, feed) : undefined;
  const generation = cache?.generation;
  const read = await findVersionedStore(db, identifier);
  if (!read) {
    cache?.rows.delete(identifier);
    return undefined;
  }
  const entry = Object.freeze({ store: Object.freeze(read.store), rowVersion: read.rowVersion });
  if (cache && feed?.live && cache.generation === generation) {
    cache.rows.set(identifier, entry);
    cache.keyOf.set(entry.store.id, identifier);
  }
  return entry;
}

/**
 * The store row by identifier from memory (issue #10 §3: the menu, menu check and inventory GETs read no
 * database on a hit). Rows are kept per database and dropped when the stores trigger
 * (db/functions/notify_store_changed.sql) announces a change of their store (db/change-events.ts), so a change is never served once its notification arrived;
 * on PGlite that is before the writing statement returns. While the listener is not connected (start-up,
 * reconnect, no feed started) every call reads the database and nothing is cached. A read that overlaps a
 * notification answers its own request but is not kept. The row is frozen and shared: do not mutate it.
 * @throws ApiError store_not_found (404) when there is no such store (not-found is never cached).
 */
export async function requireCachedStore(db: Db, identifier: string): Promise<Readonly<StoreRow>> {
  const { versioned } = await cachedVersionedStore(db, identifier);
  if (!versioned) throw new ApiError('store_not_found', '找不到這家店');
  return versioned.store;
}

/**
 * The store row with its row version, from the same memory as requireCachedStore, for order submission
 * (ADR 006): an order is checked against this row and inserted only while the row still has `rowVersion`,
 * so a row that went stale between a change and its notification costs a re-read, never a wrong order.
 * @param opts.fresh read the database even on a hit (the cached row turned out stale, or a refusal decided
 *   on a cached row must be confirmed); the read replaces the cached row.
 * @returns `{ versioned, cached }`: versioned undefined when there is no such store; cached true when it
 *   came from memory.
 */
export async function cachedVersionedStore(
  db: Db,
  identifier: string,
  opts: { fresh?: boolean } = {},
): Promise<{ versioned: Readonly<VersionedStore> | undefined; cached: boolean }> {
  const feed = storeChangeFeedOf(db);
  if (!opts.fresh && feed?.live) {
    const hit = storeRowCacheOf(db, feed).rows.get(identifier);
    if (hit) return { versioned: hit, cached: true };
  }
  return { versioned: await readThrough(db, identifier, feed), cached: false };
}
