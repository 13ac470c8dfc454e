/**
 * The store's day in figures (今日營業, docs/features.md "The store's day"): order count, revenue by payment
 * type, average preparation time; and the CSV export of a date range. The caller (console routes) has
 * checked the staff member's store.
 *
 * Rules (domain store-day.ts, also said on the screen): an order counts on the Taipei business day it was
 * placed; cancelled orders (status CANCELLED 4) and orders paid through the app (online, 儲值金) not paid in full count in neither the
 * order count nor the revenue. Preparation time is 接單 → 可取餐 (accepted_at → ready_at): the kitchen's time,
 * not the diner's wait, so an order reserved for the evening does not read as hours of cooking; orders marked
 * 可取餐 without 接單 have no such time and are left out of the average.
 */
import {
  addDays,
  formatCurrency,
  fromCents,
  invoiceLabel,
  isPaidThroughApp,
  ORDER_STATUS_NAMES,
  ORDER_TAB_TYPE_NAMES,
  ORDERS_CSV_MAX_DAYS,
  OrderStatus,
  type OrderStatus as OrderStatusValue,
  orderLineTexts,
  orderTypeName,
  PAYMENT_STATUS_NAMES,
  type PaymentStatus,
  PaymentStatus as PaymentStatusValues,
  paymentTypeName,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  type RevenueByPayment,
  type StoreDayResponse,
  shippingAddressText,
  taipeiDate,
  taipeiTime,
  targetTimeName,
} from '@iding/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { listConsoleOrders } from './list-console-orders';
import { getPreviousOpen } from './previous-open-orders';
import { type DayGroupRow, listRangeOrders, summariseDayOrders } from './store-day.queries';

/** Most rows of one CSV export (a busy store's quarter); more is refused, never cut off silently. */
export const ORDERS_CSV_MAX_ROWS = 50_000;

/** True when an order of this status and payment counts in the day's orders and revenue. */
export function countsInRevenue(o: { status: number; paymentType: number; paymentStatus: number }): boolean {
  if (o.status === OrderStatus.CANCELLED) return false;
  return !isPaidThroughApp(o.paymentType) || o.paymentStatus === PaymentStatusValues.PAID_FULL;
}

/** Figures of `groups` (one business day's orders, summariseDayOrders). Pure. */
export function foldStoreDay(
  businessDate: string,
  groups: DayGroupRow[],
): Omit<StoreDayResponse, 'previous_open'> {
  const byPayment = new Map<number, { orders: number; cents: number }>();
  let orderCount = 0;
  let cents = 0;
  let cancelled = 0;
  let unpaidOnline = 0;
  let prepCount = 0;
  let prepSeconds = 0;
  for (const g of groups) {
    if (g.status === OrderStatus.CANCELLED) {
      // A cancelled online order the diner never paid never reached the store: not the store's cancel.
      if (!isPaidThroughApp(g.paymentType) || g.paymentStatus !== PaymentStatusValues.UNPAID)
        cancelled += g.orders;
      continue;
    }
    if (!countsInRevenue(g)) {
      unpaidOnline += g.orders;
      continue;
    }
    orderCount += g.orders;
    cents += g.totalCents;
    prepCount += g.prepCount;
    prepSeconds += g.prepSeconds;
    const entry = byPayment.get(g.paymentType) ?? { orders: 0, cents: 0 };
    entry.orders += g.orders;
    entry.cents += g.totalCents;
    byPayment.set(g.paymentType, entry);
  }
  const by_payment: RevenueByPayment[] = [...byPayment.entries()]
    .map(([type, e]) => ({
      payment_type: type,
      payment_name: paymentTypeName(type),
      orders: e.orders,
      revenue: fromCents(e.cents),
    }))
    .sort((a, b) => b.revenue - a.revenue || a.payment_type - b.payment_type);
  return {
    business_date: businessDate,
    order_count: orderCount,
    revenue: fromCents(cents),
    by_payment,
    cancelled_count: cancelled,
    unpaid_online_count: unpaidOnline,
    average_prep_minutes: prepCount > 0 ? Math.round((prepSeconds / 60 / prepCount) * 10) / 10 : null,
    prep_sample: prepCount,
  };
}

/**
 * Today's figures of the store (the Taipei business day of `now`, epoch ms), and its orders still open from
 * a past day (前日未完成, previous-open-orders.ts). Money in TWD, minutes.
 */
export async function getStoreDay(db: Db, storeId: number, now: number): Promise<StoreDayResponse> {
  const businessDate = taipeiDate(now);
  return {
    ...foldStoreDay(businessDate, await summariseDayOrders(db, storeId, businessDate)),
    previous_open: await getPreviousOpen(db, storeId, now),
  };
}

/**
 * The CSV's columns, in zh-TW: the day's figures first, then everything the diner chose, as the
 * board shows it (ConsoleOrder; added after 取消原因 so a sheet built on the first columns keeps working).
 */
export const ORDERS_CSV_COLUMNS = [
  '營業日',
  '單號',
  '下單時間',
  '類型',
  '桌號',
  '狀態',
  '付款方式',
  '付款狀態',
  '金額（元）',
  '計入營收',
  '接單時間',
  '可取餐時間',
  '完成時間',
  '製作分鐘',
  '取消原因',
  '內用方式',
  '人數',
  '候位號碼',
  '指定時間',
  '訂購人',
  '訂購人電話',
  '品項',
  '加購',
  '訂單備註',
  '收件人',
  '收件人電話',
  '收件地址',
  '外送狀態',
  '運費（元）',
  '發票',
  '已修改',
] as const;

/** "YYYY-MM-DD HH:MM" in Asia/Taipei, or '' for no time. */
function taipeiDateTime(at: Date | null): string {
  if (!at) return '';
  const ms = at.getTime();
  return `${taipeiDate(ms)} ${taipeiTime(ms)}`;
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe:
 * the cancel reason is free text typed by staff (OWASP "CSV injection").
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** True for a real calendar date "YYYY-MM-DD". */
function isCalendarDate(date: string): boolean {
  return addDays(date, 0) === date;
}

/**
 * The store's orders of business days `from`..`to` (inclusive, Asia/Taipei) as CSV: UTF-8 with a BOM (so
 * Excel reads the Chinese), CRLF rows, RFC 4180 quoting (csv-stringify), the zh-TW header ORDERS_CSV_COLUMNS.
 * Every order the store saw is a row (cancelled ones too, 計入營收 否), with everything the diner chose as the
 * board shows it (listConsoleOrders): 品項 holds each line with its options, set-meal picks and 品項備註, one per
 * line of the cell (orderLineTexts). Free text a spreadsheet could run as a formula is made inert.
 * @throws ApiError validation_error (400) for a date that does not exist, a range over ORDERS_CSV_MAX_DAYS days
 *   or more than ORDERS_CSV_MAX_ROWS orders.
 */
export async function exportStoreOrdersCsv(
  db: Db,
  storeId: number,
  range: { from: string; to: string },
): Promise<string> {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) {
    throw new ApiError('validation_error', '日期不存在，請重新選擇');
  }
  if (addDays(range.from, ORDERS_CSV_MAX_DAYS - 1) < range.to) {
    throw new ApiError('validation_error', `匯出範圍最多 ${ORDERS_CSV_MAX_DAYS} 天`);
  }
  const rows = await listRangeOrders(
    db,
    storeId,
    range,
    RELEASED_ON_CREATE_PAYMENT_TYPES,
    ORDERS_CSV_MAX_ROWS + 1,
  );
  if (rows.length > ORDERS_CSV_MAX_ROWS) {
    throw new ApiError('validation_error', `訂單超過 ${ORDERS_CSV_MAX_ROWS} 筆，請縮小日期範圍`);
  }
  const shown = await listConsoleOrders(db, storeId, rows);
  const records = rows.map((r, i) => {
    const o = shown[i]!;
    const prep =
      r.acceptedAt && r.readyAt ? Math.round((r.readyAt.getTime() - r.acceptedAt.getTime()) / 6000) / 10 : '';
    const ship = o.shipping_infos;
    const timeName = targetTimeName(o.order_type, o.order_tab_type);
    return [
      r.businessDate,
      r.orderNumber,
      taipeiDateTime(r.createdAt),
      orderTypeName(r.orderType),
      r.tableNumber ?? '',
      ORDER_STATUS_NAMES[r.status as OrderStatusValue] ?? String(r.status),
      paymentTypeName(r.paymentType),
      PAYMENT_STATUS_NAMES[r.paymentStatus as PaymentStatus] ?? String(r.paymentStatus),
      fromCents(r.totalCents),
      countsInRevenue(r) ? '是' : '否',
      taipeiDateTime(r.acceptedAt),
      taipeiDateTime(r.readyAt),
      taipeiDateTime(r.completedAt),
      prep,
      inert(r.cancelReason ?? ''),
      o.order_tab_type ? ORDER_TAB_TYPE_NAMES[o.order_tab_type] : '',
      o.party_size ?? '',
      o.waiting_number ?? '',
      timeName ? `${taipeiDateTime(new Date(o.target_time * 1000))}${o.is_asap ? '（盡快）' : ''}` : '',
      inert(o.contact_name),
      inert(o.contact_phone),
      inert(o.items.flatMap(orderLineTexts).join('\n')),
      inert(o.custom_items.map((c) => `${c.name} ${formatCurrency(c.price)}`).join('、')),
      inert(o.memo),
      inert(ship?.recipient ?? ''),
      inert(ship?.phone ?? ''),
      inert(ship ? shippingAddressText(ship) : ''),
      o.delivery?.status_name ?? '',
      o.shipping_fee,
      inert(invoiceLabel(o)),
      o.edited_at === null ? '否' : '是',
    ];
  });
  return stringify([[...ORDERS_CSV_COLUMNS], ...records], { bom: true, record_delimiter: 'windows' });
}
