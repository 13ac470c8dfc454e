/**
 * Delivery reads and writes (Drizzle only) on the module's own tables: delivery_quotes and deliveries
 * (db/schema/delivery.ts). Money in cents of TWD as stored.
 */
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { deliveries, deliveryQuotes } from '../../db/schema';

export type QuoteRow = typeof deliveryQuotes.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

/** Stores a quote; returns its id (the wire quote_id). */
export async function insertQuote(
  db: Runner,
  quote: Omit<typeof deliveryQuotes.$inferInsert, 'id'>,
): Promise<string> {
  const [row] = await db.insert(deliveryQuotes).values(quote).returning({ id: deliveryQuotes.id });
  return row!.id;
}

/** A quote with the order that used it (null while unused). */
export async function findQuote(
  db: Runner,
  quoteId: string,
): Promise<{ quote: QuoteRow; usedByOrderId: string | null } | undefined> {
  const [row] = await db
    .select({ quote: deliveryQuotes, usedByOrderId: deliveries.orderId })
    .from(deliveryQuotes)
    .leftJoin(deliveries, eq(deliveries.quoteId, deliveryQuotes.id))
    .where(eq(deliveryQuotes.id, quoteId))
    .limit(1);
  return row;
}

/** Records an order's delivery. Throws a unique violation when the order or the quote already has one. */
export async function insertDelivery(
  db: Runner,
  delivery: typeof deliveries.$inferInsert,
): Promise<DeliveryRow> {
  const [row] = await db.insert(deliveries).values(delivery).returning();
  return row!;
}

export async function findDelivery(db: Runner, orderId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).limit(1);
  return row;
}

/** The deliveries of some orders (a history page), in no particular order. */
export async function findDeliveries(db: Runner, orderIds: string[]): Promise<DeliveryRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(deliveries).where(inArray(deliveries.orderId, orderIds));
}

/**
 * Moves a delivery to `to` if it is still in one of `from` (a compare-and-set, so two courier events at
 * once cannot both apply). @returns the updated row, or undefined when the status had moved on.
 */
export async function updateDeliveryStatus(
  db: Runner,
  orderId: string,
  from: number[],
  change: { status: number; cancelReason?: number | null; cancelParty?: number | null; updatedAt: Date },
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(deliveries)
    .set(change)
    .where(and(eq(deliveries.orderId, orderId), inArray(deliveries.status, from)))
    .returning();
  return row;
}

/** Deletes quotes that expired before `before` and no order used. @returns how many. */
export async function deleteUnusedQuotesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(deliveryQuotes)
    .where(
      and(
        lt(deliveryQuotes.expiresAt, before),
        notExists(
          db.select({ one: sql`1` }).from(deliveries).where(eq(deliveries.quoteId, deliveryQuotes.id)),
        ),
      ),
    )
    .returning({ id: deliveryQuotes.id });
  return rows.length;
}
