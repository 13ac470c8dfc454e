/**
 * A printed ticket of an order for the kitchen and the counter (docs/features.md "Store console"): the text of
 * each block of a 58 mm or 80 mm receipt, in the order the kitchen reads it — the order number, type and when
 * (table, reservation with its party, waiting number), every line with its options, set-meal picks and
 * 品項備註, the 加購, the diner's 訂單備註, the recipient and address of a 外送 / 宅配 order, then payment,
 * total, invoice and contact. The words are the domain's order labels, the ones the board and the diner's
 * pages use, so a ticket says what the screen says.
 */
import {
  type ConsoleOrder,
  customItemText,
  dueTimeText,
  formatCurrency,
  invoiceLabel,
  orderCouponText,
  orderLineTexts,
  orderMemoText,
  orderTypeLabel,
  partySizeText,
  paymentStatusLabel,
  paymentTypeName,
  shippingAddressText,
  taipeiDate,
  taipeiTime,
  waitingNumberText,
} from '@iding/domain';

/** The receipt paper widths the ticket is laid out for, millimetres. */
export const TICKET_WIDTHS = [58, 80] as const;
export type TicketWidth = (typeof TICKET_WIDTHS)[number];

/** A ticket's text, block by block (each block one printed group between rules). */
export interface Ticket {
  store: string;
  /** 「#012」, printed large. */
  number: string;
  /** 「內用・預約訂位」, printed large. */
  type: string;
  /** 「訂位時間 12/9（三）18:30」, 「桌號 5」, 「4 位」, 「候位 3 號」: what decides when and where. */
  when: string[];
  /** Each line and its indented details (two spaces), then the 加購. */
  lines: string[];
  /** 訂單備註, and the recipient and address of a 外送 / 宅配 order. */
  notes: string[];
  /** Payment, total, invoice, contact and when the order was placed. */
  footer: string[];
}

/** "2026-12-08 01:55" (Asia/Taipei) of epoch seconds. */
function dateTime(epochSeconds: number): string {
  const ms = epochSeconds * 1000;
  return `${taipeiDate(ms)} ${taipeiTime(ms)}`;
}

/**
 * The ticket of `order` of store `storeName`, its times read against `nowMs` (epoch ms: a time on another
 * day carries its date).
 */
export function orderTicket(order: ConsoleOrder, storeName: string, nowMs: number): Ticket {
  const when: string[] = [];
  const due = dueTimeText(order, nowMs);
  if (due) when.push(due);
  if (order.table_number) when.push(`桌號 ${order.table_number}`);
  if (order.waiting_number !== null) when.push(waitingNumberText(order.waiting_number));
  if (order.party_size) when.push(partySizeText(order.party_size));

  const lines = order.items.flatMap((item) => orderLineTexts(item));
  for (const c of order.custom_items) lines.push(`${customItemText(c.name)} ${formatCurrency(c.price)}`);

  const notes: string[] = [];
  if (order.memo) notes.push(orderMemoText(order.memo));
  const ship = order.shipping_infos;
  if (ship) {
    notes.push(`收件人 ${ship.recipient} ${ship.phone}`);
    notes.push(shippingAddressText(ship));
  }

  const footer = [
    `${paymentTypeName(order.payment_type)} · ${paymentStatusLabel(order.payment_status, order.payment_type, order.order_type)}`,
  ];
  if (order.shipping_fee > 0) footer.push(`運費 ${formatCurrency(order.shipping_fee)}`);
  for (const c of order.coupons) footer.push(orderCouponText(c.name, c.discount));
  footer.push(`合計 ${formatCurrency(order.total)}`);
  footer.push(`發票：${invoiceLabel(order)}`);
  footer.push(`訂購人 ${order.contact_name} ${order.contact_phone}`);
  footer.push(`下單 ${dateTime(order.created_at)}`);

  return {
    store: storeName,
    number: `#${order.item_name}`,
    type: orderTypeLabel(order.order_type, order.order_tab_type),
    when,
    lines,
    notes,
    footer,
  };
}
