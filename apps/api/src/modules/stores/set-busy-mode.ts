/**
 * Busy mode from the console: extra lead minutes and an order cap per slot, switched on and
 * off by any staff member of the store. avail_time and the order checks read it from the store row (the
 * orders module's busy-slots.ts), so it applies at once on every instance (the row's change notification).
 */
import type { BusyMode } from '@iding/domain';
import type { StoreChangeFeed } from '../../db/change-events';
import type { Db } from '../../db/client';
import { updateStoreSettings } from './store-settings.queries';
import { changedFields } from './update-store-settings';

/**
 * Sets the busy mode of a store (already checked to be the staff member's), audited; returns it once
 * `storeChanges` (the app's store change feed) has delivered the change, so this app's store rows see it.
 */
export async function setBusyMode(
  db: Db,
  storeChanges: StoreChangeFeed,
  storeId: number,
  busy: BusyMode,
  staffId: number,
): Promise<BusyMode> {
  await updateStoreSettings(
    db,
    storeId,
    { busyMode: busy },
    { staffId, kind: 'busy_mode', changes: (before) => changedFields(before, { busyMode: busy }) },
  );
  await storeChanges.settled();
  return busy;
}
