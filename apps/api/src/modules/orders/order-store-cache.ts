/**
 * Store rows as create_order checks an order against them, cached in memory per identifier with their row
 * version (issue #10 §3; ADR 006), so a submit reads no store row from the database.
 *
 * A cached row may be stale (another instance, a console or a trigger changed the store): that is safe,
 * because the order's insert writes only while the row still has the cached version
 * (insertOrderIfStoreUnchanged), and a refusal is never decided on a cached row alone (create-order.ts reloads
 * and checks again). So no invalidation is needed, within or across instances; a stale entry costs one
 * reload. lru-cache bounds the entries and shares one load among concurrent misses.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { findStoreForOrder, type VersionedStore } from './orders.queries';

/** Most stores kept per database; least recently used go first. */
const MAX_ENTRIES = 1000;

type Entry = VersionedStore;

const caches = new WeakMap<Db, LRUCache<string, Entry>>();

function cacheOf(db: Db): LRUCache<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      ignoreFetchAbort: true,
      // undefined (no such store) is not cached.
      fetchMethod: (identifier) => findStoreForOrder(db, identifier),
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The store of `identifier` with its row version: from memory, or read (one query shared by concurrent
 * misses) when absent or when `fresh` is set (the cached row turned out stale, or a refusal must be confirmed).
 * @returns `{ versioned, cached }`, cached true when it came from memory; versioned undefined when there is
 *   no such store.
 */
export async function storeForOrder(
  db: Db,
  identifier: string,
  fresh = false,
): Promise<{ versioned: VersionedStore | undefined; cached: boolean }> {
  const cache = cacheOf(db);
  if (!fresh) {
    const hit = cache.get(identifier);
    if (hit) return { versioned: hit, cached: true };
  }
  if (!fresh) return { versioned: await cache.fetch(identifier), cached: false };
  // A read of our own, not a load already in flight, which may have started before the change we saw.
  const versioned = await findStoreForOrder(db, identifier);
  if (versioned) cache.set(identifier, versioned);
  else cache.delete(identifier);
  return { versioned, cached: false };
}
