/**
 * Custom items of a store (spec §3 store info custom_items; spec §7 check_order / order `custom_item_ids`):
 * extras the diner adds to the whole order on the cart page (環保餐具, 提袋), each with a price in
 * TWD. The server prices them from the store's list, never from the client; the cart page shows the same sum.
 */
import type { CustomItem } from '../store';
import { fromCents, toCents } from './money';

/** Why custom_item_ids cannot be priced; the message is zh-TW for the diner. */
export class CustomItemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CustomItemError';
  }
}

/** Custom items chosen for an order, priced: each once, in the store's order; `totalCents` their sum. */
export interface PricedCustomItems {
  items: CustomItem[];
  total: number;
  totalCents: number;
}

/**
 * Prices the custom items `ids` chosen from the store's `available` list (TWD prices).
 * @throws CustomItemError for an id the store does not offer (「找不到加購項目，請重新整理後再選擇」) or an id
 *   sent twice (each extra is chosen once).
 */
export function priceCustomItems(
  available: readonly CustomItem[],
  ids: readonly (string | number)[],
): PricedCustomItems {
  const wanted = new Set<string>();
  for (const raw of ids) {
    const id = String(raw);
    if (!available.some((item) => item.id === id)) {
      throw new CustomItemError('找不到加購項目，請重新整理後再選擇');
    }
    if (wanted.has(id)) throw new CustomItemError('同一個加購項目只能選一次');
    wanted.add(id);
  }
  const items = available.filter((item) => wanted.has(item.id));
  const totalCents = items.reduce((sum, item) => sum + toCents(item.price), 0);
  return { items: items.map((i) => ({ ...i })), total: fromCents(totalCents), totalCents };
}
