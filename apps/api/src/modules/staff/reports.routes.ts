/**
 * Console routes of 報表 (docs/features.md "Reports"): the store's sales over a range of business days, as
 * JSON for the page and as CSV for the bookkeeper. Thin: schema + one service call each. Owners and staff
 * alike, as 今日營業 (which shows the same money). Every route needs the console session (401) and checks
 * that the staff member works at `{sid}`.
 */
import { REPORT_API_ROUTES, REPORT_MAX_DAYS, ZReportQuery, ZReportResponse, ZSidParams } from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getReport, reportCsv } from '../orders/get-report';
import { CONSOLE_STORE_REFUSALS } from './manage-staff-session';

const COUNTING =
  'Orders count on the Taipei business day they were placed; cancelled orders and online payments not paid ' +
  'in full are left out of every figure but refunds (the rule of GET …/today, so both pages agree). ' +
  `from/to are Taipei business days, inclusive, at most ${REPORT_MAX_DAYS} days apart; group is day, week ` +
  '(Monday first) or month (400 validation_error, zh-TW message). Discounts: the coupons of the counted ' +
  'orders (how many orders used one, TWD taken off; revenue is already net of them).';

export const reportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    REPORT_API_ROUTES.reports,
    {
      schema: {
        tags: ['console'],
        summary:
          "報表: the store's sales by day, week or month, by hour, item, option, order type and payment type",
        description:
          'Money in TWD. Totals (orders, revenue, average per order), the series (every period, empty ones 0), ' +
          '24 hours (Asia/Taipei, by when the order was placed), items (quantity, revenue), options (units), ' +
          `order types, payment types, refunds (orders refunded online or to 儲值金, TWD given back). ${COUNTING} ` +
          CONSOLE_STORE_REFUSALS,
        params: ZSidParams,
        querystring: ZReportQuery,
        response: { 200: ZReportResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return getReport(app.db, store.storeId, request.query);
    },
  );

  app.get(
    REPORT_API_ROUTES.reportsCsv,
    {
      schema: {
        tags: ['console'],
        summary: '報表 as CSV: the same figures, one section per table',
        description:
          'text/csv, UTF-8 with a BOM (Excel), CRLF rows; one file with a section per table (a title row, a ' +
          'zh-TW header row, the rows, a blank row): 總計, the series, 時段, 付款方式, 用餐方式, 品項, 選項, ' +
          `退款與折扣. Amounts are plain TWD numbers. ${COUNTING} ${CONSOLE_STORE_REFUSALS}`,
        params: ZSidParams,
        querystring: ZReportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { store } = request.consoleStore();
      const { from, to } = request.query;
      const csv = reportCsv(await getReport(app.db, store.storeId, request.query));
      const name = `report-${request.params.sid}-${from}-${to}.csv`;
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
};
