/**
 * What coupons take off an order (spec §3 Coupon types; spec §5 "Coupon usable"; spec §7 check_order
 * apply_coupons / remove_coupons with a message per removed coupon). Pure: the server runs it over the priced
 * cart and the coupons' definitions (coupons.ts); the client shows what it answers and never sends an amount.
 *
 * Rules, in whole TWD where a percentage is involved:
 * - who: ALL anyone, MEMBER members, VIP VIP members, NOT_SUPPORT nobody; a black-listed member none;
 * - when: starts_at ≤ now < ends_at; for the coupon's order types (none listed: all);
 * - minimum spend and every discount are counted on the items total (the lines, before fees and 加購);
 * - DiscountCoupon: an amount, or a percentage rounded down to whole TWD (capped by `max`), off the items;
 * - EntreeDiscountCoupon: off each unit of the chosen entrees (an amount never below $0 a unit; a percentage
 *   of their sum, rounded down);
 * - BuyOneGetOneFreeCoupon: the chosen entrees' units from dearest to cheapest, every second one free;
 * - GiftCoupon: takes nothing off; names the entree to add free (the caller adds it as a $0 line);
 * - MultipleDiscountCoupon: the amount of the highest tier the items total reaches;
 * - coupons apply in the diner's order; the same coupon once; an exclusive coupon only alone (the first
 *   chosen wins, the rest are removed with the reason); all together never take more than the items total.
 */
import type { CouponBenefit, CouponDefinition } from '../coupons';
import { CouponApplicability, type DiscountSource } from '../coupons';
import { MemberType, ORDER_TYPE_NAMES, type OrderType } from '../enums';
import { formatCurrency } from './format';
import { fromCents, toCents } from './money';

/** The order a coupon is checked against: its priced lines and who orders what, when. */
export interface CouponOrder {
  /** The cart's priced lines: entree id, quantity, unit price (`subtotal`, TWD). */
  items: readonly { id: string; quantity: number; subtotal: number }[];
  orderType: number;
  /** Epoch seconds. */
  now: number;
  /** The member's type (spec §3 Member types), or null for a visitor. */
  memberType: number | null;
}

/** A coupon that applies: how much it takes off (TWD), and for a GiftCoupon the entree to add free. */
export interface AppliedCoupon {
  id: string;
  source: DiscountSource;
  discount: number;
  gift_entree_id?: string;
}

/** A coupon that does not apply, and why (zh-TW, for the diner: spec §4 Coupons). */
export interface RemovedCoupon {
  id: string;
  message: string;
}

/** spec §5 Coupon usable: ALL always, MEMBER members only, VIP VIP only, NOT_SUPPORT never; never black-listed. */
export function couponUsableBy(applicability: number, memberType: number | null): boolean {
  if (memberType === MemberType.BLACK_LIST) return false;
  switch (applicability) {
    case CouponApplicability.ALL:
      return true;
    case CouponApplicability.MEMBER:
      return memberType !== null;
    case CouponApplicability.VIP:
      return memberType === MemberType.VIP;
    default:
      return false;
  }
}

/** Why a diner of `memberType` (null: visitor) may not hold a coupon of `applicability`, or null when they may. */
export function couponHolderRefusal(applicability: number, memberType: number | null): string | null {
  return couponUsableBy(applicability, memberType) ? null : whoRefusal(applicability, memberType);
}

function whoRefusal(applicability: number, memberType: number | null): string {
  if (memberType === MemberType.BLACK_LIST) return '此帳號無法使用優惠券，請洽店家';
  if (applicability === CouponApplicability.MEMBER) return '此優惠券限會員使用，請先登入';
  if (applicability === CouponApplicability.VIP) return '此優惠券限 VIP 會員使用';
  return '此優惠券目前無法使用';
}

const itemsCents = (order: CouponOrder) =>
  order.items.reduce((sum, line) => sum + toCents(line.subtotal) * line.quantity, 0);

/** Whole TWD of `percent` % of `cents`, rounded down, in cents. */
const percentOf = (cents: number, percent: number) => Math.floor((cents * percent) / 10_000) * 100;

/**
 * What `benefit` takes off the order, in cents, before the cap of the items total; `none` says why it gives
 * nothing (no chosen entree in the cart, fewer than two units, no tier reached).
 */
function benefitCents(benefit: CouponBenefit, order: CouponOrder): { cents: number } | { none: string } {
  const total = itemsCents(order);
  switch (benefit.type) {
    case 'DiscountCoupon': {
      const v = benefit.value;
      if (v.kind === 'amount') return { cents: toCents(v.amount) };
      const off = percentOf(total, v.percent);
      return { cents: v.max === undefined ? off : Math.min(off, toCents(v.max)) };
    }
    case 'EntreeDiscountCoupon': {
      const lines = order.items.filter((l) => benefit.entree_ids.includes(l.id));
      if (lines.length === 0) return { none: '購物車中沒有此優惠券適用的品項' };
      const v = benefit.value;
      if (v.kind === 'amount') {
        const per = toCents(v.amount);
        return { cents: lines.reduce((n, l) => n + Math.min(per, toCents(l.subtotal)) * l.quantity, 0) };
      }
      const sum = lines.reduce((n, l) => n + toCents(l.subtotal) * l.quantity, 0);
      const off = percentOf(sum, v.percent);
      return { cents: v.max === undefined ? off : Math.min(off, toCents(v.max)) };
    }
    case 'BuyOneGetOneFreeCoupon': {
      const units = order.items
        .filter((l) => benefit.entree_ids.includes(l.id))
        .flatMap((l) => Array.from({ length: l.quantity }, () => toCents(l.subtotal)))
        .sort((a, b) => b - a);
      if (units.length < 2) return { none: '買一送一需購買 2 份以上適用的品項' };
      return { cents: units.reduce((n, unit, i) => (i % 2 === 1 ? n + unit : n), 0) };
    }
    case 'GiftCoupon':
      return { cents: 0 };
    case 'MultipleDiscountCoupon': {
      const reached = benefit.tiers.filter((t) => total >= toCents(t.min_spend));
      if (reached.length === 0) {
        const lowest = Math.min(...benefit.tiers.map((t) => t.min_spend));
        return { none: `未達滿額門檻 ${formatCurrency(lowest)}` };
      }
      return { cents: Math.max(...reached.map((t) => toCents(t.amount))) };
    }
  }
}

/**
 * Why `coupon` cannot be used on `order`, or null when it can (who, when, order type, minimum spend, and
 * whether its benefit finds anything in the cart). Messages are zh-TW for the diner.
 */
export function couponRefusal(coupon: CouponDefinition, order: CouponOrder): string | null {
  if (!couponUsableBy(coupon.applicability, order.memberType)) {
    return whoRefusal(coupon.applicability, order.memberType);
  }
  if (order.now < coupon.starts_at) return '此優惠券尚未開始使用';
  if (order.now >= coupon.ends_at) return '此優惠券已過期';
  if (coupon.order_types.length > 0 && !coupon.order_types.includes(order.orderType)) {
    const name = ORDER_TYPE_NAMES[order.orderType as OrderType] ?? '此用餐方式';
    return `此優惠券不適用於${name}`;
  }
  const missing = toCents(coupon.min_spend) - itemsCents(order);
  if (missing > 0) {
    return `未達最低消費 ${formatCurrency(coupon.min_spend)}，還差 ${formatCurrency(fromCents(missing))}`;
  }
  const benefit = benefitCents(coupon.benefit, order);
  return 'none' in benefit ? benefit.none : null;
}

/**
 * Applies `coupons` (the diner's choice, in order) to `order` by the file comment's rules.
 * @returns `apply`: the coupons that apply with their discount (TWD); `remove`: the others with the reason;
 *   `discount`: the sum taken off (TWD), never more than the items total.
 */
export function applyCoupons(
  coupons: readonly CouponDefinition[],
  order: CouponOrder,
): { apply: AppliedCoupon[]; remove: RemovedCoupon[]; discount: number } {
  const apply: AppliedCoupon[] = [];
  const remove: RemovedCoupon[] = [];
  let left = itemsCents(order);
  let exclusiveTaken = false;
  for (const coupon of coupons) {
    if (apply.some((a) => a.id === coupon.id) || remove.some((r) => r.id === coupon.id)) continue;
    const refusal = couponRefusal(coupon, order);
    if (refusal) {
      remove.push({ id: coupon.id, message: refusal });
      continue;
    }
    if (exclusiveTaken || (coupon.exclusive && apply.length > 0)) {
      remove.push({ id: coupon.id, message: `「${coupon.name}」無法與其他優惠併用` });
      continue;
    }
    const benefit = benefitCents(coupon.benefit, order);
    const cents = Math.min('cents' in benefit ? benefit.cents : 0, left);
    left -= cents;
    exclusiveTaken = coupon.exclusive;
    apply.push({
      id: coupon.id,
      source: coupon.source,
      discount: fromCents(cents),
      ...(coupon.benefit.type === 'GiftCoupon' ? { gift_entree_id: coupon.benefit.gift_entree_id } : {}),
    });
  }
  return { apply, remove, discount: fromCents(itemsCents(order) - left) };
}
