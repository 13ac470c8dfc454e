/**
 * Console routes of the store's day: today's figures with 前日未完成 and its bulk action, the CSV export,
 * the table list and the sold-out switches of options. Thin: schema + one service call each. Every route needs the console session
 * (401) and checks that the staff member works at `{sid}` (404 store_not_found otherwise, no data); writes
 * need X-Requested-With (403 csrf_failed). Kept apart from staff.routes.ts so the console's other screens
 * grow without touching these.
 */
import {
  ORDERS_CSV_MAX_DAYS,
  STORE_DAY_API_ROUTES,
  ZOptionSoldOutRequest,
  ZOptionSoldOutResponse,
  ZOptionStockResponse,
  ZOrdersCsvQuery,
  ZPreviousOpenActionRequest,
  ZPreviousOpenActionResponse,
  ZSidParams,
  ZStoreDayResponse,
  ZStoreTablesResponse,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getOptionStock, setOptionSoldOut } from '../menu/manage-option-stock';
import { exportStoreOrdersCsv, getStoreDay, ORDERS_CSV_COLUMNS } from '../orders/get-store-day';
import { getStoreTables } from '../orders/get-store-tables';
import { settlePreviousOpen } from '../orders/previous-open-orders';
import { orderPaymentsOf } from '../payments/order-payments';
import { earnOrderPoints } from '../points/earn-order-points';
import { CONSOLE_STORE_REFUSALS } from './manage-staff-session';

const COUNTING =
  'Orders count on the Taipei business day they were placed; cancelled orders and online payments not paid ' +
  'in full are left out of the count and the revenue. Preparation = 接單 → 可取餐 (accepted_at → ready_at).';

export const storeDayRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    STORE_DAY_API_ROUTES.today,
    {
      schema: {
        tags: ['console'],
        summary:
          "Today's order count, revenue by payment type and average preparation time, and 前日未完成 orders",
        description:
          `Money in TWD, minutes. ${COUNTING} previous_open: the store's open orders (SUBMITTED 1 or READY 2) ` +
          'placed on a past business day and due before today began, true count and the oldest 50. ' +
          CONSOLE_STORE_REFUSALS,
        params: ZSidParams,
        response: { 200: ZStoreDayResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getStoreDay(app.db, store.storeId, app.now());
    },
  );

  app.post(
    STORE_DAY_API_ROUTES.previousOpen,
    {
      schema: {
        tags: ['console'],
        summary: '全部完成 / 全部取消: completes or cancels every 前日未完成 order of the store',
        description:
          "Every open order of a past business day that was due before today (the 今日 page's previous_open), " +
          'each as the single 完成 / 取消訂單 does: audited with the staff member and time, carried live to the ' +
          'board and the diner; a cancelled 外送 order calls its courier off first, and an order paid online or ' +
          'with 儲值金 is refunded in full (ADR 015). complete applies whether or not the order was accepted. ' +
          'Answers how many orders this call changed (0 the second time) and how many it left open (a courier who ' +
          `could not be called off). Owners and staff alike. 400 validation_error for a bad body. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZPreviousOpenActionRequest,
        response: { 200: ZPreviousOpenActionResponse },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return settlePreviousOpen(app.db, store.storeId, request.body, {
        staffId: staff.id,
        now: app.now(),
        delivery: app.delivery,
        payments: orderPaymentsOf(app.db, app.payments),
        onCompleted: earnOrderPoints,
        onError: (err) => request.log.error({ err }, 'previous-day orders: a courier or refund failed'),
      });
    },
  );

  app.get(
    STORE_DAY_API_ROUTES.ordersCsv,
    {
      schema: {
        tags: ['console'],
        summary: "The store's orders of a date range as CSV",
        description:
          `text/csv, UTF-8 with a BOM (Excel), zh-TW header: ${ORDERS_CSV_COLUMNS.join(', ')}. The columns from ` +
          '內用方式 on are what the diner chose, as the board shows it (ConsoleOrder); 品項 holds one order line per ' +
          'line of the cell (options, set-meal picks, 品項備註). from/to are Taipei business days, inclusive, at ' +
          `most ${ORDERS_CSV_MAX_DAYS} days apart (400 validation_error). ${COUNTING} ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        querystring: ZOrdersCsvQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { store } = request.consoleStore();
      const { from, to } = request.query;
      const csv = await exportStoreOrdersCsv(app.db, store.storeId, { from, to });
      const name = `orders-${request.params.sid}-${from}-${to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(csv);
    },
  );

  app.get(
    STORE_DAY_API_ROUTES.tables,
    {
      schema: {
        tags: ['console'],
        summary: "The store's tables and today's open 內用 orders on each (spec §3 table_limit)",
        description: `The list only: QR table ordering does not exist yet. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        response: { 200: ZStoreTablesResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getStoreTables(
        app.db,
        app.state.storeRows,
        { storeId: store.storeId, identifier: request.params.sid },
        app.now(),
      );
    },
  );

  app.get(
    STORE_DAY_API_ROUTES.options,
    {
      schema: {
        tags: ['console'],
        summary: "The store's options by group and name with their sold-out flag",
        description: CONSOLE_STORE_REFUSALS,
        params: ZSidParams,
        response: { 200: ZOptionStockResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getOptionStock(app.db, store.storeId);
    },
  );

  app.put(
    STORE_DAY_API_ROUTES.optionSoldOut,
    {
      schema: {
        tags: ['console'],
        summary: 'Marks an option (e.g. 加料 › 珍珠) sold out or available again on every entree',
        description:
          'The spec §7 inventory lists the option ids at once; check_order and order refuse a cart holding one ' +
          `(menu_item_error, as a sold-out entree). 404 not_found when the store has no such option. ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        body: ZOptionSoldOutRequest,
        response: { 200: ZOptionSoldOutResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return setOptionSoldOut(app.db, app.state.storeChanges, store.storeId, request.body);
    },
  );
};
