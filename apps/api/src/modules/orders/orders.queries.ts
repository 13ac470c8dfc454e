/**
 * Order writes and reads (Drizzle only).
 */

import { OrderStatus, PaymentStatus } from '@iding/domain';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Runner, Tx } from '../../db/client';
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

/**
 * Numbers and inserts an order with its items in one statement (one round trip, which is what an order
 * costs on embedded PGlite; docs/benchmarks.md).
 *
 * The number is the next of the store's business day ("001", "002", … per store per Taipei date; four
 * digits from the 1000th order). The counter upsert locks that day's counter row until the transaction
 * ends, so numbers never repeat; it is the last statement before COMMIT, which keeps the time a store's
 * orders wait on each other short.
 * @returns the new order's id and number (`orderNumber`, the wire's item_name), or null when its idempotency key exists already (nothing is
 *   inserted; the caller rolls back the counter increment and replays the existing order).
 */
export async function insertNumberedOrder(
  tx: Tx,
  o: NumberedOrderInput,
  items: NewOrderItem[],
): Promise<{ id: string; orderNumber: string } | null> {
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
  const result = (await tx.execute(sql`
    with n as (
      insert into order_counters (store_id, business_date, last_number)
      values (${o.storeId}, ${o.businessDate}, 1)
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
      on conflict (idempotency_key) where idempotency_key is not null do nothing
      returning id, item_name
    ), i as (
      insert into order_items (order_id, entree_id, name, quantity, unit_price_cents, total_cents, memo, options, sort)
      select o.id, x.entree_id, x.name, x.quantity, x.unit_price_cents, x.total_cents, x.memo, x.options, x.sort
      from o cross join jsonb_to_recordset(${itemsJson}::jsonb) as x(
        entree_id uuid, name text, quantity integer, unit_price_cents integer, total_cents integer, memo text,
        options jsonb, sort integer
      )
    )
    select id, item_name from o
  `)) as unknown as { rows: { id: string; item_name: string }[] }; // node-postgres and PGlite both return rows
  const row = result.rows[0];
  return row ? { id: row.id, orderNumber: row.item_name } : null;
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
