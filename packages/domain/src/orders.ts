/**
 * Order contracts (spec §3 "Order draft", "Completed order"; spec §7 Orders calls).
 */
import { z } from 'zod';
import { ZCart, ZCartInput, ZPricedCollection } from './cart';
import { ZCouponRef, ZDiscountEntry, ZOrderCoupon } from './coupons';
import { ZOrderDeliveryResponse } from './delivery';
import { ZInvoiceFields, ZOrderInvoice } from './invoice';
import { FIELD_LIMITS } from './limits';
import { ZOrderEditFields } from './order-events';
import { POINT_BALANCE_MAX } from './points';
import { MAX_PARTY_SIZE, ORDER_TAB_TYPES } from './rules/order-types';
import { hasInvalidChar, VALIDATION_MESSAGES } from './rules/validators';
import { ZCustomItem } from './store';
import { zPlainText, zText, zTrimmedText } from './text';

/** "YYYY-MM-DD HH:MM:00" in Asia/Taipei (spec §5: target time is date plus time, seconds :00). */
export const ZTargetTime = zText()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d(:00)?$/, '取餐時間格式錯誤')
  .describe('"YYYY-MM-DD HH:MM:00", Asia/Taipei; null or absent = as soon as possible');

/**
 * Strict request objects: an unknown field is a 400 naming it, never silently dropped.
 * The error handler prefixes the path, e.g. 「輸入資料有誤：(body) 不接受的欄位：foo」.
 */
function unknownFieldError(issue: { code?: string; keys?: string[] }): string | undefined {
  if (issue.code === 'unrecognized_keys') return `不接受的欄位：${(issue.keys ?? []).join('、')}`;
  return undefined;
}

/**
 * Shipping / delivery address and recipient (spec §3 Order draft shippingInfos; 宅配 and 外送).
 * shipping_city / shipping_district come from the zip table (TW_DISTRICTS, checked by the server);
 * shipping_floor is free text ("5樓之1"), may be ''.
 */
export const ZShippingInfos = z.strictObject(
  {
    recipient: zTrimmedText(FIELD_LIMITS.name).min(1, '請輸入收件人'),
    phone: zText()
      .trim()
      .min(1, VALIDATION_MESSAGES.orderPhone)
      .max(FIELD_LIMITS.phoneInput, VALIDATION_MESSAGES.orderPhone),
    shipping_city: zTrimmedText(FIELD_LIMITS.placeName).min(1, '請選擇縣市'),
    shipping_district: zTrimmedText(FIELD_LIMITS.placeName).min(1, '請選擇區域'),
    shipping_address: zTrimmedText(FIELD_LIMITS.address).min(1, '請輸入地址'),
    shipping_floor: zTrimmedText(FIELD_LIMITS.floor).default(''),
  },
  { error: unknownFieldError },
);
export type ShippingInfos = z.infer<typeof ZShippingInfos>;

/**
 * shipping_infos as the order responses carry them: the stored values, read with zText only, so an order saved
 * before a request rule (zTrimmedText's bidi refusal) is still served rather than failing its response.
 */
export const ZStoredShippingInfos = z.object({
  recipient: zText(),
  phone: zText(),
  shipping_city: zText(),
  shipping_district: zText(),
  shipping_address: zText(),
  shipping_floor: zText(),
});

/**
 * POST /api/orders/check_order body (spec §7). Strict: unknown fields are refused (400).
 * Order-type block (kept together, e-invoice fields go in their own block):
 * - order_tab_type: dine-in (1) only, one of ORDER_TAB_TYPES; required for dine-in.
 * - table_number: ready-for-seat only (spec §5), "1".."table_limit".
 * - party_size: dine-in reservation and waiting, 1..MAX_PARTY_SIZE people.
 * - target_time: not for ready-for-seat, waiting or ship (spec §5, sendsTargetTime).
 * - shipping_infos: ship (3) and delivery (2).
 * - quote_id: delivery (2) only: the quote of POST /api/orders/quote whose fee the server adds.
 */
export const ZCheckOrderRequest = z.strictObject(
  {
    app_version: zText().max(50).optional(),
    device_id: zText().max(50).optional(),
    identifier: zText().min(1).max(100),
    menu_version: z.number().int(),
    order_type: z.number().int(),
    payment_type: z.number().int(),
    uuid: zText().max(100).nullable().optional(),
    coupons: z
      .array(ZCouponRef)
      .max(20)
      .default([])
      .describe(
        'Coupons the diner chose, in their order (spec §7: id each, plus code for promo codes). The server ' +
          'decides what each takes off; check_order answers apply_coupons / remove_coupons, and order refuses ' +
          'one that does not apply (422 coupon_not_applicable)',
      ),
    point_redeem: z
      .number({ error: '折抵點數須為整數' })
      .int('折抵點數須為整數')
      .min(0, '折抵點數不可為負數')
      .max(POINT_BALANCE_MAX)
      .default(0)
      .describe(
        'Points to redeem (spec §7 point_redeem; members only, where the store redeems points). check_order ' +
          'answers how many apply (order_point.order_point_redeem, at most point_redeem_max); order refuses ' +
          'a number that does not (422 points_not_applicable)',
      ),
    custom_item_ids: z
      .array(z.union([zText().max(100), z.number()]))
      .max(20)
      .default([])
      .describe(
        'Ids of the store info custom_items chosen (環保餐具, 提袋), each once; priced by the server',
      ),
    cart: ZCartInput,
    // --- order type block ---
    target_time: ZTargetTime.nullable().optional(),
    order_tab_type: z
      .enum(ORDER_TAB_TYPES, { error: '內用方式須為 ready-for-seat、reservation 或 waiting' })
      .nullable()
      .optional()
      .describe('Dine-in only (spec §3 orderTabType): ready-for-seat | reservation | waiting'),
    table_number: zText()
      .max(20)
      .nullable()
      .optional()
      .describe('Dine-in ready-for-seat only: "1".."table_limit"'),
    party_size: z
      .number({ error: '用餐人數須為整數' })
      .int('用餐人數須為整數')
      .min(1, '用餐人數至少 1 位')
      .max(MAX_PARTY_SIZE, `線上訂位最多 ${MAX_PARTY_SIZE} 位，更多人數請來電`)
      .nullable()
      .optional()
      .describe('Dine-in reservation and waiting: number of people'),
    shipping_infos: ZShippingInfos.nullable()
      .optional()
      .describe('Ship (3) and delivery (2): recipient and address'),
    quote_id: zText()
      .max(100)
      .nullable()
      .optional()
      .describe('Delivery (2) only: POST /api/orders/quote quote_id'),
    // --- end of order type block ---
    // Taiwan e-invoice: invoice_type (default paper), invoice_value, company_title.
    ...ZInvoiceFields,
  },
  { error: unknownFieldError },
);
export type CheckOrderRequest = z.infer<typeof ZCheckOrderRequest>;

/**
 * spec §3 combinedOrder.order_point: the points an order redeems (order_point_redeem, whole points) and what they
 * take off (order_point_discount, TWD), and what it will earn when the store completes it (order_point_gain). Points
 * are redeemed per order here, so the item_* fields are 0 and each total_* is its order_* value.
 */
export const ZOrderPoint = z.object({
  item_point_discount: z.number(),
  item_point_gain: z.number().int(),
  item_point_redeem: z.number().int(),
  order_point_discount: z.number().describe('TWD'),
  order_point_gain: z.number().int(),
  order_point_redeem: z.number().int(),
  total_order_point_discount: z.number().describe('TWD'),
  total_order_point_gain: z.number().int(),
  total_order_point_redeem: z.number().int(),
});
export type OrderPoint = z.infer<typeof ZOrderPoint>;

/** POST /api/orders/check_order response (spec §7). */
export const ZCheckOrderResponse = z.object({
  cart: ZCart,
  remove_coupons: z
    .array(ZDiscountEntry)
    .describe('Chosen coupons that do not apply, each with the reason (spec §4 Coupons)'),
  apply_coupons: z.array(ZDiscountEntry).describe('Chosen coupons that apply, with what each takes off'),
  discount: z.number().describe('TWD taken off by apply_coupons, never more than the cart total'),
  order_point: ZOrderPoint,
  point_balance: z.number().int().describe("The member's points at the store (0 for a visitor)"),
  point_redeem_max: z
    .number()
    .int()
    .describe(
      'The most points this order may redeem now (0: not a member, no points, or none redeemed here)',
    ),
  shipping_fee: z
    .number()
    .describe('TWD: the ship fee (Ship.ShippingFee) or the quoted delivery fee; 0 otherwise'),
  custom_items: z
    .array(ZCustomItem)
    .describe('The custom items of custom_item_ids, priced from the store (TWD), in the store order'),
  total: z
    .number()
    .describe(
      'TWD: cart total plus shipping_fee plus custom_items less discount and the points redeemed ' +
        '(order_point.order_point_discount), what the order will cost',
    ),
});
export type CheckOrderResponse = z.infer<typeof ZCheckOrderResponse>;

/**
 * POST /api/orders/order body: check_order fields plus contact and memo (spec §3 contactBase, orderMemo;
 * spec §5 forms). name ≤ FIELD_LIMITS.name, memo ≤ FIELD_LIMITS.memo characters; the phone as typed, which
 * the service reads with `parseOrderPhone` (a Taiwan mobile however written, stored as "0912345678").
 * The checkout form is built from these fields (apps/web/src/features/cart/utils/checkout-schema.ts),
 * so its messages are these: they say what to type (請輸入姓名, 請輸入 09 開頭的 10 碼手機號碼).
 */
export const ZCreateOrderRequest = ZCheckOrderRequest.extend({
  name: zTrimmedText(FIELD_LIMITS.name)
    .min(1, VALIDATION_MESSAGES.name)
    // spec §5 invalidChar: no "#" in names and memos.
    .refine((s) => !hasInvalidChar(s), VALIDATION_MESSAGES.invalid_char),
  phone: zText()
    .trim()
    .min(1, VALIDATION_MESSAGES.orderPhone)
    .max(FIELD_LIMITS.phoneInput, VALIDATION_MESSAGES.orderPhone),
  memo: zPlainText()
    .max(FIELD_LIMITS.memo, VALIDATION_MESSAGES.max(FIELD_LIMITS.memo))
    .refine((s) => !hasInvalidChar(s), VALIDATION_MESSAGES.invalid_char)
    .default(''),
});
export type CreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

/** POST /api/orders/order response (spec §3 Completed order). total in TWD. */
export const ZCreateOrderResponse = z.object({
  id: zText(),
  item_name: zText().describe('Order number, sequential per store per business day'),
  order_type: z.number().int(),
  payment_type: z.number().int(),
  table_number: zText().nullable(),
  target_time: zText().describe('"YYYY-MM-DD HH:MM:00", Asia/Taipei'),
  total: z.number().describe('TWD, shipping fee included'),
  order_tab_type: z.enum(ORDER_TAB_TYPES).nullable(),
  waiting_number: z
    .number()
    .int()
    .nullable()
    .describe("Dine-in waiting: the party's number on the day's list"),
});
export type CreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/**
 * What the diner tells the counter to collect an order: its number, or, at a store that
 * hides order serials (spec §3 store info hide_order_serial), the last three digits of the contact phone.
 */
export const ZPickupBy = z
  .enum(['order_number', 'phone_last3'])
  .describe('order_number: tell the order number; phone_last3: the store hides serials (hide_order_serial)');
export type PickupBy = z.infer<typeof ZPickupBy>;

/**
 * One line of a placed order as it was priced when placed (spec §3 Cart item: name, quantity, memo, options,
 * collections): the diner's order page (GET /api/orders/{orderId}) and the store's view of the order
 * (ZConsoleOrder) carry the same lines, so both read alike. Money in TWD.
 */
export const ZOrderLine = z.object({
  id: zText().describe('Entree id'),
  name: zText(),
  quantity: z.number().int(),
  memo: zText().describe('品項備註: the diner\'s note on this line ("" when none)'),
  subtotal: z.number().describe('Unit price with options and upgrades, TWD'),
  total: z.number().describe('subtotal × quantity, TWD'),
  options: z.array(
    z.object({
      id: zText(),
      name: zText(),
      group_name: zText(),
      quantity: z.number().int(),
      price: z.number().describe('TWD per unit of the option'),
    }),
  ),
  collections: z
    .array(ZPricedCollection)
    .optional()
    .describe('Set meals only (spec §3 item collections): the pick of each slot, as priced'),
});
export type OrderLine = z.infer<typeof ZOrderLine>;

/**
 * A 轉帳 order's payment (docs/features.md "轉帳"): the store's account as set now, when to pay by, and the
 * diner's report (last five digits of the account transferred from) once made.
 */
export const ZOrderTransfer = z.object({
  bank_code: zText().describe('Taiwan bank code, 3 digits'),
  bank_name: zText(),
  account_number: zText().describe('10–16 digits'),
  account_name: zText().describe('戶名'),
  deadline: z
    .number()
    .int()
    .describe('Epoch seconds: pay by then (deadline_hours after ordering, never after target_time)'),
  last_five: zText()
    .nullable()
    .describe("The diner's report: last five digits of their account; null before"),
  reported_at: z.number().int().nullable().describe('Epoch seconds of the last report; null before'),
});
export type OrderTransfer = z.infer<typeof ZOrderTransfer>;

/** GET /api/orders/{orderId} response. Money in TWD. */
export const ZOrderResponse = z.object({
  id: zText(),
  item_name: zText(),
  identifier: zText(),
  store_name: zText(),
  store_phone: zText(),
  store_address: zText(),
  order_type: z.number().int(),
  payment_type: z.number().int(),
  status: z.number().int(),
  payment_status: z.number().int(),
  accepted_at: z
    .number()
    .int()
    .nullable()
    .describe('Epoch seconds the store accepted the order (製作中); null before'),
  cancel_reason: zText()
    .nullable()
    .describe(
      'Why the store cancelled the order (CANCELLED 4), as the diner is told: the reason staff gave, or ' +
        'UNACCEPTED_CANCEL_REASON when the store never accepted it before its pickup time; null otherwise',
    ),
  released_to_store: z
    .boolean()
    .describe(
      'ADR 015 (isReleasedToStore): the store may see and prepare the order: paid offline, or ' +
        'PAID_FULL online. The store console lists only released orders; an unpaid online order never is.',
    ),
  cancelled_by: z
    .enum(['diner', 'store'])
    .nullable()
    .describe(
      'Who cancelled a CANCELLED order (spec §4): store = the store, with the reason it gave (cancel_reason); ' +
        "diner = not the store: the member's own cancel (DELETE /api/orders/{id}) or an online payment the " +
        'diner left unpaid until it expired. null unless CANCELLED.',
    ),
  table_number: zText().nullable(),
  target_time: zText(),
  is_asap: z.boolean(),
  name: zText(),
  phone: zText(),
  memo: zText(),
  items: z.array(ZOrderLine),
  subtotal: z.number().describe('TWD, the items'),
  shipping_fee: z.number().describe('TWD, 宅配 / 外送 fee; 0 for other types'),
  custom_items: z.array(ZCustomItem).describe('Custom items of the order (環保餐具, 提袋), priced (TWD)'),
  coupons: z.array(ZOrderCoupon).describe('The coupons the order uses, with what each takes off'),
  discount: z.number().describe('TWD taken off by the coupons'),
  point_redeem: z.number().int().describe('Points the order redeemed (0: none)'),
  point_discount: z.number().describe('TWD the redeemed points take off'),
  total: z
    .number()
    .describe('TWD, subtotal plus shipping_fee plus the custom items less discount and point_discount'),
  created_at: z.number().describe('Epoch seconds'),
  pickup_by: ZPickupBy,
  // Taiwan e-invoice of the order.
  ...ZOrderInvoice,
  order_tab_type: z.enum(ORDER_TAB_TYPES).nullable().describe('Dine-in only'),
  party_size: z.number().int().nullable(),
  shipping_infos: ZStoredShippingInfos.nullable(),
  waiting: z
    .object({
      number: z
        .number()
        .int()
        .describe("The party's number on the store's waiting list of that day (1, 2, …)"),
      ahead: z
        .number()
        .int()
        .describe('Parties of that store and day still waiting (SUBMITTED) with a smaller number'),
    })
    .nullable()
    .describe('Dine-in waiting orders only'),
  delivery: ZOrderDeliveryResponse.nullable().describe(
    "外送 (2) only: the courier's status (spec §4) with its zh-TW name, the fee, and the cancellation reason " +
      'and party once cancelled; null for other types, and for a 外送 order whose courier could not be booked ' +
      'yet (the store arranges the delivery and calls the diner)',
  ),
  transfer: ZOrderTransfer.nullable().describe(
    '轉帳 (payment type 4) only: the account to pay to, the deadline and the report; null for other types ' +
      'and when the store has removed its account',
  ),
  // Changing the order: version, editable_until, events.
  ...ZOrderEditFields,
});
export type OrderResponse = z.infer<typeof ZOrderResponse>;

/** POST /api/orders/order/avail_time body (spec §7). total = number of items (for Jumbo). */
export const ZAvailTimeRequest = z.strictObject(
  {
    identifier: zText().min(1).max(100),
    order_type: z.number().int().default(0),
    timezone: z.number().min(-12).max(14).optional().describe('Client UTC offset in hours (spec §9)'),
    total: z
      .number()
      .int()
      .min(0)
      .max(10000)
      .default(0)
      .describe(
        'Order size for the Jumbo rule: cart items, or the party size of a dine-in table if larger (jumboSize)',
      ),
  },
  { error: unknownFieldError },
);
export type AvailTimeRequest = z.infer<typeof ZAvailTimeRequest>;

/** Available times: "date#start#end" strings (spec §3), e.g. "2026-11-22#10:15#21:30". */
export const ZAvailTimeResponse = z.object({
  available_times: z.array(zText()),
  lead: z.object({ start: z.number().int(), end: z.number().int() }).describe('Waiting time window, minutes'),
  asap_available: z
    .boolean()
    .describe('True when the store is open now and can take an as-soon-as-possible order'),
});
export type AvailTimeResponse = z.infer<typeof ZAvailTimeResponse>;
