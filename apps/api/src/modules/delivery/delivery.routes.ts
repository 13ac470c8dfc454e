/**
 * Delivery routes (外送; spec §7 quote; ADR 006 外送): POST /api/orders/quote and the loopback control
 * endpoint `npm run courier` uses against a running PGlite server. An order's delivery for its owner is an
 * orders route (orders sits above delivery: ADR 024).
 * Thin: schema + one service call each.
 */
import {
  API_ROUTES,
  DELIVERY_EVENTS,
  ZDeliveryQuoteRequest,
  ZDeliveryQuoteResponse,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { isControlCaller } from '../../lib/control-file';
import { hashVisitorToken } from '../../lib/visitor-token';
import { advanceDelivery } from './advance-delivery';
import { requestQuote } from './request-quote';

/** The caller: the logged-in member (if any) and the browser's visitor cookie, as orders identify them. */
async function callerOf(request: FastifyRequest) {
  const member = await request.member();
  return { userId: member?.user.id ?? null, visitorHash: hashVisitorToken(request.visitorToken) };
}

/** Body of POST /internal/courier (the courier CLI). */
export const ZCourierEvent = z.strictObject({
  order_id: zText().max(100),
  event: z.enum(DELIVERY_EVENTS),
  reason: zText().max(40).optional(),
});

export const deliveryRoutes: FastifyPluginAsync<{ controlToken?: string }> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    API_ROUTES.deliveryQuote,
    {
      // Each quote may call the delivery platform: a page re-quotes on address changes, not in a loop.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['orders'],
        summary: 'Delivery fee, ETA and a quote_id for an address (spec §7 quote)',
        description:
          'fee in whole TWD, eta_minutes in minutes, expires_at in epoch seconds. Pass quote_id to check_order ' +
          'and order; only this browser or member may use it, at this store, until expires_at. ' +
          '404 store_not_found; 422 order_type_not_supported (no delivery at this store) | ' +
          'delivery_out_of_range (超出外送範圍); 502 delivery_unavailable; 400 malformed input or a city/district ' +
          'not in the zip table.',
        body: ZDeliveryQuoteRequest,
        response: { 200: ZDeliveryQuoteResponse },
      },
    },
    async (request) =>
      requestQuote(app.db, app.delivery, request.body, await callerOf(request), {
        now: app.now(),
        ttlMinutes: app.config.DELIVERY_QUOTE_TTL_MINUTES,
        onProviderError: (err) => request.log.warn({ err }, 'delivery quote: the platform failed'),
      }),
  );

  const controlToken = opts.controlToken;
  if (controlToken) {
    app.post(
      '/internal/courier',
      {
        schema: {
          hide: true,
          headers: z.object({ 'x-control-token': zText().max(200).optional() }),
          body: ZCourierEvent,
        },
      },
      async (request) => {
        // Only the operator's CLI on this machine: loopback and the token the server wrote to DATA_DIR.
        if (
          !isControlCaller(request.socket.remoteAddress, request.headers['x-control-token'], controlToken)
        ) {
          throw new ApiError('not_found', `找不到 POST ${request.url}`);
        }
        const { order_id, event, reason } = request.body;
        return advanceDelivery(app.db, order_id, event, reason, app.now(), { sandboxOnly: true });
      },
    );
  }
};
