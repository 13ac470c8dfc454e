/**
 * A member's store credit (儲值金) balance at a store (spec §3 memberInfos.store_credit), for the
 * payments module, which keeps the ledger of movements. Cents of TWD; the balance never goes negative.
 */
import type { Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { displayPhone, parseMemberPhone } from './phone-number';
import {
  addStoreCreditCents,
  depositStoreCreditCents,
  findStoreMember,
  findUserByPhone,
} from './users.queries';

/**
 * Spends `cents` (a whole number > 0) of the member's balance at the store.
 * @param db the database or the payment's open transaction.
 * @returns the balance left, or null when the balance is short (nothing is spent).
 * @throws RangeError for 0, a negative or a fractional amount (a caller's bug: spending −960 would add 960 to
 *   the balance); nothing is spent.
 */
export async function spendStoreCredit(db: Runner, userId: number, storeId: number, cents: number) {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`store credit to spend must be a positive whole number of cents, got ${cents}`);
  }
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

/**
 * Adds a top-up of `cents` to the member's balance at the store, creating their standing there if needed.
 * @param db the top-up's open transaction.
 * @returns the new balance, or null when it would exceed `maxCents` (nothing is added).
 */
export function depositStoreCredit(
  db: Runner,
  userId: number,
  storeId: number,
  cents: number,
  maxCents: number,
) {
  return depositStoreCreditCents(db, userId, storeId, cents, maxCents);
}

/**
 * The member with this mobile number, for the store staff recording a top-up.
 * @returns the id, the name and the number as the member writes it (0912345678).
 * @throws ApiError validation_error (400, 手機格式錯誤) for a number that is no mobile number;
 *   member_not_found (404) when no member has it.
 */
export async function requireMemberByPhone(db: Runner, countryCode: string, input: string) {
  const { phone } = parseMemberPhone(countryCode, input);
  const user = await findUserByPhone(db, countryCode, phone);
  if (!user) throw new ApiError('member_not_found', '找不到這個手機號碼的會員，請會員先註冊');
  return { userId: user.id, name: user.name, phone: displayPhone(countryCode, user.phone) };
}
