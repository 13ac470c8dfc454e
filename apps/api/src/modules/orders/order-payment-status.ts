/**
 * The order side of online payments (issue #13 §1; spec §4 Payment status), for the payments module: an
 * order paid online becomes PAID_FULL (and so reaches the store: domain isReleasedToStore), an order left
 * unpaid past its time expires (CANCELLED), a refunded one becomes REFUNDED. Plain values in, no request.
 */
import { isOnlinePayment, PaymentStatus, PaymentType } from '@iding/domain';
import type { Runner } from '../../db/client';
import {
  cancelUnpaidOrder,
  findUnpaidOrdersBefore,
  setOrderPaidFull,
  setOrderRefunded,
} from './order-payments.queries';

const ONLINE_PAYMENT_TYPES: number[] = Object.values(PaymentType).filter((p) => isOnlinePayment(p));

/**
 * Marks a SUBMITTED, UNPAID order PAID_FULL.
 * @param db the database, or the payment settlement's open transaction.
 * @returns false when the order is no longer SUBMITTED and UNPAID (it expired or was cancelled meanwhile):
 *   the caller refunds the capture.
 */
export function markOrderPaid(db: Runner, orderId: string): Promise<boolean> {
  return setOrderPaidFull(db, orderId, PaymentStatus.PAID_FULL);
}

/** Marks an order REFUNDED (spec §4) after its payment was refunded in full. */
export function markOrderRefunded(db: Runner, orderId: string): Promise<void> {
  return setOrderRefunded(db, orderId, PaymentStatus.REFUNDED);
}

/**
 * Online-payment orders still unpaid that were placed before `before` (epoch ms), oldest first, at most
 * `limit`: the candidates for expiry.
 */
export function unpaidOnlineOrdersBefore(db: Runner, before: number, limit = 100): Promise<{ id: string }[]> {
  return findUnpaidOrdersBefore(db, ONLINE_PAYMENT_TYPES, new Date(before), limit);
}

/**
 * Expires an unpaid online order: CANCELLED, so it never reaches the store.
 * @returns false when it was paid or changed meanwhile (then nothing is written).
 */
export function expireUnpaidOrder(db: Runner, orderId: string): Promise<boolean> {
  return cancelUnpaidOrder(db, orderId);
}
