/**
 * POST /api/console/stores/{sid}/coupons (owners only): creates a coupon or promo code of the store.
 * @throws ApiError validation_error (400, zh-TW message) | unauthorized (401) | forbidden (403: another
 *   store's staff, or a staff role) | store_not_found (404) | coupon_code_taken (409)
 */
import { type ConsoleCoupon, type ConsoleCouponInput, couponConsolePaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function createCoupon(sid: string, body: ConsoleCouponInput): Promise<ConsoleCoupon> {
  return api<ConsoleCoupon>(couponConsolePaths.api(sid), { method: 'POST', body, session: false });
}
