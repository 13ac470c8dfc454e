/**
 * Order writes and reads (Drizzle only).
 */

import { OrderStatus, PaymentStatus, RELEASED_ON_CREATE_PAYMENT_TYPES } from '@iding/domain';
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { orderItems, orders, stores } from '../../db/schema';
import { isUniqueViolation } from '../../lib/pg-errors';

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

/** What insertOrdersIfStoreUnchanged did with one order. */
export type InsertOrderOutcome =
  | { kind: 'created'; id: string; orderNumber: string }
  /** The store row is no longer at the version the order was checked against (or is gone): nothing written. */
  | { kind: 'store-changed' }
  /** An order with this idempotency key exists (or comes earlier in the batch): nothing written for it. */
  | { kind: 'key-taken' };

/** One order of a batch: the order (its store and business date are the batch's) and its items. */
export interface BatchOrder {
  order: NumberedOrderInput;
  items: NewOrderItem[];
}

/**
 * Numbers and inserts a batch of orders of ONE store and business day with their items in ONE autocommit
 * statement (one round trip, one commit, no transaction held open across round trips; ADR 006), only if the
 * store row is still at `rowVersion`, the version whose settings, menu and sold-out lists they were checked
 * against. A batch of one is a single submit; order-batcher.ts groups the submits that arrive while one is
 * in flight.
 *
 * In that statement (the PL/pgSQL function db/functions/insert_orders_if_store_unchanged.sql, so that it is
 * parsed and planned once per database session rather than on every submit): the store row is locked FOR SHARE
 * when its `xmin` is still `rowVersion` (a menu, settings or sold-out change waits for the statement; one that
 * committed meanwhile makes it insert nothing); orders whose idempotency key exists (or is used by an earlier
 * order of the batch) are left out; the day's counter is upserted once by the number of orders left (none: not
 * touched), each order gets the next number in batch order and is inserted with its items
 * (`jsonb_to_recordset`).
 *
 * Numbers are "001", "002", … per store per Taipei date (four digits from the 1000th order). The counter row
 * stays locked only until this statement commits, so numbers never repeat and never skip. A submit with the
 * same key committing meanwhile elsewhere makes the statement fail with a unique violation on
 * orders_idempotency_uidx, which rolls everything of it back (isIdempotencyKeyConflict tells that error apart).
 * @returns one outcome per order, in batch order.
 */
export async function insertOrdersIfStoreUnchanged(
  db: Db,
  store: { id: number; rowVersion: string; businessDate: string },
  batch: BatchOrder[],
): Promise<InsertOrderOutcome[]> {
  const rowsJson = JSON.stringify(
    batch.map(({ order: o, items }, idx) => ({
      idx,
      order_type: o.orderType,
      payment_type: o.paymentType,
      table_number: o.tableNumber ?? null,
      target_time: o.targetTime.toISOString(),
      // Raw SQL skips the schema's column mapping: is_asap is written as the smallint 0/1 it is stored as.
      is_asap: o.isAsap ? 1 : 0,
      contact_name: o.contactName,
      contact_phone: o.contactPhone,
      memo: o.memo ?? '',
      menu_version: o.menuVersion,
      subtotal_cents: o.subtotalCents,
      total_cents: o.totalCents,
      app_version: o.appVersion ?? '',
      device_id: o.deviceId ?? '',
      visitor_token_hash: o.visitorTokenHash ?? null,
      user_id: o.userId ?? null,
      idempotency_key: o.idempotencyKey ?? null,
      request_hash: o.requestHash ?? null,
      // Taiwan e-invoice (migration 0012 adds them to the insert function).
      invoice_type: o.invoiceType ?? 'paper',
      invoice_value: o.invoiceValue ?? null,
      company_title: o.companyTitle ?? null,
      order_tab_type: o.orderTabType ?? null,
      party_size: o.partySize ?? null,
      shipping_infos: o.shippingInfos ?? null,
      shipping_fee_cents: o.shippingFeeCents ?? 0,
      // Custom items and set-meal picks (migration 0017 adds them to the insert function).
      custom_items: o.customItems ?? [],
      items: items.map((i) => ({
        entree_id: i.entreeId,
        name: i.name,
        quantity: i.quantity,
        unit_price_cents: i.unitPriceCents,
        total_cents: i.totalCents,
        memo: i.memo ?? '',
        options: i.options ?? [],
        collections: i.collections ?? [],
        sort: i.sort ?? 0,
      })),
      // 外送 (migration 0032): the quote, unique per order (orders_quote_uidx).
      quote_id: o.quoteId ?? null,
      // Coupons (migration 0045): what they take off is already out of total_cents.
      coupons: o.coupons ?? [],
      discount_cents: o.discountCents ?? 0,
      // Points (migration 0048): taken from the member's balance by the insert's trigger.
      points_redeemed: o.pointsRedeemed ?? 0,
      point_discount_cents: o.pointDiscountCents ?? 0,
    })),
  );
  const keysJson = JSON.stringify(
    batch.flatMap((b) => (b.order.idempotencyKey ? [b.order.idempotencyKey] : [])),
  );
  // The statement itself is db/functions/insert_orders_if_store_unchanged.sql (planned once per session).
  const result = (await db.execute(sql`
    select store_ok, created from insert_orders_if_store_unchanged(
      ${store.id}, ${store.rowVersion}, ${store.businessDate}, ${rowsJson}, ${keysJson}
    )
`)) as unknown as {
    rows: { store_ok: number; created: [string, string, number][] | string }[];
  }; // node-postgres and PGlite both return rows
  const row = result.rows[0]!;
  if (Number(row.store_ok) === 0) return batch.map(() => ({ kind: 'store-changed' }) as const);
  const created = typeof row.created === 'string' ? JSON.parse(row.created) : row.created;
  const byIdx = new Map<number, InsertOrderOutcome>();
  for (const [id, orderNumber, idx] of created as [string, string, number][]) {
    byIdx.set(idx, { kind: 'created', id, orderNumber });
  }
  return batch.map((_, idx) => byIdx.get(idx) ?? { kind: 'key-taken' });
}

/**
 * True for the unique violation of orders_idempotency_uidx (another submit with the same key committed while
 * ours was in flight), whether the driver's error comes bare or wrapped (Drizzle's DrizzleQueryError `cause`).
 */
export function isIdempotencyKeyConflict(error: unknown): boolean {
  return isUniqueViolation(error, 'orders_idempotency_uidx');
}

/**
 * True for the unique violation of orders_quote_uidx: another order (of another instance, or committed while
 * ours was in flight) was placed with the same 外送 quote; nothing of ours was written.
 */
export function isQuoteConflict(error: unknown): boolean {
  return isUniqueViolation(error, 'orders_quote_uidx');
}

/**
 * The orders of a store that count as a diner's open orders at its counter (cap-open-orders.ts): SUBMITTED,
 * UNPAID, of a type paid at the store, targeted at or after `from`.
 *
 * The two counts below are planned afresh on every submit (not named prepared statements): a plan cached while
 * `orders` is small (a new database, before its first analyze) walks the store's orders by target time, and a
 * cached plan keeps doing so as the table grows. Planned with the table as it is, they read the diner's own
 * entries of orders_visitor_idx, orders_guest_phone_idx or orders_user_store_idx (diner key, store), a few
 * rows whatever the table's size or statistics; planning costs ~0.1 ms.
 */
const openAtCounter = (storeId: number, from: number) =>
  and(
    eq(orders.storeId, storeId),
    eq(orders.status, OrderStatus.SUBMITTED),
    eq(orders.paymentStatus, PaymentStatus.UNPAID),
    inArray(orders.paymentType, RELEASED_ON_CREATE_PAYMENT_TYPES),
    gte(orders.targetTime, new Date(from)),
  );

/**
 * How many orders a visitor holds open at a store's counter (see openAtCounter): those placed from the browser
 * (visitor cookie hash), and those placed without a login with the contact phone.
 * @param phone as orders store it, "0912345678"; from epoch ms.
 */
export async function countBrowserOpenOrders(
  db: Db,
  input: { storeId: number; visitorHash: string; phone: string; from: number },
): Promise<{ byBrowser: number; byPhone: number }> {
  const byPhone = and(eq(orders.contactPhone, input.phone), isNull(orders.userId));
  const [row] = await db
    .select({
      byBrowser: sql<number>`(count(*) filter (where ${orders.visitorTokenHash} = ${input.visitorHash}))::int`,
      byPhone: sql<number>`(count(*) filter (where ${byPhone}))::int`,
    })
    .from(orders)
    .where(
      and(
        openAtCounter(input.storeId, input.from),
        or(eq(orders.visitorTokenHash, input.visitorHash), byPhone),
      ),
    );
  return { byBrowser: Number(row?.byBrowser ?? 0), byPhone: Number(row?.byPhone ?? 0) };
}

/** How many orders a member holds open at a store's counter (see openAtCounter). @param from epoch ms. */
export async function countMemberOpenOrders(
  db: Db,
  input: { storeId: number; userId: number; from: number },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(openAtCounter(input.storeId, input.from), eq(orders.userId, input.userId)));
  return Number(row?.n ?? 0);
}

/**
 * Unlinks every order of a member and replaces the contact details with `contact` (name; phone emptied), so
 * the store keeps its orders but no personal data of a deleted account.
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

/**
 * Sets `userId` on every order placed without a login whose contact phone is `contactPhone` (link-guest-
 * orders.ts; served by the partial index orders_guest_phone_idx).
 * @param contactPhone as orders store it, "0912345678".
 * @returns how many orders were linked.
 */
export async function linkGuestOrdersByPhone(
  db: Runner,
  userId: number,
  contactPhone: string,
): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ userId, guestLinkedAt: new Date() })
    .where(and(isNull(orders.userId), eq(orders.contactPhone, contactPhone)))
    .returning({ id: orders.id });
  return rows.length;
}

/** An order by its idempotency key. */
export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return rows[0];
}

/**
 * Where a dine-in waiting order stands on its store's list of its business day (spec §3 waiting tab):
 * its number (1 + the waiting orders numbered before it, whatever their status, so a number never changes)
 * and how many parties ahead are still waiting (SUBMITTED). Order numbers of a store and day are
 * zero-padded to one width up to 999 and grow a digit after, so they compare by (length, text).
 */
export async function waitingPosition(
  db: Db,
  order: Pick<OrderRow, 'storeId' | 'businessDate' | 'orderNumber'>,
): Promise<{ number: number; ahead: number }> {
  const before = sql`(length(${orders.orderNumber}), ${orders.orderNumber}) < (${order.orderNumber.length}, ${order.orderNumber})`;
  const rows = await db
    .select({
      earlier: sql<number>`count(*)::int`,
      ahead: sql<number>`(count(*) filter (where ${orders.status} = ${OrderStatus.SUBMITTED}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, order.storeId),
        eq(orders.businessDate, order.businessDate),
        eq(orders.orderTabType, 'waiting'),
        before,
      ),
    );
  const row = rows[0] ?? { earlier: 0, ahead: 0 };
  return { number: row.earlier + 1, ahead: row.ahead };
}

/** An order row by id, or undefined. */
/**
 * True when the member has an order not cancelled at a store of the brand (a NEW_CUSTOMER coupon is for the
 * first one), leaving out `excludeOrderId` (the order being changed).
 */
export async function hasOrderAtBrand(
  db: Db,
  userId: number,
  brandId: number,
  excludeOrderId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(stores.brandId, brandId),
        sql`${orders.status} <> ${OrderStatus.CANCELLED}`,
        excludeOrderId ? sql`${orders.id} <> ${excludeOrderId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | undefined> {
  return (await findOrderByIdPrepared(db).execute({ id }))[0];
}

// Every order page, payment start and confirm reads the order by id (db/prepared.ts).
const findOrderByIdPrepared = preparedPer((db: Db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_order_by_id'),
);

/** An order with its store and items, or undefined. */
export async function findOrderWithItems(db: Db, id: string) {
  const rows = await db
    .select({
      order: orders,
      storeIdentifier: stores.identifier,
      storeName: stores.name,
      storePhone: stores.phone,
      storeAddress: stores.address,
      storeHidesOrderSerial: stores.hideOrderSerial,
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
 * Cancels a member's order if it still may be: one conditional UPDATE, so of two concurrent
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
        // Not once the store accepted it: an accept racing this cancel wins.
        isNull(orders.acceptedAt),
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

/**
 * Name, quantity and set-meal picks of the items of some orders, in cart order (for history summaries).
 */
export async function listOrderItemLines(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      collections: orderItems.collections,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.sort));
}

/** What booking a 外送 order's courier needs from the order: its store, status and recipient (spec §3). */
export async function findOrdersForBooking(
  db: Db,
  ids: string[],
): Promise<{ id: string; storeId: number; status: number; shippingInfos: OrderRow['shippingInfos'] }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      status: orders.status,
      shippingInfos: orders.shippingInfos,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
}
