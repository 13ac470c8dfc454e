/**
 * Store look-ups shared by the store, menu and order modules, and the in-memory store rows of the menu hot
 * path (issue #10 §3).
 */
import { LRUCache } from 'lru-cache';
import { storeChangeFeedOf } from '../../db/change-events';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { findStoreByIdentifier, type StoreRow } from './stores.queries';

export type { StoreRow };

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

/** Store rows of one database by identifier, dropped on their store's change notification. */
interface StoreRowCache {
  rows: LRUCache<string, Readonly<StoreRow>>;
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
        dispose: (row) => {
          if (created.keyOf.get(row.id) === row.identifier) created.keyOf.delete(row.id);
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

/**
 * The store row by identifier from memory (issue #10 §3: the menu, menu check and inventory GETs read no
 * database on a hit). Rows are kept per database and dropped when migration 0007's trigger announces a
 * change of their store (db/change-events.ts), so a change is never served once its notification arrived;
 * on PGlite that is before the writing statement returns. While the listener is not connected (start-up,
 * reconnect, no feed started) every call reads the database and nothing is cached. A read that overlaps a
 * notification answers its own request but is not kept. The row is frozen and shared: do not mutate it.
 * Not for a transaction's reads: order submission reads and locks the store in its own statement (ADR 006).
 * @throws ApiError store_not_found (404) when there is no such store (not-found is never cached).
 */
export async function requireCachedStore(db: Db, identifier: string): Promise<Readonly<StoreRow>> {
  const feed = storeChangeFeedOf(db);
  if (!feed?.live) return requireStore(db, identifier);
  const cache = storeRowCacheOf(db, feed);
  const hit = cache.rows.get(identifier);
  if (hit) return hit;
  const generation = cache.generation;
  const row = Object.freeze(await requireStore(db, identifier));
  if (feed.live && cache.generation === generation) {
    cache.rows.set(identifier, row);
    cache.keyOf.set(row.id, identifier);
  }
  return row;
}
