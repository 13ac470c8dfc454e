/**
 * The payment transactions of an order (spec §7 GET /api/orders/{orderId}/transactions; spec §3 "order
 * transactions", Transaction record types): each capture and refund an online payment made (issue #13),
 * oldest first, from the payments module's ledger. Cash and the other offline types are settled at the
 * store and have no record; the list never invents one from the order's totals.
 */
import type { OrderTransactionsResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { listOrderPayments } from '../payments/list-order-payments';
import { paymentStatusName } from './list-member-orders';
import { type OrderCaller, requireOrderOwner } from './order-access';

/**
 * The order's payment records and its payment status (spec §4).
 * @throws ApiError order_not_found (404) for someone else's order, as GET /api/orders/{orderId}.
 */
export async function getOrderTransactions(
  db: Db,
  orderId: string,
  caller: OrderCaller,
): Promise<OrderTransactionsResponse> {
  const order = await requireOrderOwner(db, orderId, caller);
  return {
    transactions: await listOrderPayments(db, orderId),
    payment_status: order.paymentStatus,
    payment_status_name: paymentStatusName(order.paymentStatus),
  };
}
