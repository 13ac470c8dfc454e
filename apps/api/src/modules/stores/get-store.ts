/**
 * Store look-ups shared by the store, menu and order modules.
 */
import type { Db, Tx } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { findStoreByIdentifier, lockStoreForOrder as lockStoreRow, type StoreRow } from './stores.queries';

export type { StoreRow };

/** Loads a store by its public identifier, or undefined when there is none (for callers that decide themselves). */
export function findStore(db: Db, identifier: string): Promise<StoreRow | undefined> {
  return findStoreByIdentifier(db, identifier);
}

/**
 * Reads the store row inside an order's transaction with a share lock (FOR SHARE), so its menu and inventory
 * versions cannot change until the order commits (spec §7 order; ADR 006). `tx` must be a transaction.
 */
export function lockStoreForOrder(tx: Tx, identifier: string) {
  return lockStoreRow(tx, identifier);
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
