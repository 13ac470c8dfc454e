/**
 * The console's 優惠券 page (docs/features.md "Console coupons"; spec §3 Coupon types, Discount source, Coupon
 * applicability; ADR 031): a coupon or promo code as the owner creates it, as the page lists it (with how many
 * times it was used), and its status changes. The same request schema checks the `coupons` of a store in the
 * catalogue import file. Money in TWD, instants in epoch seconds, messages zh-TW.
 */
import { z } from 'zod';
import { CouponApplicability, type CouponBenefit, DiscountSource, ZCouponBenefit } from './coupons';
import { OrderType } from './enums';
import { ZSidParams } from './params';
import { zPlainText, zText } from './text';

/** Length limits of a coupon's text fields (web inputs and the API share them). */
export const COUPON_LIMITS = {
  name: 40,
  description: 200,
  codeMin: 4,
  codeMax: 20,
  /** Entrees an EntreeDiscount / BOGO coupon may name. */
  entrees: 50,
  tiers: 10,
} as const;

/** Largest amount (TWD) a coupon may take off or ask as minimum spend. */
const MAX_TWD = 100_000;

const twd = (what: string) =>
  z
    .number({ error: `${what}必須是數字` })
    .positive(`${what}必須大於 0`)
    .max(MAX_TWD, `${what}最多 $${MAX_TWD}`)
    .multipleOf(0.01, `${what}最多兩位小數`);

/** An entree of the store's menu (its id; the import file may name it instead: catalog-import). */
const zEntreeRef = zText().min(1, '請選擇品項').max(200);

const zValue = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('amount'), amount: twd('折抵金額') }),
    z.strictObject({
      kind: z.literal('percent'),
      percent: z
        .number({ error: '折扣百分比必須是數字' })
        .int('折扣百分比必須是整數')
        .min(1, '折扣百分比須在 1 到 99 之間')
        .max(99, '折扣百分比須在 1 到 99 之間'),
      max: twd('折抵上限').optional(),
    }),
  ],
  { error: '請選擇折抵方式（金額或百分比）' },
);

/**
 * What the coupon gives, as the owner fills it in: ZCouponBenefit's shapes with zh-TW messages and the
 * console's rules (tiers ascending: each tier asks more and gives more, never more than it asks).
 */
export const ZConsoleCouponBenefit = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('DiscountCoupon'), value: zValue }),
      z.strictObject({
        type: z.literal('EntreeDiscountCoupon'),
        entree_ids: z
          .array(zEntreeRef)
          .min(1, '請至少選擇一個品項')
          .max(COUPON_LIMITS.entrees, `最多選擇 ${COUPON_LIMITS.entrees} 個品項`),
        value: zValue,
      }),
      z.strictObject({
        type: z.literal('BuyOneGetOneFreeCoupon'),
        entree_ids: z
          .array(zEntreeRef)
          .min(1, '請至少選擇一個品項')
          .max(COUPON_LIMITS.entrees, `最多選擇 ${COUPON_LIMITS.entrees} 個品項`),
      }),
      z.strictObject({ type: z.literal('GiftCoupon'), gift_entree_id: zEntreeRef }),
      z.strictObject({
        type: z.literal('MultipleDiscountCoupon'),
        tiers: z
          .array(z.strictObject({ min_spend: twd('門檻金額'), amount: twd('折抵金額') }))
          .min(1, '請至少設定一個門檻')
          .max(COUPON_LIMITS.tiers, `最多 ${COUPON_LIMITS.tiers} 個門檻`),
      }),
    ],
    { error: '請選擇優惠券類型' },
  )
  .superRefine((b, ctx) => {
    if (b.type === 'EntreeDiscountCoupon' || b.type === 'BuyOneGetOneFreeCoupon') {
      if (new Set(b.entree_ids).size !== b.entree_ids.length)
        ctx.addIssue({ code: 'custom', message: '同一個品項只能選一次', path: ['entree_ids'] });
    }
    if (b.type !== 'MultipleDiscountCoupon') return;
    b.tiers.forEach((t, i) => {
      if (t.amount > t.min_spend)
        ctx.addIssue({ code: 'custom', message: '折抵金額不能大於門檻金額', path: ['tiers', i, 'amount'] });
      const prev = b.tiers[i - 1];
      if (prev && (t.min_spend <= prev.min_spend || t.amount <= prev.amount))
        ctx.addIssue({
          code: 'custom',
          message: '門檻須由低到高排列，且門檻越高折抵越多',
          path: ['tiers', i, 'min_spend'],
        });
    });
  });

const ORDER_TYPES = [OrderType.TAKEAWAY, OrderType.DINE_IN, OrderType.DELIVERY, OrderType.SHIP] as const;

/**
 * POST /api/console/stores/{sid}/coupons body (and a store's `coupons` in the import file): every field of a
 * coupon (spec §3). `code` is required for a promo code (source PROMO_CODE 1) and refused otherwise: 4–20
 * letters or digits, stored upper-case. `order_types` empty: every order type. `total_limit` null: no limit.
 */
export const ZConsoleCouponRequest = z
  .strictObject({
    name: zPlainText()
      .trim()
      .min(1, '請輸入優惠券名稱')
      .max(COUPON_LIMITS.name, `名稱最多 ${COUPON_LIMITS.name} 個字`),
    description: zPlainText()
      .trim()
      .max(COUPON_LIMITS.description, `說明最多 ${COUPON_LIMITS.description} 個字`)
      .default(''),
    source: z.enum(DiscountSource, { error: '請選擇優惠來源' }),
    applicability: z.enum(CouponApplicability, { error: '請選擇適用對象' }),
    exclusive: z.boolean().default(false),
    min_spend: z
      .number({ error: '最低消費必須是數字' })
      .min(0, '最低消費不能小於 0')
      .max(MAX_TWD, `最低消費最多 $${MAX_TWD}`)
      .multipleOf(0.01, '最低消費最多兩位小數')
      .default(0),
    starts_at: z.number({ error: '請選擇開始時間' }).int().positive('請選擇開始時間'),
    ends_at: z.number({ error: '請選擇結束時間' }).int().positive('請選擇結束時間'),
    order_types: z
      .array(
        z.union(
          ORDER_TYPES.map((t) => z.literal(t)),
          { error: '不支援的用餐方式' },
        ),
      )
      .max(ORDER_TYPES.length)
      .default([]),
    benefit: ZConsoleCouponBenefit,
    code: zText()
      .trim()
      .regex(
        new RegExp(`^[A-Za-z0-9]{${COUPON_LIMITS.codeMin},${COUPON_LIMITS.codeMax}}$`),
        `優惠碼須為 ${COUPON_LIMITS.codeMin}–${COUPON_LIMITS.codeMax} 個英文字母或數字`,
      )
      .transform((s) => s.toUpperCase())
      .nullable()
      .default(null),
    total_limit: z
      .number({ error: '總張數必須是數字' })
      .int('總張數必須是整數')
      .min(1, '總張數至少 1 張（不限請留空）')
      .max(1_000_000, '總張數最多 1,000,000 張')
      .nullable()
      .default(null),
    per_member_limit: z
      .number({ error: '每人可用次數必須是數字' })
      .int('每人可用次數必須是整數')
      .min(1, '每人可用次數至少 1 次')
      .max(99, '每人可用次數最多 99 次')
      .default(1),
  })
  .superRefine((c, ctx) => {
    if (c.ends_at <= c.starts_at)
      ctx.addIssue({ code: 'custom', message: '結束時間必須晚於開始時間', path: ['ends_at'] });
    if (c.source === DiscountSource.PROMO_CODE && c.code === null)
      ctx.addIssue({ code: 'custom', message: '優惠碼活動請輸入優惠碼', path: ['code'] });
    if (c.source !== DiscountSource.PROMO_CODE && c.code !== null)
      ctx.addIssue({ code: 'custom', message: '只有優惠碼活動可以設定優惠碼', path: ['code'] });
    if (new Set(c.order_types).size !== c.order_types.length)
      ctx.addIssue({ code: 'custom', message: '用餐方式重複了', path: ['order_types'] });
  });
export type ConsoleCouponRequest = z.infer<typeof ZConsoleCouponRequest>;
export type ConsoleCouponInput = z.input<typeof ZConsoleCouponRequest>;

/** A coupon's status: active (offered), paused (offered to nobody, may resume), ended (final). */
export const COUPON_STATUSES = ['active', 'paused', 'ended'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** POST /api/console/stores/{sid}/coupons/{couponId}/status body. */
export const ZCouponStatusRequest = z.strictObject({
  status: z.enum(COUPON_STATUSES, { error: '狀態只能是 active、paused 或 ended' }),
});

/** Path parameters of a coupon of the store. */
export const ZConsoleCouponParams = ZSidParams.extend({
  couponId: zText().max(100).describe('Coupon id (uuid)'),
});

/** A coupon as the console lists it: every field, its use count and status, and whose it is. */
export const ZConsoleCoupon = z.object({
  id: zText(),
  name: zText(),
  description: zText(),
  source: z.enum(DiscountSource).describe('spec §3 Discount source'),
  applicability: z.enum(CouponApplicability).describe('spec §3 Coupon applicability'),
  exclusive: z.boolean(),
  min_spend: z.number().describe('TWD'),
  starts_at: z.number().int().describe('Epoch seconds'),
  ends_at: z.number().int().describe('Epoch seconds'),
  order_types: z.array(z.number().int()).describe('spec §3 order types; empty: every type'),
  benefit: ZCouponBenefit,
  code: zText().nullable().describe('The promo code (upper-case), PROMO_CODE only'),
  total_limit: z.number().int().nullable().describe('Uses in all; null: no limit'),
  per_member_limit: z.number().int(),
  used_count: z.number().int().describe('Uses by orders not cancelled'),
  status: z.enum(COUPON_STATUSES),
  brand_wide: z
    .boolean()
    .describe("true: every store of the brand (read-only here); false: this store's own"),
  created_at: z.number().int().describe('Epoch seconds'),
});
export type ConsoleCoupon = z.infer<typeof ZConsoleCoupon>;

/** GET /api/console/stores/{sid}/coupons: the store's coupons and its brand's, newest first. */
export const ZConsoleCouponListResponse = z.object({ data: z.array(ZConsoleCoupon) });
export type ConsoleCouponListResponse = z.infer<typeof ZConsoleCouponListResponse>;

/** The entree ids a benefit names (to check they are on the store's menu). */
export function benefitEntreeIds(b: CouponBenefit): string[] {
  if (b.type === 'EntreeDiscountCoupon' || b.type === 'BuyOneGetOneFreeCoupon') return b.entree_ids;
  if (b.type === 'GiftCoupon') return [b.gift_entree_id];
  return [];
}
