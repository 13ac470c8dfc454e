/**
 * The store's day (docs/features.md "The store's day"): the figures of one business day, the orders of a date
 * range for the CSV export, today's open 內用 orders by table, and the open orders of past days (前日未完成,
 * previous-open-orders.ts). Drizzle only; every read is scoped to one store id (but the day-end job's, across
 * the stores that chose it) and to the orders the store sees (an online payment once paid, as the board:
 * store-orders.queries).
 * The (store_id, business_date, item_name) unique index serves the date filters.
 */
import { OPEN_ORDER_STATUSES, OrderType } from '@iding/domain';
import { and, asc, between, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stores } from '../../db/schema';
import { released } from './store-orders.queries';

/** One group of a day's orders: same payment type, status and payment status. Money in cents, time in seconds. */
export interface DayGroupRow {
  paymentType: number;
  status: number;
  paymentStatus: number;
  orders: number;
  totalCents: number;
  /** Orders of the group with both accepted_at and ready_at. */
  prepCount: number;
  /** Sum of their ready_at − accepted_at, seconds. */
  prepSeconds: number;
}

/**
 * Every order of the store placed on `businessDate` (Asia/Taipei "YYYY-MM-DD"), grouped by payment type,
 * status and payment status (the service decides which groups count). Unreleased online orders are included
 * so the screen can say how many were left out.
 */
export async function summariseDayOrders(
  db: Db,
  storeId: number,
  businessDate: string,
): Promise<DayGroupRow[]> {
  const rows = await db
    .select({
      paymentType: orders.paymentType,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      orders: sql<number>`count(*)::int`,
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
      prepCount: sql<number>`count(${orders.readyAt} - ${orders.acceptedAt})::int`,
      prepSeconds: sql<number>`coalesce(sum(extract(epoch from ${orders.readyAt} - ${orders.acceptedAt})), 0)::float8`,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.businessDate, businessDate)))
    .groupBy(orders.paymentType, orders.status, orders.paymentStatus);
  // bigint arrives as a string from both drivers.
  return rows.map((r) => ({ ...r, totalCents: Number(r.totalCents), prepSeconds: Number(r.prepSeconds) }));
}

/** The released orders of business days `from`..`to` (inclusive), by day and order number; at most `limit`. */
export async function listRangeOrders(
  db: Db,
  storeId: number,
  range: { from: string; to: string },
  releasedOnCreateTypes: number[],
  limit: number,
) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        between(orders.businessDate, range.from, range.to),
        released(releasedOnCreateTypes),
      ),
    )
    .orderBy(asc(orders.businessDate), asc(orders.orderNumber))
    .limit(limit);
}

/** Today's open (SUBMITTED or READY) released 內用 orders that name a table, by order number. */
export async function listOpenTableOrders(
  db: Db,
  storeId: number,
  businessDate: string,
  releasedOnCreateTypes: number[],
) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      tableNumber: orders.tableNumber,
      status: orders.status,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.businessDate, businessDate),
        eq(orders.orderType, OrderType.DINE_IN),
        isNotNull(orders.tableNumber),
        inArray(orders.status, OPEN_ORDER_STATUSES),
        released(releasedOnCreateTypes),
      ),
    )
    .orderBy(asc(orders.orderNumber));
}

/**
 * Where 前日未完成 orders stand (domain ZPreviousOpenOrders): today's Taipei business day and when it began.
 */
export interface PreviousOpenScope {
  /** Asia/Taipei "YYYY-MM-DD" of now: orders placed before it. */
  businessDate: string;
  /** The start of `businessDate` in Asia/Taipei: orders due before it (not a reservation for a later day). */
  dayStart: Date;
  releasedOnCreateTypes: number[];
}

/**
 * Open, released orders of a past business day that were due before today began (every store). Not 宅配:
 * it ships within the store's days, so one placed yesterday and still open is not unfinished.
 */
function previousOpenWhere(scope: PreviousOpenScope) {
  return and(
    inArray(orders.status, OPEN_ORDER_STATUSES),
    ne(orders.orderType, OrderType.SHIP),
    lt(orders.businessDate, scope.businessDate),
    lt(orders.targetTime, scope.dayStart),
    released(scope.releasedOnCreateTypes),
  );
}

/** The oldest business day first, then by order number ("002" before "010"), the id last. */
const PREVIOUS_OPEN_ORDER = [
  asc(orders.businessDate),
  sql`length(${orders.orderNumber})`,
  asc(orders.orderNumber),
  asc(orders.id),
];

/** The store's 前日未完成 orders, oldest first, at most `limit`. */
export function listPreviousOpen(db: Db, storeId: number, scope: PreviousOpenScope, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), previousOpenWhere(scope)))
    .orderBy(...PREVIOUS_OPEN_ORDER)
    .limit(limit);
}

/** How many 前日未完成 orders the store has. */
export async function countPreviousOpen(db: Db, storeId: number, scope: PreviousOpenScope): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), previousOpenWhere(scope)));
  return Number(rows[0]?.count ?? 0);
}

/**
 * A page of the store's 前日未完成 orders by id, after order id `afterId` (none: the first page), at most
 * `limit`: the bulk 全部完成 / 全部取消 walks them once each, even past an order it has to leave open.
 */
export function listPreviousOpenPage(
  db: Db,
  storeId: number,
  scope: PreviousOpenScope,
  afterId: string | undefined,
  limit: number,
) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        previousOpenWhere(scope),
        afterId ? gt(orders.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/**
 * 前日未完成 orders of every store whose board setting auto_complete_day_end is on (domain ZBoardSettings),
 * oldest business day first, at most `limit` (the day-end job).
 */
export function listDayEndDue(db: Db, scope: PreviousOpenScope, limit: number) {
  return db
    .select({ order: orders })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        previousOpenWhere(scope),
        sql`coalesce((${stores.boardSettings} ->> 'auto_complete_day_end')::boolean, false)`,
      ),
    )
    .orderBy(asc(orders.businessDate), asc(orders.id))
    .limit(limit);
}
