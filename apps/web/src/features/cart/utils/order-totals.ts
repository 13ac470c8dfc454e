/**
 * What an order costs, as the cart page and 修改訂單 show it (spec §3 Order draft customItems; spec §7
 * check_order / order `custom_item_ids`): the lines' total, the 宅配 / 外送 fee and the 加購 extras chosen,
 * priced with the domain's priceCustomItems from the store's current list, the rule the server's checkOrder
 * uses (items + fee + extras), so the 合計 shown is the total the server saves. Coupons (spec §4 Coupons)
 * are the server's answer as they are: each applied coupon with what check_order says it takes off, and the
 * discount it answered; nothing about a coupon is computed here.
 */
import { type CustomItem, fromCents, priceCustomItems, toCents } from '@iding/domain';

export interface OrderTotals {
  /** The lines' total, TWD. */
  items: number;
  /** 宅配 shipping fee or 外送 delivery fee, TWD (0 for other types). */
  fee: number;
  /** The 加購 extras chosen that the store still offers, in the store's order, at its current prices. */
  extras: CustomItem[];
  /** The coupons that apply, as the server answered them: `discount` TWD; `gift` a GiftCoupon's free entree. */
  coupons: AppliedCouponLine[];
  /** The coupons the server removed, with its message (spec §4 Coupons). */
  removedCoupons: { id: string; name: string; message: string }[];
  /** What the coupons take off, TWD: the server's `discount`. */
  discount: number;
  /** items + fee + extras − discount, TWD. */
  total: number;
}

/** An applied coupon's line: 優惠券：名稱 −$20 (or, for a gift, 贈品 with the entree's name). */
export interface AppliedCouponLine {
  id: string;
  name: string;
  discount: number;
  gift: string | null;
}

/** The coupons part of a check_order answer (or of a placed order: its coupons and discount). */
export interface CouponAnswer {
  applied: AppliedCouponLine[];
  removed?: { id: string; name: string; message: string }[];
  discount: number;
}

const NO_COUPONS: CouponAnswer = { applied: [], removed: [], discount: 0 };

/**
 * The ids of `chosen` the store still offers (`offered`), in the store's order, each once: what may be sent
 * as custom_item_ids (the server refuses an id it does not offer).
 */
export function offeredExtraIds(offered: readonly CustomItem[], chosen: readonly string[]): string[] {
  return offered.filter((c) => chosen.includes(c.id)).map((c) => c.id);
}

/**
 * The order's breakdown and 合計 (TWD). `itemsTotal` is the lines' total (cart-store sumCart), `fee` the
 * shipping or delivery fee, `offered` the store info custom_items and `chosen` the 加購 ids; ids the store no
 * longer offers are left out, as they are never sent. `coupons`: the server's answer for the chosen coupons
 * (check_order apply_coupons / remove_coupons / discount), none by default.
 */
export function orderTotals(
  itemsTotal: number,
  fee: number,
  offered: readonly CustomItem[],
  chosen: readonly string[],
  coupons: CouponAnswer = NO_COUPONS,
): OrderTotals {
  const extras = priceCustomItems(offered, offeredExtraIds(offered, chosen));
  const totalCents = toCents(itemsTotal) + toCents(fee) + extras.totalCents - toCents(coupons.discount);
  return {
    items: itemsTotal,
    fee,
    extras: extras.items,
    coupons: coupons.applied,
    removedCoupons: coupons.removed ?? [],
    discount: coupons.discount,
    total: fromCents(totalCents),
  };
}
