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
