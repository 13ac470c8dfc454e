/**
 * Sold-out switches of the store console (品項供應, docs/features.md "Store console"). The caller (console
 * routes) has checked the staff member's store; everything here is scoped to that store id. The flag is the
 * spec §7 inventory's: the diner's menu greys the entree out and check_order / order refuse it (menu_item_error).
 */
import type { ConsoleMenuResponse } from '@iding/domain';
import type { StoreChangeFeed } from '../../db/change-events';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import { listStoreEntreesWithStock, updateEntreeSoldOut } from './menu-inventory.queries';

/** The store's categories and entrees with their sold-out flag, in menu order. */
export async function getConsoleMenu(db: Db, storeId: number): Promise<ConsoleMenuResponse> {
  const rows = await listStoreEntreesWithStock(db, storeId);
  const categories: ConsoleMenuResponse['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (!category || category.id !== row.categoryId) {
      category = { id: row.categoryId, name: row.categoryName, entrees: [] };
      categories.push(category);
    }
    category.entrees.push({ id: row.id, name: row.name, sold_out: row.soldOut });
  }
  return { categories };
}

/**
 * Marks an entree of the store sold out (true) or available again (false). Returns once every cache of this
 * instance sees it (`storeChanges`, the app's store change feed, settled), so the next inventory read answers the new state.
 * @throws ApiError not_found (404) for an entree of another store or an unknown id (nothing changed).
 */
export async function setEntreeSoldOut(
  db: Db,
  storeChanges: StoreChangeFeed,
  storeId: number,
  entreeId: string,
  soldOut: boolean,
): Promise<{ id: string; sold_out: boolean }> {
  const found = isUuid(entreeId) && (await updateEntreeSoldOut(db, storeId, entreeId, soldOut));
  if (!found) throw new ApiError('not_found', '找不到這個品項');
  await storeChanges.settled();
  return { id: entreeId, sold_out: soldOut };
}
