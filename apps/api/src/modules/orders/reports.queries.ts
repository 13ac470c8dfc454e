/**
 * 報表 (docs/features.md "Reports"): the store's counted orders of a range of Taipei business days,
 * aggregated in the database (GROUP BY). Every read is scoped to one store id and its business days
 * (orders_report_idx holds every column the grouping reads, so a year is read from the index alone). Money in cents.
 *
 * Counted is the rule of 今日營業 (get-store-day.ts countsInRevenue): not cancelled, and paid at the store or
 * paid in full through the app.
 */
import { OrderStatus, PaymentStatus, type ReportGroup } from '@iding/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, paymentTransactions } from '../../db/schema';
import type { OrderItemOptionSnapshot } from '../../db/schema/orders';

/** A range of business days, inclusive, and the store's types paid at the counter (RELEASED_ON_CREATE…). */
export interface ReportScope {
  storeId: number;
  from: string;
  to: string;
  releasedOnCreateTypes: number[];
}

/** The counted orders of the scope: WHERE of every read but the refunds'. */
function counted(scope: ReportScope): SQL {
  const types = sql.join(
    scope.releasedOnCreateTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`${orders.storeId} = ${scope.storeId}
    and ${orders.businessDate} between ${scope.from} and ${scope.to}
    and ${orders.status} <> ${OrderStatus.CANCELLED}
    and (${orders.paymentType} in (${types}) or ${orders.paymentStatus} = ${PaymentStatus.PAID_FULL})`;
}

/** The first business day of an order's period, by group (Postgres weeks start on Monday). */
const PERIOD: Record<ReportGroup, SQL> = {
  day: sql`${orders.businessDate}`,
  week: sql`date_trunc('week', ${orders.businessDate})::date`,
  month: sql`date_trunc('month', ${orders.businessDate})::date`,
};

/** One group of the counted orders; `set` says which: the total, a period, an hour, an order or payment type. */
export interface ReportGroupRow {
  set: 'total' | 'period' | 'hour' | 'order_type' | 'payment_type';
  /** "YYYY-MM-DD" for a period, the hour 0–23, or the type; null for the total. */
  key: string | number | null;
  orders: number;
  cents: number;
}

/**
 * The total, the series by `group`, by Taipei hour of placing, by order type and by payment type of the
 * counted orders, in one scan (GROUPING SETS).
 */
export async function sumReportGroups(
  db: Db,
  scope: ReportScope,
  group: ReportGroup,
): Promise<ReportGroupRow[]> {
  const period = PERIOD[group];
  const hour = sql`extract(hour from ${orders.createdAt} at time zone 'Asia/Taipei')::int`;
  const result = (await db.execute(sql`
    select grouping(${period}, ${hour}, ${orders.orderType}, ${orders.paymentType}) as g,
      to_char(${period}, 'YYYY-MM-DD') as period, ${hour} as hour,
      ${orders.orderType} as order_type, ${orders.paymentType} as payment_type,
      count(*)::int as orders, coalesce(sum(${orders.totalCents}), 0)::bigint as cents
    from ${orders}
    where ${counted(scope)}
    group by grouping sets ((), (${period}), (${hour}), (${orders.orderType}), (${orders.paymentType}))
  `)) as unknown as {
    rows: {
      g: number;
      period: string | null;
      hour: number | null;
      order_type: number | null;
      payment_type: number | null;
      orders: number;
      cents: string | number;
    }[];
  };
  // grouping(): one bit per argument, 1 = not grouped by it (period is the highest bit).
  return result.rows.map((r) => {
    const base = { orders: Number(r.orders), cents: Number(r.cents) };
    switch (Number(r.g)) {
      case 0b0111:
        return { set: 'period', key: r.period, ...base };
      case 0b1011:
        return { set: 'hour', key: Number(r.hour), ...base };
      case 0b1101:
        return { set: 'order_type', key: Number(r.order_type), ...base };
      case 0b1110:
        return { set: 'payment_type', key: Number(r.payment_type), ...base };
      default:
        return { set: 'total', key: null, ...base };
    }
  });
}

/**
 * The lines of the counted orders grouped by item name and chosen options (the snapshot as stored): units and
 * the lines' totals in cents. A store's lines repeat a few hundred combinations, so the service folds these
 * few rows into items and options instead of the database expanding every line's options (a year of a busy
 * store: a million JSON elements).
 */
export async function sumReportLines(db: Db, scope: ReportScope) {
  const result = (await db.execute(sql`
    select ${orderItems.name} as name, ${orderItems.options} as options,
      sum(${orderItems.quantity})::bigint as quantity, sum(${orderItems.totalCents})::bigint as cents
    from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
    where ${counted(scope)}
    group by ${orderItems.name}, ${orderItems.options}
  `)) as unknown as {
    rows: {
      name: string;
      options: OrderItemOptionSnapshot[] | string;
      quantity: string | number;
      cents: string | number;
    }[];
  };
  return result.rows.map((r) => ({
    name: r.name,
    // node-postgres parses jsonb; PGlite too, but a driver that hands text is read the same.
    options: (typeof r.options === 'string' ? JSON.parse(r.options) : r.options) as OrderItemOptionSnapshot[],
    quantity: Number(r.quantity),
    cents: Number(r.cents),
  }));
}

/**
 * Coupon discounts of the counted orders (orders.discount_cents; ADR 031): how many orders used a coupon and
 * the cents taken off. A cancelled order is not counted (its coupon was given back).
 */
export async function sumReportDiscounts(db: Db, scope: ReportScope) {
  const result = (await db.execute(sql`
    select count(*) filter (where ${orders.discountCents} > 0)::int as count,
      coalesce(sum(${orders.discountCents}), 0)::bigint as cents
    from ${orders}
    where ${counted(scope)}
  `)) as unknown as { rows: { count: number; cents: string | number }[] };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}

/**
 * Refunds of the store's orders placed in the range (payment_transactions kind refund: online through the
 * provider, 儲值金 back to the balance): how many orders and the cents given back (positive).
 */
export async function sumReportRefunds(db: Db, scope: Omit<ReportScope, 'releasedOnCreateTypes'>) {
  const result = (await db.execute(sql`
    select count(distinct ${paymentTransactions.orderId})::int as count,
      coalesce(-sum(${paymentTransactions.amountCents}), 0)::bigint as cents
    from ${paymentTransactions} join ${orders} on ${orders.id} = ${paymentTransactions.orderId}
    where ${orders.storeId} = ${scope.storeId}
      and ${orders.businessDate} between ${scope.from} and ${scope.to}
      and ${paymentTransactions.kind} = 'refund'
  `)) as unknown as { rows: { count: number; cents: string | number }[] };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), cents: Number(row?.cents ?? 0) };
}
