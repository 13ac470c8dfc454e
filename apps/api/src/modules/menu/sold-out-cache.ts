/**
 * Sold-out lists cached per (store, menu_version, inventory_version) (spec §7 inventory; issue #2 §3).
 *
 * A database trigger bumps stores.inventory_version whenever an entree or option sells out or comes back
 * (migration 0001), and the caller passes the versions it just read from the store row, so a stale entry is
 * never served: a change simply misses the cache. This takes two queries over every option group of the
 * store off each check_order and order submit.
 */
import type { Db } from '../../db/client';
import { loadSoldOut } from './menu.queries';

/** Sold-out entree ids and option ids of a store, in menu order. */
export interface SoldOut {
  entrees: string[];
  options: string[];
  /** The same ids as sets, for pricing. */
  entreeSet: ReadonlySet<string>;
  optionSet: ReadonlySet<string>;
}

/** The store columns that key the cache. */
export interface SoldOutKey {
  id: number;
  menuVersion: number;
  inventoryVersion: number;
}

const MAX_ENTRIES = 500;
const caches = new WeakMap<Db, Map<string, SoldOut>>();

function cacheOf(db: Db): Map<string, SoldOut> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The sold-out lists of a store at the versions in `store`.
 * @param reader where a miss is read from: `db`, or the open transaction that read `store` (inside a
 *   transaction on PGlite, reading through `db` would wait for that transaction forever).
 */
export async function getSoldOut(
  db: Db,
  store: SoldOutKey,
  reader: Pick<Db, 'select'> = db,
): Promise<SoldOut> {
  const cache = cacheOf(db);
  const key = `${store.id}:${store.menuVersion}:${store.inventoryVersion}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const lists = await loadSoldOut(reader, store.id);
  const value: SoldOut = { ...lists, entreeSet: new Set(lists.entrees), optionSet: new Set(lists.options) };
  cache.set(key, value);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
