/**
 * Orders inserted alone, with guards in their transaction (the rest keep the one-statement group submit,
 * order-batcher.ts, ADR 006):
 * - busy mode's cap, held under concurrency: an order for a store that caps its slots takes the store's slot
 *   lock and counts its slot again, so two submits racing for a slot's last place cannot both get it, on one
 *   instance or several (the lock is PostgreSQL's);
 * - coupons (ADR 031): an order that uses coupons locks them and takes their uses before it is inserted, so a
 *   single-use coupon goes to exactly one of the orders racing for it.
 */
import { busyEffects } from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import type { stores } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { lockStoreSlots } from './busy-slots.queries';
import type { CouponGuard } from './order-coupons';
import { isSlotFull, loadBusySlots } from './order-rules';
import { type BatchOrder, type InsertOrderOutcome, insertOrdersIfStoreUnchanged } from './orders.queries';

/** True when the store's busy mode caps its slots (its orders go through insertCappedOrder). */
export function capsSlots(store: Pick<typeof stores.$inferSelect, 'busyMode'>): boolean {
  return busyEffects(store.busyMode).slotCap > 0;
}

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

/**
 * Inserts one order alone, in one transaction with its guards: the coupons' uses (order-coupons.ts; ADR 031)
 * and busy mode's slot (its lock, the slot counted again), then the same insert as the group submit
 * (insertOrdersIfStoreUnchanged, a batch of one), then the coupons' redemptions with the new order's id.
 * @param guards.slot.targetMs the order's target instant (epoch ms); slot.isAsap picks the refusal's wording.
 * @throws ApiError slot_full (422) when the slot filled up since the order was checked, coupon_not_applicable
 *   (422) when a coupon was used up meanwhile (nothing written either way).
 */
export async function insertGuardedOrder(
  db: Db,
  store: Pick<typeof stores.$inferSelect, 'id' | 'busyMode'> & { rowVersion: string; businessDate: string },
  entry: BatchOrder,
  guards: { slot?: { targetMs: number; isAsap: boolean; now: number }; coupons?: CouponGuard },
): Promise<InsertOrderOutcome> {
  try {
    return await db.transaction(async (tx) => {
      // Lock order: coupons, then the slot lock, then (in the insert) the store's day counter.
      await guards.coupons?.reserve(tx);
      if (guards.slot) {
        await lockStoreSlots(tx, store.id);
        const busy = await loadBusySlots(tx, store, guards.slot.now);
        if (isSlotFull(busy, guards.slot.targetMs)) throw slotFull(guards.slot.isAsap);
      }
      const [outcome] = await insertOrdersIfStoreUnchanged(
        tx as unknown as Db,
        { id: store.id, rowVersion: store.rowVersion, businessDate: store.businessDate },
        [entry],
      );
      // Not inserted (the store changed, or the key is taken): nothing of the guards may stay either.
      if (outcome!.kind !== 'created') throw new NotInserted(outcome!);
      await guards.coupons?.record(tx, outcome!.id);
      return outcome!;
    });
  } catch (error) {
    if (error instanceof NotInserted) return error.outcome;
    throw error;
  }
}

/** The insert wrote nothing: the transaction is rolled back and its outcome answered. */
class NotInserted extends Error {
  constructor(readonly outcome: InsertOrderOutcome) {
    super(outcome.kind);
  }
}
