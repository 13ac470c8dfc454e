/**
 * POST /api/console/stores/{sid}/coupons/{couponId}/status (owners only): pauses, resumes or ends a coupon.
 * @throws ApiError unauthorized (401) | forbidden (403: another store's staff, a staff role, a brand-wide
 *   coupon) | coupon_not_found (404) | coupon_ended (409: ending is final)
 */
import { type ConsoleCoupon, type CouponStatus, couponConsolePaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function setCouponStatus(sid: string, couponId: string, status: CouponStatus): Promise<ConsoleCoupon> {
  return api<ConsoleCoupon>(couponConsolePaths.status(sid, couponId), {
    method: 'POST',
    body: { status },
    session: false,
  });
}
