/**
 * POST /api/orders/{orderId}/transfer_report (docs/features.md "轉帳"): the diner's 回報轉帳 with the last five
 * digits of the account they transferred from.
 */
import type { TransferReportRequest, TransferReportResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * @returns the report as stored (last_five, reported_at epoch seconds).
 * @throws ApiError validation_error (400, not 5 digits), order_not_found (404), payment_method_mismatch (422),
 *   order_not_payable (409, already paid or cancelled).
 */
export function reportTransfer(
  orderId: string,
  body: TransferReportRequest,
): Promise<TransferReportResponse> {
  return api<TransferReportResponse>(apiPaths.orderTransferReport(orderId), { method: 'POST', body });
}
