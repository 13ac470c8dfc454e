/**
 * Member order contracts (spec §3 Order, Cart; spec §4 order and payment status; spec §7
 * GET /api/orders, DELETE /api/orders/{orderId}, …/transactions, …/again; spec §8 order_item_changed,
 * order_item_not_exists, cancel_order). Money in TWD, times "YYYY-MM-DD HH:MM:00" Asia/Taipei or epoch seconds.
 */
import { z } from 'zod';
import { ZCart } from './cart';
import { ZOrderDeliveryResponse } from './delivery';
import { isOnlinePayment, OrderStatus, PaymentStatus } from './enums';
import { ZCustomItem } from './store';
import { zText } from './text';

/** History page size (spec §9 "history page size 30"); at most 50 a page. */
export const ORDER_HISTORY_PER_PAGE = 30;
export const ORDER_HISTORY_MAX_PER_PAGE = 50;

/**
 * True when the diner may still cancel an order: it is SUBMITTED (spec §4) and unpaid, paid
 * by a non-online means such as cash at the counter (spec §5 "online payments"), or paid online in full
 * (then refunded in full through the provider). The API applies the same rule with
 * conditional UPDATEs; the web uses this to show the cancel button. Not once the store has accepted it
 * (accepted_at set: the kitchen has started; the diner calls the store instead).
 */
export function isCancellable(order: {
  status: number;
  payment_status: number;
  payment_type: number;
  /** Epoch seconds the store accepted the order (console 接單), or null. */
  accepted_at: number | null;
}): boolean {
  return (
    order.status === OrderStatus.SUBMITTED &&
    order.accepted_at === null &&
    (order.payment_status === PaymentStatus.UNPAID ||
      order.payment_status === PaymentStatus.PAID_FULL ||
      !isOnlinePayment(order.payment_type))
  );
}

/** GET /api/orders query (spec §7 "GET /api/orders (optional identifier)"). */
export const ZMemberOrdersQuery = z.object({
  page: z.coerce.number().int().min(1, '頁碼需為 1 以上').max(100_000).default(1).describe('1-based page'),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(ORDER_HISTORY_MAX_PER_PAGE, `每頁最多 ${ORDER_HISTORY_MAX_PER_PAGE} 筆`)
    .default(ORDER_HISTORY_PER_PAGE)
    .describe(`Orders a page, 1–${ORDER_HISTORY_MAX_PER_PAGE} (default ${ORDER_HISTORY_PER_PAGE})`),
  identifier: zText().min(1).max(100).optional().describe('Only the orders of this store'),
});
export type MemberOrdersQuery = z.infer<typeof ZMemberOrdersQuery>;

/** Pagination links of a member list (spec §3 "list with pagination links"). */
export const ZPaginationLinks = z.object({
  pagination: z.object({
    total: z.number().int().describe('Rows over all pages'),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int().describe('At least 1, also when there are no rows'),
  }),
});

/** One order of the member's history. */
export const ZMemberOrderSummary = z.object({
  id: zText(),
  item_name: zText().describe('Order number, sequential per store per business day'),
  identifier: zText().describe('Store identifier'),
  store_name: zText(),
  order_type: z.number().int(),
  status: z.number().int().describe('spec §4: SUBMITTED 1, READY 2, COMPLETED 3, CANCELLED 4'),
  status_name: zText().describe('zh-TW, e.g. 已送出'),
  accepted_at: z
    .number()
    .nullable()
    .describe('Epoch seconds the store accepted it (接單, shown as 製作中); null while waiting'),
  estimate_minutes: z.number().int().nullable().describe("The store's estimate when accepting, minutes"),
  payment_status: z.number().int().describe('spec §4: UNPAID 0, PAID_PARTIAL 1, PAID_FULL 2, REFUNDED 3'),
  payment_status_name: zText(),
  payment_type: z.number().int(),
  can_cancel: z
    .boolean()
    .describe('isCancellable(): SUBMITTED, not accepted by the store yet, not paid online'),
  target_time: zText().describe('"YYYY-MM-DD HH:MM:00", Asia/Taipei'),
  total: z.number().describe('TWD, net of discount'),
  discount: z
    .number()
    .describe('TWD taken off by the coupons the order uses (spec §3 Coupon / discount entry); 0 for none'),
  created_at: z.number().describe('Epoch seconds'),
  item_count: z.number().int().describe('Sum of item quantities'),
  items_summary: zText().describe(
    'e.g. "中●珍珠奶茶 ×2、早餐套餐（香雞漢堡＋冰奶茶大杯） ×1", in cart order; a set meal names its picks',
  ),
  shipping_fee: z.number().describe('TWD, 宅配 / 外送 fee (included in total); 0 for other types'),
  delivery: ZOrderDeliveryResponse.nullable().describe(
    "外送 (2) only: the courier's status with its zh-TW name and cancellation reason (spec §4); else null",
  ),
  custom_items: z.array(ZCustomItem).describe('Custom items of the order (環保餐具, 提袋), TWD'),
});
export type MemberOrderSummary = z.infer<typeof ZMemberOrderSummary>;

/** GET /api/orders response: the member's orders, newest first. */
export const ZMemberOrdersResponse = z.object({
  data: z.array(ZMemberOrderSummary),
  links: ZPaginationLinks,
});
export type MemberOrdersResponse = z.infer<typeof ZMemberOrdersResponse>;

/** DELETE /api/orders/{orderId} response: the order after cancelling. */
export const ZCancelOrderResponse = z.object({
  id: zText(),
  item_name: zText(),
  status: z.number().int().describe('CANCELLED 4'),
  status_name: zText(),
  payment_status: z.number().int(),
  payment_status_name: zText(),
});
export type CancelOrderResponse = z.infer<typeof ZCancelOrderResponse>;

/** A payment record of an order (spec §3 "order transactions"; spec §3 Transaction record types). */
export const ZOrderTransaction = z.object({
  id: zText(),
  type: z
    .number()
    .int()
    .describe('spec §3 transaction record type: cash 0, store credit 2, credit card 11, …'),
  payment_type: z.number().int(),
  amount: z.number().describe('TWD; negative for a refund'),
  created_at: z.number().describe('Epoch seconds'),
});
export type OrderTransaction = z.infer<typeof ZOrderTransaction>;

/** GET /api/orders/{orderId}/transactions response. */
export const ZOrderTransactionsResponse = z.object({
  transactions: z.array(ZOrderTransaction),
  payment_status: z.number().int(),
  payment_status_name: zText(),
});
export type OrderTransactionsResponse = z.infer<typeof ZOrderTransactionsResponse>;

/** GET /api/orders/{orderId}/again response (spec §7 "order-again data (cart, menu_version)"). */
export const ZOrderAgainResponse = z.object({
  cart: ZCart.describe('Priced from the current menu; only the items that can still be ordered'),
  menu_version: z.number().int(),
  changed: z
    .boolean()
    .describe('True when items of the order were left out (spec §8 order_item_changed: cart size differs)'),
  removed: z
    .array(z.object({ name: zText(), reason: zText().describe('zh-TW, e.g. 「中●珍珠奶茶」已售完') }))
    .describe('Items of the order left out, in order'),
});
export type OrderAgainResponse = z.infer<typeof ZOrderAgainResponse>;
