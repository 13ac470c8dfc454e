/**
 * GET /api/coupons[?status=expired] — the member's coupons at every store (spec §7 Coupons; spec §3 Coupon
 * state coupons): those usable now (可使用), or those that ended in the last 30 days (已過期). spec §8
 * get_coupons when it fails.
 */
import type { CouponListResponse, CouponView } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError unauthorized (401; handled centrally, spec §4 Session). */
export async function getMemberCoupons(
  status: 'usable' | 'expired',
  signal?: AbortSignal,
): Promise<CouponView[]> {
  return (await api<CouponListResponse>(apiPaths.coupons(null, status), { signal })).data;
}

export const memberCouponsQueryOptions = (status: 'usable' | 'expired') =>
  queryOptions({
    queryKey: couponKeys.member(status),
    queryFn: ({ signal }) => getMemberCoupons(status, signal),
  });

/** The member's usable (or recently expired) coupons. */
export function useMemberCoupons(status: 'usable' | 'expired', enabled = true) {
  return useQuery({ ...memberCouponsQueryOptions(status), enabled });
}
