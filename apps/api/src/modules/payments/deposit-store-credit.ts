/**
 * A store-credit top-up at the counter (儲值; spec §3 Store-credit transactions STORE_CREDIT_DEPOSIT 1002;
 * issue #13 §3). The spec's client has no top-up call: a diner pays the store (cash, the store's own
 * terminal) and the store records it. So the console's staff record it here, and the member sees the balance
 * (spec §3 memberInfos.store_credit) and the movement (spec §7 GET /api/user/transactions/store_credits).
 * One transaction adds the balance and writes the movement with the staff member (audit) and the console's
 * request id, so a retried or double-clicked top-up is recorded once.
 */
import {
  fromCents,
  STORE_CREDIT_BALANCE_MAX,
  type StoreCreditDepositRequest,
  type StoreCreditDepositResponse,
  StoreCreditTransactionType,
  ZStoreCreditDepositRequest,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { depositStoreCredit, requireMemberByPhone } from '../users/store-credit-balance';
import { findStoreCreditDeposit, insertStoreCreditDeposit } from './payments.queries';

/** Rolls the top-up back when its request id was recorded already (a concurrent retry won). */
class AlreadyRecorded extends Error {}

/**
 * Records a top-up the member paid at the store.
 * @param input the console's body (validated again here: amount in whole TWD, 1–STORE_CREDIT_DEPOSIT_MAX).
 * @returns the member's name and phone, the amount and the balance after it (TWD), the time (epoch seconds);
 *   for a request id seen before, the first top-up's answer (nothing is added again).
 * @throws ApiError validation_error (400) for a bad body or phone; member_not_found (404); store_credit_limit
 *   (422) when the balance would exceed STORE_CREDIT_BALANCE_MAX.
 */
export async function depositStoreCreditAtStore(
  db: Db,
  store: { storeId: number },
  body: StoreCreditDepositRequest,
  ctx: { staffId: number; now: number },
): Promise<StoreCreditDepositResponse> {
  const input = ZStoreCreditDepositRequest.parse(body);
  const member = await requireMemberByPhone(db, input.country_code, input.phone);
  const answer = (row: { amountCents: number; balanceCents: number; createdAt: Date }) => ({
    name: member.name,
    phone: member.phone,
    amount: fromCents(row.amountCents),
    store_credit: fromCents(row.balanceCents),
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  });
  const replay = async () => {
    const seen = await findStoreCreditDeposit(db, store.storeId, input.request_id);
    // The same id for another member is a console bug, never a second top-up.
    if (!seen || seen.userId !== member.userId) {
      throw new ApiError('idempotency_conflict', '這筆儲值的編號已用過，請重新整理後再試');
    }
    return answer(seen);
  };
  if (await findStoreCreditDeposit(db, store.storeId, input.request_id)) return replay();
  const cents = input.amount * 100;
  const createdAt = new Date(ctx.now);
  try {
    const row = await db.transaction(async (tx) => {
      const balance = await depositStoreCredit(
        tx,
        member.userId,
        store.storeId,
        cents,
        STORE_CREDIT_BALANCE_MAX * 100,
      );
      if (balance === null) {
        throw new ApiError(
          'store_credit_limit',
          `儲值後餘額將超過上限 ${STORE_CREDIT_BALANCE_MAX.toLocaleString('en-US')} 元，未儲值`,
        );
      }
      const written = await insertStoreCreditDeposit(tx, {
        userId: member.userId,
        storeId: store.storeId,
        orderId: null,
        type: StoreCreditTransactionType.STORE_CREDIT_DEPOSIT,
        amountCents: cents,
        balanceCents: balance,
        staffId: ctx.staffId,
        requestId: input.request_id,
        createdAt,
      });
      if (!written) throw new AlreadyRecorded();
      return { amountCents: cents, balanceCents: balance, createdAt };
    });
    return answer(row);
  } catch (error) {
    if (error instanceof AlreadyRecorded) return replay();
    throw error;
  }
}
