/**
 * Store look-ups shared by the store, menu and order modules, and the in-memory store rows of the menu hot
 * path (DESIGN.md "hot reads … served from an in-memory cache"; built once per app in app.ts, ADR 027).
 */
import { LRUCache } from 'lru-cache';
import type { StoreChangeFeed } from '../../db/change-events';
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

/** Most store rows kept in memory per app; least recently used go first. */
const MAX_CACHED_STORES = 5000;

/**
 * Store rows (with their row versions) kept in memory by identifier for the menu hot path (ADR 006),
 * dropped on their store's change notification. One per app, built in app.ts (ADR 027).
 */
export interface StoreRowCache {
  /**
   * The store row by identifier from memory (the menu, menu check and inventory GETs read no
   * database on a hit). Rows are dropped when the stores trigger (db/functions/notify_store_changed.sql)
   * announces a change of their store (db/change-events.ts), so a change is never served once its
   * notification arrived; on PGlite that is before the writing statement returns. While the listener is not
   * connected (start-up, reconnect, feed closed) every call reads the database and nothing is cached. A read
   * that overlaps a notification answers its own request but is not kept. The row is frozen and shared: do
   * not mutate it.
   * @throws ApiError store_not_found (404) when there is no such store (not-found is never cached).
   */
  require(identifier: string): Promise<Readonly<StoreRow>>;
  /**
   * The store row with its row version, from the same memory, for order submission (ADR 006): an order is
   * checked against this row and inserted only while the row still has `rowVersion`, so a row that went
   * stale between a change and its notification costs a re-read, never a wrong order.
   * @param opts.fresh read the database even on a hit (the cached row turned out stale, or a refusal decided
   *   on a cached row must be confirmed); the read replaces the cached row.
   * @returns `{ versioned, cached }`: versioned undefined when there is no such store; cached true when it
   *   came from memory.
   */
  read(
    identifier: string,
    opts?: { fresh?: boolean },
  ): Promise<{ versioned: Readonly<VersionedStore> | undefined; cached: boolean }>;
}

/**
 * The store row cache of an app over `db`, listening to `changes` (the app's store change feed) from now on.
 */
export function createStoreRowCache(db: Db, changes: StoreChangeFeed): StoreRowCache {
  /** Identifier a store id is cached under (a notification names the id; an update may change the identifier). */
  const keyOf = new Map<number, string>();
  const rows = new LRUCache<string, Readonly<VersionedStore>>({
    max: MAX_CACHED_STORES,
    dispose: ({ store }) => {
      if (keyOf.get(store.id) === store.identifier) keyOf.delete(store.id);
    },
  });
  /** Bumped on every notification: a read that overlapped one is not cached (it may predate the change). */
  let generation = 0;
  changes.onChange((storeId) => {
    generation++;
    if (storeId === null) {
      rows.clear();
      keyOf.clear();
      return;
    }
    const key = keyOf.get(storeId);
    if (key !== undefined) rows.delete(key);
  });

  /** A store row read now, kept when the feed is live and no notification overlapped the read. */
  const readThrough = async (identifier: string): Promise<Readonly<VersionedStore> | undefined> => {
    const caching = changes.live;
    const before = generation;
    const read = await findVersionedStore(db, identifier);
    if (!read) {
      if (caching) rows.delete(identifier);
      return undefined;
    }
    const entry = Object.freeze({ store: Object.freeze(read.store), rowVersion: read.rowVersion });
    if (caching && changes.live && generation === before) {
      rows.set(identifier, entry);
      keyOf.set(entry.store.id, identifier);
    }
    return entry;
  };

  const read: StoreRowCache['read'] = async (identifier, opts = {}) => {
    if (!opts.fresh && changes.live) {
      const hit = rows.get(identifier);
      if (hit) return { versioned: hit, cached: true };
    }
    return { versioned: await readThrough(identifier), cached: false };
  };

  return {
    read,
    async require(identifier) {
      const { versioned } = await read(identifier);
      if (!versioned) throw new ApiError('store_not_found', '找不到這家店');
      return versioned.store;
    },
  };
}
