/**
 * Delivery tables (docs/features.md "外送"; spec §3 deliveryQuote, §4 Delivery status), owned by
 * modules/delivery. Money in integer cents of TWD (as orders), instants as timestamptz.
 */
import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './catalog';
import { users } from './members';
import { orders } from './orders';

/**
 * A delivery fee quoted for one address at one store (POST /api/orders/quote). Only the visitor or member
 * who asked may use it, at that store, until expires_at; check_order and order add its fee, never a figure
 * from the client.
 */
export const deliveryQuotes = pgTable(
  'delivery_quotes',
  {
    /** The wire `quote_id`. */
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** sha256 of the visitor cookie token of the browser that asked. */
    visitorTokenHash: text('visitor_token_hash').notNull(),
    /** The logged-in member who asked; null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    floor: text('floor').notNull().default(''),
    /** Order total the quote was asked for, before the fee. */
    totalCents: integer('total_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
    /** spec §3 Delivery provider (DEFAULT 0 = the sandbox courier). */
    provider: smallint('provider').notNull(),
    /** The platform's own quote id (Uber `dqt_…`), handed back when the courier is booked. */
    providerQuoteId: text('provider_quote_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_quotes_expires_idx').on(t.expiresAt)],
);

/**
 * The courier of one DELIVERY order and where it is (spec §4 Delivery status). Its quote is the order's
 * (orders.quote_id, unique: one quote, one order, so one courier; migration 0033 dropped the copy kept here).
 */
export const deliveries = pgTable(
  'deliveries',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: smallint('provider').notNull(),
    /**
     * The platform's delivery id. The row is written once, when the booking is answered (ADR 006 外送:
     * the order holds its quote, orders.quote_id, until then): null when the platform refused
     * (booking_refused_at set; the order shows no delivery) or the order was cancelled before its courier was
     * booked (CANCELED).
     */
    providerDeliveryId: text('provider_delivery_id'),
    trackingUrl: text('tracking_url'),
    /**
     * When the platform refused to book the courier: the row has no platform id and reads as no delivery, and
     * the booking job does not try it again. Null once booked.
     */
    bookingRefusedAt: timestamp('booking_refused_at', { withTimezone: true }),
    /** spec §4 Delivery status: PENDING 0 … RETURNED 6. */
    status: smallint('status').notNull().default(0),
    feeCents: integer('fee_cents').notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
    /** spec §4 cancellation reason 1–17 and party (1 store, 2 platform); null unless cancelled. */
    cancelReason: smallint('cancel_reason'),
    cancelParty: smallint('cancel_party'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // No index on status: every look-up is by order id (the key); the booking job finds orders still to book
  // through orders.quote_id (ADR 006 外送).
);
