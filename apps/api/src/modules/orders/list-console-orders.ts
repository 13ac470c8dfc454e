/**
 * The store's view of orders (packages/domain console-order.ts, ConsoleOrder): the one function that turns
 * stored orders into what the console's board cards, its order detail and the CSV export show, so nothing the
 * diner chose is hidden from the store. Lines are read exactly as the diner's order page reads them
 * (order-snapshots.ts orderLinesOnWire: options, set-meal picks with their options and upgrades, 品項備註),
 * with the order's custom items, 訂單備註, type details (table, reservation party, waiting number, recipient
 * and address), the courier's status, invoice, payment and whether the diner changed it.
 *
 * The caller has scoped the rows to one store and to orders released to it (store-orders.queries.ts).
 */
import { boardStage, type ConsoleOrder, fromCents, OrderType } from '@iding/domain';
import type { Db } from '../../db/client';
import { findOrderDeliveries } from '../delivery/get-order-delivery';
import { customItemsOnWire, orderCouponsOnWire, orderLinesOnWire } from './order-snapshots';
import {
  listLastEdits,
  listStoreOrderItems,
  listWaitingNumbers,
  type StoreOrderRow,
} from './store-orders.queries';

/** Orders read per query: the CSV of a quarter may hold tens of thousands (a bound on query parameters). */
const CHUNK = 1000;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** The facts of some orders kept apart from the order rows, by order id. */
interface Extras {
  lines: Map<string, Awaited<ReturnType<typeof listStoreOrderItems>>>;
  deliveries: Awaited<ReturnType<typeof findOrderDeliveries>>;
  edits: Map<string, Date>;
  waiting: Map<string, number>;
}

async function readExtras(db: Db, storeId: number, rows: readonly StoreOrderRow[]): Promise<Extras> {
  const ids = rows.map((r) => r.id);
  const deliveryIds = rows.filter((r) => r.orderType === OrderType.DELIVERY).map((r) => r.id);
  // Only an order the diner changed has a version past 1 and an edit to read.
  const editedIds = rows.filter((r) => r.version > 1).map((r) => r.id);
  const waitingDays = [
    ...new Set(rows.filter((r) => r.orderTabType === 'waiting').map((r) => r.businessDate)),
  ];
  const [items, deliveries, edits, waiting] = await Promise.all([
    listStoreOrderItems(db, ids),
    deliveryIds.length > 0 ? findOrderDeliveries(db, deliveryIds) : new Map(),
    listLastEdits(db, editedIds),
    listWaitingNumbers(db, storeId, waitingDays),
  ]);
  const lines: Extras['lines'] = new Map();
  for (const item of items) {
    const list = lines.get(item.orderId);
    if (list) list.push(item);
    else lines.set(item.orderId, [item]);
  }
  return { lines, deliveries, edits, waiting };
}

function toConsoleOrder(order: StoreOrderRow, extras: Extras): ConsoleOrder {
  const acceptedAt = seconds(order.acceptedAt);
  return {
    id: order.id,
    item_name: order.orderNumber,
    stage: boardStage({ status: order.status, accepted_at: acceptedAt }),
    status: order.status,
    order_type: order.orderType,
    order_tab_type: order.orderTabType ?? null,
    table_number: order.tableNumber,
    party_size: order.partySize ?? null,
    waiting_number: extras.waiting.get(order.id) ?? null,
    target_time: Math.floor(order.targetTime.getTime() / 1000),
    is_asap: order.isAsap,
    items: orderLinesOnWire(extras.lines.get(order.id) ?? []),
    custom_items: customItemsOnWire(order.customItems),
    memo: order.memo,
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    shipping_infos: order.shippingInfos ?? null,
    delivery: extras.deliveries.get(order.id) ?? null,
    subtotal: fromCents(order.subtotalCents),
    shipping_fee: fromCents(order.shippingFeeCents),
    coupons: orderCouponsOnWire(order.coupons),
    discount: fromCents(order.discountCents),
    total: fromCents(order.totalCents),
    payment_type: order.paymentType,
    payment_status: order.paymentStatus,
    transfer_last_five: order.transferLastFive,
    transfer_reported_at: seconds(order.transferReportedAt),
    invoice_type: order.invoiceType as ConsoleOrder['invoice_type'],
    invoice_value: order.invoiceValue,
    company_title: order.companyTitle,
    version: order.version,
    edited_at: seconds(extras.edits.get(order.id) ?? null),
    created_at: Math.floor(order.createdAt.getTime() / 1000),
    accepted_at: acceptedAt,
    estimate_minutes: order.estimateMinutes,
    ready_at: seconds(order.readyAt),
    completed_at: seconds(order.completedAt),
    cancel_reason: order.cancelReason,
  };
}

/**
 * Orders of store `storeId` as the store sees them (ConsoleOrder), in the order given: the board, the order
 * detail, a transition's answer and the CSV export all come through here. A few queries per thousand orders
 * (lines; and only when some need them: 外送 couriers, last changes, waiting numbers), whatever the count.
 */
export async function listConsoleOrders(
  db: Db,
  storeId: number,
  rows: readonly StoreOrderRow[],
): Promise<ConsoleOrder[]> {
  const out: ConsoleOrder[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const extras = await readExtras(db, storeId, chunk);
    for (const row of chunk) out.push(toConsoleOrder(row, extras));
  }
  return out;
}
