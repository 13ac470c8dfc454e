/**
 * GET /api/orders/{orderId} — an order of the logged-in member, or placed without a login from this browser
 * (visitor cookie; spec §7). Shared by the order-completed screen and the member's order detail.
 */
import type { OrderResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';
import { orderKeys } from './query-keys';

/** @throws ApiError order_not_found (404) for an order that is not the caller's. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderResponse> {
  return api<OrderResponse>(apiPaths.order(orderId), { signal });
}

/** Query key orderKeys.detail(orderId); the order's transactions live under it too, so one invalidation refreshes both. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: orderId !== '',
  });

/** The order (the query of orderQueryOptions). */
export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
