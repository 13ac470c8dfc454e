/**
 * Coupons on an order (spec §3 Coupon / discount entry; spec §4 Coupons; spec §7 check_order apply_coupons /
 * remove_coupons; ADR 031): which of the coupons the diner chose apply and what each takes off, priced by the
 * server on the priced cart (the client never sends an amount), and the guards that use them exactly once in
 * the order's own transaction. The coupons module decides the rules only it can (resolveCoupons); the amounts
 * are the domain's (applyCoupons).
 */
import {
  applyCoupons,
  COUPON_GIFT_MEMO,
  type CouponRef,
  type DiscountEntry,
  type MenuIndex,
  type PricedCart,
  type PricedCartItem,
  priceCartLine,
  type SoldOut,
  sumCart,
  toCents,
} from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import type { OrderCouponSnapshot } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { releaseOrderCoupons, repriceRedemption } from '../coupons/change-redemptions';
import {
  type NamedDefinition,
  type RefusedCoupon,
  recordRedemptions,
  reserveCoupons,
  resolveCoupons,
} from '../coupons/resolve-coupons';
import type { UserRow } from '../users/get-member';
import { hasOrderAtBrand } from './orders.queries';

/** The coupons an order names, resolved by the server (resolveCoupons), and who uses them. */
export interface OrderCouponInput {
  definitions: NamedDefinition[];
  refused: RefusedCoupon[];
  /** spec §3 member type of the diner, or null for a visitor. */
  memberType: number | null;
}

/** No coupons chosen. */
export const NO_COUPONS: OrderCouponInput = { definitions: [], refused: [], memberType: null };

/** What the coupons do to an order: the entries check_order answers, the discount and the order's snapshot. */
export interface PricedCoupons {
  apply: DiscountEntry[];
  remove: DiscountEntry[];
  /** Integer cents of TWD, never more than the items total. */
  discountCents: number;
  snapshots: OrderCouponSnapshot[];
  /** A GiftCoupon's entree, priced at $0, to add to the order's lines. */
  giftLines: PricedCartItem[];
}

/**
 * Resolves the coupons a request names for the diner at the store (no query when it names none).
 * @param member the logged-in member or null; phone the order's contact phone (a visitor's uses are counted by
 *   it), null at check_order; now epoch ms; opts.order the order being changed and the coupons it holds.
 */
export async function loadOrderCoupons(
  db: Db,
  store: { id: number; brandId: number },
  refs: readonly CouponRef[],
  member: UserRow | null,
  phone: string | null,
  now: number,
  opts: { orderId?: string; heldIds?: readonly string[] } = {},
): Promise<OrderCouponInput> {
  if (refs.length === 0) return NO_COUPONS;
  const memberType = member?.userType ?? null;
  const { definitions, refused } = await resolveCoupons(
    db,
    { brandId: store.brandId, storeId: store.id },
    refs,
    {
      userId: member?.id ?? null,
      phone,
      memberType,
      birthday: member?.birthday ?? null,
      firstOrderAtBrand: async () =>
        member ? !(await hasOrderAtBrand(db, member.id, store.brandId, opts.orderId)) : false,
    },
    Math.floor(now / 1000),
    opts,
  );
  return { definitions, refused, memberType };
}

const removedEntry = (r: RefusedCoupon): DiscountEntry => ({
  id: r.id,
  code: r.code,
  name: r.name,
  apply_to: r.source as DiscountEntry['apply_to'],
  exclusive: r.exclusive,
  discount: 0,
  message: r.name ? `「${r.name}」${r.message}` : r.message,
  removed: true,
  gift_entree_id: null,
});

/**
 * Prices the resolved coupons on the priced cart (pure): applyCoupons' rules on the items total, a GiftCoupon's
 * entree priced from the menu at $0 (refused when it is gone, sold out or needs a choice of options).
 * @param now epoch ms.
 */
export function priceOrderCoupons(
  input: OrderCouponInput,
  priced: PricedCart,
  orderType: number,
  now: number,
  menu: MenuIndex,
  soldOut: SoldOut,
): PricedCoupons {
  const remove = input.refused.map(removedEntry);
  if (input.definitions.length === 0) {
    return { apply: [], remove, discountCents: 0, snapshots: [], giftLines: [] };
  }
  const byId = new Map(input.definitions.map((d) => [d.id, d]));
  const result = applyCoupons(input.definitions, {
    items: priced.items,
    orderType,
    now: Math.floor(now / 1000),
    memberType: input.memberType,
  });
  for (const r of result.remove) {
    const d = byId.get(r.id)!;
    remove.push(removedEntry({ ...d, source: d.source, message: r.message }));
  }
  const apply: DiscountEntry[] = [];
  const giftLines: PricedCartItem[] = [];
  for (const a of result.apply) {
    const d = byId.get(a.id)!;
    if (a.gift_entree_id) {
      try {
        const line = priceCartLine(
          menu,
          { id: a.gift_entree_id, quantity: 1, memo: COUPON_GIFT_MEMO },
          0,
          soldOut,
        );
        giftLines.push({ ...line, subtotal: 0, total: 0 });
      } catch {
        remove.push(removedEntry({ ...d, message: '贈品目前無法提供，請洽店家' }));
        continue;
      }
    }
    apply.push({
      id: d.id,
      code: d.code,
      name: d.name,
      apply_to: d.source,
      exclusive: d.exclusive,
      discount: a.discount,
      message: '',
      removed: false,
      gift_entree_id: a.gift_entree_id ?? null,
    });
  }
  const discountCents = apply.reduce((sum, a) => sum + toCents(a.discount), 0);
  const snapshots = apply.map((a) => ({
    id: a.id,
    name: a.name,
    apply_to: a.apply_to,
    code: a.code,
    discount_cents: toCents(a.discount),
  }));
  return { apply, remove, discountCents, snapshots, giftLines };
}

/** The priced cart with the gift lines added ($0: the total does not change). */
export function withGiftLines(priced: PricedCart, coupons: PricedCoupons): PricedCart {
  return coupons.giftLines.length === 0 ? priced : sumCart([...priced.items, ...coupons.giftLines]);
}

/**
 * Refuses an order or change that names a coupon that does not apply: the diner sees why on the cart
 * (check_order) and sends again without it, so nothing is charged other than what they saw.
 * @throws ApiError coupon_not_applicable (422) with the first reason.
 */
export function refuseRemovedCoupons(coupons: PricedCoupons): void {
  const first = coupons.remove[0];
  if (first) throw new ApiError('coupon_not_applicable', `${first.message}，請移除後再送出`);
}

/** The coupons' part of a new order's transaction: reserve before the insert, record after it. */
export interface CouponGuard {
  reserve(tx: Runner): Promise<void>;
  record(tx: Runner, orderId: string): Promise<void>;
}

/** The guard of a new order that uses `coupons`, or undefined when it uses none. */
export function newOrderCouponGuard(
  coupons: PricedCoupons,
  diner: { userId: number | null; phone: string },
): CouponGuard | undefined {
  if (coupons.apply.length === 0) return undefined;
  const ids = coupons.apply.map((a) => a.id);
  return {
    reserve: (tx) => reserveCoupons(tx, ids, diner),
    record: (tx, orderId) =>
      recordRedemptions(
        tx,
        orderId,
        coupons.snapshots.map((s) => ({ id: s.id, discountCents: s.discount_cents })),
        diner,
      ),
  };
}

/**
 * The coupons' part of a change's transaction: a coupon the order now uses for the first time is reserved and
 * recorded, one it no longer uses is released, and the discount of the others re-priced.
 */
export function changedOrderCouponGuard(
  orderId: string,
  heldIds: readonly string[],
  coupons: PricedCoupons,
  diner: { userId: number | null; phone: string },
  now: number,
): (tx: Runner) => Promise<void> {
  return async (tx) => {
    const kept = coupons.snapshots.filter((s) => heldIds.includes(s.id));
    const added = coupons.snapshots.filter((s) => !heldIds.includes(s.id));
    const dropped = heldIds.filter((id) => !coupons.snapshots.some((s) => s.id === id));
    await reserveCoupons(
      tx,
      added.map((s) => s.id),
      diner,
      orderId,
    );
    await recordRedemptions(
      tx,
      orderId,
      added.map((s) => ({ id: s.id, discountCents: s.discount_cents })),
      diner,
    );
    await releaseOrderCoupons(tx, orderId, dropped, new Date(now));
    for (const s of kept) await repriceRedemption(tx, orderId, s.id, s.discount_cents);
  };
}

/** Whether a member has an order (not cancelled) at a brand: given to the coupon routes (app.ts; ADR 024). */
export function orderAtBrandLookup(db: Db): (userId: number, brandId: number) => Promise<boolean> {
  return (userId, brandId) => hasOrderAtBrand(db, userId, brandId);
}
