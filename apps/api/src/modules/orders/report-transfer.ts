/**
 * The diner's 回報轉帳 (docs/features.md "轉帳"): after transferring to the store's account, the diner
 * gives the last five digits of the account they paid from, so the store can find the transfer and confirm it
 * (確認收款, manage-store-order.ts confirmTransfer).
 */
import { OPEN_ORDER_STATUSES, PaymentStatus, PaymentType, type TransferReportResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { type OrderCaller, requireOrderOwner } from './order-access';
import { setTransferReport } from './order-payments.queries';

/**
 * Stores the report on an open (SUBMITTED or READY), unpaid 轉帳 order the caller owns; a second report
 * replaces the first until the store confirms. `now` epoch ms.
 * @returns the report as stored (last_five, reported_at epoch seconds).
 * @throws ApiError order_not_found (404) for someone else's or an unknown order; payment_method_mismatch (422)
 *   for an order not paid by 轉帳; order_not_payable (409) once paid or cancelled.
 */
export async function reportTransfer(
  db: Db,
  orderId: string,
  caller: OrderCaller,
  lastFive: string,
  now: number,
): Promise<TransferReportResponse> {
  const order = await requireOrderOwner(db, orderId, caller);
  if (order.paymentType !== PaymentType.TRANSFER) {
    throw new ApiError('payment_method_mismatch', '這筆訂單不是轉帳付款，無需回報');
  }
  const stored = await setTransferReport(db, orderId, {
    transferType: PaymentType.TRANSFER,
    unpaid: PaymentStatus.UNPAID,
    openStatuses: OPEN_ORDER_STATUSES,
    lastFive,
    at: new Date(now),
  });
  if (!stored?.transferLastFive || !stored.transferReportedAt) {
    throw new ApiError('order_not_payable', '這筆訂單已付款或已取消，無需回報轉帳');
  }
  return {
    last_five: stored.transferLastFive,
    reported_at: Math.floor(stored.transferReportedAt.getTime() / 1000),
  };
}
