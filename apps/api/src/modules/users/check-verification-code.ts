/**
 * POST /api/user/check_verify (spec §7; spec §4 Registration steps). Checks a code: one use,
 * 5 minutes, 5 wrong tries void it. What a right code does depends on its purpose (spec §4):
 * - REGISTER, DELETE_ACCOUNT: returns a verification_token (10 minutes, one use) for POST /api/user or
 *   DELETE /api/user;
 * - FORGET_PASSWORD: logs the member in with a 15-minute password-reset session ("third step, stores auth");
 * - UPDATE_PHONE: saves the new phone on the logged-in member.
 */
import { timingSafeEqual } from 'node:crypto';
import { OTP_RULES, type OtpPurpose, type User } from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { newSecret, sha256Hex } from '../../lib/secrets';
import { toUserResponse } from './get-member';
import { type Member, type SessionCookie, type SessionOptions, startSession } from './manage-session';
import type { MemberOrders } from './member-orders';
import { type MemberPhone, parseMemberPhone } from './phone-number';
import type { CodePurpose } from './send-verification-code';
import { findLiveOtpForUpdate, findUserByPhone, updateOtp, updateUser } from './users.queries';

export interface CheckCodeInput {
  countryCode: string;
  phone: string;
  code: string;
  purpose: OtpPurpose;
  identifier?: string;
  member: Member | null;
}

/** The check_verify body fields that depend on the purpose (spec §7 check_verify response). */
export interface CheckCodeResult {
  purpose: OtpPurpose;
  verification_token?: string;
  auth?: { expire_time: number; user_id: number; api_token: string };
  user?: User;
}

/** checkVerificationCode's result: the body, and the session cookie to set when a session was started. */
export interface CheckCodeOutcome {
  body: CheckCodeResult;
  cookie?: SessionCookie;
}

type Outcome = { ok: true; otpId: number } | { ok: false; error: ApiError };

const invalid = (message: string) => ({ ok: false as const, error: new ApiError('otp_invalid', message) });

/**
 * Checks a code and does what its purpose asks (see the file comment).
 * @param opts.now epoch ms; opts.ttlDays and opts.device for the FORGET_PASSWORD session.
 * @param orders links the guest orders of a newly verified phone (member-orders.ts).
 * @returns the body fields of the purpose, and for FORGET_PASSWORD the cookie of the 15-minute
 *   password-reset session for the route to set.
 * @throws ApiError validation_error (phone), otp_invalid (wrong, expired, used, voided, another member's),
 *   unauthorized (UPDATE_PHONE / DELETE_ACCOUNT without login), phone_taken, user_not_found
 */
export async function checkVerificationCode(
  db: Db,
  input: CheckCodeInput,
  opts: SessionOptions,
  orders: MemberOrders,
): Promise<CheckCodeOutcome> {
  const { countryCode, phone } = parseMemberPhone(input.countryCode, input.phone);
  const purpose = input.purpose;
  const now = opts.now;
  if ((purpose === 'UPDATE_PHONE' || purpose === 'DELETE_ACCOUNT') && !input.member) {
    throw new ApiError('unauthorized', '請先登入會員');
  }
  const verificationToken = purpose === 'REGISTER' || purpose === 'DELETE_ACCOUNT' ? newSecret() : undefined;

  // The attempt count must be committed even when the code is wrong, so the transaction returns the
  // outcome and the refusal is thrown after it.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const checked = await takeCode(tx, { countryCode, phone, purpose, code: input.code }, input.member, now);
    if (!checked.ok) return checked;
    const otp = checked;
    await updateOtp(tx, otp.otpId, {
      consumedAt: new Date(now),
      verificationTokenHash: verificationToken ? sha256Hex(verificationToken) : null,
      verificationExpiresAt: verificationToken
        ? new Date(now + OTP_RULES.verificationTtlMinutes * 60_000)
        : null,
    });
    if (purpose === 'UPDATE_PHONE') {
      try {
        await updateUser(tx, input.member!.user.id, { countryCode, phone });
        // The new phone was just verified: its guest orders join the member's history.
        await orders.linkGuestOrders(tx, { id: input.member!.user.id, countryCode, phone });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('phone_taken', '此手機已被其他會員使用');
        throw error;
      }
    }
    return { ok: true, otpId: otp.otpId };
  });
  if (!outcome.ok) throw outcome.error;

  if (purpose === 'FORGET_PASSWORD') {
    const user = await findUserByPhone(db, countryCode, phone);
    if (!user) throw new ApiError('user_not_found', '此手機尚未註冊會員');
    const { auth, cookie } = await startSession(db, user, { ...opts, kind: 'password_reset' });
    return { body: { purpose, auth }, cookie };
  }
  if (purpose === 'UPDATE_PHONE') {
    const user = await findUserByPhone(db, countryCode, phone);
    return { body: { purpose, user: await toUserResponse(db, user!, input.identifier) } };
  }
  return { body: { purpose, verification_token: verificationToken } };
}

/**
 * The live code of `key`'s phone and purpose, checked against `key.code` in transaction `tx`: a wrong code
 * counts an attempt (OTP_RULES.maxAttempts void it), an expired one is voided. A right code is returned
 * still unused: the caller marks it consumed (updateOtp) in the same transaction.
 * @param member the logged-in member, for codes sent to a member (their user id on the code).
 * @param now epoch ms.
 */
async function takeCode(
  tx: Runner,
  key: MemberPhone & { purpose: CodePurpose; code: string },
  member: Member | null,
  now: number,
): Promise<Outcome> {
  const otp = await findLiveOtpForUpdate(tx, key);
  if (!otp) return invalid('驗證碼錯誤或已失效，請重新取得驗證碼');
  if (otp.userId !== null && otp.userId !== member?.user.id) {
    return invalid('驗證碼錯誤或已失效，請重新取得驗證碼');
  }
  if (otp.expiresAt.getTime() <= now) {
    await updateOtp(tx, otp.id, { voidedAt: new Date(now) });
    return invalid('驗證碼已過期，請重新取得驗證碼');
  }
  const right = timingSafeEqual(Buffer.from(sha256Hex(key.code)), Buffer.from(otp.codeHash));
  if (!right) {
    const attempts = otp.attempts + 1;
    const voided = attempts >= OTP_RULES.maxAttempts;
    await updateOtp(tx, otp.id, { attempts, voidedAt: voided ? new Date(now) : null });
    return invalid(
      voided
        ? '驗證碼錯誤次數過多，此驗證碼已失效，請重新取得'
        : `驗證碼錯誤，還可再試 ${OTP_RULES.maxAttempts - attempts} 次`,
    );
  }
  return { ok: true, otpId: otp.id };
}

/**
 * Checks and uses up a code sent without a login (ORDER_LOOKUP, 查詢訂單, ADR 028), with the same expiry and
 * attempt rules as the member codes; then runs `onVerified` in the same transaction, so what the code grants
 * is written with the code's use or not at all.
 * @param now epoch ms.
 * @returns what onVerified returned.
 * @throws ApiError validation_error (phone), otp_invalid (wrong, expired, used, voided: zh-TW says which)
 */
export async function consumeCode<T>(
  db: Db,
  input: { countryCode: string; phone: string; code: string; purpose: CodePurpose },
  now: number,
  onVerified: (tx: Runner) => Promise<T>,
): Promise<T> {
  const { countryCode, phone } = parseMemberPhone(input.countryCode, input.phone);
  const outcome = await db.transaction(
    async (tx): Promise<{ ok: true; value: T } | { ok: false; error: ApiError }> => {
      const checked = await takeCode(
        tx,
        { countryCode, phone, purpose: input.purpose, code: input.code },
        null,
        now,
      );
      if (!checked.ok) return checked;
      await updateOtp(tx, checked.otpId, { consumedAt: new Date(now) });
      return { ok: true, value: await onVerified(tx) };
    },
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
