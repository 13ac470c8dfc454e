/**
 * Sold-out ids cached per (store, menu_version, inventory_version) (spec §7 inventory).
 *
 * A database trigger bumps stores.inventory_version whenever an entree or option sells out or comes back
 * (db/functions/bump_inventory_version_*.sql), and the caller passes the versions it just read from the store
 * row, so a stale entry is never served: a change simply misses the cache. This takes two queries over every option group of the
 * store off each check_order and order submit.
 *
 * The value is the domain's `SoldOut` (the shape pricing takes); its sets are built from the lists in menu
 * order, and a Set iterates in insertion order, so `soldOutLists` gives the inventory response back in menu
 * order. lru-cache bounds the entries and shares one load among concurrent misses of a key.
 */
import type { SoldOut } from '@iding/domain';
import { LRUCache } from 'lru-cache';
import type { Db, Runner } from '../../db/client';
import { loadSoldOut } from './menu.queries';

/** The store columns that key the cache. */
export interface SoldOutKey {
  id: number;
  menuVersion: number;
  inventoryVersion: number;
}

/** Sold-out ids as lists in menu order: the spec §7 inventory response's `entrees` and `options`. */
export type SoldOutLists = { [K in keyof SoldOut]: string[] };

/** Most sold-out entries kept per app; least recently used go first. */
const MAX_ENTRIES = 500;

/** The domain shape from the lists in menu order (sets keep that order). */
function toSoldOut(lists: SoldOutLists): SoldOut {
  return { entrees: new Set(lists.entrees), options: new Set(lists.options) };
}

/**
 * The sold-out sets of one app keyed by (store, menu_version, inventory_version), built in app.ts (ADR 027;
 * one per app, as the menu cache: apps sharing a process never see each other's stores).
 */
export interface SoldOutCache {
  /**
   * The sold-out ids of a store at the versions in `store` (for pricing: spec §4 sold-out items refused).
   * @param reader where a miss is read from: the app's database (default), or the open transaction that
   *   read `store` (inside a transaction on PGlite, reading through the database would wait for that
   *   transaction forever). A transaction's miss is read through it and never joins another request's load,
   *   which may be waiting on that very transaction; misses through the database share one load per key.
   */
  get(store: SoldOutKey, reader?: Runner): Promise<SoldOut>;
}

/** The sold-out cache of an app over `db` (at most MAX_ENTRIES entries). */
export function createSoldOutCache(db: Db): SoldOutCache {
  // The fetch context is the store id.
  const cache = new LRUCache<string, SoldOut, number>({
    max: MAX_ENTRIES,
    // A load evicted while in flight still answers the requests waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: storeId }) => toSoldOut(await loadSoldOut(db, storeId)),
  });
  return {
    async get(store, reader = db) {
      const key = `${store.id}:${store.menuVersion}:${store.inventoryVersion}`;
      if (reader === db) return (await cache.fetch(key, { context: store.id }))!;
      const hit = cache.get(key);
      if (hit) return hit;
      const value = toSoldOut(await loadSoldOut(reader, store.id));
      cache.set(key, value);
      return value;
    },
  };
}

/** The sold-out sets as lists in menu order (the inventory response, spec §7). */
export function soldOutLists(soldOut: SoldOut): SoldOutLists {
  return { entrees: [...soldOut.entrees], options: [...soldOut.options] };
}
