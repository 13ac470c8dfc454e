/**
 * The demo coupons (data/README.md "Coupons"): one of every kind at 50嵐 信義店, the 24-hour demo store, so a
 * diner can try each on the cart page (spec §3 Coupon types, Discount source, Coupon applicability). Seeded
 * with the demo data only (SEED_DEMO), never in production data. Money in TWD as the domain writes it,
 * minimum spend in integer cents; each runs from a day before the seed for a year (one ended three days
 * before, for the member's 已過期 list).
 */
import { CouponApplicability, type CouponBenefit, DiscountSource, toCents } from '@iding/domain';
import type { Db } from '../../db/client';
import { insertCoupon } from './coupons.queries';

/** 信義店's 阿薩姆紅茶 ($35) and 珍珠奶茶 ($50): the entrees the item coupons name (data/demo.json). */
export const DEMO_ASSAM_ID = 'fa71e98f-9737-5ce0-9a64-6b75083489ac';
export const DEMO_PEARL_MILK_TEA_ID = '786e274c-6f6f-56fd-b7dc-460e204f4cc7';
/** The demo promo code (source PROMO_CODE): $50 off from $100. */
export const DEMO_PROMO_CODE = 'WELCOME50';

interface DemoCoupon {
  name: string;
  description: string;
  source: number;
  applicability: number;
  /** Only 信義店 (else every store of the brand). */
  storeOnly: boolean;
  minSpend: number;
  benefit: CouponBenefit;
  exclusive?: boolean;
  code?: string;
  /** Ended this many days before the seed. */
  endedDaysAgo?: number;
}

const DEMO_COUPONS: DemoCoupon[] = [
  {
    name: '信義店 滿百折 $20',
    description: '信義店限定，餐點滿 $100 折 $20。',
    source: DiscountSource.STORE,
    applicability: CouponApplicability.ALL,
    storeOnly: true,
    minSpend: 100,
    benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 20 } },
  },
  {
    name: '會員 9 折',
    description: '會員限定，全品項 9 折，最高折 $50。',
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.MEMBER,
    storeOnly: true,
    minSpend: 150,
    benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 10, max: 50 } },
  },
  {
    name: '阿薩姆紅茶 每杯折 $5',
    description: '每杯阿薩姆紅茶折 $5。',
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.ALL,
    storeOnly: true,
    minSpend: 0,
    benefit: {
      type: 'EntreeDiscountCoupon',
      entree_ids: [DEMO_ASSAM_ID],
      value: { kind: 'amount', amount: 5 },
    },
  },
  {
    name: '珍珠奶茶 買一送一',
    description: '會員限定，買兩杯珍珠奶茶，較便宜的一杯免費。',
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.MEMBER,
    storeOnly: true,
    minSpend: 0,
    exclusive: true,
    benefit: { type: 'BuyOneGetOneFreeCoupon', entree_ids: [DEMO_PEARL_MILK_TEA_ID] },
  },
  {
    name: '滿 $150 送阿薩姆紅茶',
    description: '餐點滿 $150，加贈阿薩姆紅茶一杯。',
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.ALL,
    storeOnly: true,
    minSpend: 150,
    benefit: { type: 'GiftCoupon', gift_entree_id: DEMO_ASSAM_ID },
  },
  {
    name: '滿額折',
    description: '餐點滿 $300 折 $30，滿 $600 折 $70。',
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.ALL,
    storeOnly: true,
    minSpend: 0,
    benefit: {
      type: 'MultipleDiscountCoupon',
      tiers: [
        { min_spend: 300, amount: 30 },
        { min_spend: 600, amount: 70 },
      ],
    },
  },
  {
    name: '新朋友折 $50',
    description: '輸入優惠碼 WELCOME50，餐點滿 $100 折 $50，每人限用一次。',
    source: DiscountSource.PROMO_CODE,
    applicability: CouponApplicability.ALL,
    storeOnly: true,
    minSpend: 100,
    code: DEMO_PROMO_CODE,
    benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 50 } },
  },
  {
    name: '新會員首購折 $30',
    description: '在 50嵐 第一次點餐的會員，折 $30。',
    source: DiscountSource.NEW_CUSTOMER,
    applicability: CouponApplicability.MEMBER,
    storeOnly: false,
    minSpend: 0,
    benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 30 } },
  },
  {
    name: 'VIP 85 折',
    description: 'VIP 會員限定，全品項 85 折，最高折 $100。',
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.VIP,
    storeOnly: false,
    minSpend: 0,
    benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 15, max: 100 } },
  },
  {
    name: '秋季限定折 $10',
    description: '已結束的活動。',
    source: DiscountSource.COUPON,
    applicability: CouponApplicability.ALL,
    storeOnly: true,
    minSpend: 0,
    endedDaysAgo: 3,
    benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 10 } },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the demo coupons for 50嵐 (`brandId`) and its 信義店 (`storeId`).
 * @param now epoch ms of the seed. @returns how many were written.
 */
export async function seedDemoCoupons(
  db: Db,
  scope: { brandId: number; storeId: number },
  now: number,
): Promise<number> {
  // Lists show the newest first: written last to first, they read in this file's order.
  for (const c of [...DEMO_COUPONS].reverse()) {
    const ended = c.endedDaysAgo !== undefined;
    await insertCoupon(db, {
      brandId: scope.brandId,
      storeId: c.storeOnly ? scope.storeId : null,
      name: c.name,
      description: c.description,
      source: c.source,
      applicability: c.applicability,
      exclusive: c.exclusive ?? false,
      minSpendCents: toCents(c.minSpend),
      startsAt: new Date(now - (ended ? 60 : 1) * DAY_MS),
      endsAt: new Date(ended ? now - (c.endedDaysAgo ?? 0) * DAY_MS : now + 365 * DAY_MS),
      benefit: c.benefit,
      code: c.code ?? null,
    });
  }
  return DEMO_COUPONS.length;
}
