/**
 * A member's order history (spec §7 GET /api/orders (optional identifier); spec §3 "order history";
 * docs/features.md "Members"): newest first, paginated like the points and store-credit lists
 * (data + links.pagination).
 */
import {
  fromCents,
  isCancellable,
  type MemberOrderSummary,
  type MemberOrdersQuery,
  type MemberOrdersResponse,
  ORDER_STATUS_NAMES,
  type OrderDeliveryResponse,
  type OrderStatus,
  OrderType,
  PAYMENT_STATUS_NAMES,
  type PaymentStatus,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { findOrderDeliveries } from '../delivery/get-order-delivery';
import { formatTargetTime } from './create-order';
import { customItemsOnWire } from './order-snapshots';
import { countMemberOrders, listMemberOrders, listOrderItemLines, type OrderRow } from './orders.queries';

/** Lines named in a history summary; the rest are counted ("… 等 5 項"). */
const SUMMARY_LINES = 3;

/** zh-TW name of an order status (spec §4), or "" for a number outside the spec. */
export function statusName(status: number): string {
  return ORDER_STATUS_NAMES[status as OrderStatus] ?? '';
}

/** zh-TW name of a payment status (spec §4), or "". */
export function paymentStatusName(status: number): string {
  return PAYMENT_STATUS_NAMES[status as PaymentStatus] ?? '';
}

/** A history line: name, quantity and, for a set meal, the entrees picked for its slots. */
interface SummaryLine {
  name: string;
  quantity: number;
  collections?: { entree: { name: string } }[];
}

/**
 * "中●珍珠奶茶 ×2、中●阿薩姆紅茶 ×1" for up to SUMMARY_LINES lines, then " 等 N 項" with the line count; a set
 * meal names its picks: "早餐套餐（香雞漢堡＋冰奶茶大杯）×1".
 */
export function summarizeItems(lines: SummaryLine[]): string {
  const named = lines
    .slice(0, SUMMARY_LINES)
    .map((l) => {
      const picks = (l.collections ?? []).map((c) => c.entree.name);
      return `${l.name}${picks.length > 0 ? `（${picks.join('＋')}）` : ''} ×${l.quantity}`;
    })
    .join('、');
  return lines.length > SUMMARY_LINES ? `${named} 等 ${lines.length} 項` : named;
}

function toSummary(
  order: OrderRow,
  store: { identifier: string; name: string },
  lines: SummaryLine[],
  delivery: OrderDeliveryResponse | null,
): MemberOrderSummary {
  return {
    id: order.id,
    item_name: order.orderNumber,
    identifier: store.identifier,
    store_name: store.name,
    order_type: order.orderType,
    status: order.status,
    status_name: statusName(order.status),
    accepted_at: order.acceptedAt ? Math.floor(order.acceptedAt.getTime() / 1000) : null,
    estimate_minutes: order.estimateMinutes,
    payment_status: order.paymentStatus,
    payment_status_name: paymentStatusName(order.paymentStatus),
    payment_type: order.paymentType,
    can_cancel: isCancellable({
      status: order.status,
      payment_status: order.paymentStatus,
      payment_type: order.paymentType,
      accepted_at: order.acceptedAt ? Math.floor(order.acceptedAt.getTime() / 1000) : null,
    }),
    target_time: formatTargetTime(order.targetTime.getTime()),
    total: fromCents(order.totalCents),
    discount: fromCents(order.discountCents),
    created_at: Math.floor(order.createdAt.getTime() / 1000),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    items_summary: summarizeItems(lines),
    shipping_fee: fromCents(order.shippingFeeCents),
    delivery,
    custom_items: customItemsOnWire(order.customItems),
  };
}

/**
 * The member's orders, newest first, one page (two queries: the page with its total, then the item lines
 * of that page; a third only for a page past the last one, to still report the total).
 * @param userId the logged-in member (the route requires a login; the query only ever reads their orders).
 * @param query page (1-based), per_page (1–50, default 30), identifier (only that store's orders; an
 *   unknown identifier gives an empty list).
 */
export async function listMemberOrdersPage(
  db: Db,
  userId: number,
  query: MemberOrdersQuery,
): Promise<MemberOrdersResponse> {
  const { page, per_page: perPage, identifier } = query;
  const rows = await listMemberOrders(db, userId, {
    identifier,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const total = rows[0]?.total ?? (page > 1 ? await countMemberOrders(db, userId, identifier) : 0);
  const lines = await listOrderItemLines(
    db,
    rows.map((r) => r.order.id),
  );
  // 外送 orders' courier status: one more query, only when the page has any.
  const deliveryIds = rows.filter((r) => r.order.orderType === OrderType.DELIVERY).map((r) => r.order.id);
  const deliveries = deliveryIds.length ? await findOrderDeliveries(db, deliveryIds) : new Map();
  const linesOf = new Map<string, SummaryLine[]>();
  for (const line of lines) {
    const list = linesOf.get(line.orderId);
    if (list) list.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  return {
    data: rows.map((r) =>
      toSummary(
        r.order,
        { identifier: r.storeIdentifier, name: r.storeName },
        linesOf.get(r.order.id) ?? [],
        deliveries.get(r.order.id) ?? null,
      ),
    ),
    links: {
      pagination: {
        total,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    },
  };
}
