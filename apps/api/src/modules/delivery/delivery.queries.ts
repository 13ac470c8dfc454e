/**
 * Delivery reads and writes (Drizzle only) on the module's own tables: delivery_quotes and deliveries
 * (db/schema/delivery.ts). Money in cents of TWD as stored.
 */
import { and, eq, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { deliveries, deliveryQuotes } from '../../db/schema';

export type QuoteRow = typeof deliveryQuotes.$inferSelect;
/** A delivery whose courier is booked: the platform's delivery id is known. */
export type DeliveryRow = typeof deliveries.$inferSelect & { providerDeliveryId: string };

/** Stores a quote; returns the stored row (its id is the wire quote_id). */
export async function insertQuote(
  db: Runner,
  quote: Omit<typeof deliveryQuotes.$inferInsert, 'id'>,
): Promise<QuoteRow> {
  const [row] = await db.insert(deliveryQuotes).values(quote).returning();
  return row!;
}

/**
 * The delivery module's part of an order insert (issue #12 §5): what insert_order_deliveries (migration 0021)
 * writes for a 外送 order in the order's own statement; the orders module passes it through as it is.
 */
export interface OrderDeliveryInsert {
  quote_id: string;
  provider: number;
  fee_cents: number;
  eta_minutes: number;
  /** ISO 8601. */
  created_at: string;
}

/** True for the unique violation of deliveries_quote_uidx: another order has the quote. */
export function isQuoteTaken(error: unknown): boolean {
  return constraintOf(error) === 'deliveries_quote_uidx';
}

/** True when the order's quote is gone (its foreign key fails: pruned, or deleted with its member). */
export function isQuoteGone(error: unknown): boolean {
  return constraintOf(error) === 'deliveries_quote_id_delivery_quotes_id_fk';
}

/** The constraint a driver error (bare or wrapped in Drizzle's `cause`) names. */
function constraintOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { constraint, cause } = e as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === 'string') return constraint;
    e = cause;
  }
  return undefined;
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

/**
 * Records an order's booked courier: fills in the row the order insert wrote for it (still without a
 * platform id; migration 0021 insert_order_deliveries) or, for an order without one, inserts it.
 * @returns the booked row, or undefined when the order's delivery is booked already (or its row has another
 *   quote). Throws a unique violation when another order has the quote.
 */
export async function recordBookedDelivery(
  db: Runner,
  delivery: typeof deliveries.$inferInsert & { providerDeliveryId: string },
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .insert(deliveries)
    .values(delivery)
    .onConflictDoUpdate({
      target: deliveries.orderId,
      set: {
        providerDeliveryId: delivery.providerDeliveryId,
        trackingUrl: delivery.trackingUrl ?? null,
        updatedAt: delivery.updatedAt,
      },
      setWhere: and(
        isNull(deliveries.providerDeliveryId),
        sql`${deliveries.quoteId} is not distinct from excluded.quote_id`,
      ),
    })
    .returning();
  return row as DeliveryRow | undefined;
}

/** A booked courier for the row an order insert wrote (fillBookedDeliveries). */
export interface BookedFill {
  orderId: string;
  quoteId: string;
  providerDeliveryId: string;
  trackingUrl: string | null;
  updatedAt: Date;
}

/**
 * Fills in the platform's delivery ids of rows the order inserts wrote (still without one), several orders in
 * one statement (queue-booking.ts). A row already booked, one with another quote, one called off before its
 * courier was booked (the order was cancelled: status no longer PENDING) or one marked refused is left as it
 * is.
 * @returns the order ids whose row was filled.
 */
export async function fillBookedDeliveries(db: Db, fills: BookedFill[]): Promise<Set<string>> {
  const json = JSON.stringify(
    fills.map((f) => ({
      order_id: f.orderId,
      quote_id: f.quoteId,
      provider_delivery_id: f.providerDeliveryId,
      tracking_url: f.trackingUrl,
      updated_at: f.updatedAt.toISOString(),
    })),
  );
  const result = (await db.execute(sql`
    update deliveries d set provider_delivery_id = x.provider_delivery_id, tracking_url = x.tracking_url,
      updated_at = x.updated_at
    from jsonb_to_recordset(${json}::jsonb) as x(
      order_id uuid, quote_id uuid, provider_delivery_id text, tracking_url text, updated_at timestamptz
    )
    -- A restriction on the ids (not only the join with x, which the planner may answer with a scan of every
    -- delivery): an index scan of the primary key.
    where d.order_id = any(array(select (e ->> 'order_id')::uuid from jsonb_array_elements(${json}::jsonb) e))
      and d.order_id = x.order_id and d.quote_id = x.quote_id and d.provider_delivery_id is null
      and d.status = 0 and d.booking_refused_at is null
    returning d.order_id
  `)) as unknown as { rows: { order_id: string }[] }; // node-postgres and PGlite both return rows
  return new Set(result.rows.map((r) => r.order_id));
}

/**
 * Marks the bookings of these orders refused by the platform (their rows stay without a platform id and read
 * as no delivery; they are not booked again).
 */
export async function markBookingsRefused(db: Db, orderIds: string[], at: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(deliveries)
    .set({ bookingRefusedAt: at, updatedAt: at })
    .where(and(inArray(deliveries.orderId, orderIds), isNull(deliveries.providerDeliveryId)));
}

/**
 * Calls off a courier not booked yet (the order is cancelled before its booking went out): the row moves to
 * `change.status` (CANCELED) so the booking job leaves it, or fills nothing if its booking was under way.
 * @returns true when the row was still waiting for its booking.
 */
export async function callOffUnbookedDelivery(
  db: Runner,
  orderId: string,
  change: { status: number; cancelReason: number; cancelParty: number; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set(change)
    .where(
      and(
        eq(deliveries.orderId, orderId),
        isNull(deliveries.providerDeliveryId),
        isNull(deliveries.bookingRefusedAt),
        eq(deliveries.status, 0),
      ),
    )
    .returning({ orderId: deliveries.orderId });
  return rows.length > 0;
}

/** An order's delivery row as it is (booked or not). */
export async function findDeliveryRow(
  db: Runner,
  orderId: string,
): Promise<typeof deliveries.$inferSelect | undefined> {
  const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).limit(1);
  return row;
}

/**
 * Deliveries whose courier is still to be booked (no platform id, not refused, not called off), written
 * before `before`, oldest first, with their quote (null when the quote is gone).
 */
export async function findUnbookedDeliveries(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ orderId: string; createdAt: Date; quote: QuoteRow | null }[]> {
  return db
    .select({ orderId: deliveries.orderId, createdAt: deliveries.createdAt, quote: deliveryQuotes })
    .from(deliveries)
    .leftJoin(deliveryQuotes, eq(deliveryQuotes.id, deliveries.quoteId))
    .where(
      and(
        isNull(deliveries.providerDeliveryId),
        isNull(deliveries.bookingRefusedAt),
        eq(deliveries.status, 0),
        lt(deliveries.createdAt, before),
      ),
    )
    .orderBy(deliveries.createdAt)
    .limit(limit);
}

/** The order's booked delivery (a row whose courier is not booked yet, or could not be, reads as none). */
export async function findDelivery(db: Runner, orderId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), isNotNull(deliveries.providerDeliveryId)))
    .limit(1);
  return row as DeliveryRow | undefined;
}

/** The booked deliveries of some orders (a history page), in no particular order. */
export async function findDeliveries(db: Runner, orderIds: string[]): Promise<DeliveryRow[]> {
  if (orderIds.length === 0) return [];
  return (await db
    .select()
    .from(deliveries)
    .where(
      and(inArray(deliveries.orderId, orderIds), isNotNull(deliveries.providerDeliveryId)),
    )) as DeliveryRow[];
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
    .where(
      and(
        eq(deliveries.orderId, orderId),
        inArray(deliveries.status, from),
        isNotNull(deliveries.providerDeliveryId),
      ),
    )
    .returning();
  return row as DeliveryRow | undefined;
}

/** Deletes quotes that expired before `before` and no order used. @returns their ids. */
export async function deleteUnusedQuotesBefore(db: Db, before: Date): Promise<string[]> {
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
  return rows.map((r) => r.id);
}
