/**
 * A member's store credit (儲值金) balance at a store (spec §3 memberInfos.store_credit; issue #13 §3), for the
 * payments module, which keeps the ledger of movements. Cents of TWD; the balance never goes negative.
 */
import type { Runner } from '../../db/client';
import { addStoreCreditCents, findStoreMember } from './users.queries';

/**
 * Spends `cents` of the member's balance at the store.
 * @param db the database or the payment's open transaction.
 * @returns the balance left, or null when the balance is short (nothing is spent).
 */
export function spendStoreCredit(db: Runner, userId: number, storeId: number, cents: number) {
  return addStoreCreditCents(db, userId, storeId, -cents);
}

/** Gives `cents` back to the member's balance (a refund); the new balance, or null without a standing. */
export function returnStoreCredit(db: Runner, userId: number, storeId: number, cents: number) {
  return addStoreCreditCents(db, userId, storeId, cents);
}

/** The member's balance at the store in cents (0 without a standing there). */
export async function storeCreditBalance(db: Runner, userId: number, storeId: number): Promise<number> {
  return (await findStoreMember(db, userId, storeId))?.storeCreditCents ?? 0;
}
