/**
 * Changing an order and its history (tables orders, order_items, order_events). Drizzle only.
 */
import { OrderStatus, PaymentStatus } from '@iding/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { type OrderEventSnapshot, orderEvents, orderItems, orders } from '../../db/schema';
import type { NewOrder, NewOrderItem, OrderRow } from './orders.queries';

/** The order columns a change rewrites (the store, type, payment, number and owner never change). */
export type OrderChange = Pick<
  NewOrder,
  | 'tableNumber'
  | 'partySize'
  | 'shippingInfos'
  | 'shippingFeeCents'
  | 'targetTime'
  | 'isAsap'
  | 'contactName'
  | 'contactPhone'
  | 'memo'
  | 'menuVersion'
  | 'subtotalCents'
  | 'totalCents'
  | 'invoiceType'
  | 'invoiceValue'
  | 'companyTitle'
  | 'customItems'
  | 'coupons'
  | 'discountCents'
  | 'pointDiscountCents'
>;

/** Who made the change and what the order was before it (order_events). */
export interface OrderChangeRecord {
  actor: 'member' | 'visitor';
  actorUserId: number | null;
  beforeTotalCents: number;
  before: OrderEventSnapshot;
  at: Date;
}

/**
 * Applies a change to an order in one transaction, only if the order is still at `version`, SUBMITTED and
 * unpaid (a conditional UPDATE: of two concurrent changes based on the same version exactly one wins; the
 * other waits for the row lock and then finds the version moved on). Its lines are replaced by `items`, the
 * version goes up by one and the change is recorded in order_events.
 * @param offlinePaymentTypes payment types that are not online payments (spec §5): the only ones changed.
 * @param guard runs first in the transaction (busy mode's slot lock and count; the coupons' uses); what it
 *   throws rolls the change back, and so does a change that finds the order moved on.
 * @returns the changed order, or undefined when nothing was changed (read the order again to tell why).
 */
export async function changeOrderIfVersion(
  db: Db,
  orderId: string,
  version: number,
  offlinePaymentTypes: number[],
  change: OrderChange,
  items: NewOrderItem[],
  record: OrderChangeRecord,
  guard?: (tx: Runner) => Promise<void>,
): Promise<OrderRow | undefined> {
  try {
    return await changeInTransaction(db, orderId, version, offlinePaymentTypes, change, items, record, guard);
  } catch (error) {
    if (error instanceof NotChanged) return undefined;
    throw error;
  }
}

/** The order was not at `version` (or no longer changeable): the guard's writes are rolled back with it. */
class NotChanged extends Error {}

async function changeInTransaction(
  db: Db,
  orderId: string,
  version: number,
  offlinePaymentTypes: number[],
  change: OrderChange,
  items: NewOrderItem[],
  record: OrderChangeRecord,
  guard?: (tx: Runner) => Promise<void>,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    if (guard) await guard(tx);
    const [row] = await tx
      .update(orders)
      .set({ ...change, version: version + 1 })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.version, version),
          eq(orders.status, OrderStatus.SUBMITTED),
          // Not once the store accepted it: an accept racing this change wins.
          isNull(orders.acceptedAt),
          eq(orders.paymentStatus, PaymentStatus.UNPAID),
          inArray(orders.paymentType, offlinePaymentTypes),
        ),
      )
      .returning();
    if (!row) throw new NotChanged();
    await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
    if (items.length > 0) await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId })));
    await tx.insert(orderEvents).values({
      orderId,
      kind: 'edited',
      actor: record.actor,
      actorUserId: record.actorUserId,
      version: row.version,
      beforeTotalCents: record.beforeTotalCents,
      afterTotalCents: row.totalCents,
      before: record.before,
      createdAt: record.at,
    });
    return row;
  });
}

/** An order's history, oldest first. */
export async function listOrderEvents(db: Db, orderId: string) {
  return db
    .select({
      kind: orderEvents.kind,
      actor: orderEvents.actor,
      version: orderEvents.version,
      beforeTotalCents: orderEvents.beforeTotalCents,
      afterTotalCents: orderEvents.afterTotalCents,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}
