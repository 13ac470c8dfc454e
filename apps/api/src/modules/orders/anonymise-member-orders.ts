/**
 * Orders of a deleted member (their orders stay with the stores, anonymised): the orders module
 * owns the orders table, so the account deletion (users/manage-account.ts) calls this inside its transaction
 * instead of writing orders itself; app.ts gives it to the users module (MemberOrders, ADR 024).
 */
import type { Runner } from '../../db/client';
import { anonymiseOrdersOfUser } from './orders.queries';

/** The contact name a deleted member's orders show to the store. */
export const DELETED_MEMBER_NAME = '已刪除的會員';

/**
 * Unlinks the member's orders (user_id null: no longer in anyone's history) and clears their contact details
 * (name → 已刪除的會員, phone → ''); the orders themselves, items and totals, stay with the store.
 * @param tx the account deletion's transaction, so the orders are anonymised exactly when the member goes.
 * @returns how many orders were anonymised.
 */
export function anonymiseMemberOrders(tx: Runner, userId: number): Promise<number> {
  return anonymiseOrdersOfUser(tx, userId, DELETED_MEMBER_NAME);
}
