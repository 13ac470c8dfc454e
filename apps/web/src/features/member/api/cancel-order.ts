/**
 * DELETE /api/orders/{orderId} — the member cancels an order (spec §7 Orders; spec §4 order status
 * SUBMITTED → CANCELLED; spec §8 cancel_order). Allowed while SUBMITTED and not paid online (isCancellable).
 */
import type { CancelOrderResponse, MemberOrdersResponse, OrderResponse } from '@iding/domain';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys, orderMutationKeys, userKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { memberOrdersKey } from './get-orders';

/**
 * @returns the order after cancelling (status CANCELLED 4 with its zh-TW name)
 * @throws ApiError cannot_cancel (409; the message says why: ready, completed, already cancelled, paid
 *   online), order_not_found (404), unauthorized (401)
 */
export function cancelOrder(orderId: string): Promise<CancelOrderResponse> {
  return api<CancelOrderResponse>(apiPaths.order(orderId), { method: 'DELETE' });
}

/**
 * DELETE /api/orders/{orderId} as a mutation. On success the cached order and its row in the history take the
 * new status at once (no stale 已送出 while they refetch); settled either way, both are read again: a refusal
 * usually means the status changed since the page loaded.
 */
export function useCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: orderMutationKeys.cancel(orderId),
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (result) => {
      const { status, status_name, payment_status, payment_status_name } = result;
      client.setQueryData<OrderResponse>(orderKeys.detail(orderId), (old) =>
        old ? { ...old, status, payment_status } : old,
      );
      client.setQueryData<InfiniteData<MemberOrdersResponse>>(memberOrdersKey, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                data: page.data.map((o) =>
                  o.id === orderId
                    ? { ...o, status, status_name, payment_status, payment_status_name, can_cancel: false }
                    : o,
                ),
              })),
            }
          : old,
      );
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
        client.invalidateQueries({ queryKey: memberOrdersKey }),
        // A 儲值金 order's refund returns the balance (ORDER_REFUND 1001).
        client.invalidateQueries({ queryKey: userKeys.me() }),
        client.invalidateQueries({ queryKey: userKeys.allStoreCredits() }),
      ]),
  });
}
