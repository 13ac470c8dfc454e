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
