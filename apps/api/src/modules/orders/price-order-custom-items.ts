/**
 * The custom items of an order request (spec §3 store info custom_items; spec §7 check_order / order
 * `custom_item_ids`): priced from the store row with the domain's rule (the cart page shows the
 * same sum), never from a client figure.
 */
import { CustomItemError, fromCents, type PricedCustomItems, priceCustomItems } from '@iding/domain';
import type { StoreCustomItem } from '../../db/schema';
import { ApiError } from '../../lib/api-error';

/** The store's custom items as the wire and the domain rule name them (TWD prices). */
export function customItemsOf(store: { customItems: StoreCustomItem[] }) {
  return store.customItems.map((item) => ({
    id: item.id,
    name: item.name,
    price: fromCents(item.price_cents),
  }));
}

/**
 * Prices `ids` against the store's custom items.
 * @returns the chosen items (each once, in the store's order) and their sum (TWD and integer cents).
 * @throws ApiError custom_item_invalid (422) for an id the store does not offer or one sent twice.
 */
export function priceOrderCustomItems(
  store: { customItems: StoreCustomItem[] },
  ids: readonly (string | number)[],
): PricedCustomItems {
  try {
    return priceCustomItems(customItemsOf(store), ids);
  } catch (error) {
    if (error instanceof CustomItemError) throw new ApiError('custom_item_invalid', error.message);
    throw error;
  }
}
