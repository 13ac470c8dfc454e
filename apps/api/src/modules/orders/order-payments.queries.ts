/**
 * The orders table as the payments flow changes it: payment status and the expiry of unpaid
 * online orders. Kept apart from orders.queries.ts (the submit's hot path).
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * PAID_FULL on a SUBMITTED, UNPAID order, paid by `paymentType`.
 * @returns the total (cents of TWD) the order holds as it is marked paid, read by the same statement under its
 *   row lock, so an edit committed just before is counted; undefined when it is no longer SUBMITTED and UNPAID.
 */
export async function setOrderPaidFull(
  db: Runner,
  orderId: string,
  paidFull: number,
  paymentType: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: paidFull, paymentType })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 0), eq(orders.status, 1)))
    .returning({ totalCents: orders.totalCents });
  return row?.totalCents;
}

/** REFUNDED on a paid order (its payment was refunded in full). */
export async function setOrderRefunded(db: Runner, orderId: string, refunded: number): Promise<void> {
  await db.update(orders).set({ paymentStatus: refunded }).where(eq(orders.id, orderId));
}

/** SUBMITTED orders of these payment types still UNPAID and placed before `before`: ids, oldest first. */
export async function findUnpaidOrdersBefore(
  db: Runner,
  paymentTypes: number[],
  before: Date,
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 1),
        eq(orders.paymentStatus, 0),
        inArray(orders.paymentType, paymentTypes),
        lt(orders.createdAt, before),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(limit);
}

/** CANCELLED (4) if the order is still SUBMITTED and UNPAID; false otherwise (paid or changed meanwhile). */
export async function cancelUnpaidOrder(db: Runner, orderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 4 })
    .where(sql`${orders.id} = ${orderId} and ${orders.status} = 1 and ${orders.paymentStatus} = 0`)
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Switches an unpaid SUBMITTED order the store has not accepted from one of `switchable` payment types to
 * another of them; false when it is not (any more) such an order, or was switched meanwhile.
 */
export async function updateUnpaidPaymentType(
  db: Runner,
  orderId: string,
  from: number,
  to: number,
  switchable: number[],
): Promise<boolean> {
  if (!switchable.includes(to)) return false;
  const rows = await db
    .update(orders)
    .set({ paymentType: to })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 1),
        eq(orders.paymentStatus, 0),
        isNull(orders.acceptedAt),
        eq(orders.paymentType, from),
        inArray(orders.paymentType, switchable),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * CANCELLED (4) a SUBMITTED order paid in full (2) of these online types, by its member; false when it is
 * not (one of two concurrent cancels wins, and only the winner refunds).
 */
export async function cancelPaidOrder(
  db: Runner,
  orderId: string,
  userId: number,
  onlineTypes: number[],
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 4 })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        eq(orders.status, 1),
        isNull(orders.acceptedAt),
        eq(orders.paymentStatus, 2),
        inArray(orders.paymentType, onlineTypes),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** CANCELLED orders of these payment types still PAID_FULL (refund not done yet): ids, at most `limit`. */
export async function findCancelledPaidOrders(
  db: Runner,
  paymentTypes: number[],
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 4), eq(orders.paymentStatus, 2), inArray(orders.paymentType, paymentTypes)))
    .limit(limit);
}

/**
 * 轉帳: records the diner's report (last five digits, when) on a 轉帳 order still open (SUBMITTED or READY)
 * and UNPAID, replacing an earlier report. One conditional UPDATE.
 * @returns the report as stored, or undefined when the order is not such an order.
 */
export async function setTransferReport(
  db: Runner,
  orderId: string,
  report: {
    transferType: number;
    unpaid: number;
    openStatuses: readonly number[];
    lastFive: string;
    at: Date;
  },
): Promise<{ transferLastFive: string | null; transferReportedAt: Date | null } | undefined> {
  const [row] = await db
    .update(orders)
    .set({ transferLastFive: report.lastFive, transferReportedAt: report.at })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentType, report.transferType),
        eq(orders.paymentStatus, report.unpaid),
        inArray(orders.status, [...report.openStatuses]),
      ),
    )
    .returning({ transferLastFive: orders.transferLastFive, transferReportedAt: orders.transferReportedAt });
  return row;
}
