/**
 * PATCH /api/cart/cart_items/{itemId} (spec §7 Cart; spec §4 Cart "edit replaces the item"): replaces one
 * line of the member's cart.
 */
import type { SaveCartResponse, UpdateCartItemRequest } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { MenuCache } from '../menu/menu-cache';
import { findOwnCartItem, lockCart, updateCartItem, updateCartStamp } from './cart.queries';
import {
  checkCartLines,
  loadServerCart,
  normaliseModifyTime,
  requireCartIdentifier,
  storeWithMenu,
} from './get-cart';

/** The refusal for a line that is not in the member's cart at that store (another member's looks the same). */
export function cartItemNotFound(): ApiError {
  return new ApiError('not_found', '找不到這個購物車品項，請重新整理購物車');
}

/**
 * Replaces line `itemId` of the member's cart at `body.identifier` with `body.item` (checked like
 * check_order). Same newer-wins rule as POST /api/cart: a stored cart with a greater modify_time is kept
 * and answered with `saved: false`.
 * @param now epoch ms.
 * @throws ApiError identifier_required (400), store_not_found (404), not_found (404: no such line in this
 *   member's cart at this store), menu_item_error (422).
 */
export async function updateCartLine(
  db: Db,
  menus: MenuCache,
  userId: number,
  itemId: number,
  body: UpdateCartItemRequest,
  now: number,
): Promise<SaveCartResponse> {
  const identifier = requireCartIdentifier(body.identifier);
  const { store, menu } = await storeWithMenu(db, menus, identifier);
  if (!(await findOwnCartItem(db, userId, store.id, itemId))) throw cartItemNotFound();
  const [line] = checkCartLines(menu.index, [body.item]);
  const modifyTime = normaliseModifyTime(body.modify_time, now);

  const saved = await db.transaction(async (tx) => {
    const { cart, created } = await lockCart(tx, userId, store.id, menu.menu.version);
    // Re-checked under the lock: a concurrent POST may have replaced the lines.
    if (created || !(await findOwnCartItem(tx, userId, store.id, itemId))) throw cartItemNotFound();
    if (cart.modifyTime > modifyTime) return false;
    await updateCartItem(tx, cart.id, itemId, line!);
    await updateCartStamp(tx, cart.id, { modifyTime });
    return true;
  });
  return { ...(await loadServerCart(db, userId, store, menu)), saved };
}
