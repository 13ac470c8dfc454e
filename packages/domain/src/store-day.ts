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
import { ZConsoleOrder } from './console-order';
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

/** Most 前日未完成 orders the 今日 page lists (the count is the true one). */
export const PREVIOUS_OPEN_LIST_MAX = 50;

/**
 * 前日未完成 (docs/features.md "The store's day"): the store's open orders (SUBMITTED or READY, spec §4) that
 * belong to a past business day — placed before today (Asia/Taipei) and due before today began, so a
 * reservation placed yesterday for a later day is not one of them. Only orders released to the store.
 */
export const ZPreviousOpenOrders = z.object({
  count: z.number().int().describe('How many such orders there are'),
  orders: z
    .array(ZConsoleOrder)
    .describe(`The first ${PREVIOUS_OPEN_LIST_MAX}, oldest business day first, then by order number`),
});
export type PreviousOpenOrders = z.infer<typeof ZPreviousOpenOrders>;

/** The reason the diner is told when the store cancels its 前日未完成 orders without giving one. */
export const PREVIOUS_OPEN_CANCEL_REASON = '店家已結束該營業日，未完成的訂單已取消';

/** POST …/orders/previous_open body: complete or cancel every 前日未完成 order at once. */
export const ZPreviousOpenActionRequest = z.strictObject({
  action: z
    .enum(['complete', 'cancel'], '請選擇全部完成或全部取消')
    .describe('complete: 完成 (COMPLETED 3); cancel: 取消訂單 (CANCELLED 4)'),
  reason: zText()
    .trim()
    .min(1, '請填寫取消原因')
    .max(200, '取消原因最多 200 字')
    .optional()
    .describe(`cancel only: the reason the diner is told; absent = 「${PREVIOUS_OPEN_CANCEL_REASON}」`),
});
export type PreviousOpenActionRequest = z.infer<typeof ZPreviousOpenActionRequest>;

const ZFailed = z
  .number()
  .int()
  .describe(
    'Orders left open: a 外送 courier who could not be called off (the store decides, as for one order)',
  );

/** POST …/orders/previous_open answer: how many orders this call changed (0 the second time). */
export const ZPreviousOpenActionResponse = z.union([
  z.object({ completed: z.number().int().describe('Orders this call completed'), failed: ZFailed }),
  z.object({ cancelled: z.number().int().describe('Orders this call cancelled'), failed: ZFailed }),
]);
export type PreviousOpenActionResponse = z.infer<typeof ZPreviousOpenActionResponse>;

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
  previous_open: ZPreviousOpenOrders,
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
