/**
 * GET /api/coupons/used — the coupons the member used, newest first, each with its order and what it took
 * off (spec §7 Coupons used; spec §3 Coupon state usedCoupons). spec §8 get_used_coupons when it fails.
 */
import type { UsedCouponsResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError unauthorized (401; handled centrally, spec §4 Session). */
export async function getUsedCoupons(signal?: AbortSignal): Promise<UsedCouponsResponse['data']> {
  return (await api<UsedCouponsResponse>(apiPaths.couponsUsed(), { signal })).data;
}

export const usedCouponsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.used(), queryFn: ({ signal }) => getUsedCoupons(signal) });

/** The coupons the member used. */
export function useUsedCoupons(enabled = true) {
  return useQuery({ ...usedCouponsQueryOptions(), enabled });
}
