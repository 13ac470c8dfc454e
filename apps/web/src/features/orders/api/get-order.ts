/** GET /api/orders/{orderId} — an order placed from this browser (visitor cookie; spec §7). */
import type { OrderResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderResponse> {
  return api<OrderResponse>(apiPaths.order(orderId), { signal });
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: orderId !== '',
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
