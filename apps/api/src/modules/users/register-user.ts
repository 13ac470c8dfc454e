/**
 * POST /api/user (spec §7 register; spec §4 Registration steps): creates the member from a REGISTER
 * verification token (from check_verify) and logs them in. The password is hashed with argon2id, through
 * the bounded password queue and only once every cheap check has passed, so requests
 * without a valid token cost no hash.
 */

import type { LoginResponse, RegisterRequest } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { hashPassword } from '../../lib/argon2-queue';
import { isUniqueViolation } from '../../lib/pg-errors';
import { sha256Hex } from '../../lib/secrets';
import { toUserResponse } from './get-member';
import { type SessionOptions, startSession, type WithSessionCookie } from './manage-session';
import type { MemberOrders } from './member-orders';
import { parseMemberPhone } from './phone-number';
import {
  consumeVerificationToken,
  findUserByPhone,
  findVerificationToken,
  insertUser,
} from './users.queries';

function verificationInvalid(): ApiError {
  return new ApiError('verification_invalid', '手機驗證已失效，請重新取得驗證碼');
}

function phoneTaken(): ApiError {
  return new ApiError('phone_taken', '此手機已註冊，請直接登入');
}

/**
 * Registers a member and starts their session.
 * @param opts.now epoch ms; opts.ttlDays session lifetime; opts.device the device of the session.
 * @param orders links the member's guest orders (member-orders.ts).
 * @returns the spec §7 login response (auth + user with memberInfos at `input.identifier`) and the session
 *   cookie for the route to set.
 * @throws ApiError validation_error (phone), verification_invalid (token missing, expired, used, or for
 *   another phone), phone_taken
 */
export async function registerUser(
  db: Db,
  input: RegisterRequest,
  opts: SessionOptions,
  orders: MemberOrders,
): Promise<WithSessionCookie<LoginResponse>> {
  const { countryCode, phone } = parseMemberPhone(input.country_code, input.phone);
  const tokenHash = sha256Hex(input.verification_token);
  const at = new Date(opts.now);
  // Everything cheap first: a request without a usable token for this phone costs no hash.
  const pending = await findVerificationToken(db, tokenHash, 'REGISTER', at);
  if (!pending || pending.countryCode !== countryCode || pending.phone !== phone) throw verificationInvalid();
  if (await findUserByPhone(db, countryCode, phone)) throw phoneTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    // Used here, atomically: a concurrent registration with the same token finds it used.
    const otp = await consumeVerificationToken(tx, tokenHash, 'REGISTER', at);
    if (!otp || otp.countryCode !== countryCode || otp.phone !== phone) throw verificationInvalid();
    try {
      return await insertUser(tx, {
        countryCode,
        phone,
        name: input.name,
        email: input.email ?? '',
        passwordHash,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  });
  // The phone was just verified (the REGISTER token): the guest orders placed with it are theirs.
  await orders.linkGuestOrders(db, user);
  const { auth, cookie } = await startSession(db, user, opts);
  return { body: { auth, user: await toUserResponse(db, user, input.identifier) }, cookie };
}
