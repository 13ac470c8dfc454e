/**
 * Points an order earns (spec §3 Points ledger events NEW_ORDER_GAIN 40, point_rule PGRules): when the store
 * completes (完成) an order of a member at a store whose points are on, the order earns what the domain rule
 * pointsEarned gives for its items total net of its coupons (the server's prices, never the client's: what the
 * diner paid for the items) and how it was paid, in the
 * completion's own transaction, so a completed order has its points and an order whose completion failed has
 * none. A BLACK_LIST member (account-wide or at the store) earns nothing. Once per order
 * (point_transactions_order_event_uidx). A completed order later cancelled or refunded gives them back through
 * the database (db/functions/revert_order_point_gain.sql, CANCEL_ORDER_GAIN 43).
 */
import { fromCents, PointEvent, pointEarningContext, pointsEarned } from '@iding/domain';
import type { Runner } from '../../db/client';
import type { CompletedOrder } from '../orders/manage-store-order';
import { storePointRule } from '../stores/store-point-rule';
import { changePoints, isBlacklistedAt } from '../users/point-balance';
import { findOrderPointMovement, insertPointMovement } from './points.queries';

/**
 * Writes the points `order` earned on completion, with the member's new balance.
 * @param tx the completion's open transaction (the order is COMPLETED in it).
 * @param now epoch ms of the completion.
 * @returns the points earned (0: a visitor's order, points off, a black-listed member, nothing to earn, the
 *   balance at POINT_BALANCE_MAX, or earned already).
 */
export async function earnOrderPoints(tx: Runner, order: CompletedOrder, now: number): Promise<number> {
  if (order.userId === null) return 0;
  const rule = await storePointRule(tx, order.storeId);
  const itemsCents = Math.max(0, order.subtotalCents - order.discountCents);
  const points = pointsEarned(rule, fromCents(itemsCents), pointEarningContext(order.paymentType));
  if (points <= 0) return 0;
  if (await isBlacklistedAt(tx, order.userId, order.storeId)) return 0;
  if (await findOrderPointMovement(tx, order.id, PointEvent.NEW_ORDER_GAIN)) return 0;
  const balance = await changePoints(tx, order.userId, order.storeId, points);
  if (balance === null) return 0;
  const written = await insertPointMovement(tx, {
    userId: order.userId,
    storeId: order.storeId,
    orderId: order.id,
    event: PointEvent.NEW_ORDER_GAIN,
    points,
    balanceAfter: balance,
    staffId: null,
    requestId: null,
    createdAt: new Date(now),
  });
  // Only a second completion of one order could get here (the completion's conditional UPDATE lets one
  // through): undo the balance with the rest of that transaction.
  if (!written) throw new Error(`order ${order.id} has earned its points already`);
  return points;
}
