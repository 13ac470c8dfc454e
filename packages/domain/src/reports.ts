/**
 * 報表 in the console (docs/features.md "Reports"): the store's sales over a range of Taipei business days,
 * by day, week or month, by hour of day, by item and option, by order type and payment type, with refunds and
 * discounts. A store-side contract of ours (docs/spec-map.md "Beyond the spec"). Money in TWD, dates
 * Asia/Taipei "YYYY-MM-DD".
 *
 * Which orders count is the rule of 今日營業 (store-day.ts), so both pages agree: an order counts on the
 * Taipei business day it was placed; cancelled orders and online payments not paid in full count in neither
 * the order count nor the revenue.
 */
import { z } from 'zod';
import { addDays, daysBetween } from './rules/time-slots';
import { zText } from './text';

/** Longest range of one report, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;

/** How the series is grouped: a business day, a week (Monday first) or a calendar month. */
export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const ZReportDate = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式須為 YYYY-MM-DD')
  .refine((d) => addDays(d, 0) === d, '日期不存在，請重新選擇');

/** Query of GET …/reports and …/reports.csv: an inclusive range of business days and the series' group. */
export const ZReportQuery = z
  .strictObject({
    from: ZReportDate.describe('First Taipei business day, inclusive'),
    to: ZReportDate.describe('Last Taipei business day, inclusive'),
    group: z
      .enum(REPORT_GROUPS, '分組須為 day、week 或 month')
      .default('day')
      .describe('The series by business day, week (Monday first) or calendar month'),
  })
  .refine((q) => q.from <= q.to, { message: '開始日期不可晚於結束日期', path: ['to'] })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: `報表範圍最多 ${REPORT_MAX_DAYS} 天`,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof ZReportQuery>;

const ZOrders = z.number().int().describe('Orders counted');
const ZRevenue = z.number().describe('TWD, sum of the counted orders’ totals');

/** One period of the series. */
const ZReportPeriod = z.object({
  start: zText().describe('First business day of the period (a Monday for weeks, the 1st for months)'),
  orders: ZOrders,
  revenue: ZRevenue,
});
export type ReportPeriod = z.infer<typeof ZReportPeriod>;

/** GET /api/console/stores/{sid}/reports. */
export const ZReportResponse = z.object({
  from: zText(),
  to: zText(),
  group: z.enum(REPORT_GROUPS),
  totals: z.object({
    orders: ZOrders,
    revenue: ZRevenue,
    average: z.number().describe('TWD per counted order, rounded to the dollar; 0 without orders'),
  }),
  series: z
    .array(ZReportPeriod)
    .describe('Every period of the range in order, empty ones with 0 (the first week may start before from)'),
  by_hour: z
    .array(
      z.object({ hour: z.number().int().describe('0–23, Asia/Taipei'), orders: ZOrders, revenue: ZRevenue }),
    )
    .describe('24 rows, by the hour the order was placed'),
  by_item: z
    .array(
      z.object({
        name: zText().describe('Item name as ordered'),
        quantity: z.number().int(),
        revenue: z.number().describe('TWD, the lines’ totals (options included)'),
      }),
    )
    .describe('Items of the counted orders, most revenue first'),
  by_option: z
    .array(
      z.object({
        group_name: zText().describe('e.g. 加料'),
        name: zText().describe('e.g. 珍珠'),
        quantity: z.number().int().describe('Units: the option’s quantity × the line’s quantity'),
      }),
    )
    .describe('Options chosen on the items of the counted orders (set-meal picks not included), most first'),
  by_order_type: z
    .array(z.object({ order_type: z.number().int(), name: zText(), orders: ZOrders, revenue: ZRevenue }))
    .describe('spec §3 order types, most revenue first'),
  by_payment: z
    .array(z.object({ payment_type: z.number().int(), name: zText(), orders: ZOrders, revenue: ZRevenue }))
    .describe('spec §3 payment types, most revenue first'),
  refunds: z
    .object({ count: z.number().int(), amount: z.number().describe('TWD given back') })
    .describe('Orders of the range refunded (online or 儲值金), and what was given back'),
  discounts: z
    .object({ count: z.number().int(), amount: z.number().describe('TWD') })
    .describe(
      'Coupons (ADR 031) on the counted orders: how many orders used one, and the TWD they took off (revenue is ' +
        'already net of it)',
    ),
});
export type ReportResponse = z.infer<typeof ZReportResponse>;
