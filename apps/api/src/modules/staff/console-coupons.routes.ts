/**
 * Console routes of 優惠券 (docs/features.md "Console coupons"; spec §3 Coupon types, Discount source, Coupon
 * applicability; ADR 031): the store's coupons and promo codes with how many times each was used, and the
 * owner's create, pause, resume and end. Thin: schema + one service call each. Every route needs the console
 * session (401) and checks that the staff member works at `{sid}`; writes are the owner's (403 forbidden for a
 * staff role) and need X-Requested-With (403 csrf_failed).
 */
import {
  COUPON_CONSOLE_API_ROUTES,
  ZConsoleCoupon,
  ZConsoleCouponListResponse,
  ZConsoleCouponParams,
  ZConsoleCouponRequest,
  ZCouponStatusRequest,
  ZSidParams,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCoupon } from '../coupons/create-coupon';
import { listConsoleCoupons } from '../coupons/list-console-coupons';
import { updateCouponStatus } from '../coupons/update-coupon-status';
import { CONSOLE_STORE_REFUSALS } from './manage-staff-session';

/** Console coupon routes. */
export const consoleCouponRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    COUPON_CONSOLE_API_ROUTES.coupons,
    {
      schema: {
        tags: ['console'],
        summary: "優惠券: the store's coupons and promo codes, and its brand's, with how many were used",
        description:
          'Newest first, every status (active, paused, ended), at most 300. Money in TWD, times in epoch ' +
          'seconds. used_count counts orders not cancelled (a cancelled order gives its coupon back); ' +
          'total_limit null means no limit. brand_wide coupons (every store of the brand) are listed read-only. ' +
          `Owners and staff alike. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        response: { 200: ZConsoleCouponListResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      const row = await app.state.storeRows.require(request.params.sid);
      return listConsoleCoupons(app.db, { storeId: store.storeId, brandId: row.brandId });
    },
  );

  app.post(
    COUPON_CONSOLE_API_ROUTES.coupons,
    {
      config: { consoleRole: 'owner' },
      schema: {
        tags: ['console'],
        summary: 'Creates a coupon or promo code of this store (owners only)',
        description:
          'Every coupon field of spec §3: name (1–40), description, source (STORE 0, PROMO_CODE 1, COUPON 2, ' +
          'NEW_CUSTOMER 3, BIRTHDAY 4), applicability (ALL 0, MEMBER 1, VIP 2, NOT_SUPPORT 3), exclusive, ' +
          'min_spend TWD, starts_at < ends_at (epoch seconds, ends in the future), order_types (empty: every ' +
          'type), benefit (DiscountCoupon amount or percent 1–99 with an optional max; EntreeDiscountCoupon and ' +
          "BuyOneGetOneFreeCoupon name entrees of the store's menu; GiftCoupon its gift entree; " +
          'MultipleDiscountCoupon tiers ascending), code (PROMO_CODE only and required there: 4–20 letters or ' +
          'digits, stored upper-case, unique within the brand), total_limit (≥ 1, null: no limit), ' +
          "per_member_limit (≥ 1). The coupon is the store's own and active at once: the diner's lists and " +
          'check_order offer it between its times. 201 with the coupon. 400 validation_error (zh-TW message, ' +
          'nothing written); 409 coupon_code_taken for a promo code the brand already has; 403 forbidden for a ' +
          `staff role. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZConsoleCouponRequest,
        response: { 201: ZConsoleCoupon },
      },
    },
    async (request, reply) => {
      const { store } = request.consoleStore();
      // The store row and its published menu from the app's caches: the brand, and the entrees a coupon may name.
      const row = await app.state.storeRows.require(request.params.sid);
      const menu = await app.state.menus.get(row);
      const scope = { storeId: store.storeId, brandId: row.brandId };
      reply.code(201);
      return createCoupon(app.db, scope, menu.index.entrees, request.body, app.now());
    },
  );

  app.post(
    COUPON_CONSOLE_API_ROUTES.couponStatus,
    {
      config: { consoleRole: 'owner' },
      schema: {
        tags: ['console'],
        summary: 'Pauses, resumes or ends a coupon of this store (owners only)',
        description:
          "status paused: offered to nobody until resumed (active); the diner's lists leave it out and " +
          'check_order removes it with 此優惠券已停止使用; orders that already use it keep it. status ended: ' +
          'the same, for good (409 coupon_ended for any later change). 404 coupon_not_found for an unknown id ' +
          "or another store's coupon; 403 forbidden for a brand-wide coupon or a staff role; 400 " +
          `validation_error for another status. ${CONSOLE_STORE_REFUSALS}`,
        params: ZConsoleCouponParams,
        body: ZCouponStatusRequest,
        response: { 200: ZConsoleCoupon },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      const row = await app.state.storeRows.require(request.params.sid);
      const scope = { storeId: store.storeId, brandId: row.brandId };
      return updateCouponStatus(app.db, scope, request.params.couponId, request.body.status);
    },
  );
};
