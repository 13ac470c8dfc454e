/**
 * What 再點一次 does with the answer of GET /api/orders/{orderId}/again (spec §7 "cart, menu_version"; spec §8
 * order_item_changed "cart size differs after order-again", order_item_not_exists "order-again cart empty").
 * Pure, so the decision is tested without a browser; the screen replaces the cart and shows the message.
 */
import type { OrderAgainResponse } from '@iding/domain';

/**
 * - `empty`: nothing of the order can be ordered now → order_item_not_exists; the cart is left alone and the
 *   diner stays on the order.
 * - `changed`: some items were left out or the cart's size differs from the order's → the cart takes what is
 *   left, with order_item_changed and the server's reasons (e.g. 「中●珍珠奶茶」已售完).
 * - `same`: everything is back in the cart as ordered.
 */
export type AgainDecision = { kind: 'empty' } | { kind: 'changed'; reasons: string[] } | { kind: 'same' };

/** Lines and cups of a list of lines. */
const sizeOf = (items: { quantity: number }[]) => ({
  lines: items.length,
  cups: items.reduce((n, i) => n + i.quantity, 0),
});

/**
 * Decides as the type comment says.
 * @param again the /again answer (its cart is already priced from the current menu)
 * @param ordered the order's own lines (GET /api/orders/{orderId} items), for the "cart size differs" rule
 */
export function decideAgain(
  again: Pick<OrderAgainResponse, 'cart' | 'changed' | 'removed'>,
  ordered: { quantity: number }[],
): AgainDecision {
  if (again.cart.items.length === 0) return { kind: 'empty' };
  const before = sizeOf(ordered);
  const after = sizeOf(again.cart.items);
  if (again.changed || before.lines !== after.lines || before.cups !== after.cups) {
    return { kind: 'changed', reasons: again.removed.map((r) => r.reason) };
  }
  return { kind: 'same' };
}
