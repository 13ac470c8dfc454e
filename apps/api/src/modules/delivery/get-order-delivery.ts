/**
 * Where an order's delivery is (spec §4 Delivery status, with zh-TW names and the cancellation reason and
 * party), for the order's owner: GET /api/orders/{orderId}/delivery, and for the orders module's order page.
 */
import type { OrderDeliveryResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { type OrderCaller, requireOrderOwner } from '../orders/order-access';
import { deliveryState } from './advance-delivery';
import { type DeliveryRow, findDeliveries, findDelivery } from './delivery.queries';
import { bookingSettled } from './queue-booking';

/**
 * The order's delivery in wire shape, or null when it has none (not a DELIVERY order, or not booked). A
 * booking this process has queued for it is waited for first (at most 2 s; queue-booking.ts), so the order
 * page right after sending shows the courier.
 */
export async function findOrderDelivery(db: Db, orderId: string): Promise<OrderDeliveryResponse | null> {
  await bookingSettled(db, orderId);
  const row = await findDelivery(db, orderId);
  return row ? toWire(row) : null;
}

/**
 * The deliveries of several orders (a history page; one query), by order id; orders without one are absent.
 */
export async function findOrderDeliveries(
  db: Db,
  orderIds: string[],
): Promise<Map<string, OrderDeliveryResponse>> {
  const rows = await findDeliveries(db, orderIds);
  return new Map(rows.map((row) => [row.orderId, toWire(row)]));
}

function toWire(row: DeliveryRow): OrderDeliveryResponse {
  const state = deliveryState(row);
  return {
    status: state.status,
    status_name: state.statusName,
    provider: row.provider,
    fee: row.feeCents / 100,
    eta_minutes: row.etaMinutes,
    tracking_url: row.trackingUrl,
    cancel_reason: state.cancelReason,
    cancel_reason_text: state.cancelReasonText,
    cancel_party: state.cancelParty,
    cancel_party_name: state.cancelPartyName,
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/**
 * The delivery of an order the caller owns (orders' ownership rule: order-access.ts).
 * @throws ApiError order_not_found (404) for someone else's or an unknown order; not_found (404) when the
 *   order has no delivery.
 */
export async function getOrderDelivery(
  db: Db,
  orderId: string,
  caller: OrderCaller,
): Promise<OrderDeliveryResponse> {
  await requireOrderOwner(db, orderId, caller);
  const delivery = await findOrderDelivery(db, orderId);
  if (!delivery) throw new ApiError('not_found', '這筆訂單沒有外送');
  return delivery;
}
