/**
 * Delivery reads and writes (Drizzle only) on the module's own tables: delivery_quotes and deliveries
 * (db/schema/delivery.ts). Money in cents of TWD as stored. They also read the orders module's table:
 * orders.quote_id (migration 0032; ADR 006 外送): the order holds its quote (unique), so "used by which
 * order" and "placed, courier still to book" are read there, and for the latter its created_at and payment
 * columns (released to the store: ADR 006 外送); a courier booked for an order placed without one gives
 * the order its quote there (recordBookedDelivery, migration 0033). A courier's move also writes the orders
 * module's order_store_events row of kind `delivery` (recordDeliveryMove), in the move's transaction, so the
 * diner's live order page hears of it as of a store action (docs/ARCHITECTURE.md "Across modules in SQL").
 */
import { PaymentStatus, RELEASED_ON_CREATE_PAYMENT_TYPES } from '@iding/domain';
import { and, eq, gt, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { deliveries, deliveryQuotes, orderStoreEvents, orders } from '../../db/schema';

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

/** A quote with the order that used it (null while unused). */
export async function findQuote(
  db: Runner,
  quoteId: string,
): Promise<{ quote: QuoteRow; usedByOrderId: string | null } | undefined> {
  const [row] = await db
    .select({ quote: deliveryQuotes, usedByOrderId: orders.id })
    .from(deliveryQuotes)
    .leftJoin(orders, eq(orders.quoteId, deliveryQuotes.id))
    .where(eq(deliveryQuotes.id, quoteId))
    .limit(1);
  return row;
}

/**
 * Records an order's booked courier (startDelivery): inserts its row or, for one whose booking was refused
 * (still without a platform id), fills it in. The order holds the quote (orders.quote_id, unique): an order
 * placed with it does already, one booked afterwards is given it here, in the same statement.
 * @returns the booked row, or undefined when the order's delivery is booked already or the order holds
 *   another quote. Throws a unique violation (orders_quote_uidx) when another order has the quote.
 */
export async function recordBookedDelivery(
  db: Runner,
  delivery: typeof deliveries.$inferInsert & { providerDeliveryId: string; quoteId: string },
): Promise<DeliveryRow | undefined> {
  const d = delivery;
  // The statement sees the order as it was: it holds this quote already (held), or had none and gets it
  // (claimed); one of the two at most.
  const result = (await db.execute(sql`
    with claimed as (
      update orders set quote_id = ${d.quoteId}::uuid
      where id = ${d.orderId}::uuid and quote_id is null
      returning id
    ), holder as (
      select id from orders where id = ${d.orderId}::uuid and quote_id = ${d.quoteId}::uuid
      union all
      select id from claimed
    )
    insert into deliveries (
      order_id, provider, provider_delivery_id, tracking_url, status, fee_cents, eta_minutes, created_at,
      updated_at
    )
    select holder.id, ${d.provider}::smallint, ${d.providerDeliveryId}, ${d.trackingUrl ?? null},
      ${d.status ?? 0}::smallint, ${d.feeCents}::integer, ${d.etaMinutes}::integer,
      ${d.createdAt.toISOString()}::timestamptz, ${d.updatedAt.toISOString()}::timestamptz
    from holder
    on conflict (order_id) do update set
      provider_delivery_id = excluded.provider_delivery_id,
      tracking_url = excluded.tracking_url,
      updated_at = excluded.updated_at
    where deliveries.provider_delivery_id is null
    returning order_id
  `)) as unknown as { rows: { order_id: string }[] }; // node-postgres and PGlite both return rows
  if (result.rows.length === 0) return undefined;
  return (await findDelivery(db, d.orderId)) as DeliveryRow;
}

/**
 * What the platform answered for one order's booking (queue-booking.ts): booked (its platform id) or refused
 * (refusedAt). The row's fee, ETA and provider are the quote's.
 */
export interface BookingOutcome {
  orderId: string;
  provider: number;
  feeCents: number;
  etaMinutes: number;
  /** The platform's delivery id; null when refused. */
  providerDeliveryId: string | null;
  trackingUrl: string | null;
  /** When the platform refused the booking; null when booked. */
  refusedAt: Date | null;
  at: Date;
}

/**
 * Writes the deliveries rows of answered bookings, booked and refused alike, several orders in ONE statement
 * (queue-booking.ts; ADR 006 外送: the row is written once, when the booking is answered). An order
 * that has its row already is left as it is: called off before its courier was booked (CANCELED,
 * callOffUnbookedDelivery), booked by another instance, or recorded by an earlier run.
 * @returns the order ids whose row was written.
 */
export async function insertBookingOutcomes(db: Db, outcomes: BookingOutcome[]): Promise<Set<string>> {
  if (outcomes.length === 0) return new Set();
  const json = JSON.stringify(
    outcomes.map((o) => ({
      order_id: o.orderId,
      provider: o.provider,
      provider_delivery_id: o.providerDeliveryId,
      tracking_url: o.trackingUrl,
      booking_refused_at: o.refusedAt?.toISOString() ?? null,
      fee_cents: o.feeCents,
      eta_minutes: o.etaMinutes,
      at: o.at.toISOString(),
    })),
  );
  const result = (await db.execute(sql`
    insert into deliveries (
      order_id, provider, provider_delivery_id, tracking_url, booking_refused_at, status, fee_cents, eta_minutes,
      created_at, updated_at
    )
    select x.order_id, x.provider, x.provider_delivery_id, x.tracking_url, x.booking_refused_at, 0,
      x.fee_cents, x.eta_minutes, x.at, x.at
    from jsonb_to_recordset(${json}::jsonb) as x(
      order_id uuid, provider smallint, provider_delivery_id text, tracking_url text,
      booking_refused_at timestamptz, fee_cents integer, eta_minutes integer, at timestamptz
    )
    on conflict do nothing
    returning order_id
  `)) as unknown as { rows: { order_id: string }[] }; // node-postgres and PGlite both return rows
  return new Set(result.rows.map((r) => r.order_id));
}

/**
 * Calls off a courier not booked yet (the order is cancelled before its booking was answered): writes the
 * order's row as `change.status` (CANCELED) with its quote's fee, so the booking, when answered, records
 * nothing and calls off what it booked, and the booking job leaves the order.
 * @returns true when the order had no row yet (its booking was still to be answered).
 */
export async function callOffUnbookedDelivery(
  db: Runner,
  orderId: string,
  change: { status: number; cancelReason: number; cancelParty: number; updatedAt: Date },
): Promise<boolean> {
  const at = change.updatedAt.toISOString();
  const result = (await db.execute(sql`
    insert into deliveries (
      order_id, provider, status, fee_cents, eta_minutes, cancel_reason, cancel_party, created_at, updated_at
    )
    select o.id, q.provider, ${change.status}::smallint, q.fee_cents, q.eta_minutes,
      ${change.cancelReason}::smallint, ${change.cancelParty}::smallint, ${at}::timestamptz, ${at}::timestamptz
    from orders o join delivery_quotes q on q.id = o.quote_id
    where o.id = ${orderId}::uuid
    on conflict do nothing
    returning order_id
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
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
 * 外送 orders whose courier is still to be booked: placed with a quote (orders.quote_id) that has not expired
 * more than a day before `since`, before `before` (null: any time), released to the store (domain isReleasedToStore: paid at
 * the store, or paid in full through the app; a courier is never sent for an order still waiting for its
 * online payment), and without a deliveries row yet (no answer recorded, not called off); oldest first, with
 * their quote. Found from the quotes of that day (delivery_quotes_expires_idx) through orders_quote_uidx, so
 * the look-up stays small however many orders there are. An order whose quote is gone cannot be booked and
 * is not found. `orderId` narrows it to one order (a pairing request).
 */
export async function findUnbookedDeliveries(
  db: Db,
  since: Date,
  before: Date | null,
  limit: number,
  orderId?: string,
): Promise<{ orderId: string; createdAt: Date; quote: QuoteRow }[]> {
  return db
    .select({ orderId: orders.id, createdAt: orders.createdAt, quote: deliveryQuotes })
    .from(deliveryQuotes)
    .innerJoin(orders, eq(orders.quoteId, deliveryQuotes.id))
    .where(
      and(
        gt(deliveryQuotes.expiresAt, since),
        before === null ? undefined : lt(orders.createdAt, before),
        orderId === undefined ? undefined : eq(orders.id, orderId),
        or(
          inArray(orders.paymentType, RELEASED_ON_CREATE_PAYMENT_TYPES),
          eq(orders.paymentStatus, PaymentStatus.PAID_FULL),
        ),
        notExists(db.select({ one: sql`1` }).from(deliveries).where(eq(deliveries.orderId, orders.id))),
      ),
    )
    .orderBy(orders.createdAt)
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

/**
 * Records that an order's courier moved (spec §4 Delivery status) as an order_store_events row of kind
 * `delivery`, with the order's own status now: the order's followers (the diner's page, the member's history,
 * the store's board) are woken by its notification and read it like a store action. Call it in the
 * transaction of the move.
 */
export async function recordDeliveryMove(db: Runner, orderId: string): Promise<void> {
  await db.execute(sql`
    insert into ${orderStoreEvents} (store_id, order_id, kind, status)
    select ${orders.storeId}, ${orders.id}, 'delivery', ${orders.status} from ${orders}
    where ${orders.id} = ${orderId}::uuid
  `);
}

/** Deletes quotes that expired before `before` and no order used. @returns their ids. */
export async function deleteUnusedQuotesBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(deliveryQuotes)
    .where(
      and(
        lt(deliveryQuotes.expiresAt, before),
        notExists(db.select({ one: sql`1` }).from(orders).where(eq(orders.quoteId, deliveryQuotes.id))),
      ),
    )
    .returning({ id: deliveryQuotes.id });
  return rows.map((r) => r.id);
}
