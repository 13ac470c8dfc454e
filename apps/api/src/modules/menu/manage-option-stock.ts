/**
 * Sold-out switches of options in the store console (docs/features.md "The store's day").
 * The caller (console routes) has checked the staff member's store; everything here is scoped to that store
 * id. The flag is the spec §7 inventory's `options`: the diner's menu greys the option out at once, and
 * check_order / order refuse a cart holding it with the menu-item error (pricing.ts priceOptions, the same
 * path as a sold-out entree).
 */
import type { OptionStockResponse } from '@iding/domain';
import type { StoreChangeFeed } from '../../db/change-events';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { listStoreOptionStock, updateOptionSoldOut } from './option-stock.queries';

/**
 * The store's options by group name and option name, in menu order. An option is shown sold out when every
 * entree's copy of it is (a copy switched on its own elsewhere, e.g. by an import, shows as available).
 */
export async function getOptionStock(db: Db, storeId: number): Promise<OptionStockResponse> {
  const rows = await listStoreOptionStock(db, storeId);
  const groups = new Map<string, OptionStockResponse['groups'][number]>();
  for (const row of rows) {
    let group = groups.get(row.groupName);
    if (!group) {
      group = { name: row.groupName, options: [] };
      groups.set(row.groupName, group);
    }
    group.options.push({
      name: row.optionName,
      entree_count: row.entreeCount,
      sold_out: row.soldOutRows === row.rows,
    });
  }
  return { groups: [...groups.values()] };
}

/**
 * Marks every option of the store named `option` in groups named `group` sold out (true) or available again
 * (false). Returns once every cache of this instance sees it (`storeChanges`, the app's store change feed, settled), so the next
 * inventory read answers the new state.
 * @returns the request with `updated`, how many option rows changed.
 * @throws ApiError not_found (404) when the store has no such option (nothing changed).
 */
export async function setOptionSoldOut(
  db: Db,
  storeChanges: StoreChangeFeed,
  storeId: number,
  req: { group: string; option: string; sold_out: boolean },
): Promise<{ group: string; option: string; sold_out: boolean; updated: number }> {
  const { matched, updated } = await updateOptionSoldOut(db, storeId, req, req.sold_out);
  if (matched === 0) throw new ApiError('not_found', '找不到這個選項');
  if (updated > 0) await storeChanges.settled();
  return { group: req.group, option: req.option, sold_out: req.sold_out, updated };
}
