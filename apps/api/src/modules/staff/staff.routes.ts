/**
 * Store console routes. Thin: schema + one service call each. Every route but login
 * needs the console session (401), and every store route checks that the staff member works at `{sid}`
 * (404 store_not_found otherwise, no data). Writes need X-Requested-With (403 csrf_failed).
 */
import {
  CONSOLE_API_ROUTES,
  STORE_CREDIT_BALANCE_MAX,
  STORE_CREDIT_DEPOSIT_MAX,
  ZAcceptOrderRequest,
  ZBoardColumn,
  ZBoardColumnParams,
  ZBoardColumnQuery,
  ZBoardQuery,
  ZBoardResponse,
  ZCanOrderRequest,
  ZConsoleMenuResponse,
  ZConsoleOrder,
  ZOrderSearchQuery,
  ZOrderSearchResponse,
  ZSidParams,
  ZSoldOutRequest,
  ZSoldOutResponse,
  ZStaffLoginRequest,
  ZStaffMeResponse,
  ZStoreCancelRequest,
  ZStoreCreditDepositRequest,
  ZStoreCreditDepositResponse,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { isControlCaller } from '../../lib/control-file';
import { lastEventIdOf, openEventStream } from '../../lib/sse';
import { clearStaffCookie, STAFF_COOKIE, setStaffCookie } from '../../plugins/staff-auth';
import { getConsoleMenu, setEntreeSoldOut } from '../menu/manage-sold-out';
import {
  applyStoreAction,
  confirmTransfer,
  getBoardColumn,
  getStoreBoard,
  getStoreOrder,
} from '../orders/manage-store-order';
import { searchOrders } from '../orders/search-store-orders';
import { depositStoreCreditAtStore } from '../payments/deposit-store-credit';
import { orderPaymentsOf } from '../payments/order-payments';
import { earnOrderPoints } from '../points/earn-order-points';
import { setCanOrder } from '../stores/set-can-order';
import { addStaff } from './add-staff';
import {
  CONSOLE_STORE_REFUSALS,
  loginStaff,
  logoutStaff,
  STAFF_LOGIN_ALERT,
  STAFF_LOGIN_LIMITS,
  STAFF_SESSION_HOURS,
  staffProfile,
} from './manage-staff-session';

const ZOrderParams = ZSidParams.extend({ orderId: zText().max(100) });
const ZEventsQuery = z.strictObject({
  last_event_id: z.coerce.number().int().min(0).optional().describe('Follow from after this event id'),
});
const ZOk = z.object({ ok: z.literal(true) });
const L = STAFF_LOGIN_LIMITS;

/** The console store refusals, and those of an order route. */
const STORE_REFUSALS = `${CONSOLE_STORE_REFUSALS} 404 order_not_found: another store’s, unknown or not yet paid online.`;

/** Body of POST /internal/staff (the staff CLI against a running PGlite server). */
const ZAddStaffControl = z.strictObject({
  account: zText().max(254),
  store: zText().max(100),
  role: zText().max(10),
  password: zText().max(128),
  name: zText().max(50).optional(),
});

export const staffRoutes: FastifyPluginAsync<{ controlToken?: string }> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.COOKIE_SECURE;

  app.post(
    CONSOLE_API_ROUTES.login,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['console'],
        summary: 'Console login with 帳號 (phone or e-mail) and 密碼',
        description:
          `Sets the HttpOnly cookie iding_console (${STAFF_SESSION_HOURS} hours). Attempts are limited per ` +
          `address (${L.perIp} a ${L.windowMs / 60_000} minutes) and per account from one address ` +
          `(${L.perAccountAndIp}); wrong passwords from other addresses never refuse the right one, but once an ` +
          `account has had ${L.attackFailures} in a window an address that never logged in to it gets ` +
          `${L.perUnknownAddressUnderAttack} attempts in that window, and after ${L.unknownAddressesClosedAfter} ` +
          'none for the rest of it (addresses it logged in from keep their allowance). The answer carries ' +
          'login_alert as GET /api/console/me. ' +
          'Refusals: 401 staff_login_failed (unknown account or wrong password, one message), 429 rate_limited ' +
          "(this address's own attempts, or a new address while the account is flooded), 403 csrf_failed.",
        body: ZStaffLoginRequest,
        response: { 200: ZStaffMeResponse },
      },
    },
    async (request, reply) => {
      const { body, cookie } = await loginStaff(app.db, { ...request.body, ip: request.ip, now: app.now() });
      setStaffCookie(reply, cookie, secure);
      return body;
    },
  );

  app.post(
    CONSOLE_API_ROUTES.logout,
    { schema: { tags: ['console'], summary: 'Ends the console session', response: { 200: ZOk } } },
    async (request, reply) => {
      await logoutStaff(app.db, request.cookies[STAFF_COOKIE] ?? '', app.now());
      clearStaffCookie(reply, secure);
      return { ok: true as const };
    },
  );

  app.get(
    CONSOLE_API_ROUTES.me,
    {
      schema: {
        tags: ['console'],
        summary: 'The logged-in staff member and their stores with roles',
        description:
          'login_alert: the wrong passwords for this account and the addresses they came from in the last ' +
          `${STAFF_LOGIN_ALERT.periodMs / 3_600_000} hours, once there are ${STAFF_LOGIN_ALERT.minFailures} or ` +
          'more (null otherwise), for the console to warn its holder. ' +
          'Refusals: 401 unauthorized.',
        response: { 200: ZStaffMeResponse },
      },
    },
    async (request) => staffProfile(app.db, await request.requireStaff(), app.now()),
  );

  app.get(
    CONSOLE_API_ROUTES.board,
    {
      schema: {
        tags: ['console'],
        summary: "The store's order board: today's orders and every open one",
        description:
          'Per column (scheduled 預約, new, preparing, ready, completed, cancelled) the first `limit` orders in ' +
          'the column’s order (scheduled: open orders not 盡快 due more than the store’s ' +
          'board.scheduled_lead_minutes from now, soonest first, until that many minutes before they are due; ' +
          'new: newest first; preparing and ready: soonest due first, those due before today last; ' +
          'completed: latest first), the column’s true count (counted by the database) and next_after to page ' +
          'on with GET …/board/{stage}. Open orders of any day are listed whatever their number. Each order as ' +
          'the store sees it (ConsoleOrder: every line with its options and set-meal picks, custom items, ' +
          'notes, type details, payment and invoice). Orders paid online appear once paid. order_type keeps ' +
          'the orders of one type (外帶 0, 內用 1, 外送 2, 宅配 3), in the pages and the counts. 400 ' +
          `validation_error for a bad limit or order_type. ${STORE_REFUSALS}`,
        params: ZSidParams,
        querystring: ZBoardQuery,
        response: { 200: ZBoardResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      const { limit, order_type: orderType } = request.query;
      return getStoreBoard(app.db, store.storeId, app.now(), { limit, orderType });
    },
  );

  app.get(
    CONSOLE_API_ROUTES.boardColumn,
    {
      schema: {
        tags: ['console'],
        summary: 'One column of the board, a page at a time (載入更多)',
        description:
          'The `limit` orders after order `after` (next_after of the previous page; the first page without ' +
          'it) in the column’s order, the column’s true count and next_after (null at the end). Keyset ' +
          'paging: paging on returns every order of the column exactly once, even while new ones arrive. ' +
          'order_type keeps the orders of one type, the count too (send the same one on every page). 400 ' +
          'validation_error for an unknown stage, a bad limit or order_type, or an `after` that is not an ' +
          `order of this store. ${STORE_REFUSALS}`,
        params: ZBoardColumnParams,
        querystring: ZBoardColumnQuery,
        response: { 200: ZBoardColumn },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getBoardColumn(app.db, store.storeId, request.params.stage, app.now(), request.query);
    },
  );

  app.get(
    CONSOLE_API_ROUTES.orderSearch,
    {
      schema: {
        tags: ['console'],
        summary: '搜尋訂單: by order number, the phone’s last digits or the name',
        description:
          'The store’s orders (those the board lists: orders paid online once paid) whose number is `q` ' +
          'exactly (「521」, 「#521」; 「7」 finds 「007」), OR whose contact phone ends with `q` (3 or more digits), OR ' +
          'whose contact name contains `q` (any case). Searches every open order of any day plus the ' +
          'completed and cancelled orders of the last 7 business days (Asia/Taipei, today included). ' +
          'order_type and stage narrow it. Newest first (placed), at most `limit`; each order as the board ' +
          'shows it (ConsoleOrder). 400 validation_error for an empty or over-long q, a bad order_type, stage ' +
          `or limit. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        querystring: ZOrderSearchQuery,
        response: { 200: ZOrderSearchResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return searchOrders(app.db, store.storeId, app.now(), request.query);
    },
  );

  app.get(
    CONSOLE_API_ROUTES.order,
    {
      schema: {
        tags: ['console'],
        summary: 'One order with everything the diner chose (the console order detail)',
        description:
          "The board card's order in full (ConsoleOrder, as the board lists it): each line with its options, " +
          'set-meal picks with their options and upgrades, 品項備註, the custom items, 訂單備註, the type with its ' +
          'details (table, reservation time and party, waiting number, recipient, phone, address and floor, the ' +
          "courier's status), payment, invoice (統編 with 公司抬頭) and when the diner last changed it. " +
          STORE_REFUSALS,
        params: ZOrderParams,
        response: { 200: ZConsoleOrder },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getStoreOrder(app.db, store.storeId, request.params.orderId);
    },
  );

  app.get(
    CONSOLE_API_ROUTES.events,
    {
      schema: {
        tags: ['console'],
        summary: "The store's live order events (server-sent events)",
        produces: ['text/event-stream'],
        description:
          'text/event-stream: each event has the order_store_events id as its SSE id and an OrderLiveEvent ' +
          'JSON as data. A reconnect sends Last-Event-ID (or ?last_event_id= from the board) and first receives ' +
          `every later event. ${STORE_REFUSALS}`,
        params: ZSidParams,
        querystring: ZEventsQuery,
      },
    },
    async (request, reply) => {
      const { store } = request.consoleStore();
      const after = lastEventIdOf(request, request.query.last_event_id);
      openEventStream(request, reply, (send) =>
        app.state.orderFollowers.follow({ storeId: store.storeId }, after, (e) => send(e.id, e), {
          onError: (err) => app.log.warn({ err }, 'console events: read failed'),
        }),
      );
    },
  );

  const action = (name: 'ready' | 'complete', summary: string) =>
    app.post(
      CONSOLE_API_ROUTES.action.replace(':action', name),
      {
        schema: {
          tags: ['console'],
          summary,
          description: `Audited (staff member, time). 409 order_transition_invalid when the legality matrix forbids it. ${STORE_REFUSALS}`,
          params: ZOrderParams,
          response: { 200: ZConsoleOrder },
        },
      },
      async (request) => {
        const { staff, store } = request.consoleStore();
        // 完成 writes the points the order earns in its own transaction (spec §3 NEW_ORDER_GAIN 40).
        return applyStoreAction(app.db, store.storeId, request.params.orderId, name, {
          staffId: staff.id,
          now: app.now(),
          onCompleted: earnOrderPoints,
        });
      },
    );

  app.post(
    CONSOLE_API_ROUTES.action.replace(':action', 'accept'),
    {
      schema: {
        tags: ['console'],
        summary: '接單: accepts a new order with estimated minutes (status stays SUBMITTED 1, spec §4)',
        description: `Audited (staff member, time). 409 order_transition_invalid unless new. ${STORE_REFUSALS}`,
        params: ZOrderParams,
        body: ZAcceptOrderRequest,
        response: { 200: ZConsoleOrder },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return applyStoreAction(app.db, store.storeId, request.params.orderId, 'accept', {
        staffId: staff.id,
        now: app.now(),
        estimateMinutes: request.body.estimate_minutes,
      });
    },
  );
  action('ready', '可取餐: marks the order READY (2)');
  action(
    'complete',
    '完成: marks the order COMPLETED (3); a member earns points where points are on (spec §3 NEW_ORDER_GAIN 40)',
  );
  app.post(
    CONSOLE_API_ROUTES.action.replace(':action', 'cancel'),
    {
      schema: {
        tags: ['console'],
        summary: '取消訂單: cancels the order (CANCELLED 4) with a reason the diner is told',
        description:
          'A 外送 order calls its courier off first. An order paid online or with 儲值金 is refunded in full through ' +
          'the provider that took it (ADR 015; a refund the provider refuses now is retried by the reconciliation ' +
          'job). ' +
          `Audited (staff member, time). ${STORE_REFUSALS}`,
        params: ZOrderParams,
        body: ZStoreCancelRequest,
        response: { 200: ZConsoleOrder },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return applyStoreAction(app.db, store.storeId, request.params.orderId, 'cancel', {
        staffId: staff.id,
        now: app.now(),
        reason: request.body.reason,
        delivery: app.delivery,
        payments: orderPaymentsOf(app.db, app.payments),
        onRefundError: (err) => request.log.error({ err }, 'refund failed; the reconciliation job retries'),
      });
    },
  );

  app.post(
    CONSOLE_API_ROUTES.confirmTransfer,
    {
      schema: {
        tags: ['console'],
        summary: '確認收款: marks a 轉帳 order paid (payment_status PAID_FULL 2)',
        description:
          'The store found the transfer (the diner may have reported the last five digits of their account: ' +
          'transfer_last_five). Any status but cancelled. 422 payment_method_mismatch for an order not paid by ' +
          `轉帳; 409 order_not_payable when already paid or cancelled. ${STORE_REFUSALS}`,
        params: ZOrderParams,
        response: { 200: ZConsoleOrder },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return confirmTransfer(app.db, store.storeId, request.params.orderId, staff.id);
    },
  );

  app.get(
    CONSOLE_API_ROUTES.menu,
    {
      schema: {
        tags: ['console'],
        summary: "The store's entrees with their sold-out flag",
        description: STORE_REFUSALS,
        params: ZSidParams,
        response: { 200: ZConsoleMenuResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getConsoleMenu(app.db, store.storeId);
    },
  );

  app.put(
    CONSOLE_API_ROUTES.soldOut,
    {
      schema: {
        tags: ['console'],
        summary: 'Marks an entree sold out or available again (spec §7 inventory)',
        description:
          'The inventory and order checks answer the new state at once (menu_item_error for a cart holding it). ' +
          `404 not_found for another store's entree. ${STORE_REFUSALS}`,
        params: ZSidParams.extend({ entreeId: zText().max(100) }),
        body: ZSoldOutRequest,
        response: { 200: ZSoldOutResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return setEntreeSoldOut(
        app.db,
        app.state.storeChanges,
        store.storeId,
        request.params.entreeId,
        request.body.sold_out,
      );
    },
  );

  app.put(
    CONSOLE_API_ROUTES.canOrder,
    {
      config: { consoleRole: 'owner' },
      schema: {
        tags: ['console'],
        summary: 'Opens or closes online ordering (spec §3 can_order; owners only)',
        description: `Audited in store_setting_events (staff member, time, before and after). 403 forbidden for a staff role. ${STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZCanOrderRequest,
        response: { 200: ZCanOrderRequest },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return setCanOrder(app.db, app.state.storeChanges, store.storeId, request.body.can_order, staff.id);
    },
  );

  app.post(
    CONSOLE_API_ROUTES.storeCredits,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['console'],
        summary: '儲值: records a top-up the member paid at the counter (spec §3 STORE_CREDIT_DEPOSIT 1002)',
        description:
          'Adds `amount` TWD to the balance of the member with that phone at this store and lists the ' +
          'movement in their store-credit history, with the staff member (audit). The answer names the member ' +
          'only masked (王○明), for the staff member to confirm with the diner. The same request_id again ' +
          `answers the first top-up and adds nothing. Refusals: 400 validation_error (amount 1–${STORE_CREDIT_DEPOSIT_MAX} ` +
          'whole TWD, phone), 404 member_not_found (no member has that number: no name, nothing recorded), ' +
          '409 idempotency_conflict (request_id used for another ' +
          `member), 422 store_credit_limit (balance over ${STORE_CREDIT_BALANCE_MAX} TWD). ${STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZStoreCreditDepositRequest,
        response: { 200: ZStoreCreditDepositResponse },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return depositStoreCreditAtStore(app.db, store, request.body, { staffId: staff.id, now: app.now() });
    },
  );

  const controlToken = opts.controlToken;
  if (controlToken) {
    app.post(
      '/internal/staff',
      {
        schema: {
          hide: true,
          headers: z.object({ 'x-control-token': zText().max(200).optional() }),
          body: ZAddStaffControl,
        },
      },
      async (request) => {
        // Only the operator's CLI on this machine: loopback and the token the server wrote to DATA_DIR.
        if (
          !isControlCaller(request.socket.remoteAddress, request.headers['x-control-token'], controlToken)
        ) {
          throw new ApiError('not_found', `找不到 POST ${request.url}`);
        }
        const { account, store, role, password, name } = request.body;
        return addStaff(app.db, { account, storeIdentifier: store, role, password, name });
      },
    );
  }
};
