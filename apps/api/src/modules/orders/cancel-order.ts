/**
 * Cancelling an order (spec §7 DELETE /api/orders/{orderId}; spec §4 order status; spec §8 cancel_order;
 * docs/features.md "Members"). A member may cancel their order while it is SUBMITTED. An order paid online
 * in full is cancelled and refunded in full through the provider that took the payment (ADR 015): the
 * refund and its ledger row are listed in the order's transactions, and the order becomes REFUNDED.
 *
 * Points and store credit are not reversed here: no points or store-credit module writes to orders yet;
 * when one does, it reverses in the same transaction as the status change (spec §3 CANCEL_ORDER_GAIN 43,
 * CANCEL_ORDER_REDEEM 47, ORDER_REFUND 1001).
 */
import {
  type CancelOrderResponse,
  isCancellable,
  isOnlinePayment,
  OFFLINE_PAYMENT_TYPES,
  OrderStatus,
  OrderType,
  PaymentStatus,
  PaymentType,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { DeliveryProvider } from '../../providers/delivery/index';
import { paymentStatusName, statusName } from './list-member-orders';
import { requireOrderOwner } from './order-access';
import { cancelOrderDelivery } from './order-delivery';
import { cancelPaidOnlineOrder, type OrderPayments } from './order-payment-status';
import { cancelSubmittedOrder, findOrderById, type OrderRow } from './orders.queries';

/** Why an order of the member can no longer be cancelled, for the diner (zh-TW). */
function refusal(order: OrderRow): string {
  switch (order.status) {
    case OrderStatus.CANCELLED:
      return '這筆訂單已經取消';
    case OrderStatus.READY:
      return '店家已備妥餐點，無法取消訂單，請洽店家';
    case OrderStatus.COMPLETED:
      return '這筆訂單已完成，無法取消';
  }
  if (order.acceptedAt) return '店家已接單，餐點製作中，無法取消訂單，請直接聯絡店家';
  if (order.paymentStatus !== PaymentStatus.UNPAID && isOnlinePayment(order.paymentType)) {
    return '這筆訂單已線上付款，無法自行取消，請洽店家';
  }
  return '這筆訂單目前無法取消，請洽店家';
}

/**
 * Cancels the member's order: status SUBMITTED (1) → CANCELLED (4) with one conditional UPDATE, so of two
 * concurrent cancels exactly one succeeds and a cancel racing the store's "ready" never overwrites it.
 * A 外送 order calls its courier off first (order-delivery.ts cancelOrderDelivery): when the
 * platform refuses (its courier already has the food) the order stays as it is and the diner is told why.
 * @param userId the logged-in member; only the member who placed the order may cancel it.
 * @param delivery the delivery adapter and now (epoch ms), for a 外送 order's courier.
 * @throws ApiError order_not_found (404) for a malformed or unknown id or someone else's order (no data);
 *   cannot_cancel (409) when the order is READY, COMPLETED, already CANCELLED, or marked paid online with no
 *   captured payment to refund; delivery_transition_invalid (409) | delivery_unavailable (502) when the
 *   courier cannot be called off.
 * @param payments the payments module's side of the order and the clock (epoch ms), to refund an order paid
 *   online or with 儲值金; a refund the provider refuses now is retried by the reconciliation job (the order is
 *   CANCELLED either way). `onRefundError` is told of that failure (the route logs it).
 */
export async function cancelOrder(
  db: Db,
  orderId: string,
  userId: number,
  delivery: { provider: DeliveryProvider; now: number },
  payments: { orderPayments: OrderPayments; now: number; onRefundError?: (error: unknown) => void },
): Promise<CancelOrderResponse> {
  const order = await requireOrderOwner(db, orderId, { userId, visitorHash: '' });
  if (order.orderType === OrderType.DELIVERY) {
    // Only an order the diner may still cancel calls its courier off; the UPDATE below decides any race.
    const row = {
      status: order.status,
      payment_status: order.paymentStatus,
      payment_type: order.paymentType,
      accepted_at: order.acceptedAt ? 1 : null,
    };
    if (!isCancellable(row)) throw new ApiError('cannot_cancel', refusal(order));
    await cancelOrderDelivery(db, delivery.provider, orderId, delivery.now);
  }
  let cancelled = await cancelSubmittedOrder(db, orderId, userId, OFFLINE_PAYMENT_TYPES);
  if (
    cancelled?.paymentType === PaymentType.STORE_CREDIT &&
    cancelled.paymentStatus === PaymentStatus.PAID_FULL
  ) {
    // 儲值金 goes back to the member's balance (spec §3 ORDER_REFUND 1001).
    try {
      await payments.orderPayments.refund(orderId, payments.now);
    } catch (error) {
      payments.onRefundError?.(error);
    }
    cancelled = await findOrderById(db, orderId);
  }
  if (
    !cancelled &&
    (await payments.orderPayments.hasCapturedPayment(orderId)) &&
    (await cancelPaidOnlineOrder(db, orderId, userId))
  ) {
    try {
      await payments.orderPayments.refund(orderId, payments.now);
    } catch (error) {
      payments.onRefundError?.(error);
    }
    cancelled = await findOrderById(db, orderId);
  }
  if (!cancelled) {
    // Read again: the state that made the UPDATE miss, which may have changed since the access check.
    const current = await findOrderById(db, orderId);
    throw new ApiError('cannot_cancel', current ? refusal(current) : '這筆訂單目前無法取消，請洽店家');
  }
  return {
    id: cancelled.id,
    item_name: cancelled.orderNumber,
    status: cancelled.status,
    status_name: statusName(cancelled.status),
    payment_status: cancelled.paymentStatus,
    payment_status_name: paymentStatusName(cancelled.paymentStatus),
  };
}
