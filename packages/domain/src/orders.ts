/**
 * Order contracts (spec §3 "Order draft", "Completed order"; spec §7 Orders calls).
 */
import { z } from 'zod';
import { ZCart, ZCartInput } from './cart';
import { ZInvoiceFields, ZOrderInvoice } from './invoice';
import { FIELD_LIMITS } from './limits';
import { hasInvalidChar, VALIDATION_MESSAGES } from './rules/validators';
import { zText } from './text';

/** "YYYY-MM-DD HH:MM:00" in Asia/Taipei (spec §5: target time is date plus time, seconds :00). */
export const ZTargetTime = zText()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d(:00)?$/, '取餐時間格式錯誤')
  .describe('"YYYY-MM-DD HH:MM:00", Asia/Taipei; null or absent = as soon as possible');

/** POST /api/orders/check_order body (spec §7). */
export const ZCheckOrderRequest = z.object({
  app_version: zText().max(50).optional(),
  device_id: zText().max(50).optional(),
  identifier: zText().min(1).max(100),
  menu_version: z.number().int(),
  order_type: z.number().int(),
  payment_type: z.number().int(),
  target_time: ZTargetTime.nullable().optional(),
  table_number: zText().max(20).nullable().optional(),
  uuid: zText().max(100).nullable().optional(),
  coupons: z
    .array(z.object({ id: z.union([zText(), z.number()]), code: zText().optional() }))
    .max(20)
    .default([]),
  custom_item_ids: z
    .array(z.union([zText(), z.number()]))
    .max(20)
    .default([]),
  cart: ZCartInput,
  // Taiwan e-invoice (issue #12 §4): invoice_type (default paper), invoice_value, company_title.
  ...ZInvoiceFields,
});
export type CheckOrderRequest = z.infer<typeof ZCheckOrderRequest>;

/** POST /api/orders/check_order response (spec §7). */
export const ZCheckOrderResponse = z.object({
  cart: ZCart,
  remove_coupons: z.array(z.unknown()),
  apply_coupons: z.array(z.unknown()),
});
export type CheckOrderResponse = z.infer<typeof ZCheckOrderResponse>;

/**
 * POST /api/orders/order body: check_order fields plus contact and memo (spec §3 contactBase, orderMemo;
 * spec §5 forms). name ≤ FIELD_LIMITS.name, memo ≤ FIELD_LIMITS.memo characters; the phone as typed, which
 * the service reads with `parseOrderPhone` (a Taiwan mobile however written, stored as "0912345678"; issue
 * #11 §2). The checkout form is built from these fields (apps/web/src/features/cart/utils/checkout-schema.ts),
 * so its messages are these: they say what to type (請輸入姓名, 請輸入 09 開頭的 10 碼手機號碼).
 */
export const ZCreateOrderRequest = ZCheckOrderRequest.extend({
  name: zText()
    .trim()
    .min(1, VALIDATION_MESSAGES.name)
    .max(FIELD_LIMITS.name, VALIDATION_MESSAGES.max(FIELD_LIMITS.name))
    // spec §5 invalidChar (issue #12 §2 Notes): no "#" in names and memos.
    .refine((s) => !hasInvalidChar(s), VALIDATION_MESSAGES.invalid_char),
  phone: zText()
    .trim()
    .min(1, VALIDATION_MESSAGES.orderPhone)
    .max(FIELD_LIMITS.phoneInput, VALIDATION_MESSAGES.orderPhone),
  memo: zText()
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
  total: z.number(),
});
export type CreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

/**
 * What the diner tells the counter to collect an order (issue #11 §2): its number, or, at a store that
 * hides order serials (spec §3 store info hide_order_serial), the last three digits of the contact phone.
 */
export const ZPickupBy = z
  .enum(['order_number', 'phone_last3'])
  .describe('order_number: tell the order number; phone_last3: the store hides serials (hide_order_serial)');
export type PickupBy = z.infer<typeof ZPickupBy>;

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
  table_number: zText().nullable(),
  target_time: zText(),
  is_asap: z.boolean(),
  name: zText(),
  phone: zText(),
  memo: zText(),
  items: z.array(
    z.object({
      id: zText(),
      name: zText(),
      quantity: z.number().int(),
      memo: zText(),
      subtotal: z.number(),
      total: z.number(),
      options: z.array(
        z.object({
          id: zText(),
          name: zText(),
          group_name: zText(),
          quantity: z.number().int(),
          price: z.number(),
        }),
      ),
    }),
  ),
  subtotal: z.number(),
  total: z.number(),
  created_at: z.number().describe('Epoch seconds'),
  pickup_by: ZPickupBy,
  // Taiwan e-invoice of the order (issue #12 §4).
  ...ZOrderInvoice,
});
export type OrderResponse = z.infer<typeof ZOrderResponse>;

/** POST /api/orders/order/avail_time body (spec §7). total = number of items (for Jumbo). */
export const ZAvailTimeRequest = z.object({
  identifier: zText().min(1).max(100),
  order_type: z.number().int().default(0),
  timezone: z.number().min(-12).max(14).optional().describe('Client UTC offset in hours (spec §9)'),
  total: z.number().int().min(0).max(10000).default(0).describe('Cart size (items) for the Jumbo rule'),
});
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
