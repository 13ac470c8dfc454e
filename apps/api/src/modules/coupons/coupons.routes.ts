/**
 * Coupon routes (spec §7 Coupons; ADR 031). Thin: schema + one service call each. The lists answer visitors
 * too (each coupon says why they cannot use it: 請先登入); a member's own lists (GET /api/coupons, /used) need a
 * login. Promo-code checks are capped per member or browser and per client address against guessing.
 */
import {
  API_ROUTES,
  ZCouponCheckRequest,
  ZCouponListQuery,
  ZCouponListResponse,
  ZCouponView,
  ZMemberCouponsQuery,
  ZStoreCouponsQuery,
  ZUsedCouponsResponse,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientRateLimit } from '../../plugins/rate-limit';
import {
  checkPromoCode,
  getCoupon,
  type HasOrderAtBrand,
  listFirstPurchaseCoupons,
  listMemberCoupons,
  listStoreCoupons,
  listUsedCoupons,
} from './list-coupons';

/** Promo-code checks a member or browser may make in PROMO_WINDOW_MS (a diner types a code or two). */
export const PROMO_CHECKS_PER_CLIENT = 10;
/** Promo-code checks from one client address in PROMO_WINDOW_MS (a shop's Wi-Fi serves many diners). */
export const PROMO_CHECKS_PER_ADDRESS = 40;
const PROMO_WINDOW_MS = 10 * 60_000;

const STORE_404 = '404 store_not_found for an unknown identifier.';

/** Coupon routes; `hasOrderAtBrand` is the orders module's answer for new-customer coupons (app.ts). */
export const couponsRoutes: FastifyPluginAsync<{ hasOrderAtBrand: HasOrderAtBrand }> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const store = (identifier: string | undefined) =>
    identifier ? app.state.storeRows.require(identifier) : Promise.resolve(null);

  app.post(
    API_ROUTES.couponsCheck,
    {
      onRequest: clientRateLimit(app, `POST ${API_ROUTES.couponsCheck}`, {
        perClient: PROMO_CHECKS_PER_CLIENT,
        perAddress: PROMO_CHECKS_PER_ADDRESS,
        timeWindow: PROMO_WINDOW_MS,
      }),
      schema: {
        tags: ['coupons'],
        summary: 'Looks up a promo code typed at a store (spec §7 Coupons check)',
        description:
          'The code is matched upper-case within the store’s brand. 200 with the coupon (send its id with the ' +
          'code in check_order coupons); refusal says why the caller cannot use it now (請先登入, 已過期, ' +
          `已兌換完畢 …). 404 coupon_not_found (找不到此優惠碼), ${STORE_404} At most ` +
          `${PROMO_CHECKS_PER_CLIENT} checks per member or browser and ${PROMO_CHECKS_PER_ADDRESS} per client ` +
          'address in 10 minutes (429 rate_limited).',
        body: ZCouponCheckRequest,
        response: { 200: ZCouponView },
      },
    },
    async (request) => {
      const s = await app.state.storeRows.require(request.body.identifier);
      const member = await request.member();
      return checkPromoCode(
        app.db,
        s,
        request.body.code,
        member?.user ?? null,
        app.now(),
        opts.hasOrderAtBrand,
      );
    },
  );

  app.get(
    API_ROUTES.coupon,
    {
      schema: {
        tags: ['coupons'],
        summary: 'One coupon, for the caller (spec §7 Coupons)',
        description: `404 coupon_not_found for an unknown id or a promo code; ${STORE_404}`,
        params: z.object({ id: zText().max(100) }),
        querystring: ZCouponListQuery,
        response: { 200: ZCouponView },
      },
    },
    async (request) => {
      const member = await request.member();
      return getCoupon(
        app.db,
        request.params.id,
        await store(request.query.identifier),
        member?.user ?? null,
        app.now(),
        opts.hasOrderAtBrand,
      );
    },
  );

  app.get(
    API_ROUTES.couponsAll,
    {
      schema: {
        tags: ['coupons'],
        summary: 'The coupons a store offers now, for the caller (spec §7 Coupons all)',
        description: `Newest first; promo codes are not listed. ${STORE_404}`,
        querystring: ZStoreCouponsQuery,
        response: { 200: ZCouponListResponse },
      },
    },
    async (request) => {
      const member = await request.member();
      const s = await app.state.storeRows.require(request.query.identifier);
      return listStoreCoupons(app.db, s, member?.user ?? null, app.now(), opts.hasOrderAtBrand);
    },
  );

  app.get(
    API_ROUTES.couponsFirstPurchases,
    {
      schema: {
        tags: ['coupons'],
        summary: 'The new-customer coupons of a store, for the caller (spec §7 first_purchases)',
        description: `Usable only on a member’s first order at the brand. ${STORE_404}`,
        querystring: ZStoreCouponsQuery,
        response: { 200: ZCouponListResponse },
      },
    },
    async (request) => {
      const member = await request.member();
      const s = await app.state.storeRows.require(request.query.identifier);
      return listFirstPurchaseCoupons(app.db, s, member?.user ?? null, app.now(), opts.hasOrderAtBrand);
    },
  );

  app.get(
    API_ROUTES.coupons,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['coupons'],
        summary: 'The member’s coupons: usable now, or expired in the last 30 days (spec §7 Coupons)',
        description: `At the store of identifier, else at every store. 401 unauthorized for visitors; ${STORE_404}`,
        querystring: ZMemberCouponsQuery,
        response: { 200: ZCouponListResponse },
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return listMemberCoupons(
        app.db,
        member.user,
        await store(request.query.identifier),
        app.now(),
        opts.hasOrderAtBrand,
        request.query.status === 'expired',
      );
    },
  );

  app.get(
    API_ROUTES.couponsUsed,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['coupons'],
        summary: 'The coupons the member used, newest first (spec §7 Coupons used)',
        description: `On orders not cancelled (a cancelled order gives its coupon back). 401 for visitors; ${STORE_404}`,
        querystring: ZCouponListQuery,
        response: { 200: ZUsedCouponsResponse },
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return listUsedCoupons(app.db, member.user, await store(request.query.identifier));
    },
  );
};
