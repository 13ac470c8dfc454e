/**
 * DELETE /api/cart/cart_items/{itemId} {identifier} (spec §7 Cart): removes one line of the member's cart.
 */
import type { ServerCart } from '@iding/domain';
import type { Db } from '../../db/client';
import type { MenuCache } from '../menu/menu-cache';
import { deleteCartItems, findOwnCartItem, lockCart, updateCartStamp } from './cart.queries';
import { loadServerCart, normaliseModifyTime, requireCartIdentifier, storeWithMenu } from './get-cart';
import { cartItemNotFound } from './update-cart-item';

/**
 * Deletes line `itemId` of the member's cart at `identifier` and answers the cart. modify_time changes only
 * when the client sends a newer one (a server-clock stamp could make the client's next sync look older).
 * @param modifyTime epoch seconds of the local change, optional; now epoch ms.
 * @throws ApiError identifier_required (400), store_not_found (404), not_found (404: no such line in this
 *   member's cart at this store).
 */
export async function deleteCartLine(
  db: Db,
  menus: MenuCache,
  userId: number,
  itemId: number,
  input: { identifier?: string | null; modify_time?: number },
  now: number,
): Promise<ServerCart> {
  const identifier = requireCartIdentifier(input.identifier);
  const { store, menu } = await storeWithMenu(db, menus, identifier);
  if (!(await findOwnCartItem(db, userId, store.id, itemId))) throw cartItemNotFound();

  await db.transaction(async (tx) => {
    const { cart, created } = await lockCart(tx, userId, store.id, menu.menu.version);
    if (created || (await deleteCartItems(tx, cart.id, [itemId])) === 0) throw cartItemNotFound();
    if (input.modify_time != null) {
      const modifyTime = normaliseModifyTime(input.modify_time, now);
      if (modifyTime > cart.modifyTime) await updateCartStamp(tx, cart.id, { modifyTime });
    }
  });
  return loadServerCart(db, userId, store, menu);
}
