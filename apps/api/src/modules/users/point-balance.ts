/**
 * A member's points (點數) balance at a store (spec §3 memberInfos.point), for the points module, which keeps
 * the ledger of movements. Whole points; the balance never goes negative (store_members_point_nonneg) nor
 * above POINT_BALANCE_MAX.
 */
import { MemberType, POINT_BALANCE_MAX } from '@iding/domain';
import type { Runner } from '../../db/client';
import { addPointsAt, depositPointsAt, findStoreMember, findUserById } from './users.queries';

/**
 * Changes the member's balance at the store by `delta` whole points (≠ 0), creating their standing there for
 * an addition. Call it inside the transaction that writes the movement: the member's row stays locked until
 * it commits, so the balance written with the movement is the balance.
 * @returns the new balance, or null when it would go below 0 (a take larger than the balance, or no standing
 *   at the store) or above POINT_BALANCE_MAX; nothing changes then.
 * @throws RangeError for 0 or a fractional delta (a caller's bug).
 */
export function changePoints(db: Runner, userId: number, storeId: number, delta: number) {
  if (!Number.isSafeInteger(delta) || delta === 0) {
    throw new RangeError(`points to change must be a non-zero whole number, got ${delta}`);
  }
  return delta > 0
    ? depositPointsAt(db, userId, storeId, delta, POINT_BALANCE_MAX)
    : addPointsAt(db, userId, storeId, delta, POINT_BALANCE_MAX);
}

/** The member's balance at the store in points (0 without a standing there). */
export async function pointBalance(db: Runner, userId: number, storeId: number): Promise<number> {
  return (await findStoreMember(db, userId, storeId))?.point ?? 0;
}

/**
 * True when the member earns no points at the store (spec §3 Member types BLACK_LIST 4): black-listed
 * account-wide or at that store, or gone (a deleted account).
 */
export async function isBlacklistedAt(db: Runner, userId: number, storeId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user || user.userType === MemberType.BLACK_LIST) return true;
  return (await findStoreMember(db, userId, storeId))?.userGroup === MemberType.BLACK_LIST;
}
