/**
 * 查詢訂單 (ours, beside spec §2 order history; ADR 028): a diner who ordered without a login finds their recent
 * orders by the phone on the order plus an SMS code, like the member codes of spec §4 Registration steps (same
 * 6 digits, expiry, attempts and limits, OTP_RULES). Once the code is right, the browser may open those orders.
 * Money in TWD; times "YYYY-MM-DD HH:MM:00" Asia/Taipei.
 */
import { z } from 'zod';
import { parseOrderPhone, VALIDATION_MESSAGES } from './rules/validators';
import { zText } from './text';
import { OTP_RULES, ZPhoneInput } from './user';

/** The OTP purpose of a 查詢訂單 code: kept apart from the spec's four (spec §3 OTP purposes) in limits and use. */
export const ORDER_LOOKUP_PURPOSE = 'ORDER_LOOKUP';

/** How far back 查詢訂單 looks and how long its access lasts, in days. */
export const GUEST_LOOKUP_RULES = {
  /** Orders placed within this many days are found. */
  days: 30,
  /** A browser keeps access to the orders it found this many days. */
  grantDays: 30,
} as const;

/** The phone as on an order (a Taiwan mobile, 09xxxxxxxx, spec §5 phone rule), as typed. */
const ZLookupPhone = ZPhoneInput.refine((p) => parseOrderPhone(p) !== null, VALIDATION_MESSAGES.orderPhone);

/** POST /api/orders/guest_lookup/verify: send a code to the phone used on the orders. */
export const ZGuestLookupCodeRequest = z.object({ phone: ZLookupPhone });
export type GuestLookupCodeRequest = z.infer<typeof ZGuestLookupCodeRequest>;

/** The same answer whether or not the phone has orders (nothing is told before the code is checked). */
export const ZGuestLookupCodeResponse = z.object({
  status: z.literal(0),
  message: zText(),
  /** Epoch seconds when the code expires. */
  expire_time: z.number().int(),
  /** Seconds until another code may be requested. */
  resend_after: z.number().int(),
});
export type GuestLookupCodeResponse = z.infer<typeof ZGuestLookupCodeResponse>;

/** POST /api/orders/guest_lookup/check_verify: the code; a right one opens the phone's guest orders. */
export const ZGuestLookupCheckRequest = z.object({
  phone: ZLookupPhone,
  code: zText()
    .trim()
    .regex(/^\d{6}$/, VALIDATION_MESSAGES.digits(OTP_RULES.length)),
});
export type GuestLookupCheckRequest = z.infer<typeof ZGuestLookupCheckRequest>;

/** One order found by 查詢訂單. */
export const ZGuestOrderSummary = z.object({
  id: zText(),
  item_name: zText().describe('Order number, sequential per store per business day'),
  identifier: zText().describe('Store identifier'),
  store_name: zText(),
  ordered_at: zText().describe('When it was placed, "YYYY-MM-DD HH:MM:00" Asia/Taipei'),
  total: z.number().describe('TWD'),
  status: z.number().int().describe('spec §4: SUBMITTED 1, READY 2, COMPLETED 3, CANCELLED 4'),
  status_name: zText().describe('zh-TW, e.g. 已送出'),
});
export type GuestOrderSummary = z.infer<typeof ZGuestOrderSummary>;

/** The guest orders this browser may open, newest first (placed within GUEST_LOOKUP_RULES.days). */
export const ZGuestOrdersResponse = z.object({
  status: z.literal(0),
  data: z.array(ZGuestOrderSummary),
});
export type GuestOrdersResponse = z.infer<typeof ZGuestOrdersResponse>;
