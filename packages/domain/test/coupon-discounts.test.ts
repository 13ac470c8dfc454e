/** Coupon rules (spec §3 Coupon types, §5 Coupon usable, §7 check_order apply_coupons / remove_coupons). */
import { describe, expect, it } from 'vitest';
import {
  applyCoupons,
  CouponApplicability as CA,
  type CouponDefinition,
  type CouponOrder,
  couponRefusal,
  couponUsableBy,
  DiscountSource,
  MemberType,
  OrderType,
  ZCouponDefinition,
} from '../src';

// 50嵐-style prices: 珍珠奶茶 $50, 阿薩姆紅茶 $35, 沙拉 $35.6 (two decimals, spec §5).
const TEA = 'tea';
const ASSAM = 'assam';
const SALAD = 'salad';
const NOW = 1_796_000_000;

const order = (over: Partial<CouponOrder> = {}): CouponOrder => ({
  items: [
    { id: TEA, quantity: 2, subtotal: 50 },
    { id: ASSAM, quantity: 1, subtotal: 35 },
  ],
  orderType: OrderType.TAKEAWAY,
  now: NOW,
  memberType: MemberType.NORMAL,
  ...over,
});

let n = 0;
const coupon = (over: Partial<CouponDefinition> = {}): CouponDefinition =>
  ZCouponDefinition.parse({
    id: `c${++n}`,
    name: '測試券',
    source: DiscountSource.COUPON,
    applicability: CA.ALL,
    exclusive: false,
    min_spend: 0,
    starts_at: NOW - 3600,
    ends_at: NOW + 3600,
    order_types: [],
    benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 20 } },
    ...over,
  });

describe('who may use a coupon (spec §5)', () => {
  it('ALL anyone, MEMBER members, VIP only VIP, NOT_SUPPORT nobody, never a black-listed member', () => {
    expect(couponUsableBy(CA.ALL, null)).toBe(true);
    expect(couponUsableBy(CA.MEMBER, null)).toBe(false);
    expect(couponUsableBy(CA.MEMBER, MemberType.NORMAL)).toBe(true);
    expect(couponUsableBy(CA.VIP, MemberType.NORMAL)).toBe(false);
    expect(couponUsableBy(CA.VIP, MemberType.VIP)).toBe(true);
    expect(couponUsableBy(CA.NOT_SUPPORT, MemberType.VIP)).toBe(false);
    expect(couponUsableBy(CA.ALL, MemberType.BLACK_LIST)).toBe(false);
  });

  it('says why in zh-TW', () => {
    expect(couponRefusal(coupon({ applicability: CA.MEMBER }), order({ memberType: null }))).toBe(
      '此優惠券限會員使用，請先登入',
    );
    expect(couponRefusal(coupon({ applicability: CA.VIP }), order())).toBe('此優惠券限 VIP 會員使用');
  });
});

describe('when and where a coupon applies', () => {
  it('from starts_at up to, not including, ends_at', () => {
    const c = coupon({ starts_at: NOW, ends_at: NOW + 10 });
    expect(couponRefusal(c, order({ now: NOW - 1 }))).toBe('此優惠券尚未開始使用');
    expect(couponRefusal(c, order({ now: NOW }))).toBeNull();
    expect(couponRefusal(c, order({ now: NOW + 10 }))).toBe('此優惠券已過期');
  });

  it('only for its order types', () => {
    const c = coupon({ order_types: [OrderType.TAKEAWAY, OrderType.DINE_IN] });
    expect(couponRefusal(c, order())).toBeNull();
    expect(couponRefusal(c, order({ orderType: OrderType.DELIVERY }))).toBe('此優惠券不適用於外送');
  });

  it('a minimum spend on the items total says how much is missing', () => {
    // Items: 2 × 50 + 35 = 135.
    expect(couponRefusal(coupon({ min_spend: 135 }), order())).toBeNull();
    expect(couponRefusal(coupon({ min_spend: 200 }), order())).toBe('未達最低消費 $200，還差 $65');
  });
});

describe('what each coupon type takes off', () => {
  it('DiscountCoupon: an amount, or a percentage in whole TWD rounded down, capped by max', () => {
    expect(applyCoupons([coupon()], order()).discount).toBe(20);
    const nine = { type: 'DiscountCoupon' as const, value: { kind: 'percent' as const, percent: 10 } };
    // 10 % of 135 = 13.5 → 13.
    expect(applyCoupons([coupon({ benefit: nine })], order()).discount).toBe(13);
    const capped = { ...nine, value: { ...nine.value, percent: 50, max: 30 } };
    expect(applyCoupons([coupon({ benefit: capped })], order()).discount).toBe(30);
  });

  it('EntreeDiscountCoupon: off each unit of the chosen entrees, never below $0 a unit', () => {
    const off = (amount: number) =>
      coupon({
        benefit: { type: 'EntreeDiscountCoupon', entree_ids: [TEA], value: { kind: 'amount', amount } },
      });
    expect(applyCoupons([off(10)], order()).discount).toBe(20);
    expect(applyCoupons([off(80)], order()).discount).toBe(100);
    const none = couponRefusal(off(10), order({ items: [{ id: ASSAM, quantity: 1, subtotal: 35 }] }));
    expect(none).toBe('購物車中沒有此優惠券適用的品項');
  });

  it('BuyOneGetOneFreeCoupon: of the chosen units from dearest down, every second is free', () => {
    const bogo = coupon({ benefit: { type: 'BuyOneGetOneFreeCoupon', entree_ids: [TEA, ASSAM] } });
    // Units 50, 50, 35: the second 50 is free; the lone 35 pays.
    expect(applyCoupons([bogo], order()).discount).toBe(50);
    const four = order({ items: [...order().items, { id: ASSAM, quantity: 1, subtotal: 35 }] });
    // 50, 50, 35, 35: 50 + 35 free.
    expect(applyCoupons([bogo], four).discount).toBe(85);
    expect(couponRefusal(bogo, order({ items: [{ id: TEA, quantity: 1, subtotal: 50 }] }))).toBe(
      '買一送一需購買 2 份以上適用的品項',
    );
  });

  it('GiftCoupon: nothing off, names the entree to add free', () => {
    const gift = coupon({ benefit: { type: 'GiftCoupon', gift_entree_id: SALAD } });
    expect(applyCoupons([gift], order()).apply).toEqual([
      { id: gift.id, source: DiscountSource.COUPON, discount: 0, gift_entree_id: SALAD },
    ]);
  });

  it('MultipleDiscountCoupon: the highest tier reached', () => {
    const tiers = coupon({
      benefit: {
        type: 'MultipleDiscountCoupon',
        tiers: [
          { min_spend: 100, amount: 10 },
          { min_spend: 130, amount: 25 },
          { min_spend: 300, amount: 60 },
        ],
      },
    });
    expect(applyCoupons([tiers], order()).discount).toBe(25);
    expect(couponRefusal(tiers, order({ items: [{ id: TEA, quantity: 1, subtotal: 50 }] }))).toBe(
      '未達滿額門檻 $100',
    );
  });

  it('works in cents: two-decimal prices never drift', () => {
    const salad = order({ items: [{ id: SALAD, quantity: 3, subtotal: 35.6 }] });
    const off = coupon({
      benefit: { type: 'EntreeDiscountCoupon', entree_ids: [SALAD], value: { kind: 'amount', amount: 0.1 } },
    });
    expect(applyCoupons([off], salad).discount).toBe(0.3);
  });
});

describe('several coupons together', () => {
  it('apply in the diner’s order and never take more than the items total', () => {
    const big = coupon({ benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 100 } } });
    const more = coupon({ benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 100 } } });
    const result = applyCoupons([big, more], order());
    expect(result.apply.map((a) => a.discount)).toEqual([100, 35]);
    expect(result.discount).toBe(135);
  });

  it('an exclusive coupon is used alone: the first chosen wins, the rest are removed with the reason', () => {
    const solo = coupon({ name: '週年慶', exclusive: true });
    const other = coupon({ name: '新客券' });
    const first = applyCoupons([solo, other], order());
    expect(first.apply.map((a) => a.id)).toEqual([solo.id]);
    expect(first.remove).toEqual([{ id: other.id, message: '「新客券」無法與其他優惠併用' }]);
    const second = applyCoupons([other, solo], order());
    expect(second.apply.map((a) => a.id)).toEqual([other.id]);
    expect(second.remove).toEqual([{ id: solo.id, message: '「週年慶」無法與其他優惠併用' }]);
  });

  it('the same coupon counts once, and a refused one is listed with its reason', () => {
    const c = coupon();
    const expired = coupon({ ends_at: NOW });
    const result = applyCoupons([c, c, expired], order());
    expect(result.apply.map((a) => a.id)).toEqual([c.id]);
    expect(result.remove).toEqual([{ id: expired.id, message: '此優惠券已過期' }]);
    expect(result.discount).toBe(20);
  });
});

describe('coupon definitions', () => {
  it('refuse a percentage outside 1–99 and a negative amount', () => {
    const bad = (benefit: unknown) => ZCouponDefinition.safeParse({ ...coupon(), benefit }).success;
    expect(bad({ type: 'DiscountCoupon', value: { kind: 'percent', percent: 100 } })).toBe(false);
    expect(bad({ type: 'DiscountCoupon', value: { kind: 'amount', amount: -5 } })).toBe(false);
    expect(bad({ type: 'DiscountCoupon', value: { kind: 'percent', percent: 15 } })).toBe(true);
  });
});
