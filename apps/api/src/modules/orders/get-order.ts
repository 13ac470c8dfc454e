/**
 * Reading an order (spec §7 GET /api/orders/{orderId}); a visitor reaches only the orders of their browser.
 */
import { fromCents, type OrderResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { formatTargetTime } from './create-order';
import { findOrderWithItems } from './orders.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order if it was placed from the caller's browser.
 * @throws ApiError order_not_found (404) for a malformed id, an unknown id or another visitor's order,
 *   so the answer never tells whether someone else's order exists.
 */
export async function getOrderForVisitor(
  db: Db,
  orderId: string,
  visitorHash: string,
): Promise<OrderResponse> {
  const found = UUID.test(orderId) ? await findOrderWithItems(db, orderId) : undefined;
  if (!found || found.order.visitorTokenHash !== visitorHash) {
    throw new ApiError('order_not_found', '找不到這筆訂單');
  }
  const { order } = found;
  return {
    id: order.id,
    item_name: order.itemName,
    identifier: found.storeIdentifier,
    store_name: found.storeName,
    store_phone: found.storePhone,
    store_address: found.storeAddress,
    order_type: order.orderType,
    payment_type: order.paymentType,
    status: order.status,
    payment_status: order.paymentStatus,
    table_number: order.tableNumber,
    target_time: formatTargetTime(order.targetTime.getTime()),
    is_asap: order.isAsap === 1,
    name: order.contactName,
    phone: order.contactPhone,
    memo: order.memo,
    items: found.items.map((i) => ({
      id: i.entreeId,
      name: i.name,
      quantity: i.quantity,
      memo: i.memo,
      subtotal: fromCents(i.unitPriceCents),
      total: fromCents(i.totalCents),
      options: i.options.map((o) => ({
        id: o.id,
        name: o.name,
        group_name: o.group_name,
        quantity: o.quantity,
        price: fromCents(o.price_cents),
      })),
    })),
    subtotal: fromCents(order.subtotalCents),
    total: fromCents(order.totalCents),
    created_at: Math.floor(order.createdAt.getTime() / 1000),
  };
}
