/**
 * The diner's live order: GET /api/orders/{orderId}/events, server-sent events of one order
 * (accepted with an estimate = 製作中, READY = 可取餐, completed, cancelled), owner-checked like
 * GET /api/orders/{orderId}: another browser or member gets 404 order_not_found and no data.
 */
import { CONSOLE_API_ROUTES, ZOrderIdParams } from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lastEventIdOf, openEventStream } from '../../lib/sse';
import { hashVisitorToken } from '../../lib/visitor-token';
import { currentEventId } from './follow-order-events';
import { requireOrderOwner } from './order-access';

const ZEventsQuery = z.strictObject({
  last_event_id: z.coerce.number().int().min(0).optional().describe('Follow from after this event id'),
});

export const orderLiveRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    CONSOLE_API_ROUTES.memberOrderEvents,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['orders'],
        summary: "The logged-in member's orders, live (server-sent events for the order history)",
        produces: ['text/event-stream'],
        description:
          'text/event-stream of OrderLiveEvent JSON for every order of the member, from now on (or after ' +
          'Last-Event-ID / ?last_event_id=). Refusals: 401 unauthorized | token_expired | invalid_token.',
        querystring: ZEventsQuery,
      },
    },
    async (request, reply) => {
      const member = await request.requireMember();
      const given = request.headers['last-event-id'] ?? request.query.last_event_id;
      const after =
        given === undefined
          ? await currentEventId(app.db)
          : lastEventIdOf(request, request.query.last_event_id);
      openEventStream(request, reply, (send) =>
        app.state.orderFollowers.follow({ userId: member.user.id }, after, (e) => send(e.id, e), {
          onError: (err) => app.log.warn({ err }, 'member order events: read failed'),
        }),
      );
    },
  );

  app.get(
    CONSOLE_API_ROUTES.orderEvents,
    {
      schema: {
        tags: ['orders'],
        summary: "The diner's order, live (server-sent events)",
        produces: ['text/event-stream'],
        description:
          'text/event-stream of OrderLiveEvent JSON (id = event id; Last-Event-ID catch-up). Refusals: 404 ' +
          'order_not_found (unknown or someone else’s order), 401 token_expired | invalid_token.',
        params: ZOrderIdParams,
        querystring: ZEventsQuery,
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const order = await requireOrderOwner(app.db, request.params.orderId, {
        userId: member?.user.id ?? null,
        visitorHash: hashVisitorToken(request.visitorToken),
      });
      const after = lastEventIdOf(request, request.query.last_event_id);
      openEventStream(request, reply, (send) =>
        app.state.orderFollowers.follow({ orderId: order.id }, after, (e) => send(e.id, e), {
          onError: (err) => app.log.warn({ err }, 'order events: read failed'),
        }),
      );
    },
  );
};
