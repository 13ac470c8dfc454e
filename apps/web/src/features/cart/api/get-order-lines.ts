/**
 * The lines of an order being changed, priced from the store's current menu: GET
 * /api/orders/{orderId}/again (spec §7 "cart, menu_version"), which also lists the lines that can no longer
 * be ordered (sold out, gone from the menu).
 */
import type { OrderAgainResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError order_not_found (404) for an order that is not the caller's. */
export function getOrderLines(orderId: string, signal?: AbortSignal): Promise<OrderAgainResponse> {
  return api<OrderAgainResponse>(apiPaths.orderAgain(orderId), { signal });
}

/** Read once per visit of the edit mode: the diner's changes live in the page, never refetched under them. */
export const orderLinesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.editLines(orderId),
    queryFn: ({ signal }) => getOrderLines(orderId, signal),
    enabled: orderId !== '',
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useOrderLines(orderId: string) {
  return useQuery(orderLinesQueryOptions(orderId));
}
