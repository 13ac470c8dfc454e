/**
 * The cart page in edit mode (spec §3 Modes create/edit): the checkout values of an order as
 * placed, and the PATCH body built the same way as a new order's (order-request.ts), plus its version.
 */
import type { CouponRef, EditOrderRequest, OrderResponse } from '@iding/domain';
import type { CartState } from '../../../stores/cart-store';
import type { CheckoutValues } from './checkout-schema';
import { buildCheckOrderRequest, buildCreateOrderRequest } from './order-request';

/** The checkout form's values for `order` as it was placed (times Asia/Taipei "HH:MM"). */
export function editValuesOf(order: OrderResponse): CheckoutValues {
  return {
    orderType: String(order.order_type),
    when: order.is_asap ? 'asap' : 'reserve',
    date: order.target_time.slice(0, 10),
    time: order.target_time.slice(11, 16),
    name: order.name,
    phone: order.phone,
    memo: order.memo,
    payment: String(order.payment_type),
    invoiceType: order.invoice_type,
    invoiceValue: order.invoice_value ?? '',
    companyTitle: order.company_title ?? '',
    tab: order.order_tab_type ?? 'ready-for-seat',
    tableNumber: order.table_number ?? '',
    partySize: String(order.party_size ?? 2),
    recipient: order.shipping_infos?.recipient ?? '',
    recipientPhone: order.shipping_infos?.phone ?? '',
    city: order.shipping_infos?.shipping_city ?? '',
    district: order.shipping_infos?.shipping_district ?? '',
    address: order.shipping_infos?.shipping_address ?? '',
    floor: order.shipping_infos?.shipping_floor ?? '',
  };
}

/**
 * What the diner chose and saw beyond the lines: the 加購 ids, the order's coupons (kept: spec §7 a change is
 * priced as a new order, with the coupons it names) and the 合計 on 儲存修改 (TWD; null: not sent, for an
 * order with coupons, whose discount the server prices again for the changed lines).
 */
export interface EditExtras {
  customItemIds: string[];
  coupons?: CouponRef[];
  shownTotal: number | null;
}

/** The coupons `order` uses, as a change sends them to keep them (id, plus code for a promo code: spec §7). */
export function orderCouponRefs(order: Pick<OrderResponse, 'coupons'>): CouponRef[] {
  return order.coupons.map((c) => (c.code ? { id: c.id, code: c.code } : { id: c.id }));
}

/**
 * PATCH /api/orders/{oid} body: the order body of POST /api/orders/order for these lines and values (the
 * server reprices), with the `version` the order was read at, the 加購 ids chosen on the edit page and, as
 * `shown_total`, the 合計 the diner saw (the server refuses to save another figure: 409 total_changed).
 */
export function buildEditOrderRequest(
  sid: string,
  lines: Pick<CartState, 'items' | 'menu_version'>,
  values: CheckoutValues,
  menuVersion: number,
  version: number,
  extras?: EditExtras,
): EditOrderRequest {
  const check = buildCheckOrderRequest(
    sid,
    lines,
    values,
    menuVersion,
    null,
    extras?.customItemIds ?? [],
    extras?.coupons ?? [],
  );
  const body: EditOrderRequest = { ...buildCreateOrderRequest(check, values), version };
  return extras && extras.shownTotal !== null ? { ...body, shown_total: extras.shownTotal } : body;
}
