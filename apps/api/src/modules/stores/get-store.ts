/**
 * Store look-ups shared by the store, menu and order modules.
 */
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { findStoreByIdentifier, type StoreRow } from './stores.queries';

/**
 * Loads a store by its public identifier.
 * @throws ApiError store_not_found (404) when there is no such store.
 */
export async function requireStore(db: Db, identifier: string): Promise<StoreRow> {
  const store = await findStoreByIdentifier(db, identifier);
  if (!store) throw new ApiError('store_not_found', '找不到這家店');
  return store;
}
