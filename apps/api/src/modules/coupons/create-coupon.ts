/**
 * The console creates a coupon or promo code at its store (docs/features.md "Console coupons"; spec §3 Coupon
 * types, Discount source, Coupon applicability; ADR 031). The request was shape-checked by
 * ZConsoleCouponRequest; what only the database knows is checked here: the entrees it names are on the store's
 * menu, the promo code is free within the brand, and it has not ended already. Console coupons are the store's
 * own (store_id set): brand-wide coupons come from the import file.
 */
import { benefitEntreeIds, type ConsoleCoupon, type ConsoleCouponRequest } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { type CouponInsert, type CouponRow, findCouponByCode, insertCouponRows } from './coupons.queries';
import { consoleCouponOf } from './list-console-coupons';

const CODE_TAKEN = (code: string) => `優惠碼 ${code} 已被本品牌的其他優惠券使用，請換一個`;

/** The coupon's row values (TWD → integer cents, epoch seconds → instants). */
export function couponRowOf(
  c: ConsoleCouponRequest,
  scope: { brandId: number; storeId: number | null },
): CouponInsert {
  return {
    brandId: scope.brandId,
    storeId: scope.storeId,
    name: c.name,
    description: c.description,
    source: c.source,
    applicability: c.applicability,
    exclusive: c.exclusive,
    minSpendCents: Math.round(c.min_spend * 100),
    startsAt: new Date(c.starts_at * 1000),
    endsAt: new Date(c.ends_at * 1000),
    orderTypes: c.order_types,
    benefit: c.benefit,
    code: c.code,
    totalLimit: c.total_limit,
    perMemberLimit: c.per_member_limit,
  };
}

/**
 * The entrees a coupon names that are not on the store's menu.
 * @param menuEntrees the entree ids of the store's published menu (its cached menu's index).
 * @returns the unknown ids, in the request's order.
 */
export function unknownEntrees(menuEntrees: ReadonlyMap<string, unknown>, c: ConsoleCouponRequest): string[] {
  return benefitEntreeIds(c.benefit).filter((id) => !menuEntrees.has(id));
}

/**
 * Creates a coupon of the store (store_id = the store), active.
 * @param store the store and its brand (the console route's store row); menuEntrees the entree ids of its
 *   published menu (unknownEntrees).
 * @param now epoch ms; a coupon that has already ended by then is refused.
 * @returns the coupon as the console lists it (used_count 0).
 * @throws ApiError validation_error (400) for an end time already past or an entree not on the store's menu;
 *   coupon_code_taken (409) for a promo code another coupon of the brand has.
 */
export async function createCoupon(
  db: Db,
  store: { storeId: number; brandId: number },
  menuEntrees: ReadonlyMap<string, unknown>,
  c: ConsoleCouponRequest,
  now: number,
): Promise<ConsoleCoupon> {
  const { storeId, brandId } = store;
  if (c.ends_at * 1000 <= now) throw new ApiError('validation_error', '結束時間必須晚於現在');
  if (unknownEntrees(menuEntrees, c).length > 0) {
    throw new ApiError('validation_error', '選擇的品項不在本店菜單上，請重新選擇');
  }
  if (c.code !== null && (await findCouponByCode(db, brandId, c.code))) {
    throw new ApiError('coupon_code_taken', CODE_TAKEN(c.code));
  }
  let row: CouponRow | undefined;
  try {
    [row] = await insertCouponRows(db, [couponRowOf(c, { brandId, storeId })]);
  } catch (error) {
    // Another request took the code between the look-up and the insert.
    if (c.code !== null && isUniqueViolation(error, 'coupons_code_uidx')) {
      throw new ApiError('coupon_code_taken', CODE_TAKEN(c.code));
    }
    throw error;
  }
  return consoleCouponOf(row!);
}
