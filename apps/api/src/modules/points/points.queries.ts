/**
 * Points ledger reads and writes (Drizzle only) on the module's own table, point_transactions
 * (db/schema/points.ts); the member's list joins the store's identifier, name and point rule (for the unit) for
 * display, as the store-credit list does.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { pointTransactions, stores } from '../../db/schema';

export type PointTransactionRow = typeof pointTransactions.$inferSelect;

/**
 * Adds a movement unless its order already has one of that event (point_transactions_order_event_uidx) or its
 * request id was recorded at the store (point_transactions_request_uidx); true when written.
 */
export async function insertPointMovement(
  db: Runner,
  row: Omit<typeof pointTransactions.$inferInsert, 'id'>,
): Promise<boolean> {
  const written = await db
    .insert(pointTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: pointTransactions.id });
  return written.length > 0;
}

/** The movement of `event` for an order (NEW_ORDER_GAIN 40, CANCEL_ORDER_GAIN 43), or undefined. */
export async function findOrderPointMovement(
  db: Runner,
  orderId: string,
  event: number,
): Promise<PointTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.orderId, orderId), eq(pointTransactions.event, event)))
    .limit(1);
  return row;
}

/** The adjustment recorded at the store under the console's request id, or undefined. */
export async function findPointAdjustment(
  db: Runner,
  storeId: number,
  requestId: string,
): Promise<PointTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.storeId, storeId), eq(pointTransactions.requestId, requestId)))
    .limit(1);
  return row;
}

/**
 * A page of the member's point movements, newest first, with the store's identifier, name and point rule and
 * the total count over all pages (a window count: one round trip).
 */
export async function listPointMovements(
  db: Runner,
  userId: number,
  opts: { identifier?: string; limit: number; offset: number },
) {
  return db
    .select({
      movement: pointTransactions,
      identifier: stores.identifier,
      storeName: stores.name,
      pointRule: stores.pointRule,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(pointTransactions)
    .innerJoin(stores, eq(stores.id, pointTransactions.storeId))
    .where(
      and(
        eq(pointTransactions.userId, userId),
        opts.identifier === undefined ? undefined : eq(stores.identifier, opts.identifier),
      ),
    )
    .orderBy(desc(pointTransactions.createdAt), desc(pointTransactions.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

/** How many point movements the member has (at one store when identifier is given). */
export async function countPointMovements(db: Runner, userId: number, identifier?: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointTransactions)
    .innerJoin(stores, eq(stores.id, pointTransactions.storeId))
    .where(
      and(
        eq(pointTransactions.userId, userId),
        identifier === undefined ? undefined : eq(stores.identifier, identifier),
      ),
    );
  return row?.total ?? 0;
}
