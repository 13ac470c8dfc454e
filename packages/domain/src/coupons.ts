/**
 * Coupons and promo codes: the spec's enumerations (spec §3 "Coupon applicability", "Discount source (apply_to)",
 * "Coupon use status", "Coupon types") and a coupon as the store defines it. What a coupon takes off an order
 * is decided by rules/coupon-discounts.ts, on the server, from these definitions; the client never sends an
 * amount (spec §7 check_order apply_coupons / remove_coupons). Money in TWD, instants in epoch seconds.
 */
import { z } from 'zod';
import { zText } from './text';

/** spec §3 Coupon applicability: who may use it (spec §5 "Coupon usable"). */
export const CouponApplicability = { ALL: 0, MEMBER: 1, VIP: 2, NOT_SUPPORT: 3 } as const;
export type CouponApplicability = (typeof CouponApplicability)[keyof typeof CouponApplicability];

/** spec §3 Discount source (a discount entry's apply_to): where the coupon came from. */
export const DiscountSource = { STORE: 0, PROMO_CODE: 1, COUPON: 2, NEW_CUSTOMER: 3, BIRTHDAY: 4 } as const;
export type DiscountSource = (typeof DiscountSource)[keyof typeof DiscountSource];

/** spec §3 Coupon use status of a member's coupon. */
export const CouponUseStatus = { CAN_BE_USED: 0, USED: 1 } as const;
export type CouponUseStatus = (typeof CouponUseStatus)[keyof typeof CouponUseStatus];

const zTwd = z.number().nonnegative().multipleOf(0.01);

/**
 * An amount or a percentage off: `amount` TWD, or `percent` 1–99 off (9 折 = 10) with an optional `max` TWD.
 * A percentage is taken in whole TWD, rounded down (rules/coupon-discounts.ts).
 */
export const ZCouponValue = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('amount'), amount: zTwd.positive() }),
  z.strictObject({
    kind: z.literal('percent'),
    percent: z.number().int().min(1).max(99),
    max: zTwd.positive().optional().describe('At most this many TWD off'),
  }),
]);

/**
 * What a coupon of each type gives (spec §3 Coupon types, by their wire names: BuyOneGetOneFreeCoupon,
 * DiscountCoupon, EntreeDiscountCoupon, GiftCoupon, MultipleDiscountCoupon).
 */
export const ZCouponBenefit = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('DiscountCoupon'),
    value: ZCouponValue.describe('Off the items total'),
  }),
  z.strictObject({
    type: z.literal('EntreeDiscountCoupon'),
    entree_ids: z.array(zText()).min(1),
    value: ZCouponValue.describe('Off each unit of the chosen entrees, never below $0 a unit'),
  }),
  z.strictObject({
    type: z.literal('BuyOneGetOneFreeCoupon'),
    entree_ids: z
      .array(zText())
      .min(1)
      .describe('The entrees it counts; of every two units the cheaper is free'),
  }),
  z.strictObject({
    type: z.literal('GiftCoupon'),
    gift_entree_id: zText().describe('The entree given free (spec §3 Coupon state giftItem)'),
  }),
  z.strictObject({
    type: z.literal('MultipleDiscountCoupon'),
    tiers: z
      .array(z.strictObject({ min_spend: zTwd.positive(), amount: zTwd.positive() }))
      .min(1)
      .max(10)
      .describe('Spend at least min_spend, get amount off; the highest tier reached applies'),
  }),
]);
export type CouponBenefit = z.infer<typeof ZCouponBenefit>;

/**
 * A coupon or promo code as the store defines it: what it gives (`benefit`), where it came from (`source`),
 * who may use it (`applicability`, spec §5), and when: `starts_at` ≤ now < `ends_at` (epoch seconds), at
 * least `min_spend` TWD of items, for `order_types` (empty: every type). An `exclusive` coupon is used alone.
 */
export const ZCouponDefinition = z.strictObject({
  id: zText(),
  name: zText().min(1).max(40),
  source: z.enum(DiscountSource),
  applicability: z.enum(CouponApplicability),
  exclusive: z.boolean(),
  min_spend: zTwd,
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  order_types: z.array(z.number().int()).max(5),
  benefit: ZCouponBenefit,
});
export type CouponDefinition = z.infer<typeof ZCouponDefinition>;

/**
 * The item note of the $0 line a GiftCoupon adds to an order (spec §3 Coupon state giftItem). A line with it and
 * a unit price of 0 is the coupon's, not the diner's: ordering again or changing the order leaves it out (the
 * coupon adds it again if it still applies).
 */
export const COUPON_GIFT_MEMO = '優惠券贈品';

/** True for the $0 line a GiftCoupon added (COUPON_GIFT_MEMO); `unitPrice` in any unit. */
export function isCouponGiftLine(line: { memo: string; unitPrice: number }): boolean {
  return line.memo === COUPON_GIFT_MEMO && line.unitPrice === 0;
}

/** A coupon the diner chose, as check_order and order send it (spec §7: `id` each, plus `code` for promo codes). */
export const ZCouponRef = z.object({
  id: z.union([zText().max(100), z.number()]),
  code: zText().max(40).optional(),
});
export type CouponRef = z.infer<typeof ZCouponRef>;

/**
 * spec §3 Coupon / discount entry, as check_order answers it in apply_coupons (removed false, message '') and
 * remove_coupons (removed true, message: why, zh-TW). `discount` TWD taken off by an applied coupon;
 * `gift_entree_id` the entree a GiftCoupon adds free. `code` only for promo codes.
 */
export const ZDiscountEntry = z.object({
  id: zText(),
  code: zText().nullable(),
  name: zText(),
  apply_to: z.enum(DiscountSource),
  exclusive: z.boolean(),
  discount: z.number().describe('TWD'),
  message: zText(),
  removed: z.boolean(),
  gift_entree_id: zText().nullable(),
});
export type DiscountEntry = z.infer<typeof ZDiscountEntry>;

/**
 * A coupon as the diner's lists show it (GET /api/coupons…, spec §7): the definition's fields without the
 * promo code, plus the store it is for (null: every store of the brand) and, for the caller, `use_status`
 * (spec §3 Coupon use status) and `refusal` (why the caller cannot use it now, zh-TW; null when they can).
 */
export const ZCouponView = z.object({
  id: zText(),
  name: zText(),
  description: zText(),
  apply_to: z.enum(DiscountSource),
  applicability: z.enum(CouponApplicability),
  exclusive: z.boolean(),
  min_spend: z.number().describe('TWD'),
  starts_at: z.number().int().describe('Epoch seconds'),
  ends_at: z.number().int().describe('Epoch seconds'),
  order_types: z.array(z.number().int()),
  benefit: ZCouponBenefit,
  brand_name: zText(),
  store_identifier: zText().nullable(),
  store_name: zText().nullable(),
  use_status: z.enum(CouponUseStatus),
  refusal: zText().nullable(),
});
export type CouponView = z.infer<typeof ZCouponView>;

/** GET /api/coupons, /all, /first_purchases: `data`, newest first. */
export const ZCouponListResponse = z.object({ data: z.array(ZCouponView) });
export type CouponListResponse = z.infer<typeof ZCouponListResponse>;

/** The optional store of a coupon list (its public identifier). */
export const ZCouponListQuery = z.strictObject({ identifier: zText().max(100).optional() });

/** GET /api/coupons query: the store, and which list (usable now, the default; or expired in the last 30 days). */
export const ZMemberCouponsQuery = ZCouponListQuery.extend({
  status: z.enum(['usable', 'expired']).default('usable'),
});

/** GET /api/coupons/all and /first_purchases query: the store (required). */
export const ZStoreCouponsQuery = z.strictObject({ identifier: zText().min(1).max(100) });

/** POST /api/coupons/check body: the promo code typed at the store (spec §7). */
export const ZCouponCheckRequest = z.strictObject({
  identifier: zText().min(1).max(100),
  code: zText()
    .trim()
    .min(1, '請輸入優惠碼')
    .max(40, '優惠碼最多 40 個字元')
    .transform((s) => s.toUpperCase()),
});

/** A coupon a member used (GET /api/coupons/used): the coupon, the order it went on, and when (epoch s). */
export const ZUsedCoupon = z.object({
  coupon: ZCouponView,
  order_id: zText(),
  item_name: zText().describe('The order number'),
  discount: z.number().describe('TWD'),
  used_at: z.number().int().describe('Epoch seconds'),
});
export const ZUsedCouponsResponse = z.object({ data: z.array(ZUsedCoupon) });
export type UsedCouponsResponse = z.infer<typeof ZUsedCouponsResponse>;

/** A coupon an order uses, as its pages show it (spec §3 Coupon / discount entry): `discount` TWD. */
export const ZOrderCoupon = z.object({
  id: zText(),
  name: zText(),
  apply_to: z.enum(DiscountSource),
  code: zText().nullable(),
  discount: z.number().describe('TWD'),
});
