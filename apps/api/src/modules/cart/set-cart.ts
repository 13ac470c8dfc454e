/**
 * POST /api/cart (spec §7 Cart; spec §4 Cart "synced to server if logged in"): replaces the
 * member's cart at a store. The web client merges its local cart into the server cart on login and re-syncs
 * after every change; `modify_time` (epoch seconds) decides which copy is newer.
 */
import type { SaveCartResponse, SetCartRequest } from '@iding/domain';
import type { Db } from '../../db/client';
import type { MenuCache } from '../menu/menu-cache';
import { lockCart, replaceCartItems, updateCartStamp } from './cart.queries';
import {
  checkCartLines,
  loadServerCart,
  normaliseModifyTime,
  requireCartIdentifier,
  storeWithMenu,
} from './get-cart';

/**
 * Replaces the member's cart at `body.identifier` with `body.items`, unless the stored cart is newer.
 * Rule: when a stored cart exists and its modify_time is greater than the posted one, nothing changes and
 * the stored cart is answered with `saved: false` (the client adopts it); an equal or newer modify_time
 * replaces it (`saved: true`). `items: []` empties the cart but keeps its modify_time, so an older copy
 * from another device cannot bring the lines back.
 * @param now epoch ms.
 * @throws ApiError identifier_required (400), store_not_found (404), menu_item_error (422).
 */
export async function setCart(
  db: Db,
  menus: MenuCache,
  userId: number,
  body: SetCartRequest,
  now: number,
): Promise<SaveCartResponse> {
  const identifier = requireCartIdentifier(body.identifier);
  const { store, menu } = await storeWithMenu(db, menus, identifier);
  const lines = checkCartLines(menu.index, body.items);
  const modifyTime = normaliseModifyTime(body.modify_time, now);

  const saved = await db.transaction(async (tx) => {
    const { cart, created } = await lockCart(tx, userId, store.id, menu.menu.version);
    if (!created && cart.modifyTime > modifyTime) return false;
    await replaceCartItems(tx, cart.id, lines);
    await updateCartStamp(tx, cart.id, { menuVersion: menu.menu.version, modifyTime });
    return true;
  });
  return { ...(await loadServerCart(db, userId, store, menu)), saved };
}
