/**
 * POST /api/user (spec §7 register; spec §4 Registration steps): creates the member from a REGISTER
 * verification token (from check_verify) and logs them in. The password is hashed with argon2id.
 */

import type { LoginResponse, RegisterRequest } from '@iding/domain';
import { hash } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { sha256Hex } from '../../lib/secrets';
import { toUserResponse } from './get-member';
import { type SessionOptions, startSession, type WithSessionCookie } from './manage-session';
import { parseMemberPhone } from './phone-number';
import { consumeVerificationToken, insertUser } from './users.queries';

/** argon2id with the OWASP minimum (19 MiB, 2 passes), the library's defaults. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Registers a member and starts their session.
 * @param opts.now epoch ms; opts.ttlDays session lifetime; opts.device the device of the session.
 * @returns the spec §7 login response (auth + user with memberInfos at `input.identifier`) and the session
 *   cookie for the route to set.
 * @throws ApiError validation_error (phone), verification_invalid (token missing, expired, used, or for
 *   another phone), phone_taken
 */
export async function registerUser(
  db: Db,
  input: RegisterRequest,
  opts: SessionOptions,
): Promise<WithSessionCookie<LoginResponse>> {
  const { countryCode, phone } = parseMemberPhone(input.country_code, input.phone);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const otp = await consumeVerificationToken(
      tx,
      sha256Hex(input.verification_token),
      'REGISTER',
      new Date(opts.now),
    );
    if (!otp || otp.countryCode !== countryCode || otp.phone !== phone) {
      throw new ApiError('verification_invalid', '手機驗證已失效，請重新取得驗證碼');
    }
    try {
      return await insertUser(tx, {
        countryCode,
        phone,
        name: input.name,
        email: input.email ?? '',
        passwordHash,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('phone_taken', '此手機已註冊，請直接登入');
      throw error;
    }
  });
  const { auth, cookie } = await startSession(db, user, opts);
  return { body: { auth, user: await toUserResponse(db, user, input.identifier) }, cookie };
}
