/**
 * Pairing a courier with a placed 外送 order (spec §2 pairing page, §4 "Pairing failure yields paired false",
 * §7 POST /api/orders/{id}/pairing; ADR 006 外送). The order's own request only records
 * its quote; the diner's order page asks for the courier here once the order is placed (and, for an order paid
 * online, paid): so a courier is never sent for an order still waiting for its payment, and sending an order
 * costs no more than a takeaway one. Should the page never ask, the booking job books it
 * (book-pending-deliveries.ts).
 */
import { DeliveryStatus, isReleasedToStore, OrderType, type PairingResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { DeliveryProvider } from '../../providers/delivery/index';
import { findOrderDelivery } from '../delivery/get-order-delivery';
import { type BookingQueue, findUnbookedDelivery } from '../delivery/queue-booking';
import { queueDeliveryBookings } from './book-pending-deliveries';
import { type OrderCaller, requireOrderOwner } from './order-access';

/** How long a pairing request waits for the platform's answer before it answers with what is known (ms). */
export const PAIRING_WAIT_MS = 10_000;

/**
 * Books the courier of the caller's 外送 order unless it has its answer already, waits for the answer (at
 * most PAIRING_WAIT_MS), and tells whether a courier is on it. Asking again is harmless: an order booked,
 * refused or called off is answered as it is, and one being booked is waited for, never booked twice.
 * @param bookings the app's booking queue. @param now epoch ms. @param onError told of a refused booking or a
 *   failed write (for the operator's log).
 * @returns paired true with the delivery (GET /api/orders/{id}/delivery's shape) when a courier is booked and
 *   not called off; paired false otherwise (refused by the platform, called off, an order no longer open):
 *   the order stands and the store arranges its delivery.
 * @throws ApiError order_not_found (404) for an unknown or someone else's order; not_found (404) for an order
 *   that is not 外送; order_not_paid (409) for an order paid online whose payment is not done.
 */
export async function pairOrderDelivery(
  db: Db,
  bookings: BookingQueue,
  provider: DeliveryProvider,
  orderId: string,
  caller: OrderCaller,
  now: number,
  onError?: (error: unknown) => void,
): Promise<PairingResponse> {
  const order = await requireOrderOwner(db, orderId, caller);
  if (order.orderType !== OrderType.DELIVERY || !order.quoteId) {
    throw new ApiError('not_found', '這筆訂單沒有外送');
  }
  if (!isReleasedToStore({ payment_type: order.paymentType, payment_status: order.paymentStatus })) {
    throw new ApiError('order_not_paid', '付款完成後才會為您安排外送員');
  }
  const unbooked = await findUnbookedDelivery(db, order.id, now);
  if (unbooked) {
    await queueDeliveryBookings(db, bookings, provider, [unbooked], now, onError);
    await bookings.settled(order.id, PAIRING_WAIT_MS);
  }
  const delivery = await findOrderDelivery(db, order.id);
  // Called off (or returned) reads as no courier on it: the store arranges the delivery.
  const onIt =
    delivery !== null &&
    delivery.status !== DeliveryStatus.CANCELED &&
    delivery.status !== DeliveryStatus.RETURNED;
  return { paired: onIt, delivery };
}
