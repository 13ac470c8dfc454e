/**
 * PATCH /api/orders/{editOid} — changes an order (spec §7 "PATCH /api/orders/{editOid} (edit)";
 * docs/features.md "Changing a sent order"): the whole order as it should be plus the version it was read
 * at. 30 s timeout like sending an order (spec §9).
 */
import type { EditOrderRequest, EditOrderResponse } from '@iding/domain';
import { useMutation } from '@tanstack/react-query';
import { orderMutationKeys } from '../../../api/query-keys';
import { api, SEND_ORDER_TIMEOUT_MS } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * @returns the changed order (same id and item_name, the server's total in TWD, the new version)
 * @throws ApiError cannot_edit (409, the message says why), edit_conflict (409: changed elsewhere meanwhile),
 *   total_changed (409: `shown_total` is not what the store's prices give now; the message has the new total),
 *   order_not_found (404), and every refusal of sending an order (menu_version_changed, menu_item_error …).
 */
export function editOrder(orderId: string, body: EditOrderRequest): Promise<EditOrderResponse> {
  return api<EditOrderResponse>(apiPaths.order(orderId), {
    method: 'PATCH',
    body,
    timeoutMs: SEND_ORDER_TIMEOUT_MS,
  });
}

/** PATCH /api/orders/{orderId} as a mutation. */
export function useEditOrder(orderId: string) {
  return useMutation({
    mutationKey: orderMutationKeys.edit(orderId),
    mutationFn: (body: EditOrderRequest) => editOrder(orderId, body),
  });
}
