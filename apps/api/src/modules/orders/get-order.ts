/**
 * Reading an order (spec §7 GET /api/orders/{orderId}) and its delivery (GET /api/orders/{orderId}/delivery):
 * a member reaches their own orders, a visitor the orders placed without a login from their browser
 * (order-access.ts).
 */
import {
  fromCents,
  type InvoiceType,
  isReleasedToStore,
  type OrderDeliveryResponse,
  type OrderResponse,
  OrderStatus,
  type OrderTransfer,
  OrderType,
  PaymentType,
  type TransferAccount,
  transferDeadline,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { findOrderDelivery } from '../delivery/get-order-delivery';
import type { BookingQueue } from '../delivery/queue-booking';
import type { StoreRowCache } from '../stores/get-store';
import { formatTargetTime } from './create-order';
import { editWindow, orderEvents } from './edit-order';
import {
  type OrderCaller,
  type OrderRow,
  requireOrderOwner,
  requireOrderOwnerWithItems,
} from './order-access';
import { customItemsOnWire, orderCouponsOnWire, orderLinesOnWire } from './order-snapshots';
import { waitingPosition } from './orders.queries';

/**
 * The delivery of a 外送 order, after the courier booking the app's queue holds for it, if any, has its answer
 * (at most 2 s), so the order page right after sending shows the courier.
 */
async function deliveryOf(
  db: Db,
  bookings: BookingQueue,
  orderId: string,
): Promise<OrderDeliveryResponse | null> {
  await bookings.settled(orderId);
  return findOrderDelivery(db, orderId);
}

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A 轉帳 order's payment (docs/features.md "轉帳"): the store's account as set now, the deadline
 * (transferDeadline from the store's deadline_hours) and the diner's last report; null once the store has no
 * account.
 */
export function transferOf(
  order: Pick<OrderRow, 'createdAt' | 'targetTime' | 'transferLastFive' | 'transferReportedAt'>,
  account: TransferAccount | null,
): OrderTransfer | null {
  if (!account) return null;
  return {
    bank_code: account.bank_code,
    bank_name: account.bank_name,
    account_number: account.account_number,
    account_name: account.account_name,
    deadline: transferDeadline(
      epochSeconds(order.createdAt),
      epochSeconds(order.targetTime),
      account.deadline_hours,
    ),
    last_five: order.transferLastFive,
    reported_at: order.transferReportedAt ? epochSeconds(order.transferReportedAt) : null,
  };
}

/**
 * The order if the caller owns it, with how to collect it (`pickup_by`) (the member who placed it; for an order without a member, the browser).
 * A 外送 order carries its delivery (status and zh-TW name, fee, cancellation reason and party), or null when
 * no courier could be booked (order-delivery.ts).
 * @throws ApiError order_not_found (404) for a malformed id, an unknown id or someone else's order,
 *   so the answer never tells whether someone else's order exists.
 */
export async function getOrder(
  db: Db,
  state: { storeRows: StoreRowCache; bookings: BookingQueue },
  orderId: string,
  caller: OrderCaller,
): Promise<OrderResponse> {
  const found = await requireOrderOwnerWithItems(db, orderId, caller);
  const { order } = found;
  // Changing the order: until when, by the MinLead of its type at its store, and its history.
  const store = await state.storeRows.require(found.storeIdentifier);
  const edit = editWindow(order, store);
  return {
    id: order.id,
    item_name: order.orderNumber,
    identifier: found.storeIdentifier,
    store_name: found.storeName,
    store_phone: found.storePhone,
    store_address: found.storeAddress,
    order_type: order.orderType,
    payment_type: order.paymentType,
    status: order.status,
    payment_status: order.paymentStatus,
    accepted_at: order.acceptedAt ? Math.floor(order.acceptedAt.getTime() / 1000) : null,
    cancel_reason: order.status === OrderStatus.CANCELLED ? order.cancelReason || null : null,
    released_to_store: isReleasedToStore({
      payment_type: order.paymentType,
      payment_status: order.paymentStatus,
    }),
    // Who cancelled (spec §4): the store always gives a reason (ZStoreCancelRequest); the diner's cancel none.
    cancelled_by: order.status !== OrderStatus.CANCELLED ? null : order.cancelReason ? 'store' : 'diner',
    table_number: order.tableNumber,
    target_time: formatTargetTime(order.targetTime.getTime()),
    is_asap: order.isAsap,
    name: order.contactName,
    phone: order.contactPhone,
    memo: order.memo,
    items: orderLinesOnWire(found.items),
    subtotal: fromCents(order.subtotalCents),
    shipping_fee: fromCents(order.shippingFeeCents),
    custom_items: customItemsOnWire(order.customItems),
    coupons: orderCouponsOnWire(order.coupons),
    discount: fromCents(order.discountCents),
    point_redeem: order.pointsRedeemed,
    point_discount: fromCents(order.pointDiscountCents),
    total: fromCents(order.totalCents),
    created_at: Math.floor(order.createdAt.getTime() / 1000),
    // A store that hides its order serials (spec §3 hide_order_serial) calls orders by the phone's last 3
    // digits: the closest spec field to "how to pick up".
    pickup_by: found.storeHidesOrderSerial ? 'phone_last3' : 'order_number',
    // Taiwan e-invoice, as validate-invoice.ts stored it.
    invoice_type: order.invoiceType as InvoiceType,
    invoice_value: order.invoiceValue,
    company_title: order.companyTitle,
    order_tab_type: order.orderTabType ?? null,
    party_size: order.partySize ?? null,
    shipping_infos: order.shippingInfos ?? null,
    waiting: order.orderTabType === 'waiting' ? await waitingPosition(db, order) : null,
    // 外送: the courier's status, fee and cancellation (spec §4), from the delivery module.
    delivery: order.orderType === OrderType.DELIVERY ? await deliveryOf(db, state.bookings, order.id) : null,
    transfer: order.paymentType === PaymentType.TRANSFER ? transferOf(order, store.transferAccount) : null,
    version: order.version,
    editable_until: edit.until === null ? null : Math.floor(edit.until / 1000),
    editable_until_accepted: edit.untilAccepted,
    events: await orderEvents(db, order.id),
  };
}

/**
 * The delivery of an order the caller owns (spec §4 Delivery status; GET /api/orders/{orderId}/delivery).
 * @throws ApiError order_not_found (404) for someone else's or an unknown order; not_found (404) when the
 *   order has no delivery.
 */
export async function getOrderDelivery(
  db: Db,
  bookings: BookingQueue,
  orderId: string,
  caller: OrderCaller,
): Promise<OrderDeliveryResponse> {
  await requireOrderOwner(db, orderId, caller);
  const delivery = await deliveryOf(db, bookings, orderId);
  if (!delivery) throw new ApiError('not_found', '這筆訂單沒有外送');
  return delivery;
}
