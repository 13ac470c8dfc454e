/**
 * A store-credit top-up at the counter (儲值; spec §3 Store-credit transactions STORE_CREDIT_DEPOSIT 1002;
 * docs/features.md). The spec's client has no top-up call: a diner pays the store (cash, the store's own
 * terminal) and the store records it. So the console's staff record it here, and the member sees the balance
 * (spec §3 memberInfos.store_credit) and the movement (spec §7 GET /api/user/transactions/store_credits).
 * One transaction adds the balance and writes the movement with the staff member (audit) and the console's
 * request id, so a retried or double-clicked top-up is recorded once.
 *
 * What the staff learn about the phone's owner: only the masked name (王○明, maskName), enough to confirm with
 * the diner at the counter, never the full name, and only as the answer of a recorded top-up (there is no
 * look-up call). A number nobody registered gets 404 member_not_found in the shape of every refusal, with no
 * name. Trade-off: that 404 still tells the staff that the number is no member's. A top-up for a non-member
 * cannot be recorded, so its answer must differ from a recorded one; hiding it would take the member's own
 * confirmation (a code sent to their phone) before a first top-up at a store, an SMS and a second step at
 * the counter for every new customer. Not taken: whether a number is a member's is already answered to
 * anyone by spec §7 POST /api/user/exist (capped per phone and in total), the name was what leaked, and each
 * probe of a member's number records a real top-up with the staff member's id that the member sees in their
 * history.
 */
import {
  fromCents,
  maskName,
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
 * @returns the member's masked name (王○明) and phone, the amount and the balance after it (TWD), the time
 *   (epoch seconds); for a request id seen before, the first top-up's answer (nothing is added again).
 * @throws ApiError validation_error (400) for a bad body or phone; member_not_found (404) for a number no
 *   member has; idempotency_conflict (409) for a request id used for another member; store_credit_limit (422)
 *   when the balance would exceed STORE_CREDIT_BALANCE_MAX.
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
    name: maskName(member.name),
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
