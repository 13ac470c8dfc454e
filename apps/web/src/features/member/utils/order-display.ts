/**
 * How a member's order reads in the history screens: the zh-TW names of the order and payment
 * statuses of spec §4 (catalogue keys under member.history.*), a tone for the status badge, and order times
 * in Asia/Taipei (DESIGN.md). Pure: the screens pass the keys to t (lib/i18n).
 */
import {
  formatDate,
  formatDateTime,
  OrderStatus,
  PaymentStatus,
  PaymentType,
  taipeiDate,
  taipeiTime,
} from '@iding/domain';

/** spec §4 order status (normal orders) → catalogue key: SUBMITTED 1 已送出, READY 2 可取餐, … */
const ORDER_STATUS_KEYS = {
  [OrderStatus.SUBMITTED]: 'member.history.status.submitted',
  [OrderStatus.READY]: 'member.history.status.ready',
  [OrderStatus.COMPLETED]: 'member.history.status.completed',
  [OrderStatus.CANCELLED]: 'member.history.status.cancelled',
} as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[keyof typeof ORDER_STATUS_KEYS];

/** spec §4 payment status → catalogue key: UNPAID 0 未付款, PAID_PARTIAL 1, PAID_FULL 2, REFUNDED 3. */
const PAYMENT_STATUS_KEYS = {
  [PaymentStatus.UNPAID]: 'member.history.paymentStatus.unpaid',
  [PaymentStatus.PAID_PARTIAL]: 'member.history.paymentStatus.paidPartial',
  [PaymentStatus.PAID_FULL]: 'member.history.paymentStatus.paidFull',
  [PaymentStatus.REFUNDED]: 'member.history.paymentStatus.refunded',
} as const;
export type PaymentStatusKey =
  | (typeof PAYMENT_STATUS_KEYS)[keyof typeof PAYMENT_STATUS_KEYS]
  | 'member.history.paymentStatus.payAtPickup';

/** The catalogue key of an order status (spec §4), or null for a number the spec does not name. */
export function orderStatusKey(status: number): OrderStatusKey | null {
  return (ORDER_STATUS_KEYS as Record<number, OrderStatusKey>)[status] ?? null;
}

/**
 * The catalogue key of a payment status (spec §4), or null for a number the spec does not name. An unpaid
 * cash order (`paymentType` CASH) is 取餐時付款: nothing is owed yet, it is paid at the counter.
 */
export function paymentStatusKey(status: number, paymentType?: number): PaymentStatusKey | null {
  if (status === PaymentStatus.UNPAID && paymentType === PaymentType.CASH) {
    return 'member.history.paymentStatus.payAtPickup';
  }
  return (PAYMENT_STATUS_KEYS as Record<number, PaymentStatusKey>)[status] ?? null;
}

/** Colour family of the status badge: in progress, ready for pickup, done, cancelled (unknown = done). */
export type StatusTone = 'progress' | 'ready' | 'done' | 'cancelled';

/** The badge tone of an order status (spec §4). */
export function orderStatusTone(status: number): StatusTone {
  switch (status) {
    case OrderStatus.SUBMITTED:
      return 'progress';
    case OrderStatus.READY:
      return 'ready';
    case OrderStatus.CANCELLED:
      return 'cancelled';
    default:
      return 'done';
  }
}

/**
 * An instant in epoch seconds as Taipei wall-clock time, "YYYY/MM/DD HH:MM" (how Taiwan receipts read; the
 * domain's formatDate, the one date format shown to diners).
 */
export function formatOrderTime(epochSeconds: number): string {
  const ms = epochSeconds * 1000;
  return `${formatDate(taipeiDate(ms))} ${taipeiTime(ms)}`;
}

/** A target time "YYYY-MM-DD HH:MM:00" (already Asia/Taipei, spec §5) as "YYYY/MM/DD HH:MM" (formatDateTime). */
export function formatTargetTime(targetTime: string): string {
  return formatDateTime(targetTime);
}
