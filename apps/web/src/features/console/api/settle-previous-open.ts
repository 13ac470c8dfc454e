/**
 * POST /api/console/stores/{sid}/orders/previous_open (前日未完成 on 今日營業): completes or cancels every open
 * order of a past business day at once; the answer counts the orders this call changed.
 */
import {
  type PreviousOpenActionRequest,
  type PreviousOpenActionResponse,
  storeDayApiPaths,
} from '@iding/domain';
import { api } from '../../../lib/api-client';

/** Many orders, each refunded through its provider when paid, can take longer than a read. */
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * @throws ApiError validation_error (400) | unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the
 *   staff member does not work at) | store_not_found (404)
 */
export function settlePreviousOpen(
  sid: string,
  body: PreviousOpenActionRequest,
): Promise<PreviousOpenActionResponse> {
  return api<PreviousOpenActionResponse>(storeDayApiPaths.previousOpen(sid), {
    method: 'POST',
    body,
    session: false,
    timeoutMs: SETTLE_TIMEOUT_MS,
  });
}
