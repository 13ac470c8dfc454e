/**
 * GET /api/coupons/all and /api/coupons/first_purchases of a store (spec §7 Coupons; spec §3 Coupon state
 * storeCoupons, newCustomerCoupons): the coupons the cart offers, for the caller (each says why they cannot
 * use it now: `refusal`), merged in one list without repeats (a new-customer coupon is in both answers).
 * spec §8 get_coupons when it fails.
 */
import type { CouponListResponse, CouponView } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** The store's coupons then its new-customer ones, each once (first seen wins), newest first within each. */
export function mergeCouponLists(...lists: readonly CouponView[][]): CouponView[] {
  const seen = new Set<string>();
  return lists.flat().filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/** @throws ApiError store_not_found (404) for an unknown store. */
export async function getStoreCoupons(sid: string, signal?: AbortSignal): Promise<CouponView[]> {
  const [all, first] = await Promise.all([
    api<CouponListResponse>(apiPaths.couponsAll(sid), { signal }),
    api<CouponListResponse>(apiPaths.couponsFirstPurchases(sid), { signal }),
  ]);
  return mergeCouponLists(all.data, first.data);
}

export const storeCouponsQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: couponKeys.store(sid),
    queryFn: ({ signal }) => getStoreCoupons(sid, signal),
    staleTime: 60_000,
  });

/** The coupons store `sid` offers the caller (spec §3 Coupon state allCoupons). */
export function useStoreCoupons(sid: string) {
  return useQuery(storeCouponsQueryOptions(sid));
}
