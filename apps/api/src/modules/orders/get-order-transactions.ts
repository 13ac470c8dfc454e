/**
 * The payment transactions of an order (spec §7 GET /api/orders/{orderId}/transactions; spec §3 "order
 * transactions", Transaction record types): each capture and refund an online payment made,
 * oldest first, from the payments module's ledger. Cash and the other offline types are settled at the
 * store and have no record; the list never invents one from the order's totals. The ledger is given by the
 * payments module above orders (OrderPayments, ADR 024).
 */
import type { OrderTransactionsResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { paymentStatusName } from './list-member-orders';
import { type OrderCaller, requireOrderOwner } from './order-access';
import type { OrderPayments } from './order-payment-status';

/**
 * The order's payment records (from `payments`, the payments module's side) and its payment status (spec §4).
 * @throws ApiError order_not_found (404) for someone else's order, as GET /api/orders/{orderId}.
 */
export async function getOrderTransactions(
  db: Db,
  orderId: string,
  caller: OrderCaller,
  payments: OrderPayments,
): Promise<OrderTransactionsResponse> {
  const order = await requireOrderOwner(db, orderId, caller);
  return {
    transactions: await payments.listTransactions(orderId),
    payment_status: order.paymentStatus,
    payment_status_name: paymentStatusName(order.paymentStatus),
  };
}
