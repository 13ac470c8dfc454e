/**
 * The orders table as the payments flow changes it (issue #13 §1): payment status and the expiry of unpaid
 * online orders. Kept apart from orders.queries.ts (the submit's hot path).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { orders } from '../../db/schema';

/** PAID_FULL on a SUBMITTED, UNPAID order; false when it is no longer both (cancelled, paid already). */
export async function setOrderPaidFull(db: Runner, orderId: string, paidFull: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentStatus: paidFull })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 0), eq(orders.status, 1)))
    .returning({ id: orders.id });
  return rows.length > 0;
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
