/**
 * Store console route for points (點數; spec §3 Points ledger events MANUAL_ADJUST 48): the owner adds or
 * takes a member's points with a reason. Thin: schema + one call. Needs the console session (401), checks that
 * the staff member works at `{sid}` (404 store_not_found otherwise, no data) and is its owner (403 forbidden
 * for a staff role); writes need X-Requested-With (403 csrf_failed).
 */
import {
  CONSOLE_API_ROUTES,
  POINT_ADJUST_MAX,
  POINT_BALANCE_MAX,
  ZPointAdjustRequest,
  ZPointAdjustResponse,
  ZSidParams,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adjustPointsAtStore } from '../points/adjust-points';
import { CONSOLE_STORE_REFUSALS } from './manage-staff-session';

/** The console's points adjustment. */
export const consolePointsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    CONSOLE_API_ROUTES.points,
    {
      config: { consoleRole: 'owner', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['console'],
        summary:
          '點數調整: adds or takes a member’s points with a reason (spec §3 MANUAL_ADJUST 48; owners only)',
        description:
          'Adds `points` (negative: takes them) to the balance of the member with that phone at this store and ' +
          'lists the movement, with its reason, in their point history (GET /api/user/points), with the staff ' +
          'member (audit). The answer names the member only masked (王○明). The same request_id again answers ' +
          `the first adjustment and changes nothing. Refusals: 400 validation_error (points a non-zero whole ` +
          `number within ±${POINT_ADJUST_MAX}, a reason, phone), 403 forbidden for a staff role, 404 ` +
          'member_not_found (no member has that number: no name, nothing recorded), 409 idempotency_conflict ' +
          '(request_id used for another member), 422 points_insufficient (the balance would go below 0; the ' +
          `message shows it), 422 points_limit (balance over ${POINT_BALANCE_MAX}). ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZPointAdjustRequest,
        response: { 200: ZPointAdjustResponse },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return adjustPointsAtStore(app.db, store, request.body, { staffId: staff.id, now: app.now() });
    },
  );
};
