/**
 * A manual points adjustment at the store (spec §3 Points ledger events MANUAL_ADJUST 48; docs/features.md
 * "點數"): the store's owner adds points (a birthday gift, a stamp card carried over) or takes them (a
 * mistake, a reward handed over at the counter), with a reason the member reads in their history (spec §7 GET
 * /api/user/points). One transaction changes the balance (holding the member's row, never below 0) and writes
 * the movement with the staff member (audit) and the console's request id, so a retried or double-clicked
 * adjustment is recorded once. The staff learn about the phone's owner what a store-credit top-up tells them:
 * the masked name only (payments/deposit-store-credit.ts says why).
 */
import {
  maskName,
  POINT_BALANCE_MAX,
  type PointAdjustRequest,
  type PointAdjustResponse,
  PointEvent,
  ZPointAdjustRequest,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { storePointRule } from '../stores/store-point-rule';
import { changePoints, pointBalance } from '../users/point-balance';
import { requireMemberByPhone } from '../users/store-credit-balance';
import { findPointAdjustment, insertPointMovement } from './points.queries';

/** Rolls the adjustment back when its request id was recorded already (a concurrent retry won). */
class AlreadyRecorded extends Error {}

/**
 * Records an adjustment of a member's points at the store.
 * @param body the console's body (validated again here: points a non-zero whole number within
 *   ±POINT_ADJUST_MAX, a reason).
 * @returns the member's masked name and phone, the points, the balance after them, the reason and the time
 *   (epoch seconds); for a request id seen before, the first adjustment's answer (nothing changes again).
 * @throws ApiError validation_error (400) for a bad body or phone; member_not_found (404) for a number no member
 *   has; idempotency_conflict (409) for a request id used for another member; points_insufficient (422, the
 *   message shows the balance) when the balance would go below 0; points_limit (422) above POINT_BALANCE_MAX.
 */
export async function adjustPointsAtStore(
  db: Db,
  store: { storeId: number },
  body: PointAdjustRequest,
  ctx: { staffId: number; now: number },
): Promise<PointAdjustResponse> {
  const input = ZPointAdjustRequest.parse(body);
  const member = await requireMemberByPhone(db, input.country_code, input.phone);
  const answer = (row: { points: number; balanceAfter: number; reason: string; createdAt: Date }) => ({
    name: maskName(member.name),
    phone: member.phone,
    points: row.points,
    point: row.balanceAfter,
    reason: row.reason,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  });
  const replay = async () => {
    const seen = await findPointAdjustment(db, store.storeId, input.request_id);
    // The same id for another member is a console bug, never a second adjustment.
    if (!seen || seen.userId !== member.userId) {
      throw new ApiError('idempotency_conflict', '這筆調整的編號已用過，請重新整理後再試');
    }
    return answer(seen);
  };
  if (await findPointAdjustment(db, store.storeId, input.request_id)) return replay();
  const createdAt = new Date(ctx.now);
  try {
    const row = await db.transaction(async (tx) => {
      const balance = await changePoints(tx, member.userId, store.storeId, input.points);
      if (balance === null) {
        const { PMName: unit } = await storePointRule(tx, store.storeId);
        if (input.points > 0) {
          throw new ApiError(
            'points_limit',
            `調整後將超過上限 ${POINT_BALANCE_MAX.toLocaleString('en-US')} ${unit}，未調整`,
          );
        }
        const held = await pointBalance(tx, member.userId, store.storeId);
        throw new ApiError(
          'points_insufficient',
          `會員目前只有 ${held.toLocaleString('en-US')} ${unit}，無法扣除 ${(-input.points).toLocaleString('en-US')} ${unit}`,
        );
      }
      const written = await insertPointMovement(tx, {
        userId: member.userId,
        storeId: store.storeId,
        orderId: null,
        event: PointEvent.MANUAL_ADJUST,
        points: input.points,
        balanceAfter: balance,
        reason: input.reason,
        staffId: ctx.staffId,
        requestId: input.request_id,
        createdAt,
      });
      if (!written) throw new AlreadyRecorded();
      return { points: input.points, balanceAfter: balance, reason: input.reason, createdAt };
    });
    return answer(row);
  } catch (error) {
    if (error instanceof AlreadyRecorded) return replay();
    throw error;
  }
}
