/**
 * Ordering again (spec §7 GET /api/orders/{orderId}/again "cart, menu_version"; spec §8 order_item_changed,
 * order_item_not_exists).
 *
 * The order's items are re-priced from the store's CURRENT menu and sold-out lists (the cached menu that
 * check_order uses), never from the prices stored with the order. An item whose entree or any of whose
 * options no longer exists, is sold out, or no longer satisfies its option groups is left out (an item is
 * never changed behind the diner's back) and listed in `removed`:
 * - `changed: true` when items were left out: the client shows order_item_changed (cart size differs);
 * - an empty cart (still 200) when nothing is left: the client shows order_item_not_exists.
 * The cart is then sent to check_order as usual, which applies the store's other rules (open, order types).
 */
import {
  type CartLineInput,
  cartOf,
  collectionInputs,
  isCouponGiftLine,
  type OrderAgainResponse,
  priceAvailableLines,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { requireStore } from '../stores/get-store';
import { type OrderCaller, requireOrderOwnerWithItems } from './order-access';
import type { MenuCaches } from './order-rules';

/**
 * A cart of the order's items priced from the store's current menu, with the menu version it was priced
 * against (see the file comment).
 * @param now epoch ms (the cart's modify_time, in seconds).
 * @throws ApiError order_not_found (404) for someone else's order, as GET /api/orders/{orderId}.
 */
export async function getOrderAgain(
  db: Db,
  caches: MenuCaches,
  orderId: string,
  caller: OrderCaller,
  now: number,
): Promise<OrderAgainResponse> {
  const found = await requireOrderOwnerWithItems(db, orderId, caller);
  const store = await requireStore(db, found.storeIdentifier);
  const menu = await caches.menus.get(store);
  const soldOut = await caches.soldOut.get(store);

  // A GiftCoupon's $0 line is the coupon's, not the diner's choice: not ordered again.
  const items = found.items.filter(
    (line) => !isCouponGiftLine({ memo: line.memo, unitPrice: line.unitPriceCents }),
  );
  const lines: CartLineInput[] = items.map((line) => ({
    id: line.entreeId,
    quantity: line.quantity,
    memo: line.memo,
    options: line.options.map((o) => ({ id: o.id, quantity: o.quantity })),
    // Set meals: the same picks, re-priced from the current menu like the rest.
    collections: collectionInputs(line.collections),
  }));
  const { cart, dropped } = priceAvailableLines(menu.index, lines, soldOut);
  const removed = dropped.map((d) => ({ name: items[d.index]!.name, reason: d.message }));
  return {
    cart: cartOf(cart, {
      identifier: store.identifier,
      store_id: store.id,
      menu_version: menu.menu.version,
      modify_time: Math.floor(now / 1000),
    }),
    menu_version: menu.menu.version,
    changed: removed.length > 0,
    removed,
  };
}
