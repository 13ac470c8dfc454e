/**
 * The store side of orders: the board's orders, the store's transitions and the
 * order_store_events feed (audit + live). Drizzle only; every read and write is scoped to one store id.
 */
import {
  BOARD_STAGES,
  type BoardList,
  type BoardStage,
  DEFAULT_BOARD_SETTINGS,
  OPEN_ORDER_STATUSES,
  OrderStatus,
  OrderType,
  PaymentStatus,
  PaymentType,
} from '@iding/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orderItems, orderStoreEvents, orders, stores } from '../../db/schema';

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

/** Where a board read stands: the store's released orders, today (Asia/Taipei) and when today began. */
export interface BoardScope {
  storeId: number;
  /** Asia/Taipei "YYYY-MM-DD": completed and cancelled columns hold this day's orders only. */
  businessDate: string;
  /** The start of `businessDate` in Asia/Taipei: preparing and ready orders due before it sort last. */
  dayStart: Date;
  /** Now plus the store's 預約 lead time: an open order (not 盡快) due after it is listed under 預約. */
  scheduledFrom: Date;
  releasedOnCreateTypes: number[];
  /** Only orders of this type (spec §3 order types 0–3), in the pages and the counts; undefined = all. */
  orderType?: number;
}

/** An open order waits under 預約 (domain liveQueueAt): not 盡快 and due after `scheduledFrom`. */
function isScheduled(scheduledFrom: Date): SQL {
  return sql`(${orders.status} = ${OrderStatus.SUBMITTED} and ${orders.isAsap} = 0 and ${orders.targetTime} > ${scheduledFrom.toISOString()}::timestamptz)`;
}

/** The orders at an order's own stage `stage` (domain boardStage), of any day; 預約 ones included. */
function stageStatusWhere(stage: BoardStage): SQL | undefined {
  switch (stage) {
    case 'new':
      return and(eq(orders.status, OrderStatus.SUBMITTED), isNull(orders.acceptedAt));
    case 'preparing':
      return and(eq(orders.status, OrderStatus.SUBMITTED), isNotNull(orders.acceptedAt));
    case 'ready':
      return eq(orders.status, OrderStatus.READY);
    case 'completed':
      return eq(orders.status, OrderStatus.COMPLETED);
    case 'cancelled':
      return eq(orders.status, OrderStatus.CANCELLED);
  }
}

/** The orders of one board list (domain ZBoardColumn), within the store's released orders. */
function stageWhere(stage: BoardList, scope: BoardScope): SQL | undefined {
  const { businessDate, scheduledFrom } = scope;
  switch (stage) {
    case 'scheduled':
      return isScheduled(scheduledFrom);
    case 'new':
    case 'preparing':
      return and(stageStatusWhere(stage), sql`not ${isScheduled(scheduledFrom)}`);
    case 'ready':
      return stageStatusWhere(stage);
    case 'completed':
    case 'cancelled':
      return and(stageStatusWhere(stage), eq(orders.businessDate, businessDate));
  }
}

/** The board's orders of a scope: the store's, released to it, of the scope's order type if it has one. */
function boardOrdersWhere(scope: BoardScope): SQL | undefined {
  return and(
    eq(orders.storeId, scope.storeId),
    released(scope.releasedOnCreateTypes),
    scope.orderType === undefined ? undefined : eq(orders.orderType, scope.orderType),
  );
}

/** The order a keyset page starts after. */
const CURSOR = 'board_cursor';
const cursor = alias(orders, CURSOR);

/**
 * A column's sort key over `t` (the orders table or an alias of it) and its direction; the id last makes
 * every key unique, so keyset paging returns every order exactly once.
 */
function stageKey(
  stage: BoardList,
  t: typeof orders | typeof cursor,
  dayStart: Date,
): { key: SQL[]; descending: boolean } {
  switch (stage) {
    case 'scheduled':
      return { key: [sql`${t.targetTime}`, sql`${t.createdAt}`, sql`${t.id}`], descending: false };
    case 'new':
    case 'cancelled':
      // Orders placed in one batch share created_at (one transaction): the later number first among them.
      return {
        key: [sql`${t.createdAt}`, sql`length(${t.orderNumber})`, sql`${t.orderNumber}`, sql`${t.id}`],
        descending: true,
      };
    case 'preparing':
    case 'ready':
      return {
        key: [
          sql`(${t.targetTime} < ${dayStart.toISOString()}::timestamptz)`,
          sql`${t.targetTime}`,
          sql`${t.createdAt}`,
          sql`${t.id}`,
        ],
        descending: false,
      };
    case 'completed':
      return { key: [sql`coalesce(${t.completedAt}, ${t.createdAt})`, sql`${t.id}`], descending: true };
  }
}

/**
 * A page of one board column (domain ZBoardColumn's order): at most `limit` orders after order `after` (an
 * order of the store, checked by the caller; absent for the first page), keyset-paged on the column's key.
 */
export async function listBoardColumn(
  db: Db,
  scope: BoardScope,
  stage: BoardList,
  page: { after?: string; limit: number },
): Promise<StoreOrderRow[]> {
  const { key, descending } = stageKey(stage, orders, scope.dayStart);
  const here = sql.join(key, sql`, `);
  let after: SQL | undefined;
  if (page.after) {
    // The row comparison runs in the database, so timestamps keep their microseconds.
    const there = sql.join(stageKey(stage, cursor, scope.dayStart).key, sql`, `);
    after = sql`(${here}) ${descending ? sql`<` : sql`>`} (select ${there} from ${orders} as ${sql.identifier(CURSOR)} where ${cursor.id} = ${page.after})`;
  }
  return db
    .select()
    .from(orders)
    .where(and(boardOrdersWhere(scope), stageWhere(stage, scope), after))
    .orderBy(...key.map((k) => (descending ? sql`${k} desc` : sql`${k} asc`)))
    .limit(page.limit);
}

/** Open orders of any day, or completed and cancelled ones of the business days `days` selects. */
function openOrClosedIn(days: SQL | undefined): SQL | undefined {
  return or(
    inArray(orders.status, OPEN_ORDER_STATUSES),
    and(inArray(orders.status, [OrderStatus.COMPLETED, OrderStatus.CANCELLED]), days),
  );
}

/** Every board column's size, counted by the database (the columns of listBoardColumn). */
export async function countBoardColumns(db: Db, scope: BoardScope): Promise<Record<BoardList, number>> {
  const counts = Object.fromEntries(BOARD_STAGES.map((s) => [s, 0])) as Record<BoardList, number>;
  const rows = await db
    .select({
      stage: sql<BoardList>`case
        when ${isScheduled(scope.scheduledFrom)} then 'scheduled'
        when ${orders.status} = ${OrderStatus.READY} then 'ready'
        when ${orders.status} = ${OrderStatus.COMPLETED} then 'completed'
        when ${orders.status} = ${OrderStatus.CANCELLED} then 'cancelled'
        when ${orders.acceptedAt} is null then 'new'
        else 'preparing' end`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(boardOrdersWhere(scope), openOrClosedIn(eq(orders.businessDate, scope.businessDate))))
    .groupBy(sql`1`);
  for (const r of rows) counts[r.stage] = Number(r.count);
  return counts;
}

/** `text` for a LIKE pattern, matching itself only: its wildcards (% _) and the escape (\\) escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What the order search looks for (search-store-orders.ts reads it from the typed text). */
export interface OrderSearchTerms {
  /** Order numbers matched exactly (item_name); empty when the text cannot be one. */
  numbers: string[];
  /** Digits the contact phone ends with; undefined when the text is not a phone's last digits. */
  phoneSuffix?: string;
  /** Text the contact name contains, in any case. */
  name: string;
}

/**
 * The order search over a board scope (`scope.orderType` filters): the store's released orders matching
 * `terms` (a number, OR a phone suffix, OR part of the name), open ones of any day and completed or cancelled
 * ones of business days `since` (Asia/Taipei "YYYY-MM-DD") onwards, in board stage `stage` when given; newest
 * first (created_at, then the later number), at most `limit`. No index of its own: the store's open orders and
 * a week of closed ones are the rows read, as countBoardColumns reads (orders_store_day_number_uidx).
 */
export async function searchStoreOrders(
  db: Db,
  scope: BoardScope,
  terms: OrderSearchTerms,
  o: { since: string; stage?: BoardStage; limit: number },
): Promise<StoreOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        boardOrdersWhere(scope),
        openOrClosedIn(gte(orders.businessDate, o.since)),
        o.stage ? stageStatusWhere(o.stage) : undefined,
        or(
          terms.numbers.length > 0 ? inArray(orders.orderNumber, terms.numbers) : undefined,
          terms.phoneSuffix ? like(orders.contactPhone, `%${escapeLike(terms.phoneSuffix)}`) : undefined,
          ilike(orders.contactName, `%${escapeLike(terms.name)}%`),
        ),
      ),
    )
    .orderBy(
      desc(orders.createdAt),
      sql`length(${orders.orderNumber}) desc`,
      desc(orders.orderNumber),
      desc(orders.id),
    )
    .limit(o.limit);
}

/** Whether order `id` is store `storeId`'s (a board page's `after`). */
export async function isStoreOrder(db: Db, storeId: number, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.storeId, storeId)));
  return rows.length > 0;
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

/**
 * Orders due for the unaccepted-order job (spec §4 SUBMITTED, never accepted), oldest target first, at most
 * `limit`: released to the store (`releasedOnCreateTypes`), target time at or before `dueBy`, of a store
 * whose unaccepted_orders.auto_cancel is on (absent = on). Never 宅配: it has no pickup time (its target
 * time is when it was placed; it ships within the store's days), so it would be cancelled at once.
 */
export function listUnacceptedDue(db: Db, dueBy: Date, releasedOnCreateTypes: number[], limit: number) {
  return db
    .select({ id: orders.id, storeId: orders.storeId, orderType: orders.orderType })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.status, OrderStatus.SUBMITTED),
        isNull(orders.acceptedAt),
        ne(orders.orderType, OrderType.SHIP),
        lte(orders.targetTime, dueBy),
        released(releasedOnCreateTypes),
        sql`coalesce((${stores.unacceptedOrders} ->> 'auto_cancel')::boolean, true)`,
      ),
    )
    .orderBy(asc(orders.targetTime), asc(orders.id))
    .limit(limit);
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
  /** Must the order's target time be at or before this instant (the unaccepted-order job). */
  dueBy?: Date;
}

/**
 * Applies a transition with one conditional UPDATE (so of two racing actions exactly one applies) and writes
 * its audit/live event in the same transaction, then `alongside` in that transaction when the UPDATE applied (a
 * completion's points: what it throws undoes the transition).
 * @returns the updated order, or undefined when it was no longer in a state that allows the transition.
 */
export async function applyStoreTransition(
  db: Db,
  storeId: number,
  orderId: string,
  write: TransitionWrite,
  event: { kind: 'accept' | 'ready' | 'complete' | 'cancel'; actorStaffId: number | null },
  alongside?: (tx: Tx, order: StoreOrderRow) => Promise<unknown>,
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
          write.dueBy ? lte(orders.targetTime, write.dueBy) : sql`true`,
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
    await alongside?.(tx, order);
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

/** An order's id, store and type, with its store's board setting as stored (ZBoardSettings; keys may be missing). */
export async function findOrderWithBoardSettings(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      orderType: orders.orderType,
      board: stores.boardSettings,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row && { order: { id: row.id, storeId: row.storeId, orderType: row.orderType }, board: row.board };
}

/** The store's board setting (ZBoardSettings), the defaults filled in. */
export async function findBoardSettings(db: Db, storeId: number) {
  const [row] = await db.select({ board: stores.boardSettings }).from(stores).where(eq(stores.id, storeId));
  return { ...DEFAULT_BOARD_SETTINGS, ...row?.board };
}

/**
 * 確認收款: PAID_FULL on an UNPAID 轉帳 order of `storeId` that is not cancelled (one conditional UPDATE), with
 * its order_store_events row of kind `paid` by `staffId` in the same transaction.
 * @returns the order after it, or undefined when it was not such an order (paid already, cancelled, another type).
 */
export async function setTransferPaid(
  db: Db,
  storeId: number,
  orderId: string,
  staffId: number | null,
): Promise<StoreOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: PaymentStatus.PAID_FULL })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.storeId, storeId),
          eq(orders.paymentType, PaymentType.TRANSFER),
          eq(orders.paymentStatus, PaymentStatus.UNPAID),
          ne(orders.status, OrderStatus.CANCELLED),
        ),
      )
      .returning();
    // The diner's open order page and the boards hear of it live, like a store action.
    if (row) {
      await tx
        .insert(orderStoreEvents)
        .values({ storeId, orderId, kind: 'paid', actorStaffId: staffId, status: row.status });
    }
    return row;
  });
}
