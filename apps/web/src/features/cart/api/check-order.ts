/** POST /api/orders/check_order — the server prices and validates the cart (spec §4, §7). */
import type { CheckOrderRequest, CheckOrderResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError with codes such as menu_version_changed, menu_item_error, cart_empty (spec §4). */
export function checkOrder(body: CheckOrderRequest, signal?: AbortSignal): Promise<CheckOrderResponse> {
  return api<CheckOrderResponse>(apiPaths.checkOrder(), { method: 'POST', body, signal });
}
