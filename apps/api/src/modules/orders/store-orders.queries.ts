/**
 * The store side of orders (issue #14 §2): the board's orders, the store's transitions and the
 * order_store_events feed (audit + live). Drizzle only; every read and write is scoped to one store id.
 */
import { OPEN_ORDER_STATUSES, PaymentStatus } from '@iding/domain';
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orderStoreEvents, orders } from '../../db/schema';

export type StoreOrderRow = typeof orders.$inferSelect;

/**
 * Orders the store may see (domain isReleasedToStore): paid at the store (`releasedOnCreateTypes`, domain
 * RELEASED_ON_CREATE_PAYMENT_TYPES), or paid in full through the app.
 */
export function released(releasedOnCreateTypes: number[]) {
  // An online order reaches the store once paid, and stays on its board after a refund (a cancelled order
  // the store or the diner refunded).
  return or(
    inArray(orders.paymentType, releasedOnCreateTypes),
    inArray(orders.paymentStatus, [PaymentStatus.PAID_FULL, PaymentStatus.REFUNDED]),
  );
}

/**
 * The board: the store's released orders of `businessDate` (Asia/Taipei "YYYY-MM-DD") and every open one
 * (SUBMITTED or READY) of other days, oldest target time first; at most 500.
 */
export async function listBoardOrders(
  db: Db,
  storeId: number,
  businessDate: string,
  releasedOnCreateTypes: number[],
): Promise<StoreOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        released(releasedOnCreateTypes),
        or(eq(orders.businessDate, businessDate), inArray(orders.status, OPEN_ORDER_STATUSES)),
      ),
    )
    .orderBy(asc(orders.targetTime), asc(orders.createdAt))
    .limit(500);
}

/** The store's released order `id`, or undefined (another store's order, unknown, or not yet paid). */
export async function findStoreOrder(
  db: Db,
  storeId: number,
  id: string,
  releasedOnCreateTypes: number[],
): Promise<StoreOrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.storeId, storeId), released(releasedOnCreateTypes)));
  return rows[0];
}

/**
 * The item lines of some orders, in cart order, with everything the diner chose (options, set-meal picks,
 * 品項備註). Money in cents.
 */
export async function listStoreOrderItems(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      entreeId: orderItems.entreeId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      totalCents: orderItems.totalCents,
      memo: orderItems.memo,
      options: orderItems.options,
      collections: orderItems.collections,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.sort));
}

/** When the diner last changed each of some orders (order_events), by order id; never-changed ones are absent. */
export async function listLastEdits(db: Db, orderIds: string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, at: sql<Date>`max(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.kind, 'edited')))
    .groupBy(orderEvents.orderId);
  // max() comes back as the driver's text on PGlite and pg alike: read it as a date.
  return new Map(rows.map((r) => [r.orderId, new Date(r.at)]));
}

/**
 * The waiting-list numbers of a store's 排隊候位 orders on some business days (Asia/Taipei "YYYY-MM-DD"), by
 * order id: each order's place among that day's waiting orders by order number, counting from 1 (as
 * orders.queries waitingPosition tells the diner).
 */
export async function listWaitingNumbers(
  db: Db,
  storeId: number,
  businessDates: string[],
): Promise<Map<string, number>> {
  if (businessDates.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      number: sql<number>`(row_number() over (partition by ${orders.businessDate} order by length(${orders.orderNumber}), ${orders.orderNumber}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.businessDate, businessDates),
        eq(orders.orderTabType, 'waiting'),
      ),
    );
  return new Map(rows.map((r) => [r.id, Number(r.number)]));
}

/** The changes one transition makes, and the state the order must still be in for it to apply. */
export interface TransitionWrite {
  set: Partial<
    Pick<
      StoreOrderRow,
      'status' | 'acceptedAt' | 'estimateMinutes' | 'readyAt' | 'completedAt' | 'cancelReason'
    >
  >;
  /** The statuses the order must have. */
  fromStatuses: number[];
  /** Must the order be not yet accepted (accept) — guards a double accept racing itself. */
  notAccepted?: boolean;
}

/**
 * Applies a transition with one conditional UPDATE (so of two racing actions exactly one applies) and writes
 * its audit/live event in the same transaction.
 * @returns the updated order, or undefined when it was no longer in a state that allows the transition.
 */
export async function applyStoreTransition(
  db: Db,
  storeId: number,
  orderId: string,
  write: TransitionWrite,
  event: { kind: 'accept' | 'ready' | 'complete' | 'cancel'; actorStaffId: number },
): Promise<StoreOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set(write.set)
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.storeId, storeId),
          inArray(orders.status, write.fromStatuses),
          write.notAccepted ? isNull(orders.acceptedAt) : sql`true`,
        ),
      )
      .returning();
    const order = rows[0];
    if (!order) return undefined;
    await tx.insert(orderStoreEvents).values({
      storeId,
      orderId,
      kind: event.kind,
      actorStaffId: event.actorStaffId,
      status: order.status,
    });
    return order;
  });
}

/**
 * Order events after `afterId` that `scope` selects, oldest first, at most `limit`, each with its order's
 * acceptance time and estimate now (the live feeds: SSE ids are these rows' ids).
 */
function eventsAfter(db: Db, scope: SQL | undefined, afterId: number, limit: number) {
  return db
    .select({
      id: orderStoreEvents.id,
      orderId: orderStoreEvents.orderId,
      kind: orderStoreEvents.kind,
      status: orderStoreEvents.status,
      acceptedAt: orders.acceptedAt,
      estimateMinutes: orders.estimateMinutes,
    })
    .from(orderStoreEvents)
    .innerJoin(orders, eq(orders.id, orderStoreEvents.orderId))
    .where(and(scope, gt(orderStoreEvents.id, afterId)))
    .orderBy(asc(orderStoreEvents.id))
    .limit(limit);
}

/** The store's events after `afterId` (the board). */
export function listStoreEventsAfter(db: Db, storeId: number, afterId: number, limit = 200) {
  return eventsAfter(db, eq(orderStoreEvents.storeId, storeId), afterId, limit);
}

/** One order's events after `afterId` (the diner's live order page). */
export function listOrderEventsAfter(db: Db, orderId: string, afterId: number, limit = 50) {
  return eventsAfter(db, eq(orderStoreEvents.orderId, orderId), afterId, limit);
}

/** A member's order events after `afterId` (the member's order history, live). */
export function listMemberEventsAfter(db: Db, userId: number, afterId: number, limit = 200) {
  return eventsAfter(db, eq(orders.userId, userId), afterId, limit);
}

/** The newest event id of a store (0 when none): where a fresh board starts following. */
export async function lastStoreEventId(db: Db, storeId: number): Promise<number> {
  const rows = await db
    .select({ id: orderStoreEvents.id })
    .from(orderStoreEvents)
    .where(eq(orderStoreEvents.storeId, storeId))
    .orderBy(desc(orderStoreEvents.id))
    .limit(1);
  return rows[0]?.id ?? 0;
}

/** The newest event id of all stores (0 when none): where a stream that wants only new events starts. */
export async function lastEventId(db: Db): Promise<number> {
  const rows = await db
    .select({ id: orderStoreEvents.id })
    .from(orderStoreEvents)
    .orderBy(desc(orderStoreEvents.id))
    .limit(1);
  return rows[0]?.id ?? 0;
}
