/**
 * The store's view of an order: everything the diner chose, nothing hidden from the store. One contract for
 * the console's board cards, its order detail and the CSV export (and a printed ticket later), produced on the
 * server by one function (apps/api/src/modules/orders/list-console-orders.ts). Its lines are the diner's own
 * (ZOrderLine, as GET /api/orders/{orderId} gives them), and both apps name its parts with the words of
 * rules/order-labels.ts, so the store reads what the diner reads. Money in TWD, times in epoch seconds.
 */
import { z } from 'zod';
import { ZOrderCoupon } from './coupons';
import { ZOrderDeliveryResponse } from './delivery';
import { ZOrderInvoice } from './invoice';
import { ZOrderLine, ZStoredShippingInfos } from './orders';
import { ORDER_TAB_TYPES } from './rules/order-types';
import { ZCustomItem } from './store';
import { zText } from './text';

/** An order as the store sees it (board card, order detail, CSV row). */
export const ZConsoleOrder = z.object({
  id: zText(),
  item_name: zText().describe('Order number shown to the diner, e.g. "003"'),
  stage: z
    .enum(['new', 'preparing', 'ready', 'completed', 'cancelled'])
    .describe('The board column: new (not accepted), preparing (accepted), ready, completed, cancelled'),
  status: z.number().int().describe('spec §4 Order status'),
  // --- the order type and its details (what the kitchen needs first) ---
  order_type: z.number().int().describe('spec §3 Order type: 外帶 0, 內用 1, 外送 2, 宅配 3'),
  order_tab_type: z
    .enum(ORDER_TAB_TYPES)
    .nullable()
    .describe(
      '內用 only (spec §3 orderTabType): ready-for-seat 現場入座 | reservation 預約訂位 | waiting 排隊候位',
    ),
  table_number: zText().nullable().describe('內用 ready-for-seat: the table'),
  party_size: z.number().int().nullable().describe('內用 reservation and waiting: number of people'),
  waiting_number: z
    .number()
    .int()
    .nullable()
    .describe("內用 waiting: the party's number on the store's waiting list of that day (1, 2, …)"),
  target_time: z
    .number()
    .int()
    .describe(
      'Epoch seconds: pickup (外帶), arrival (外送) or the reserved table (訂位); 宅配, seated and waiting orders ' +
        'have no time of their own (spec §5; targetTimeName is null) and carry when they were placed',
    ),
  is_asap: z.boolean().describe('As soon as possible: the diner chose no time; target_time is the earliest'),
  // --- what the diner chose ---
  items: z.array(ZOrderLine).describe("The lines, as the diner's order page shows them"),
  custom_items: z.array(ZCustomItem).describe('加購 of the whole order (提袋, 環保餐具), priced (TWD)'),
  memo: zText().describe('訂單備註: the diner\'s note on the whole order ("" when none)'),
  // --- who and where ---
  contact_name: zText(),
  contact_phone: zText(),
  shipping_infos: ZStoredShippingInfos.nullable().describe(
    '外送 and 宅配: recipient, phone, city, district, address and floor; null for other types',
  ),
  delivery: ZOrderDeliveryResponse.nullable().describe(
    "外送 only: the courier's status (spec §4) with its zh-TW name; null for other types and while no courier " +
      'is booked (the store arranges it)',
  ),
  // --- money, payment, invoice ---
  subtotal: z.number().describe('TWD, the lines'),
  shipping_fee: z.number().describe('TWD, 運費 (宅配) or 外送費 (外送); 0 for other types'),
  coupons: z
    .array(ZOrderCoupon)
    .describe('The coupons the order uses (ADR 031), each with what it takes off (TWD); [] when none'),
  discount: z.number().describe('TWD the coupons take off; 0 when none'),
  total: z.number().describe('TWD, subtotal plus shipping_fee plus the custom items, less discount'),
  payment_type: z.number().int().describe('spec §3 Payment type'),
  payment_status: z.number().int().describe('spec §4 Payment status'),
  transfer_last_five: zText()
    .nullable()
    .describe('轉帳: the last five digits of the account the diner reported transferring from; null before'),
  transfer_reported_at: z
    .number()
    .int()
    .nullable()
    .describe('轉帳: epoch seconds of the report; null before'),
  ...ZOrderInvoice,
  // --- history ---
  version: z.number().int().describe('1 when placed, +1 per change by the diner'),
  edited_at: z
    .number()
    .int()
    .nullable()
    .describe("Epoch seconds of the diner's last change (修改訂單); null when never changed"),
  created_at: z.number().int(),
  accepted_at: z.number().int().nullable(),
  estimate_minutes: z.number().int().nullable(),
  ready_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  cancel_reason: zText().nullable(),
});
export type ConsoleOrder = z.infer<typeof ZConsoleOrder>;
