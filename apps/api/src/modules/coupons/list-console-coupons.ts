/**
 * The console's 優惠券 list (docs/features.md "Console coupons"): the store's own coupons and its brand's, with
 * how many times each was used (orders not cancelled) and its status. Staff and owners alike may read it.
 */
import { type ConsoleCoupon, type ConsoleCouponListResponse, fromCents } from '@iding/domain';
import type { Db } from '../../db/client';
import { type CouponRow, listScopeCoupons } from './coupons.queries';

/** A coupon row as the console shows it (TWD, epoch seconds). */
export function consoleCouponOf(row: CouponRow): ConsoleCoupon {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    source: row.source as ConsoleCoupon['source'],
    applicability: row.applicability as ConsoleCoupon['applicability'],
    exclusive: row.exclusive,
    min_spend: fromCents(row.minSpendCents),
    starts_at: Math.floor(row.startsAt.getTime() / 1000),
    ends_at: Math.floor(row.endsAt.getTime() / 1000),
    order_types: row.orderTypes,
    benefit: row.benefit,
    code: row.code,
    total_limit: row.totalLimit,
    per_member_limit: row.perMemberLimit,
    used_count: row.usedCount,
    status: row.status,
    brand_wide: row.storeId === null,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/**
 * GET /api/console/stores/{sid}/coupons: the coupons of the store's scope (its own and its brand's), newest
 * first (at most 300).
 */
export async function listConsoleCoupons(
  db: Db,
  store: { storeId: number; brandId: number },
): Promise<ConsoleCouponListResponse> {
  const rows = await listScopeCoupons(db, store);
  return { data: rows.map(consoleCouponOf) };
}
