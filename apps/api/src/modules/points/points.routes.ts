/**
 * A member's points (spec §7 GET /api/user/points): their movements at every store or one. Thin: schema + one
 * service call. Only the logged-in member's own movements (spec §6: points need a login).
 */
import { API_ROUTES, ZPointHistoryQuery, ZPointHistoryResponse } from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPointHistory } from './list-point-history';

export const pointsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ROUTES.userPoints,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: "The member's point movements (spec §7 GET /api/user/points?page&per_page=30[&identifier])",
        description:
          'Newest first: points earned when the store completed an order (NEW_ORDER_GAIN 40), given back when ' +
          'a completed order was cancelled or refunded (CANCEL_ORDER_GAIN 43, negative) and adjusted by the ' +
          'store with a reason (MANUAL_ADJUST 48), each with the balance after it (whole points), the ' +
          "store's unit (point_rule PMName, default 點) and the store. data + links.pagination {total, " +
          'per_page, current_page, last_page}. 401 unauthorized for a visitor; 400 for a bad page or per_page.',
        querystring: ZPointHistoryQuery,
        response: { 200: ZPointHistoryResponse },
      },
    },
    async (request) => listPointHistory(app.db, (await request.requireMember()).user.id, request.query),
  );
};
