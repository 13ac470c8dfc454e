/**
 * Order writes and reads (Drizzle only).
 */

import { OrderStatus, PaymentStatus } from '@iding/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { orderItems, orders, stores } from '../../db/schema';

export type NewOrder = typeof orders.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** An order as create_order writes it: everything but the id and the number, which the database assigns. */
export type NumberedOrderInput = Omit<
  NewOrder,
  'id' | 'orderNumber' | 'status' | 'paymentStatus' | 'createdAt'
> & {
  businessDate: string;
  targetTime: Date;
};

/** A store row as an order is checked against, with its row version (see findStoreForOrder). */
export interface VersionedStore {
  store: typeof stores.$inferSelect;
  /**
   * The row version: PostgreSQL's `xmin` of the row (as text), which every UPDATE of the row changes (a
   * menu, settings or sold-out change: their triggers bump the row's versions). insertOrderIfStoreUnchanged
   * inserts only while the row still has it.
   */
  rowVersion: string;
}

/**
 * The store row of an identifier with its row version, for create_order's store cache (read only: the stores
 * module owns the table; an order only checks that the row it validated against is still the current one).
 */
export async function findStoreForOrder(db: Db, identifier: string): Promise<VersionedStore | undefined> {
  const rows = await db
    .select({ store: stores, rowVersion: sql<string>`${stores}.xmin::text` })
    .from(stores)
    .where(eq(stores.identifier, identifier))
    .limit(1);
  return rows[0];
}

/** What insertOrderIfStoreUnchanged did. */
export type InsertOrderOutcome =
  | { kind: 'created'; id: string; orderNumber: string }
  /** The store row is no longer at the version the order was checked against (or is gone): nothing written. */
  | { kind: 'store-changed' }
  /** An order with this idempotency key exists: nothing written (the caller replays it). */
  | { kind: 'key-taken' };

/**
 * Numbers and inserts an order with its items in ONE autocommit statement (one round trip, no transaction
 * held open across round trips; ADR 006), only if the store row is still at `rowVersion`, the version whose
 * settings, menu and sold-out lists the order was checked against.
 *
 * In that statement: the store row is locked FOR SHARE when its `xmin` is still `rowVersion` (a menu, settings
 * or sold-out change waits for the statement; one that committed meanwhile makes it insert nothing); the
 * idempotency key is looked up; the day's counter is upserted (only when the store matched and the key is
 * free), the order inserted with the counter's number, its items inserted (`jsonb_to_recordset`).
 *
 * The number is the next of the store's business day ("001", "002", … per store per Taipei date; four
 * digits from the 1000th order). The counter row stays locked only until this statement commits, so
 * numbers never repeat and never skip. Two concurrent submits with one key: the second waits on the
 * first's index entry and fails with a unique violation on orders_idempotency_uidx, which rolls its counter
 * increment back (isIdempotencyKeyConflict tells that error apart).
 */
export async function insertOrderIfStoreUnchanged(
  db: Db,
  rowVersion: string,
  o: NumberedOrderInput,
  items: NewOrderItem[],
): Promise<InsertOrderOutcome> {
  const itemsJson = JSON.stringify(
    items.map((i) => ({
      entree_id: i.entreeId,
      name: i.name,
      quantity: i.quantity,
      unit_price_cents: i.unitPriceCents,
      total_cents: i.totalCents,
      memo: i.memo ?? '',
      options: i.options ?? [],
      sort: i.sort ?? 0,
    })),
  );
  // Raw SQL skips the schema's column mapping: is_asap is written as the smallint 0/1 it is stored as.
  const result = (await db.execute(sql`
    with s as (
      select id from stores where id = ${o.storeId} and xmin::text = ${rowVersion} for share
    ), k as (
      select 1 from orders where idempotency_key = ${o.idempotencyKey ?? null}::text
    ), n as (
      insert into order_counters (store_id, business_date, last_number)
      select s.id, ${o.businessDate}, 1 from s where not exists (select 1 from k)
      on conflict (store_id, business_date) do update set last_number = order_counters.last_number + 1
      returning last_number
    ), o as (
      insert into orders (
        store_id, item_name, business_date, order_type, payment_type, table_number, target_time, is_asap,
        contact_name, contact_phone, memo, menu_version, subtotal_cents, total_cents, app_version, device_id,
        visitor_token_hash, user_id, idempotency_key, request_hash
      )
      select ${o.storeId}, lpad(n.last_number::text, greatest(3, length(n.last_number::text)), '0'),
        ${o.businessDate}, ${o.orderType}, ${o.paymentType}, ${o.tableNumber ?? null},
        ${o.targetTime.toISOString()}::timestamptz, ${o.isAsap ? 1 : 0}, ${o.contactName}, ${o.contactPhone},
        ${o.memo ?? ''}, ${o.menuVersion}, ${o.subtotalCents}, ${o.totalCents}, ${o.appVersion ?? ''},
        ${o.deviceId ?? ''}, ${o.visitorTokenHash ?? null}, ${o.userId ?? null}, ${o.idempotencyKey ?? null},
        ${o.requestHash ?? null}
      from n
      returning id, item_name
    ), i as (
      insert into order_items (order_id, entree_id, name, quantity, unit_price_cents, total_cents, memo, options, sort)
      select o.id, x.entree_id, x.name, x.quantity, x.unit_price_cents, x.total_cents, x.memo, x.options, x.sort
      from o cross join jsonb_to_recordset(${itemsJson}::jsonb) as x(
        entree_id uuid, name text, quantity integer, unit_price_cents integer, total_cents integer, memo text,
        options jsonb, sort integer
      )
    )
    select (select count(*) from s)::int as store_ok, (select count(*) from k)::int as key_taken,
      (select id from o) as id, (select item_name from o) as item_name
  `)) as unknown as {
    rows: { store_ok: number; key_taken: number; id: string | null; item_name: string | null }[];
  }; // node-postgres and PGlite both return rows
  const row = result.rows[0]!;
  if (row.id && row.item_name) return { kind: 'created', id: row.id, orderNumber: row.item_name };
  if (Number(row.store_ok) === 0) return { kind: 'store-changed' };
  return { kind: 'key-taken' };
}

/**
 * True for the unique violation of orders_idempotency_uidx (another submit with the same key committed while
 * ours was in flight), whether the driver's error comes bare or wrapped (Drizzle's DrizzleQueryError `cause`).
 */
export function isIdempotencyKeyConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && constraint === 'orders_idempotency_uidx') return true;
    e = cause;
  }
  return false;
}

/**
 * Unlinks every order of a member and replaces the contact details with `contact` (name; phone emptied), so
 * the store keeps its orders but no personal data of a deleted account (issue #3 §1).
 * @returns how many orders were changed.
 */
export async function anonymiseOrdersOfUser(
  db: Runner,
  userId: number,
  contactName: string,
): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ userId: null, contactName, contactPhone: '' })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return rows.length;
}

/** An order by its idempotency key. */
export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return rows[0];
}

/** An order row by id, or undefined. */
export async function findOrderById(db: Db, id: string): Promise<OrderRow | undefined> {
  return (await db.select().from(orders).where(eq(orders.id, id)).limit(1))[0];
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

/**
 * Cancels a member's order if it still may be (issue #3 §4): one conditional UPDATE, so of two concurrent
 * cancels (or a cancel racing the store marking it ready) exactly one wins.
 * @param offlinePaymentTypes payment types that are not online payments (spec §5): an order paid that way
 *   may be cancelled even when paid.
 * @returns the cancelled order, or undefined when it is not SUBMITTED, was paid online, or is not theirs.
 */
export async function cancelSubmittedOrder(
  db: Db,
  id: string,
  userId: number,
  offlinePaymentTypes: number[],
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(orders)
    .set({ status: OrderStatus.CANCELLED })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.userId, userId),
        eq(orders.status, OrderStatus.SUBMITTED),
        or(eq(orders.paymentStatus, PaymentStatus.UNPAID), inArray(orders.paymentType, offlinePaymentTypes)),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * A page of the member's orders with their store, newest first (created_at, then id; index orders_user_idx),
 * optionally of one store, with the count over all pages as a window column (one round trip).
 */
export async function listMemberOrders(
  db: Db,
  userId: number,
  opts: { identifier?: string; limit: number; offset: number },
) {
  return db
    .select({
      order: orders,
      storeIdentifier: stores.identifier,
      storeName: stores.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.userId, userId),
        opts.identifier !== undefined ? eq(stores.identifier, opts.identifier) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

/** How many orders the member has (optionally at one store); for a page past the last one. */
export async function countMemberOrders(db: Db, userId: number, identifier?: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.userId, userId),
        identifier !== undefined ? eq(stores.identifier, identifier) : undefined,
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Name and quantity of the items of some orders, in cart order (for history summaries). */
export async function listOrderItemLines(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.sort));
}
