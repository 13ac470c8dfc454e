/**
 * Order routes (spec §7): avail_time, check_order, order, GET order and its delivery, and the member's orders
 * (spec §7 Orders): history, cancel, transactions, order again. Thin: schema + one service call each.
 */
import {
  API_ROUTES,
  cartOf,
  fromCents,
  OrderType,
  ZAvailTimeRequest,
  ZAvailTimeResponse,
  ZCancelOrderResponse,
  ZCheckOrderRequest,
  ZCheckOrderResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZEditOrderRequest,
  ZEditOrderResponse,
  ZMemberOrdersQuery,
  ZMemberOrdersResponse,
  ZOrderAgainResponse,
  ZOrderDeliveryResponse,
  ZOrderIdParams,
  ZOrderResponse,
  ZOrderTransactionsResponse,
  ZPairingResponse,
  ZTransferReportRequest,
  ZTransferReportResponse,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashVisitorToken } from '../../lib/visitor-token';
import { type ClientLimits, clientRateLimit } from '../../plugins/rate-limit';
import { LEFT_AFTER_MS } from './book-pending-deliveries';
import { cancelOrder } from './cancel-order';
import { MAX_OPEN_ORDERS_AT_COUNTER } from './cap-open-orders';
import { createOrder } from './create-order';
import { editOrder } from './edit-order';
import { getOrder, getOrderDelivery } from './get-order';
import { getOrderAgain } from './get-order-again';
import { getOrderTransactions } from './get-order-transactions';
import { guestLookupRoutes } from './guest-lookup.routes';
import { listMemberOrdersPage } from './list-member-orders';
import { type OrderCaller, refuseBlacklisted } from './order-access';
import { loadOrderCoupons } from './order-coupons';
import type { OrderPayments } from './order-payment-status';
import { loadOrderPoints, orderPointOf } from './order-points';
import { availableTimesFor, checkOrder, loadBusySlots, requireOrderTypeSettings } from './order-rules';
import { PAIRING_WAIT_MS, pairOrderDelivery } from './pair-order-delivery';
import { reportTransfer } from './report-transfer';

/**
 * The caller of an order read: the logged-in member (if any) and the browser's visitor cookie.
 * @throws ApiError token_expired | invalid_token (401) when a bad session token is presented (spec §4 Session).
 */
async function callerOf(request: FastifyRequest): Promise<OrderCaller> {
  const member = await request.member();
  return {
    userId: member?.user.id ?? null,
    visitorHash: hashVisitorToken(request.visitorToken),
    now: request.server.now(),
  };
}

/** spec §7 "GET /api/orders/{orderId} (optional identifier)": accepted; the id alone names the order. */
const ZOrderQuery = z.object({
  identifier: zText().max(100).optional().describe('Accepted for compatibility; not needed'),
});

const OWNER_ONLY =
  "A member's order is theirs alone; an order placed without a login belongs to the browser that placed it " +
  '(visitor cookie). Anyone else gets 404 order_not_found with no order data. 401 token_expired | ' +
  'invalid_token for a bad session token.';

/** Idempotency-Key request header of POST /api/orders/order (DESIGN.md "order submission takes an idempotency key"). */
const ZIdempotencyHeaders = z.object({
  'idempotency-key': zText()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Idempotency-Key 須為 1–100 個英數字、- 或 _')
    .optional()
    .describe(
      'Optional client key (1–100 of A-Z a-z 0-9 _ -): a retried or doubled submit returns the same order',
    ),
});

/** A client address may send this many times the submits or checks of one diner: an office, a school or a
 * food court's Wi-Fi, or a mobile carrier's shared address, holds many diners at once. */
export const ADDRESS_SHARE = 5;
/** check_order may be called this many times as often as order: the cart checks again as the diner edits it,
 * and after each refusal it shows. */
export const CHECKS_PER_SUBMIT = 6;

/**
 * The rate limits of order submits and checks (DESIGN.md "Security and integrity"): `perMinute` order submits
 * a minute per member or browser (config ORDER_RATE_LIMIT; a person orders a few times an hour, not a hundred
 * times a minute), ADDRESS_SHARE times that per client address, the address being the backstop of a client
 * that drops its visitor cookie; check_order CHECKS_PER_SUBMIT times both. 0 turns them all off.
 */
export function orderRateLimits(perMinute: number): { order: ClientLimits; check: ClientLimits } {
  const limits = (perClient: number) => ({
    perClient,
    perAddress: perClient * ADDRESS_SHARE,
    timeWindow: 60_000,
  });
  return { order: limits(perMinute), check: limits(perMinute * CHECKS_PER_SUBMIT) };
}

/**
 * Order routes: avail_time, check_order, create order, read order (spec §7 Orders). `orderPayments`: the payments module's side of an order (refunds, transactions), which
 * app.ts gives: orders never imports payments (ADR 024).
 */
export const ordersRoutes: FastifyPluginAsync<{ orderPayments: OrderPayments }> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const rateLimits = orderRateLimits(app.config.ORDER_RATE_LIMIT);
  // 查詢訂單 (ADR 028): a guest's orders by phone plus an SMS code; its own file, registered with the orders.
  await app.register(guestLookupRoutes);
  const perMinute = (l: ClientLimits) =>
    l.perClient === 0
      ? ''
      : ` At most ${l.perClient} a minute per member or browser and ${l.perAddress} per client address ` +
        '(429 rate_limited with Retry-After; config ORDER_RATE_LIMIT).';

  app.post(
    API_ROUTES.availTime,
    {
      schema: {
        tags: ['orders'],
        summary: 'Available pickup times as "date#start#end" (spec §5), Asia/Taipei',
        description:
          'Windows for today and the next 6 days from business hours and holidays; today starts at now + ' +
          'lead (rounded up to 5 minutes). lead = MinLead of the order type, doubled when total > Jumbo ' +
          '(total: cart items, or a dine-in party size if larger). Busy mode adds its extra ' +
          'minutes to lead and leaves out the times of full slots. 宅配 (3): no windows (ships within ' +
          'Ship.ShipDays). 404 store_not_found; 422 order_type_not_supported; 400 unknown field.',
        body: ZAvailTimeRequest,
        response: { 200: ZAvailTimeResponse },
      },
    },
    async (request) => {
      // The store from memory (stores/get-store.ts, dropped on its change notification), as the menu GET:
      // the cart page asks for times and checks on every change, and neither writes anything.
      const store = await app.state.storeRows.require(request.body.identifier);
      const settings = requireOrderTypeSettings(store, request.body.order_type);
      // 宅配 has no time slot: no windows to choose from, and it may always be sent.
      if (request.body.order_type === OrderType.SHIP) {
        return { available_times: [], lead: { start: 0, end: 0 }, asap_available: true };
      }
      const now = app.now();
      const r = availableTimesFor(
        store,
        settings,
        request.body.total,
        now,
        await loadBusySlots(app.db, store, now),
      );
      return { available_times: r.times, lead: r.lead, asap_available: r.asapAvailable };
    },
  );

  app.post(
    API_ROUTES.checkOrder,
    {
      onRequest: clientRateLimit(app, `POST ${API_ROUTES.checkOrder}`, rateLimits.check),
      schema: {
        tags: ['orders'],
        summary:
          'Validates the cart against the current menu; returns the authoritative priced cart (spec §4)',
        description:
          'Prices come from the database; client subtotal/total are ignored. Refusals: 404 store_not_found, ' +
          '403 member_blacklisted (logged-in member black-listed account-wide or at this store), ' +
          '409 menu_version_changed, 422 store_cannot_order | order_type_not_supported | ' +
          'payment_type_not_supported | cart_empty | menu_item_error (also a line whose discount options take ' +
          'it below 0) | store_closed | invalid_target_time | ' +
          'slot_full (busy mode: the chosen slot, or the first one for as soon as possible, holds its cap) | ' +
          'cash_limit_exceeded | invalid_order_details | invalid_table_number | invalid_shipping_info | ' +
          "quote_invalid (missing, unknown, someone else's, another store's, used, or for another address) | " +
          'quote_expired (外送報價已過期，請重新取得報價: ask POST /api/orders/quote again) | custom_item_invalid ' +
          '(custom_item_ids names an extra the store does not offer), 400 malformed input, an unknown field or an ' +
          'invalid e-invoice (統一編號格式錯誤 …). Set meals (cart item collections) are priced with their upgrades ' +
          'and picks. total includes shipping_fee (for 外送 the fee of quote_id as the server quoted it) and the ' +
          'custom items, less discount: the coupons that apply (apply_coupons, each with what it takes off the ' +
          'items); a chosen coupon that does not apply is answered in remove_coupons with the reason (unknown, ' +
          'another store, stopped, wrong promo code, used up, below minimum spend, wrong order type …), not ' +
          'refused (spec §4 Coupons). point_redeem: the points that apply (a member where the store redeems ' +
          'points, at most point_redeem_max) are answered in order_point, with what they take off and what the ' +
          'order will earn.' +
          perMinute(rateLimits.check),
        body: ZCheckOrderRequest,
        response: { 200: ZCheckOrderResponse },
      },
    },
    async (request) => {
      // From memory, as avail_time: the order itself is checked again against the row's version (ADR 006).
      const store = await app.state.storeRows.require(request.body.identifier);
      const member = await request.member(); // no query for a visitor (no session token presented)
      if (member) await refuseBlacklisted(app.db, member.user, store.id);
      const now = app.now();
      const coupons = await loadOrderCoupons(
        app.db,
        store,
        request.body.coupons,
        member?.user ?? null,
        null,
        now,
      );
      const points = await loadOrderPoints(app.db, store, member?.user ?? null);
      const checked = await checkOrder(
        app.db,
        app.state,
        store,
        request.body,
        now,
        {
          userId: member?.user.id ?? null,
          visitorHash: hashVisitorToken(request.visitorToken),
        },
        { takesPayment: app.takesPayment, coupons, points },
      );
      const itemsNetCents = checked.priced.totalCents - checked.coupons.discountCents;
      return {
        cart: cartOf(checked.priced, {
          identifier: store.identifier,
          store_id: store.id,
          menu_version: request.body.menu_version,
          modify_time: Math.floor(now / 1000),
        }),
        remove_coupons: checked.coupons.remove,
        apply_coupons: checked.coupons.apply,
        discount: fromCents(checked.coupons.discountCents),
        order_point: orderPointOf(checked.points, points, itemsNetCents, request.body.payment_type),
        point_balance: checked.points.balance,
        point_redeem_max: checked.points.max,
        shipping_fee: fromCents(checked.shippingFeeCents),
        custom_items: checked.customItems.items,
        total: fromCents(checked.totalCents),
      };
    },
  );

  app.post(
    API_ROUTES.createOrder,
    {
      onRequest: clientRateLimit(app, `POST ${API_ROUTES.createOrder}`, rateLimits.order),
      schema: {
        tags: ['orders'],
        summary: 'Creates an order. Idempotency-Key makes retries return the same order.',
        description:
          '201 with the new order; 200 when an earlier submit with the same Idempotency-Key is replayed; ' +
          '409 idempotency_conflict when that key was used for a different body or by someone else. ' +
          'target_time null = as soon as possible. Placed while logged in, the order belongs to the member ' +
          '(history, cancel). Every refusal of check_order applies (403 member_blacklisted included); 400 ' +
          'for a bad name/phone/memo (a bidi control U+202A–U+202E, U+2066–U+2069, U+200E/U+200F/U+061C in a ' +
          'name, memo, item memo or shipping field; a name of only invisible characters counts as empty). 外送 (2): quote_id and shipping_infos for the quoted address; total ' +
          'includes the fee of that quote; the order records the quote and its courier is booked by POST ' +
          '/api/orders/{orderId}/pairing (spec §7), which the order page calls. 422 open_order_limit when the ' +
          `diner already holds ${MAX_OPEN_ORDERS_AT_COUNTER} open orders paid at the store (cash, transfer, other, ` +
          'pay on delivery; SUBMITTED, unpaid, for today or later) at this store: per member, or per browser and ' +
          'per contact phone for visitors.' +
          perMinute(rateLimits.order),
        headers: ZIdempotencyHeaders,
        body: ZCreateOrderRequest,
        response: { 200: ZCreateOrderResponse, 201: ZCreateOrderResponse },
      },
    },
    async (request, reply) => {
      const member = await request.member(); // no query for a visitor (no session token presented)
      const { created, order } = await createOrder(app.db, app.state, request.body.identifier, request.body, {
        now: app.now(),
        visitorHash: hashVisitorToken(request.visitorToken),
        member: member?.user ?? null,
        idempotencyKey: request.headers['idempotency-key'],
        takesPayment: app.takesPayment,
      });
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    API_ROUTES.orders,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['orders'],
        summary: "The logged-in member's orders, newest first, paginated (spec §7 GET /api/orders)",
        description:
          'page (1-based), per_page 1–50 (default 30), identifier: only that store (unknown → empty list). ' +
          'Response data + links.pagination {total, per_page, current_page, last_page} like the points list. ' +
          'Only orders placed while logged in. 401 unauthorized for visitors, token_expired | invalid_token.',
        querystring: ZMemberOrdersQuery,
        response: { 200: ZMemberOrdersResponse },
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return listMemberOrdersPage(app.db, member.user.id, request.query);
    },
  );

  app.get(
    API_ROUTES.order,
    {
      schema: {
        tags: ['orders'],
        summary: 'An order of the logged-in member, or placed without a login from this browser',
        description: OWNER_ONLY,
        params: ZOrderIdParams,
        querystring: ZOrderQuery,
        response: { 200: ZOrderResponse },
      },
    },
    async (request) => getOrder(app.db, app.state, request.params.orderId, await callerOf(request)),
  );

  app.post(
    API_ROUTES.orderPairing,
    {
      schema: {
        tags: ['orders'],
        summary:
          'Pairs a courier with a placed 外送 order (spec §7 pairing; spec §4 paired false on failure)',
        description:
          'The order page calls it once a 外送 order is placed (and paid, for online payment): the courier is ' +
          `booked with the order's quote and the answer waited for (at most ${PAIRING_WAIT_MS / 1000} s). ` +
          'paired true with the delivery (as GET /api/orders/{orderId}/delivery); paired false when the ' +
          'platform refused or the courier was called off: the order stands and the store arranges it. Asking ' +
          'again answers the same and never books twice; an order no page asked for within ' +
          `${LEFT_AFTER_MS / 1000} s is booked by the server's booking job (every minute). ${OWNER_ONLY} 404 ` +
          'not_found for an order that is not 外送; 409 order_not_paid for an order ' +
          'paid online whose payment is not done.',
        params: ZOrderIdParams,
        response: { 200: ZPairingResponse },
      },
    },
    async (request) =>
      pairOrderDelivery(
        app.db,
        app.state.bookings,
        app.delivery,
        request.params.orderId,
        await callerOf(request),
        app.now(),
        (err) => request.log.error({ err }, 'delivery: booking the courier of a placed order failed'),
      ),
  );

  app.post(
    API_ROUTES.orderTransferReport,
    {
      schema: {
        tags: ['orders'],
        summary: '回報轉帳: the diner reports a 轉帳 with the last five digits of their account',
        description:
          'For an open (SUBMITTED or READY), unpaid order paid by 轉帳 (payment type 4): stores last_five and ' +
          'the time on the order; a second report replaces the first until the store confirms the payment ' +
          '(確認收款). The store sees it on the order (transfer_last_five). 400 validation_error unless exactly ' +
          '5 digits (請輸入轉出帳號末五碼（5 位數字）); 422 payment_method_mismatch for an order not paid by ' +
          `轉帳; 409 order_not_payable once paid or cancelled. ${OWNER_ONLY} Cookie sessions must send ` +
          'X-Requested-With (ADR 008).',
        params: ZOrderIdParams,
        body: ZTransferReportRequest,
        response: { 200: ZTransferReportResponse },
      },
    },
    async (request) =>
      reportTransfer(
        app.db,
        request.params.orderId,
        await callerOf(request),
        request.body.last_five,
        app.now(),
      ),
  );

  app.delete(
    API_ROUTES.order,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['orders'],
        summary: 'Cancels an order of the logged-in member (spec §7; spec §8 cancel_order)',
        description:
          'Allowed while the order is SUBMITTED (1); sets CANCELLED (4) with one conditional update, so of ' +
          'concurrent cancels one wins. An order paid online in full is refunded in full through the same ' +
          'provider (payment_status REFUNDED 3, the refund listed in its transactions). ' +
          '409 cannot_cancel (message says why: ready, completed, already cancelled, paid online); 404 ' +
          "order_not_found for someone else's order or an order placed without a login; 401 unauthorized " +
          'for visitors. Cookie sessions must send X-Requested-With (ADR 008). A 外送 order calls its courier off ' +
          'first (reason 訂單有誤, party 店家): 409 delivery_transition_invalid once delivered, 502 ' +
          'delivery_unavailable when the platform refuses; the order is then left as it was.',
        params: ZOrderIdParams,
        response: { 200: ZCancelOrderResponse },
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return cancelOrder(
        app.db,
        request.params.orderId,
        member.user.id,
        {
          provider: app.delivery,
          now: app.now(),
        },
        {
          orderPayments: opts.orderPayments,
          now: app.now(),
          onRefundError: (err) => request.log.error({ err }, 'refund failed; the reconciliation job retries'),
        },
      );
    },
  );

  app.patch(
    API_ROUTES.order,
    {
      schema: {
        tags: ['orders'],
        summary: 'Changes an order (spec §7 PATCH /api/orders/{editOid})',
        description:
          'Body: the whole order as it should be (the fields of POST /api/orders/order) plus `version` from GET ' +
          '/api/orders/{oid}. Allowed while the order is SUBMITTED (1), unpaid, not an online payment, not 外送 / ' +
          '宅配, and its target time is more than the MinLead of its type away (GET editable_until), or it is a ' +
          '盡快 order the store has not accepted (GET editable_until_accepted). Checked and ' +
          're-priced exactly as a new order; keeps id and item_name; version + 1; recorded in the order history ' +
          '(GET events). 409 cannot_edit (message says why), 409 edit_conflict for an older version, 409 ' +
          'total_changed when shown_total (the 合計 the diner saw) is not the total priced now, 422 ' +
          'invalid_order_details for another store, order type, payment type or dine-in tab, and every refusal ' +
          'of POST /api/orders/order; nothing changes on a refusal. ' +
          OWNER_ONLY +
          ' Cookie sessions must send X-Requested-With (ADR 008).',
        params: ZOrderIdParams,
        body: ZEditOrderRequest,
        response: { 200: ZEditOrderResponse },
      },
    },
    async (request) => {
      const member = await request.member(); // no query for a visitor (no session token presented)
      return editOrder(app.db, app.state, request.params.orderId, request.body, {
        now: app.now(),
        caller: { userId: member?.user.id ?? null, visitorHash: hashVisitorToken(request.visitorToken) },
        member: member?.user ?? null,
      });
    },
  );

  app.get(
    API_ROUTES.orderTransactions,
    {
      schema: {
        tags: ['orders'],
        summary: 'Payment records of an order (spec §7)',
        description:
          'Each capture and refund of an online payment or 儲值金, oldest first, with its spec §3 record type ' +
          '(ADR 015); cash and the other types settled at the store have none. ' +
          OWNER_ONLY,
        params: ZOrderIdParams,
        response: { 200: ZOrderTransactionsResponse },
      },
    },
    async (request) =>
      getOrderTransactions(app.db, request.params.orderId, await callerOf(request), opts.orderPayments),
  );

  app.get(
    API_ROUTES.orderDelivery,
    {
      schema: {
        tags: ['orders'],
        summary: "An order's delivery status (spec §4), for its owner",
        description:
          'status 0–6 with its zh-TW name; cancel_reason 1–17, its text and the party (店家 or 外送平台) once ' +
          "cancelled. 404 order_not_found for an unknown or someone else's order; 404 not_found without a delivery.",
        params: ZOrderIdParams,
        response: { 200: ZOrderDeliveryResponse },
      },
    },
    async (request) =>
      getOrderDelivery(app.db, app.state.bookings, request.params.orderId, await callerOf(request)),
  );

  app.get(
    API_ROUTES.orderAgain,
    {
      schema: {
        tags: ['orders'],
        summary: 'A cart to order again, priced from the current menu (spec §7 "cart, menu_version")',
        description:
          'Items whose entree or options no longer exist, are sold out or no longer fit their option groups ' +
          'are left out and listed in removed. changed = true when any was left out (client: spec §8 ' +
          'order_item_changed, cart size differs); when none is left the answer is still 200 with an empty ' +
          'cart (client: order_item_not_exists). Send the cart to check_order before submitting. ' +
          OWNER_ONLY,
        params: ZOrderIdParams,
        response: { 200: ZOrderAgainResponse },
      },
    },
    async (request) =>
      getOrderAgain(app.db, app.state, request.params.orderId, await callerOf(request), app.now()),
  );
};
