/**
 * The points ledger (點數; spec §3 Points ledger events, point_rule), owned by modules/points. The balance
 * itself is store_members.point (never below 0: store_members_point_nonneg), changed only together with a row
 * here, in one transaction, so the history always adds up to the balance (balance_after).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * A member's point movements at a store: an order earns once (NEW_ORDER_GAIN 40, written when the store
 * completes it), gives those points back once (CANCEL_ORDER_GAIN 43, written by the trigger
 * db/functions/revert_order_point_gain.sql when a completed order is cancelled or refunded), and the store
 * adjusts by hand (MANUAL_ADJUST 48, recorded by a console staff member with a reason, once per request id).
 */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** spec §3 Points ledger events: NEW_ORDER_GAIN 40 … MANUAL_ADJUST 48 (domain PointEvent). */
    event: smallint('event').notNull(),
    /** Whole points: positive when earned or added, negative when taken back or spent. */
    points: integer('points').notNull(),
    /** The balance at the store after this movement, points (≥ 0). */
    balanceAfter: integer('balance_after').notNull(),
    /** Why the store adjusted by hand (the member sees it); '' for the others. */
    reason: text('reason').notNull().default(''),
    /** The console staff member who adjusted (audit); null for movements of an order. */
    staffId: integer('staff_id'),
    /** The console's id for an adjustment: a retried or double-clicked one is recorded once. */
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('point_transactions_member_idx').on(t.userId, t.storeId, t.createdAt),
    // An event of an order is written at most once (an order earns once, gives back once), whatever races or
    // retries; movements of no order (order_id null) are never equal here.
    uniqueIndex('point_transactions_order_event_uidx').on(t.orderId, t.event),
    uniqueIndex('point_transactions_request_uidx')
      .on(t.storeId, t.requestId)
      .where(sql`request_id is not null`),
  ],
);
