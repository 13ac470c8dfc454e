/**
 * The coupons an order names, as the order checks need them (spec §3 Coupon / discount entry; spec §5 Coupon
 * usable; spec §7 check_order apply_coupons / remove_coupons; ADR 031). The rules only the server can decide
 * live here (does the coupon exist at this store, is it running, is the promo code right, is it the member's
 * first order at the brand or their birthday month, how often has it been used); what a coupon takes off is
 * the domain's (rules/coupon-discounts.ts), run by the orders module on the priced cart.
 */
import {
  type CouponDefinition,
  type CouponRef,
  CouponUseStatus,
  type CouponView,
  DiscountSource,
  fromCents,
  taipeiDate,
} from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import {
  addCouponUses,
  type CouponDiner,
  type CouponRow,
  countDinerUses,
  findCouponsByIds,
  insertRedemptions,
  lockCoupons,
  type NamedCouponRow,
} from './coupons.queries';

export type { CouponDiner } from './coupons.queries';

/** Who uses the coupons, as the server knows them. */
export interface CouponUser extends CouponDiner {
  /** spec §3 member type, or null for a visitor. */
  memberType: number | null;
  /** The member's birthday (YYYY-MM-DD) or null. */
  birthday: string | null;
  /** Whether the member has no order (not cancelled) at the store's brand yet; false for a visitor. */
  firstOrderAtBrand: boolean;
}

/** A chosen coupon that the server refuses before pricing, with why (zh-TW). */
export interface RefusedCoupon {
  id: string;
  code: string | null;
  name: string;
  source: number;
  exclusive: boolean;
  message: string;
}

/** A coupon definition with the names the discount entries carry. */
export interface NamedDefinition extends CouponDefinition {
  code: string | null;
}

/** A coupon row as the domain's definition (TWD, epoch seconds). */
export function definitionOf(row: CouponRow): NamedDefinition {
  return {
    id: row.id,
    name: row.name,
    source: row.source as CouponDefinition['source'],
    applicability: row.applicability as CouponDefinition['applicability'],
    exclusive: row.exclusive,
    min_spend: fromCents(row.minSpendCents),
    starts_at: Math.floor(row.startsAt.getTime() / 1000),
    ends_at: Math.floor(row.endsAt.getTime() / 1000),
    order_types: row.orderTypes,
    benefit: row.benefit,
    code: row.code,
  };
}

/** The coupon as the diner's lists show it; `refusal` null when the caller can use it now. */
export function couponViewOf(row: NamedCouponRow, refusal: string | null, used = false): CouponView {
  const d = definitionOf(row);
  return {
    id: d.id,
    name: d.name,
    description: row.description,
    apply_to: d.source,
    applicability: d.applicability,
    exclusive: d.exclusive,
    min_spend: d.min_spend,
    starts_at: d.starts_at,
    ends_at: d.ends_at,
    order_types: d.order_types,
    benefit: d.benefit,
    brand_name: row.brandName,
    store_identifier: row.storeIdentifier,
    store_name: row.storeName,
    use_status: used ? CouponUseStatus.USED : CouponUseStatus.CAN_BE_USED,
    refusal,
  };
}

/**
 * Why the server refuses `row` to `user` at the store, before pricing, or null (the rules of the file
 * comment). `uses`: the user's uses of it so far; `held`: the order being changed already uses it (its own use
 * and the total limit are then not counted again).
 */
export function serverRefusal(
  row: CouponRow,
  store: { brandId: number; storeId: number },
  user: CouponUser,
  now: number,
  uses: number,
  held = false,
): string | null {
  if (row.brandId !== store.brandId || (row.storeId !== null && row.storeId !== store.storeId)) {
    return '此優惠券不適用於這家店';
  }
  if (!held && row.status !== 'active') return '此優惠券已停止使用';
  if (row.source === DiscountSource.NEW_CUSTOMER) {
    if (user.userId === null) return '新客優惠限會員使用，請先登入';
    if (!held && !user.firstOrderAtBrand) return '新客優惠限在本品牌第一次點餐使用';
  }
  if (row.source === DiscountSource.BIRTHDAY) {
    if (user.userId === null) return '生日優惠限會員使用，請先登入';
    if (!user.birthday) return '請先在會員資料填寫生日，才能使用生日優惠';
    if (user.birthday.slice(5, 7) !== taipeiDate(now * 1000).slice(5, 7)) return '生日優惠限生日當月使用';
  }
  if (held) return null;
  if (row.totalLimit !== null && row.usedCount >= row.totalLimit) return '此優惠券已兌換完畢';
  if (uses >= row.perMemberLimit) {
    return row.perMemberLimit === 1 ? '您已使用過此優惠券' : `此優惠券每人限用 ${row.perMemberLimit} 次`;
  }
  return null;
}

/**
 * The definitions of the coupons an order names, in the diner's order, and those the server refuses before
 * pricing (unknown, another store's, stopped, wrong promo code, not the first order, not the birthday month,
 * used up, already used by this diner), each with why.
 * @param refs the request's coupons (spec §7: id, plus code for promo codes).
 * @param user who orders; `firstOrderAtBrand` is asked only when a NEW_CUSTOMER coupon is named (a query).
 * @param opts.heldIds the coupons the order being changed already uses; opts.orderId that order (its own
 *   uses are not counted against it).
 * @param now epoch seconds.
 */
export async function resolveCoupons(
  db: Runner,
  store: { brandId: number; storeId: number },
  refs: readonly CouponRef[],
  diner: Omit<CouponUser, 'firstOrderAtBrand'> & { firstOrderAtBrand: () => Promise<boolean> },
  now: number,
  opts: { heldIds?: readonly string[]; orderId?: string } = {},
): Promise<{ definitions: NamedDefinition[]; refused: RefusedCoupon[] }> {
  const definitions: NamedDefinition[] = [];
  const refused: RefusedCoupon[] = [];
  if (refs.length === 0) return { definitions, refused };
  const ids = [...new Set(refs.map((r) => String(r.id)).filter((id) => isUuid(id)))];
  const rows = new Map((await findCouponsByIds(db as Db, ids)).map((r) => [r.id, r]));
  const newCustomer = [...rows.values()].some((r) => r.source === DiscountSource.NEW_CUSTOMER);
  const user: CouponUser = { ...diner, firstOrderAtBrand: newCustomer && (await diner.firstOrderAtBrand()) };
  const uses = await countDinerUses(db, ids, user, opts.orderId);
  const held = new Set(opts.heldIds ?? []);
  const seen = new Set<string>();
  for (const ref of refs) {
    const id = String(ref.id);
    if (seen.has(id)) continue;
    seen.add(id);
    const row = rows.get(id);
    const code = ref.code?.trim().toUpperCase() ?? null;
    if (!row) {
      refused.push({
        id,
        code,
        name: '',
        source: DiscountSource.COUPON,
        exclusive: false,
        message: '找不到此優惠券',
      });
      continue;
    }
    const refuse = (message: string) =>
      refused.push({
        id,
        code: row.code,
        name: row.name,
        source: row.source,
        exclusive: row.exclusive,
        message,
      });
    // A promo code is only good with its code (spec §7: promo-code entries send code along with id).
    if (row.code !== null && code !== row.code) {
      refuse('優惠碼不正確');
      continue;
    }
    const why = serverRefusal(row, store, user, now, uses.get(id) ?? 0, held.has(id));
    if (why) {
      refuse(why);
      continue;
    }
    definitions.push(definitionOf(row));
  }
  return { definitions, refused };
}

/**
 * Takes one use of each coupon for an order being placed or changed, inside its transaction and BEFORE the
 * order is written (lock order: coupons, then the store's day counter): the coupons' rows are locked, the
 * total and per-diner limits counted again under the lock, and used_count raised. So of 50 orders racing for a
 * single-use coupon exactly one gets it; the others are refused and write nothing.
 * @param orderId the order being changed (its own uses are not counted); undefined for a new order.
 * @throws ApiError coupon_not_applicable (422) naming the coupon that was used up meanwhile.
 */
export async function reserveCoupons(
  tx: Runner,
  ids: readonly string[],
  user: CouponDiner,
  orderId?: string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await lockCoupons(tx, ids);
  const uses = await countDinerUses(tx, ids, user, orderId);
  for (const row of rows) {
    const left = row.totalLimit === null || row.usedCount < row.totalLimit;
    if (!left || (uses.get(row.id) ?? 0) >= row.perMemberLimit || row.status !== 'active') {
      throw new ApiError(
        'coupon_not_applicable',
        left && row.status === 'active'
          ? `您已使用過「${row.name}」，請移除後再送出`
          : `「${row.name}」已兌換完畢，請移除後再送出`,
      );
    }
  }
  await addCouponUses(tx, ids, 1);
}

/** Records the uses `reserveCoupons` took, once the order's id is known (same transaction). */
export async function recordRedemptions(
  tx: Runner,
  orderId: string,
  applied: readonly { id: string; discountCents: number }[],
  user: CouponDiner & { phone: string },
): Promise<void> {
  await insertRedemptions(
    tx,
    applied.map((a) => ({
      couponId: a.id,
      orderId,
      userId: user.userId,
      contactPhone: user.phone,
      discountCents: a.discountCents,
    })),
  );
}
