/**
 * The diner's coupon lists and look-ups (spec §7 Coupons: GET /api/coupons/all, /api/coupons,
 * /api/coupons/coupon/{id}, /api/coupons/first_purchases, /api/coupons/used, POST /api/coupons/check; spec §5
 * Coupon usable). Each coupon carries, for the caller, `refusal`: why they cannot use it now (zh-TW), or null.
 * Whether it applies to a given cart is check_order's (order-coupons.ts in the orders module).
 */
import {
  type CouponListResponse,
  type CouponView,
  couponHolderRefusal,
  DiscountSource,
  fromCents,
  type UsedCouponsResponse,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import type { StoreRow } from '../stores/get-store';
import type { UserRow } from '../users/get-member';
import {
  countDinerUses,
  findCouponByCode,
  findCouponsByIds,
  listMemberRedemptions,
  listOfferedCoupons,
  listRecentlyEndedCoupons,
  type NamedCouponRow,
} from './coupons.queries';
import { couponViewOf, serverRefusal } from './resolve-coupons';

/** Whether a member has an order (not cancelled) at a brand: the orders module's answer, given by app.ts. */
export type HasOrderAtBrand = (userId: number, brandId: number) => Promise<boolean>;

/** How long an ended coupon stays in the member's 已過期 list: 30 days, in ms. */
const EXPIRED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

/** The views of `rows` for the caller at a store (or at each coupon's own scope when `store` is null). */
async function viewsFor(
  db: Db,
  rows: NamedCouponRow[],
  member: UserRow | null,
  now: number,
  hasOrderAtBrand: HasOrderAtBrand,
  store: Pick<StoreRow, 'id' | 'brandId'> | null,
): Promise<CouponView[]> {
  const uses = member
    ? await countDinerUses(
        db,
        rows.map((r) => r.id),
        { userId: member.id, phone: null },
      )
    : new Map<string, number>();
  const firstAt = new Map<number, boolean>();
  const views: CouponView[] = [];
  for (const row of rows) {
    let first = false;
    if (member && row.source === DiscountSource.NEW_CUSTOMER) {
      if (!firstAt.has(row.brandId))
        firstAt.set(row.brandId, !(await hasOrderAtBrand(member.id, row.brandId)));
      first = firstAt.get(row.brandId) ?? false;
    }
    const user = {
      userId: member?.id ?? null,
      phone: null,
      memberType: member?.userType ?? null,
      birthday: member?.birthday ?? null,
      firstOrderAtBrand: first,
    };
    const scope = store
      ? { brandId: store.brandId, storeId: store.id }
      : { brandId: row.brandId, storeId: row.storeId ?? -1 };
    const seconds = Math.floor(now / 1000);
    const refusal =
      (row.endsAt.getTime() <= now ? '此優惠券已過期' : null) ??
      serverRefusal(row, scope, user, seconds, uses.get(row.id) ?? 0) ??
      couponHolderRefusal(row.applicability, user.memberType);
    views.push(couponViewOf(row, refusal));
  }
  return views;
}

/** GET /api/coupons/all: the coupons the store offers (promo codes are found by their code), for the caller. */
export async function listStoreCoupons(
  db: Db,
  store: StoreRow,
  member: UserRow | null,
  now: number,
  hasOrderAtBrand: HasOrderAtBrand,
): Promise<CouponListResponse> {
  const rows = await listOfferedCoupons(db, { brandId: store.brandId, storeId: store.id }, new Date(now));
  return { data: await viewsFor(db, rows, member, now, hasOrderAtBrand, store) };
}

/**
 * GET /api/coupons: the coupons the member can use now, at the store or (no store) anywhere; with `expired`,
 * the member's 已過期 list instead (ended in the last 30 days).
 */
export async function listMemberCoupons(
  db: Db,
  member: UserRow,
  store: StoreRow | null,
  now: number,
  hasOrderAtBrand: HasOrderAtBrand,
  expired = false,
): Promise<CouponListResponse> {
  if (expired) {
    const rows = await listRecentlyEndedCoupons(db, new Date(now - EXPIRED_SHOWN_MS), new Date(now));
    const views = await viewsFor(
      db,
      rows.filter((r) => !store || r.brandId === store.brandId),
      member,
      now,
      hasOrderAtBrand,
      store,
    );
    return { data: views.filter((v) => couponHolderRefusal(v.applicability, member.userType) === null) };
  }
  const rows = await listOfferedCoupons(
    db,
    store ? { brandId: store.brandId, storeId: store.id } : {},
    new Date(now),
  );
  const views = await viewsFor(db, rows, member, now, hasOrderAtBrand, store);
  return { data: views.filter((v) => v.refusal === null) };
}

/** GET /api/coupons/first_purchases: the new-customer coupons of the store, for the caller. */
export async function listFirstPurchaseCoupons(
  db: Db,
  store: StoreRow,
  member: UserRow | null,
  now: number,
  hasOrderAtBrand: HasOrderAtBrand,
): Promise<CouponListResponse> {
  const { data } = await listStoreCoupons(db, store, member, now, hasOrderAtBrand);
  return { data: data.filter((c) => c.apply_to === DiscountSource.NEW_CUSTOMER) };
}

/** GET /api/coupons/used: the coupons the member used on orders not cancelled, newest first. */
export async function listUsedCoupons(
  db: Db,
  member: UserRow,
  store: StoreRow | null,
): Promise<UsedCouponsResponse> {
  const rows = await listMemberRedemptions(db, member.id, store?.brandId);
  return {
    data: rows.map((r) => ({
      coupon: couponViewOf(r.coupon, '您已使用過此優惠券', true),
      order_id: r.orderId,
      item_name: r.orderNumber,
      discount: fromCents(r.discountCents),
      used_at: Math.floor(r.usedAt.getTime() / 1000),
    })),
  };
}

/**
 * GET /api/coupons/coupon/{id}: one coupon (not a promo code: those are found by their code), for the caller.
 * @throws ApiError coupon_not_found (404) for an unknown id or a promo code.
 */
export async function getCoupon(
  db: Db,
  id: string,
  store: StoreRow | null,
  member: UserRow | null,
  now: number,
  hasOrderAtBrand: HasOrderAtBrand,
): Promise<CouponView> {
  const [row] = isUuid(id) ? await findCouponsByIds(db, [id]) : [];
  if (!row || row.code !== null) throw new ApiError('coupon_not_found', '找不到此優惠券');
  const [view] = await viewsFor(db, [row], member, now, hasOrderAtBrand, store);
  return view!;
}

/**
 * POST /api/coupons/check: the promo code typed at a store (upper-case), for the caller. The answer carries the
 * coupon's id for check_order (with the code); `refusal` says why it cannot be used now.
 * @throws ApiError coupon_not_found (404) when no store of the brand has the code, or another store of it does.
 */
export async function checkPromoCode(
  db: Db,
  store: StoreRow,
  code: string,
  member: UserRow | null,
  now: number,
  hasOrderAtBrand: HasOrderAtBrand,
): Promise<CouponView> {
  const row = await findCouponByCode(db, store.brandId, code);
  if (!row || (row.storeId !== null && row.storeId !== store.id) || row.status === 'ended') {
    throw new ApiError('coupon_not_found', '找不到此優惠碼，請確認後再輸入');
  }
  const [view] = await viewsFor(db, [row], member, now, hasOrderAtBrand, store);
  const startsIn = row.startsAt.getTime() > now;
  return { ...view!, refusal: view!.refusal ?? (startsIn ? '此優惠碼尚未開始使用' : null) };
}
