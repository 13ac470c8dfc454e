/**
 * 報表 (docs/features.md "Reports"): the store's sales over a range of Taipei business days — totals, the
 * series by day / week / month, by hour of day, by item and option, by order type and payment type, refunds
 * and discounts — and the same figures as CSV. The caller (console routes) has checked the staff member's
 * store and validated the query (domain ZReportQuery).
 *
 * Which orders count is 今日營業's rule (get-store-day.ts countsInRevenue), so the two pages agree.
 * Discounts are the coupons' (orders.discount_cents, ADR 031) of the same counted orders.
 */
import {
  addDays,
  fromCents,
  orderTypeName,
  paymentTypeName,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  type ReportGroup,
  type ReportPeriod,
  type ReportQuery,
  type ReportResponse,
} from '@iding/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import {
  type ReportGroupRow,
  sumReportDiscounts,
  sumReportGroups,
  sumReportLines,
  sumReportRefunds,
} from './reports.queries';

/** First business day of the period of `date` ("YYYY-MM-DD"): itself, its week's Monday, or the 1st. */
function periodStart(date: string, group: ReportGroup): string {
  if (group === 'month') return `${date.slice(0, 8)}01`;
  if (group === 'week') {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return addDays(date, -((weekday + 6) % 7));
  }
  return date;
}

/** Start of the period after the one starting on `start`. */
function nextPeriod(start: string, group: ReportGroup): string {
  if (group === 'day') return addDays(start, 1);
  if (group === 'week') return addDays(start, 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Every period of from..to in order, from the database's periods (`rows`), empty ones as 0. Pure. */
function fillSeries(query: ReportQuery, rows: ReportGroupRow[]): ReportPeriod[] {
  const found = new Map(rows.filter((r) => r.set === 'period').map((r) => [String(r.key), r]));
  const series: ReportPeriod[] = [];
  for (
    let start = periodStart(query.from, query.group);
    start <= query.to;
    start = nextPeriod(start, query.group)
  ) {
    const r = found.get(start);
    series.push({ start, orders: r?.orders ?? 0, revenue: fromCents(r?.cents ?? 0) });
  }
  return series;
}

/**
 * Items (units, revenue in TWD; most revenue first) and options (units = the option's quantity × the line's;
 * most first) of the lines grouped by item and options (sumReportLines). Pure.
 */
function foldLines(lines: Awaited<ReturnType<typeof sumReportLines>>) {
  const items = new Map<string, { quantity: number; cents: number }>();
  const options = new Map<string, { group_name: string; name: string; quantity: number }>();
  for (const line of lines) {
    const item = items.get(line.name) ?? { quantity: 0, cents: 0 };
    item.quantity += line.quantity;
    item.cents += line.cents;
    items.set(line.name, item);
    for (const o of line.options) {
      const key = JSON.stringify([o.group_name, o.name]);
      const option = options.get(key) ?? { group_name: o.group_name ?? '', name: o.name ?? '', quantity: 0 };
      option.quantity += (o.quantity ?? 1) * line.quantity;
      options.set(key, option);
    }
  }
  return {
    items: [...items]
      .map(([name, i]) => ({ name, quantity: i.quantity, revenue: fromCents(i.cents) }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name)),
    options: [...options.values()].sort(
      (a, b) =>
        b.quantity - a.quantity || a.group_name.localeCompare(b.group_name) || a.name.localeCompare(b.name),
    ),
  };
}

const byRevenue = (a: { revenue: number }, b: { revenue: number }) => b.revenue - a.revenue;

/** The report of the store's business days `query.from`..`query.to`. Money in TWD. */
export async function getReport(db: Db, storeId: number, query: ReportQuery): Promise<ReportResponse> {
  const scope = {
    storeId,
    from: query.from,
    to: query.to,
    releasedOnCreateTypes: RELEASED_ON_CREATE_PAYMENT_TYPES,
  };
  const [groups, lines, refunds, discounts] = await Promise.all([
    sumReportGroups(db, scope, query.group),
    sumReportLines(db, scope),
    sumReportRefunds(db, scope),
    sumReportDiscounts(db, scope),
  ]);
  const { items, options } = foldLines(lines);
  const total = groups.find((g) => g.set === 'total') ?? { orders: 0, cents: 0 };
  const of = (set: ReportGroupRow['set']) => groups.filter((g) => g.set === set);
  const hours = new Map(of('hour').map((g) => [Number(g.key), g]));
  return {
    from: query.from,
    to: query.to,
    group: query.group,
    totals: {
      orders: total.orders,
      revenue: fromCents(total.cents),
      average: total.orders > 0 ? Math.round(total.cents / total.orders / 100) : 0,
    },
    series: fillSeries(query, groups),
    by_hour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: hours.get(hour)?.orders ?? 0,
      revenue: fromCents(hours.get(hour)?.cents ?? 0),
    })),
    by_item: items,
    by_option: options,
    by_order_type: of('order_type')
      .map((g) => ({
        order_type: Number(g.key),
        name: orderTypeName(Number(g.key)),
        orders: g.orders,
        revenue: fromCents(g.cents),
      }))
      .sort(byRevenue),
    by_payment: of('payment_type')
      .map((g) => ({
        payment_type: Number(g.key),
        name: paymentTypeName(Number(g.key)),
        orders: g.orders,
        revenue: fromCents(g.cents),
      }))
      .sort(byRevenue),
    refunds: { count: refunds.count, amount: fromCents(refunds.cents) },
    discounts: { count: discounts.count, amount: fromCents(discounts.cents) },
  };
}

const GROUP_NAMES: Record<ReportGroup, string> = { day: '日', week: '週（週一起）', month: '月' };

/** Text a spreadsheet would run as a formula gets a leading apostrophe (item names are the store's text). */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The report as one CSV a bookkeeper opens in Excel: UTF-8 with a BOM, CRLF rows (as the orders CSV), one
 * section per table — a title row, a header row, the rows, a blank row — in the page's order: 總計, the series,
 * 時段, 付款方式, 用餐方式, 品項, 選項, 退款與折扣. Amounts in TWD as plain numbers (no "$", no commas).
 */
export function reportCsv(r: ReportResponse): string {
  const rows: (string | number)[][] = [
    ['報表', `${r.from} 至 ${r.to}`],
    [],
    ['總計'],
    ['訂單數', '營收（元）', '平均客單價（元）'],
    [r.totals.orders, r.totals.revenue, r.totals.average],
    [],
    [`依${GROUP_NAMES[r.group]}`],
    ['起始日', '訂單數', '營收（元）'],
    ...r.series.map((p) => [p.start, p.orders, p.revenue]),
    [],
    ['時段'],
    ['時段', '訂單數', '營收（元）'],
    ...r.by_hour.map((h) => [`${String(h.hour).padStart(2, '0')}:00`, h.orders, h.revenue]),
    [],
    ['付款方式'],
    ['付款方式', '訂單數', '營收（元）'],
    ...r.by_payment.map((p) => [p.name, p.orders, p.revenue]),
    [],
    ['用餐方式'],
    ['用餐方式', '訂單數', '營收（元）'],
    ...r.by_order_type.map((t) => [t.name, t.orders, t.revenue]),
    [],
    ['品項'],
    ['品項', '數量', '營收（元）'],
    ...r.by_item.map((i) => [inert(i.name), i.quantity, i.revenue]),
    [],
    ['選項'],
    ['選項群組', '選項', '數量'],
    ...r.by_option.map((o) => [inert(o.group_name), inert(o.name), o.quantity]),
    [],
    ['退款與折扣'],
    ['項目', '筆數', '金額（元）'],
    ['退款', r.refunds.count, r.refunds.amount],
    ['折扣', r.discounts.count, r.discounts.amount],
  ];
  return stringify(rows, { bom: true, record_delimiter: 'windows' });
}
