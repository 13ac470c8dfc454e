/**
 * The payment transactions of an order (spec §7 GET /api/orders/{orderId}/transactions; spec §3 "order
 * transactions", Transaction record types).
 *
 * There is no payments module yet, so no order has a payment record: cash is paid at the counter and
 * online payments are not wired (stores accept cash only). The list is therefore empty, and this reads no
 * other table; it never invents a record from the order's totals. When the payments module lands, each
 * provider confirmation (and each refund) writes a payment record and this lists them, oldest first.
 */
import type { OrderTransactionsResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { paymentStatusName } from './list-member-orders';
import { type OrderCaller, requireOrderOwner } from './order-access';

/**
 * The order's payment records (none exist yet, see the file comment) and its payment status (spec §4).
 * @throws ApiError order_not_found (404) for someone else's order, as GET /api/orders/{orderId}.
 */
export async function getOrderTransactions(
  db: Db,
  orderId: string,
  caller: OrderCaller,
): Promise<OrderTransactionsResponse> {
  const order = await requireOrderOwner(db, orderId, caller);
  return {
    transactions: [],
    payment_status: order.paymentStatus,
    payment_status_name: paymentStatusName(order.paymentStatus),
  };
}
