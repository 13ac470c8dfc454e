/**
 * Who may reach an order (DESIGN.md "Security": every member-scoped read or write checks ownership;
 * spec §6). A member's order belongs to that member only; an order placed without a login belongs to
 * the browser that placed it (its visitor cookie), and to a browser that proved its phone by 查詢訂單 (ADR 028:
 * a live row in guest_order_grants). Everyone else is told the order does not exist.
 */
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import type { UserRow } from '../users/get-member';
import { isBlacklisted } from '../users/get-member';
import { hasLiveGrant } from './guest-grants.queries';
import { findOrderById, findOrderWithItems, type OrderRow } from './orders.queries';

/** An order's row, for modules that read an order through requireOrderOwner (they never import the queries). */
export type { OrderRow };

/** The caller of an order call: the logged-in member's id (null for a visitor) and the visitor cookie hash. */
export interface OrderCaller {
  userId: number | null;
  /** sha256 of the visitor cookie token. */
  visitorHash: string;
  /** The app's clock (epoch ms) for 查詢訂單 grants' expiry; Date.now() when not given. */
  now?: number;
}

/**
 * True when the caller owns the order: the member it belongs to, or, for an order placed without a login,
 * the browser that placed it, also after the order joined a member's history (guestLinkedAt: that browser
 * could read it before, so keeping its access reveals nothing new, and its open order page keeps working).
 * An order placed logged in is not reachable through the visitor cookie, so it stays private after the
 * member logs out of a shared browser.
 */
export function ownsOrder(
  order: Pick<OrderRow, 'userId' | 'visitorTokenHash' | 'guestLinkedAt'>,
  caller: OrderCaller,
): boolean {
  if (order.userId != null && caller.userId === order.userId) return true;
  if (order.userId != null && order.guestLinkedAt == null) return false;
  return order.visitorTokenHash != null && order.visitorTokenHash === caller.visitorHash;
}

function notFound(): ApiError {
  return new ApiError('order_not_found', '找不到這筆訂單');
}

/**
 * True when the caller may reach the order: it owns it (ownsOrder), or, for an order placed without a login,
 * the caller's browser holds a live 查詢訂單 grant to it (ADR 028; one more query, only when not the owner).
 */
async function mayReach(
  db: Db,
  order: Pick<OrderRow, 'id' | 'userId' | 'visitorTokenHash' | 'guestLinkedAt'>,
  caller: OrderCaller,
): Promise<boolean> {
  if (ownsOrder(order, caller)) return true;
  const placedAsGuest = order.userId == null || order.guestLinkedAt != null;
  if (!placedAsGuest || caller.visitorHash === '') return false;
  return hasLiveGrant(db, order.id, caller.visitorHash, new Date(caller.now ?? Date.now()));
}

/**
 * The order (row only) if the caller owns it or holds a 查詢訂單 grant to it.
 * @throws ApiError order_not_found (404) for a malformed id, an unknown id or someone else's order, so the
 *   answer never tells whether someone else's order exists.
 */
export async function requireOrderOwner(db: Db, orderId: string, caller: OrderCaller): Promise<OrderRow> {
  const order = isUuid(orderId) ? await findOrderById(db, orderId) : undefined;
  if (!order || !(await mayReach(db, order, caller))) throw notFound();
  return order;
}

/**
 * The order with its store and items if the caller owns it or holds a 查詢訂單 grant to it.
 * @throws ApiError order_not_found (404) as requireOrderOwner.
 */
export async function requireOrderOwnerWithItems(db: Db, orderId: string, caller: OrderCaller) {
  const found = isUuid(orderId) ? await findOrderWithItems(db, orderId) : undefined;
  if (!found || !(await mayReach(db, found.order, caller))) throw notFound();
  return found;
}

/**
 * Refuses a black-listed member at a store (spec §3 Member types BLACK_LIST): black-listed
 * account-wide (users.user_type 4) or at that store (store_members.user_group 4). Costs no query for an
 * account-wide black-list and one for everyone else.
 * @param db the database, or the open transaction of an order submit (on PGlite a read through the
 *   database would wait for that transaction forever).
 * @throws ApiError member_blacklisted (403)
 */
export async function refuseBlacklisted(db: Db, user: UserRow, storeId: number): Promise<void> {
  if (await isBlacklisted(db, user, storeId)) {
    throw new ApiError('member_blacklisted', '此帳號目前無法線上點餐，請洽店家');
  }
}
