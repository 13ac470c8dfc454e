/**
 * DELETE /api/cart/{identifier} and DELETE /iorder/carts/{identifier} (spec §7 Cart; spec §4 order check
 * failure "deletes the server cart"; snackbar key clear_server_cart).
 */
import type { Db } from '../../db/client';
import { requireStore } from '../stores/get-store';
import { deleteCart } from './cart.queries';

/**
 * Deletes the member's cart at a store with all its lines. Idempotent: no cart is not an error. The row
 * goes too (no tombstone), so the next sync from any device starts a new cart.
 * @returns whether there was a cart.
 * @throws ApiError store_not_found (404).
 */
export async function clearCart(db: Db, userId: number, identifier: string): Promise<boolean> {
  const store = await requireStore(db, identifier);
  return deleteCart(db, userId, store.id);
}

/**
 * Deletes the member's cart at a store once its order is placed (spec §4: the cart is emptied after the
 * order is sent). The browser empties its own cart and syncs that too, but a diner sent on to a payment
 * provider's page may leave before the sync goes out; this way the next device or visit never brings the
 * ordered lines back. Idempotent.
 * @param storeId stores.id of the order's store.
 */
export async function clearOrderedCart(db: Db, userId: number, storeId: number): Promise<void> {
  await deleteCart(db, userId, storeId);
}
