/**
 * Cart totals from already priced lines (spec §4 "Cart": totals and per-entree quantities recomputed), in
 * integer cents. A module of its own, apart from pricing.ts, so the web's cart store (on every page) does not
 * carry the menu pricing code, which only the item sheet and the server need.
 */
import type { PricedCartItem } from '../cart';
import { fromCents, toCents } from './money';

/** Result of pricing a whole cart; totals in TWD, `totalCents` for arithmetic. */
export interface PricedCart {
  items: PricedCartItem[];
  selected_entree_map: Record<string, number>;
  total: number;
  totalCents: number;
}

/**
 * Totals and per-entree quantities of priced lines (spec §4 Cart): `selected_entree_map` entree id → summed
 * quantity, `total` in TWD summed in integer cents (`totalCents`). The lines are returned as given.
 */
export function sumCart(items: PricedCartItem[]): PricedCart {
  const selected: Record<string, number> = {};
  let totalCents = 0;
  for (const item of items) {
    selected[item.id] = (selected[item.id] ?? 0) + item.quantity;
    totalCents += toCents(item.total);
  }
  return { items, selected_entree_map: selected, total: fromCents(totalCents), totalCents };
}

/** A line's total in TWD: its unit price (`subtotal`, TWD) × `quantity`, multiplied in integer cents. */
export function lineTotal(subtotal: number, quantity: number): number {
  return fromCents(toCents(subtotal) * quantity);
}
