/**
 * Busy mode's cap, held under concurrency: an order for a store that caps its slots is inserted
 * in a transaction that first takes the store's slot lock and counts its slot again, so two submits racing for
 * a slot's last place cannot both get it, on one instance or several (the lock is PostgreSQL's). Stores without
 * a cap never come here: their orders keep the one-statement group submit (order-batcher.ts, ADR 006).
 */
import { busyEffects } from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import type { stores } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { lockStoreSlots } from './busy-slots.queries';
import { isSlotFull, loadBusySlots } from './order-rules';
import { type BatchOrder, type InsertOrderOutcome, insertOrdersIfStoreUnchanged } from './orders.queries';

/** True when the store's busy mode caps its slots (its orders go through insertCappedOrder). */
export function capsSlots(store: Pick<typeof stores.$inferSelect, 'busyMode'>): boolean {
  return busyEffects(store.busyMode).slotCap > 0;
}

/**
 * Inserts one order of a capped store: slot lock, the order's slot counted again, then the same insert as the
 * group submit (insertOrdersIfStoreUnchanged, a batch of one), all in one transaction.
 * @param slot.targetMs the order's target instant (epoch ms); slot.isAsap picks the refusal's wording.
 * @throws ApiError slot_full (422) when the slot filled up since the order was checked (nothing written).
 */
/**
 * Busy mode's guard of a changed order: in the change's transaction, the store's slot lock, then
 * the new time's slot counted again without the order itself.
 * @throws ApiError slot_full (422) when that slot filled up since the change was checked.
 */
export function slotGuard(
  store: Pick<typeof stores.$inferSelect, 'id' | 'busyMode'>,
  order: { id: string; targetMs: number; isAsap: boolean },
  now: number,
): (tx: Runner) => Promise<void> {
  return async (tx) => {
    await lockStoreSlots(tx, store.id);
    const busy = await loadBusySlots(tx, store, now, order.id);
    if (isSlotFull(busy, order.targetMs)) throw slotFull(order.isAsap);
  };
}

function slotFull(isAsap: boolean): ApiError {
  return new ApiError(
    'slot_full',
    isAsap ? '店家目前訂單已滿，無法立即取餐，請改選其他時間' : '這個時段的訂單已滿，請選擇其他時間',
  );
}

export async function insertCappedOrder(
  db: Db,
  store: Pick<typeof stores.$inferSelect, 'id' | 'busyMode'> & { rowVersion: string; businessDate: string },
  entry: BatchOrder,
  slot: { targetMs: number; isAsap: boolean; now: number },
): Promise<InsertOrderOutcome> {
  return db.transaction(async (tx) => {
    await lockStoreSlots(tx, store.id);
    const busy = await loadBusySlots(tx, store, slot.now);
    if (isSlotFull(busy, slot.targetMs)) throw slotFull(slot.isAsap);
    const [outcome] = await insertOrdersIfStoreUnchanged(
      tx as unknown as Db,
      { id: store.id, rowVersion: store.rowVersion, businessDate: store.businessDate },
      [entry],
    );
    return outcome!;
  });
}
