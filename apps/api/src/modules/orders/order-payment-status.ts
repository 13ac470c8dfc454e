/**
 * The order side of online payments (spec §4 Payment status), for the payments module: an
 * order paid online becomes PAID_FULL (and so reaches the store: domain isReleasedToStore), an order left
 * unpaid past its time expires (CANCELLED), a refunded one becomes REFUNDED. Plain values in, no request.
 * And the way back, OrderPayments: what the orders module is given by payments (ADR 024).
 */
import {
  isPaidThroughApp,
  ONLINE_PAYMENT_TYPES,
  type OrderTransaction,
  PaymentStatus,
  PaymentType,
} from '@iding/domain';
import type { Runner } from '../../db/client';
import {
  cancelPaidOrder,
  cancelUnpaidOrder,
  findCancelledPaidOrders,
  findUnpaidOrdersBefore,
  setOrderPaidFull,
  setOrderRefunded,
  updateUnpaidPaymentType,
} from './order-payments.queries';

/**
 * The payments module's side of an order, given to the orders module: payments sits above orders and orders
 * never imports it (ADR 024). payments/order-payments.ts builds it; app.ts hands it to the order routes and
 * the console routes to the store's cancel.
 */
export interface OrderPayments {
  /** True when a provider captured a payment of the order (so a cancel can refund it); false while online payments are off. */
  hasCapturedPayment(orderId: string): Promise<boolean>;
  /**
   * Refunds the order's captured payment, or its 儲值金 to the member's balance, in full and marks the order
   * REFUNDED (spec §4); nothing when there is nothing to refund.
   * @param now epoch ms. @throws the provider's error (the reconciliation job retries).
   */
  refund(orderId: string, now: number): Promise<unknown>;
  /** The order's captures and refunds in wire shape, oldest first (spec §3 Transaction record types). */
  listTransactions(orderId: string): Promise<OrderTransaction[]>;
}

/** Online types and store credit: paid through this app before the store sees the order (ADR 015). */
const APP_PAID_TYPES: number[] = Object.values(PaymentType).filter((p) => isPaidThroughApp(p));

/**
 * Marks a SUBMITTED, UNPAID order PAID_FULL, paid by `paymentType` (spec §4 Payment status).
 * @param db the paying transaction: it holds the order's row from here to its commit, so no edit lands
 *   between reading the total and charging it.
 * @returns the total (cents of TWD) the order holds now, which is what the caller charges; undefined when the
 *   order is no longer SUBMITTED and UNPAID (paid, expired or cancelled meanwhile).
 */
export function markOrderPaid(db: Runner, orderId: string, paymentType: number): Promise<number | undefined> {
  return setOrderPaidFull(db, orderId, PaymentStatus.PAID_FULL, paymentType);
}

/** Marks an order REFUNDED (spec §4) after its payment was refunded in full. */
export function markOrderRefunded(db: Runner, orderId: string): Promise<void> {
  return setOrderRefunded(db, orderId, PaymentStatus.REFUNDED);
}

/**
 * Orders paid through this app (online, store credit) still unpaid that were placed before `before` (epoch ms), oldest first, at most
 * `limit`: the candidates for expiry.
 */
export function unpaidOnlineOrdersBefore(db: Runner, before: number, limit = 100): Promise<{ id: string }[]> {
  return findUnpaidOrdersBefore(db, APP_PAID_TYPES, new Date(before), limit);
}

/**
 * Expires an unpaid online order: CANCELLED, so it never reaches the store.
 * @returns false when it was paid or changed meanwhile (then nothing is written).
 */
export function expireUnpaidOrder(db: Runner, orderId: string): Promise<boolean> {
  return cancelUnpaidOrder(db, orderId);
}

/**
 * Switches an unpaid order from one online payment type to another (改用其他付款方式, ADR 015); the payments
 * module has checked that the store offers it online for the order's type. Only online to online, and never
 * once the store accepted the order: an order paid at the store (cash, transfer …) is on the store's board as
 * soon as it is placed, and switching it to an online type would take it off the board while it is being made.
 * @returns false when either type is not online, or the order was accepted, paid, cancelled or switched meanwhile.
 */
export function switchOrderPaymentType(
  db: Runner,
  orderId: string,
  from: number,
  to: number,
): Promise<boolean> {
  return updateUnpaidPaymentType(db, orderId, from, to, ONLINE_PAYMENT_TYPES);
}

/**
 * The member cancels their SUBMITTED order paid online in full: CANCELLED now (one of concurrent cancels
 * wins), refunded by the caller through the provider (REFUNDED when done).
 */
export function cancelPaidOnlineOrder(db: Runner, orderId: string, userId: number): Promise<boolean> {
  return cancelPaidOrder(db, orderId, userId, ONLINE_PAYMENT_TYPES);
}

/** Cancelled orders whose payment is not refunded yet (the reconciliation job retries their refund). */
export function cancelledPaidOrders(db: Runner, limit = 100): Promise<{ id: string }[]> {
  return findCancelledPaidOrders(db, APP_PAID_TYPES, limit);
}
