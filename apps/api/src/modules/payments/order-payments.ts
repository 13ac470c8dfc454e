/**
 * The payments module's side of an order, for the orders module below it (ADR 024: orders never imports
 * payments): a cancel's refund and the order's transactions (spec §7 DELETE /api/orders/{orderId}, GET
 * /api/orders/{orderId}/transactions, the console's cancel).
 */
import type { Db } from '../../db/client';
import type { PaymentProviders } from '../../providers/payment/index';
import type { OrderPayments } from '../orders/order-payment-status';
import { listOrderPayments } from './list-order-payments';
import { hasCapturedPayment, refundOrderPayment } from './refund-payment';

/**
 * OrderPayments on `db` with the payment adapters `providers` (null while online payments are off: no
 * captured payment is then refundable, and 儲值金 still goes back to the balance).
 */
export function orderPaymentsOf(db: Db, providers: PaymentProviders): OrderPayments {
  return {
    hasCapturedPayment: async (orderId) => providers !== null && (await hasCapturedPayment(db, orderId)),
    refund: (orderId, now) => refundOrderPayment(db, providers, orderId, now),
    listTransactions: (orderId) => listOrderPayments(db, orderId),
  };
}
