/**
 * URLs of the console's 優惠券 page (docs/features.md "Console coupons"): the web route and its API. Zod-free
 * like console-paths.ts, so the web router can read them at start.
 */

/** Console screen (web). */
export const COUPON_CONSOLE_ROUTES = { coupons: '/console/:sid/coupons' } as const;

/** Console endpoints (API). */
export const COUPON_CONSOLE_API_ROUTES = {
  coupons: '/api/console/stores/:sid/coupons',
  couponStatus: '/api/console/stores/:sid/coupons/:couponId/status',
} as const;

const enc = encodeURIComponent;
export const couponConsolePaths = {
  page: (sid: string) => `/console/${enc(sid)}/coupons`,
  api: (sid: string) => `/api/console/stores/${enc(sid)}/coupons`,
  status: (sid: string, couponId: string) =>
    `/api/console/stores/${enc(sid)}/coupons/${enc(couponId)}/status`,
};
