/**
 * GET /api/orders/{orderId}/transactions — the payment records of an order and its payment status (spec §7
 * Orders; spec §3 "order transactions"; spec §8 get_order_transactions).
 */
import type { OrderTransactionsResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError order_not_found (404) for an order that is not the caller's. */
export function getOrderTransactions(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderTransactionsResponse> {
  return api<OrderTransactionsResponse>(apiPaths.orderTransactions(orderId), { signal });
}

/** Key orderKeys.transactions(orderId): under the order's own key, so refreshing the order refreshes it. */
export const orderTransactionsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.transactions(orderId),
    queryFn: ({ signal }) => getOrderTransactions(orderId, signal),
    enabled: orderId !== '',
  });

/** The order's payment records (the query of orderTransactionsQueryOptions). */
export function useOrderTransactions(orderId: string) {
  return useQuery(orderTransactionsQueryOptions(orderId));
}
