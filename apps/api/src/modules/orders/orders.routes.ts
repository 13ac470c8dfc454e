/**
 * Order routes (spec §7): avail_time, check_order, order, GET order. Thin: schema + one service call each.
 */
import {
  ZAvailTimeRequest,
  ZAvailTimeResponse,
  ZCheckOrderRequest,
  ZCheckOrderResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZOrderResponse,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashVisitorToken } from '../../plugins/visitor';
import { requireStore } from '../stores/get-store';
import { createOrder } from './create-order';
import { getOrderForVisitor } from './get-order';
import { availableTimesFor, checkOrder, requireOrderTypeSettings } from './order-rules';

/** Idempotency-Key request header of POST /api/orders/order (DESIGN.md "order submission takes an idempotency key"). */
const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Idempotency-Key 須為 1–100 個英數字、- 或 _')
    .optional()
    .describe(
      'Optional client key (1–100 of A-Z a-z 0-9 _ -): a retried or doubled submit returns the same order',
    ),
});

/** Order routes: avail_time, check_order, create order, read order (spec §7 Orders). */
export const ordersRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/orders/order/avail_time',
    {
      schema: {
        tags: ['orders'],
        summary: 'Available pickup times as "date#start#end" (spec §5), Asia/Taipei',
        description:
          'Windows for today and the next 6 days from business hours and holidays; today starts at now + ' +
          'lead (rounded up to 5 minutes). lead = MinLead of the order type, doubled when total > Jumbo. ' +
          '404 store_not_found; 422 order_type_not_supported.',
        body: ZAvailTimeRequest,
        response: { 200: ZAvailTimeResponse },
      },
    },
    async (request) => {
      const store = await requireStore(app.db, request.body.identifier);
      const settings = requireOrderTypeSettings(store, request.body.order_type);
      const r = availableTimesFor(store, settings, request.body.total, app.now());
      return { available_times: r.times, lead: r.lead, asap_available: r.asapAvailable };
    },
  );

  app.post(
    '/api/orders/check_order',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Validates the cart against the current menu; returns the authoritative priced cart (spec §4)',
        description:
          'Prices come from the database; client subtotal/total are ignored. Refusals: 404 store_not_found, ' +
          '409 menu_version_changed, 422 store_cannot_order | order_type_not_supported | ' +
          'payment_type_not_supported | cart_empty | menu_item_error | store_closed | invalid_target_time | ' +
          'cash_limit_exceeded, 400 malformed input.',
        body: ZCheckOrderRequest,
        response: { 200: ZCheckOrderResponse },
      },
    },
    async (request) => {
      const store = await requireStore(app.db, request.body.identifier);
      const { priced } = await checkOrder(app.db, store, request.body, app.now());
      return {
        cart: {
          items: priced.items,
          selected_entree_map: priced.selected_entree_map,
          identifier: store.identifier,
          store_id: store.id,
          menu_version: request.body.menu_version,
          modify_time: Math.floor(app.now() / 1000),
          total: priced.total,
        },
        remove_coupons: [],
        apply_coupons: [],
      };
    },
  );

  app.post(
    '/api/orders/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Creates an order. Idempotency-Key makes retries return the same order.',
        description:
          '201 with the new order; 200 when an earlier submit with the same Idempotency-Key is replayed; ' +
          '409 idempotency_conflict when that key was used for a different body. target_time null = as soon ' +
          'as possible. Every refusal of check_order applies; 400 for a bad name/phone/memo.',
        headers: ZIdempotencyHeaders,
        body: ZCreateOrderRequest,
        response: { 200: ZCreateOrderResponse, 201: ZCreateOrderResponse },
      },
    },
    async (request, reply) => {
      const { created, order } = await createOrder(app.db, request.body.identifier, request.body, {
        now: app.now(),
        visitorHash: hashVisitorToken(request.visitorToken),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order placed from this browser (visitor cookie); 404 order_not_found for anyone else',
        params: z.object({ orderId: z.string().describe('Order id (uuid)') }),
        response: { 200: ZOrderResponse },
      },
    },
    async (request) =>
      getOrderForVisitor(app.db, request.params.orderId, hashVisitorToken(request.visitorToken)),
  );
};
