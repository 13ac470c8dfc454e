/**
 * Opening and closing online ordering from the store console (spec §3 `can_order`): closed, the
 * diner's store page says so and check_order / order answer 422 store_cannot_order (這家店目前暫停線上點餐).
 */
import type { StoreChangeFeed } from '../../db/change-events';
import type { Db } from '../../db/client';
import { updateStoreSettings } from './store-settings.queries';
import { changedFields } from './update-store-settings';

/**
 * Sets `can_order` of the store (already checked to be the staff member's), audited with who did it, and
 * returns once this instance's store cache sees it (`storeChanges`, the app's store change feed, settled).
 */
export async function setCanOrder(
  db: Db,
  storeChanges: StoreChangeFeed,
  storeId: number,
  canOrder: boolean,
  staffId: number,
): Promise<{ can_order: boolean }> {
  await updateStoreSettings(
    db,
    storeId,
    { canOrder },
    { staffId, kind: 'can_order', changes: (before) => changedFields(before, { canOrder }) },
  );
  await storeChanges.settled();
  return { can_order: canOrder };
}
