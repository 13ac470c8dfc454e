/**
 * GET /api/orders/{orderId}/again — the order's items as a cart priced from the store's current menu, with
 * what was left out (spec §7 Orders "cart, menu_version"; spec §8 order_item_changed, order_item_not_exists).
 * Fetched when the diner presses 再點一次, so it is a mutation rather than a cached query.
 */
import type { OrderAgainResponse } from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { orderMutationKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * @returns {cart, menu_version, changed, removed}; an empty cart (still 200) when nothing can be ordered
 * @throws ApiError order_not_found (404), store_not_found (404)
 */
export function getOrderAgain(orderId: string): Promise<OrderAgainResponse> {
  return api<OrderAgainResponse>(apiPaths.orderAgain(orderId));
}

/** GET /api/orders/{orderId}/again as a mutation (one fetch per press of 再點一次). */
export function useOrderAgain(orderId: string) {
  return useMutation({
    mutationKey: orderMutationKeys.again(orderId),
    mutationFn: () => getOrderAgain(orderId),
  });
}
