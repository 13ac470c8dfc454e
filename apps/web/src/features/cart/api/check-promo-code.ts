/**
 * POST /api/coupons/check {identifier, code} — the promo code typed on the cart (spec §7 Coupons check):
 * the coupon it names, for the caller (`refusal` says why they cannot use it now).
 */
import type { CouponView } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * @throws ApiError coupon_not_found (404, 找不到此優惠碼…), validation_error (400, 請輸入優惠碼), rate_limited
 *   (429) after too many tries; the message is the server's zh-TW text.
 */
export function checkPromoCode(identifier: string, code: string): Promise<CouponView> {
  return api<CouponView>(apiPaths.couponsCheck(), { method: 'POST', body: { identifier, code } });
}
