/**
 * GET /api/console/stores/{sid}/coupons (優惠券, docs/features.md "Console coupons"): the store's coupons and
 * promo codes and its brand's, with how many times each was used.
 */
import { type ConsoleCouponListResponse, couponConsolePaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** Query key of a store's coupons (under ['console'], cleared at logout). */
export const couponsKey = (sid: string) => ['console', 'coupons', sid] as const;

/**
 * The list, newest first.
 * @throws ApiError unauthorized (401) | forbidden (403, a store the staff member does not work at) |
 *   store_not_found (404)
 */
export function getConsoleCoupons(sid: string, signal?: AbortSignal): Promise<ConsoleCouponListResponse> {
  return api<ConsoleCouponListResponse>(couponConsolePaths.api(sid), { signal, session: false });
}
