/**
 * The store's day in the console: today's figures and the CSV export, the table list, and the
 * sold-out switches of options. The spec describes the diner's app only; these store-side contracts are ours
 * (docs/spec-map.md "Beyond the spec"). Money in TWD, durations in minutes, times in epoch seconds, dates
 * Asia/Taipei "YYYY-MM-DD".
 *
 * Which orders count (shown on the screen too): an order counts on the Taipei business day it was placed
 * (orders.business_date, as the board's 已完成 today). Cancelled orders and online payments not paid in full
 * count in neither the order count nor the revenue; an order paid at the counter (現金, 儲值金, …) counts from
 * when it is placed.
 */
import { z } from 'zod';
import { zText } from './text';

const ZDate = zText().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式須為 YYYY-MM-DD');

/** One payment type's share of the day's revenue. */
export const ZRevenueByPayment = z.object({
  payment_type: z.number().int().describe('spec §3 Payment type'),
  payment_name: zText().describe('zh-TW name (PAYMENT_TYPE_NAMES), e.g. 現金, LINE Pay'),
  orders: z.number().int(),
  revenue: z.number().describe('TWD'),
});
export type RevenueByPayment = z.infer<typeof ZRevenueByPayment>;

/** GET /api/console/stores/{sid}/today. */
export const ZStoreDayResponse = z.object({
  business_date: ZDate.describe('The Taipei business day the figures are for'),
  order_count: z.number().int().describe('Orders counted (not cancelled, not unpaid online)'),
  revenue: z.number().describe('TWD, sum of the counted orders’ totals'),
  by_payment: z.array(ZRevenueByPayment).describe('Counted orders per payment type, most revenue first'),
  cancelled_count: z.number().int(),
  unpaid_online_count: z.number().int().describe('Online payments started but not paid in full'),
  average_prep_minutes: z
    .number()
    .nullable()
    .describe(
      'Mean minutes from 接單 (accepted_at) to 可取餐 (ready_at), one decimal; null without such orders',
    ),
  prep_sample: z.number().int().describe('How many orders the average is over'),
});
export type StoreDayResponse = z.infer<typeof ZStoreDayResponse>;

/** Query of GET …/orders.csv: an inclusive range of business days. */
export const ZOrdersCsvQuery = z
  .strictObject({ from: ZDate, to: ZDate })
  .refine((q) => q.from <= q.to, { message: '開始日期不可晚於結束日期', path: ['to'] });

/** One table of the store (1..table_limit, spec §3 store info) and its open 內用 orders today. */
export const ZStoreTable = z.object({
  number: zText().describe('Table number as orders carry it, "1".."table_limit"'),
  open_orders: z.array(
    z.object({
      id: zText(),
      item_name: zText().describe('Order number, e.g. "003"'),
      status: z.number().int().describe('spec §4 Order status: SUBMITTED 1 or READY 2'),
      total: z.number().describe('TWD'),
    }),
  ),
});

/** GET /api/console/stores/{sid}/tables. */
export const ZStoreTablesResponse = z.object({
  table_name: zText().describe('spec §3 table_name, e.g. 桌號'),
  business_date: ZDate,
  tables: z.array(ZStoreTable),
});
export type StoreTablesResponse = z.infer<typeof ZStoreTablesResponse>;

/**
 * GET /api/console/stores/{sid}/options: the store's options by group and name. Every entree has its own
 * option rows (珍珠 of 紅茶 and 珍珠 of 綠茶 are two), so a switch covers every option of that group and name.
 */
export const ZOptionStockResponse = z.object({
  groups: z.array(
    z.object({
      name: zText().describe('Option group name, e.g. 加料'),
      options: z.array(
        z.object({
          name: zText().describe('e.g. 珍珠'),
          entree_count: z.number().int().describe('How many entrees offer it'),
          sold_out: z.boolean().describe('True when every one of them is sold out'),
        }),
      ),
    }),
  ),
});
export type OptionStockResponse = z.infer<typeof ZOptionStockResponse>;

/** PUT …/options/sold_out body. */
export const ZOptionSoldOutRequest = z.strictObject({
  group: zText().trim().min(1, '請指定選項群組').max(100),
  option: zText().trim().min(1, '請指定選項').max(100),
  sold_out: z.boolean(),
});
export type OptionSoldOutRequest = z.infer<typeof ZOptionSoldOutRequest>;

export const ZOptionSoldOutResponse = ZOptionSoldOutRequest.extend({
  updated: z.number().int().describe('How many option rows changed'),
});
