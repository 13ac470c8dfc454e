/**
 * 報表 (docs/features.md "Reports"): the store's counted orders of a range of Taipei business days,
 * aggregated in the database (GROUP BY), one statement per table of the page. Every read is scoped to one
 * store id and its business days (orders_store_day_number_uidx serves the filter). Money in cents.
 *
 * Counted is the rule of 今日營業 (get-store-day.ts countsInRevenue): not cancelled, and paid at the store or
 * paid in full through the app.
 */
import { OrderStatus, PaymentStatus, type ReportGroup } from '@iding/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, paymentTransactions } from '../../db/schema';

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

/** Items of the counted orders by name: units and the lines' totals in cents, most revenue first. */
export async function sumReportItems(db: Db, scope: ReportScope) {
  const result = (await db.execute(sql`
    select ${orderItems.name} as name, sum(${orderItems.quantity})::bigint as quantity,
      sum(${orderItems.totalCents})::bigint as cents
    from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
    where ${counted(scope)}
    group by ${orderItems.name}
    order by cents desc, name
  `)) as unknown as { rows: { name: string; quantity: string | number; cents: string | number }[] };
  return result.rows.map((r) => ({ name: r.name, quantity: Number(r.quantity), cents: Number(r.cents) }));
}

/** Options chosen on the items of the counted orders by group and name: units (option × line quantity). */
export async function sumReportOptions(db: Db, scope: ReportScope) {
  const result = (await db.execute(sql`
    select o->>'group_name' as group_name, o->>'name' as name,
      sum(coalesce((o->>'quantity')::int, 1) * ${orderItems.quantity})::bigint as quantity
    from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
      cross join lateral jsonb_array_elements(${orderItems.options}) as o
    where ${counted(scope)}
    group by 1, 2
    order by quantity desc, group_name, name
  `)) as unknown as { rows: { group_name: string; name: string; quantity: string | number }[] };
  return result.rows.map((r) => ({
    groupName: r.group_name ?? '',
    name: r.name ?? '',
    quantity: Number(r.quantity),
  }));
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
