/**
 * Order writes and reads (Drizzle only).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCounters, orderItems, orders, stores } from '../../db/schema';

export type NewOrder = typeof orders.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Next order number (1, 2, …) of a store's business day ("YYYY-MM-DD", Asia/Taipei). The upsert's row lock
 * serialises concurrent orders of one store and day until the transaction ends, so numbers never repeat.
 */
export async function nextOrderNumber(tx: Tx, storeId: number, businessDate: string): Promise<number> {
  const rows = await tx
    .insert(orderCounters)
    .values({ storeId, businessDate, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [orderCounters.storeId, orderCounters.businessDate],
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ n: orderCounters.lastNumber });
  return rows[0]!.n;
}

/**
 * Inserts the order unless its idempotency key exists already (then returns null: the caller reads the
 * existing order). On PostgreSQL a concurrent insert of the same key waits for the first transaction.
 */
export async function insertOrder(tx: Tx, order: NewOrder, items: NewOrderItem[]): Promise<string | null> {
  const inserted = await tx
    .insert(orders)
    .values(order)
    .onConflictDoNothing({
      target: orders.idempotencyKey,
      where: sql`${orders.idempotencyKey} is not null`,
    })
    .returning({ id: orders.id });
  const id = inserted[0]?.id;
  if (!id) return null;
  if (items.length) await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: id })));
  return id;
}

/** An order by its idempotency key. */
export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return rows[0];
}

/** An order row by id. */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0];
}

/** An order with its store and items, or undefined. */
export async function findOrderWithItems(db: Db, id: string) {
  const rows = await db
    .select({
      order: orders,
      storeIdentifier: stores.identifier,
      storeName: stores.name,
      storePhone: stores.phone,
      storeAddress: stores.address,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.sort));
  return { ...row, items };
}
