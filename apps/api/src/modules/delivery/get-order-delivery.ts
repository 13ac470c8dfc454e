/**
 * Where an order's delivery is (spec §4 Delivery status, with zh-TW names and the cancellation reason and
 * party), for the orders module above delivery (ADR 024): the order page, the history and GET
 * /api/orders/{orderId}/delivery, whose owner check is the orders module's (orders/get-order.ts).
 */
import type { OrderDeliveryResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { deliveryState } from './advance-delivery';
import { type DeliveryRow, findDeliveries, findDelivery } from './delivery.queries';

/**
 * The order's delivery in wire shape, or null when it has none (not a DELIVERY order, or not booked yet). A
 * caller that shows it right after the booking was queued waits for the app's booking queue first
 * (BookingQueue.settled, queue-booking.ts), so the order page shows the courier.
 */
export async function findOrderDelivery(db: Db, orderId: string): Promise<OrderDeliveryResponse | null> {
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
