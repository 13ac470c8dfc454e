/**
 * A coupon as a diner reads it (spec §3 Coupon types), in plain zh-TW: what it gives (折 $20, 9 折 最高折 $50,
 * 「珍珠奶茶」買一送一, 贈「阿薩姆紅茶」, 滿 $300 折 $30), its minimum spend and until when. Words only: what a
 * coupon takes off an order is the server's answer (check_order apply_coupons), never computed here.
 */
import { type CouponBenefit, type CouponView, formatCurrency, formatDate, taipeiDate } from '@iding/domain';
import type { TFunction } from './i18n';

/** An entree's name by id, when the caller has the store's menu (the cart); undefined otherwise. */
export type EntreeName = (id: string) => string | undefined;

/** 9 折 for 10 % off, 85 折 for 15 % off (Taiwan's way: the share paid, in tenths). */
export function discountRate(percentOff: number): string {
  const paid = 100 - percentOff;
  return String(paid % 10 === 0 ? paid / 10 : paid);
}

/** 「珍珠奶茶」、「阿薩姆紅茶」 for the entrees the menu names, else 指定品項. */
function entreeNames(t: TFunction, ids: readonly string[], name?: EntreeName): string {
  const names = ids.map((id) => name?.(id)).filter((n): n is string => Boolean(n));
  return names.length > 0 ? names.map((n) => `「${n}」`).join('、') : t('coupons.someEntrees');
}

/** What `benefit` gives, e.g. 折 $20, 9 折 最高折 $50, 「珍珠奶茶」買一送一, 贈「阿薩姆紅茶」, 滿 $300 折 $30. */
export function benefitText(t: TFunction, benefit: CouponBenefit, name?: EntreeName): string {
  switch (benefit.type) {
    case 'DiscountCoupon': {
      const v = benefit.value;
      if (v.kind === 'amount') return t('coupons.amountOff', { amount: formatCurrency(v.amount) });
      return v.max === undefined
        ? t('coupons.percentOff', { rate: discountRate(v.percent) })
        : t('coupons.percentOffMax', { rate: discountRate(v.percent), max: formatCurrency(v.max) });
    }
    case 'EntreeDiscountCoupon': {
      const names = entreeNames(t, benefit.entree_ids, name);
      const v = benefit.value;
      return v.kind === 'amount'
        ? t('coupons.entreeAmountOff', { names, amount: formatCurrency(v.amount) })
        : t('coupons.entreePercentOff', { names, rate: discountRate(v.percent) });
    }
    case 'BuyOneGetOneFreeCoupon':
      return t('coupons.buyOneGetOne', { names: entreeNames(t, benefit.entree_ids, name) });
    case 'GiftCoupon': {
      const gift = name?.(benefit.gift_entree_id);
      return gift ? t('coupons.gift', { name: gift }) : t('coupons.giftSome');
    }
    case 'MultipleDiscountCoupon':
      return [...benefit.tiers]
        .sort((a, b) => a.min_spend - b.min_spend)
        .map((tier) =>
          t('coupons.tier', { min: formatCurrency(tier.min_spend), amount: formatCurrency(tier.amount) }),
        )
        .join('、');
  }
}

/** 消費滿 $100 可用・使用期限至 2027/12/07 (the last day it runs, Asia/Taipei). */
export function couponConditions(t: TFunction, coupon: Pick<CouponView, 'min_spend' | 'ends_at'>): string {
  const spend =
    coupon.min_spend > 0
      ? t('coupons.minSpend', { amount: formatCurrency(coupon.min_spend) })
      : t('coupons.noMinSpend');
  // ends_at is the first instant it no longer runs: the day before midnight's is the last day.
  const lastDay = formatDate(taipeiDate(coupon.ends_at * 1000 - 1));
  return `${spend}・${t('coupons.validUntil', { date: lastDay })}`;
}
