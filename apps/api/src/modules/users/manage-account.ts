/**
 * A member's own account (spec §7 User): logout, update_password, PATCH and DELETE /api/user, and the
 * auth keys of login_with_auth_key.
 */

import type { User } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { hashPassword, verifyPassword } from '../../lib/argon2-queue';
import { newSecret, sha256Hex } from '../../lib/secrets';
import { toUserResponse } from './get-member';
import type { Member } from './manage-session';
import type { MemberOrders } from './member-orders';

import {
  consumeVerificationToken,
  deleteUser,
  insertAuthKey,
  revokeOtherSessions,
  revokeSession,
  setBirthdayOnce,
  updateUser,
} from './users.queries';

/**
 * Ends the current session (spec §4 Logout): its token is refused from `now` (epoch ms) on. The route
 * clears the cookie.
 */
export async function logoutMember(db: Db, member: Member, now: number): Promise<void> {
  await revokeSession(db, member.session.id, new Date(now));
}

/**
 * Sets a new password. The old one is required, except in a password-reset session (forgot-password
 * code, spec §4 third step), which the change ends. Other sessions of the member are ended.
 * @throws ApiError password_incorrect
 */
export async function updatePassword(
  db: Db,
  member: Member,
  input: { old_password?: string; password: string },
  now: number,
): Promise<void> {
  const resetting = member.session.kind === 'password_reset';
  if (!resetting) {
    if (!input.old_password || !(await verifyPassword(member.user.passwordHash, input.old_password))) {
      throw new ApiError('password_incorrect', '目前密碼不正確');
    }
  }
  await updateUser(db, member.user.id, { passwordHash: await hashPassword(input.password) });
  await revokeOtherSessions(db, member.user.id, resetting ? null : member.session.id, new Date(now));
}

/**
 * PATCH /api/user: name, email, address (update-address screen) and the birthday, which is set once
 * (BIRTHDAY coupons apply in its month: a birthday that could change would be a coupon a month).
 * @throws ApiError birthday_locked (409) for a birthday other than the one already set (nothing changed).
 */
export async function updateProfile(
  db: Db,
  member: Member,
  input: {
    name?: string;
    email?: string;
    address?: { city?: string; district?: string; address?: string; floor?: string };
    birthday?: string;
  },
  identifier?: string,
): Promise<User> {
  if (input.birthday !== undefined && input.birthday !== member.user.birthday) {
    const locked = () => new ApiError('birthday_locked', '生日設定後無法修改，如需更正請洽客服');
    if (member.user.birthday) throw locked();
    if (!(await setBirthdayOnce(db, member.user.id, input.birthday))) throw locked();
  }
  const a = input.address ?? {};
  const updated = await updateUser(db, member.user.id, {
    name: input.name,
    email: input.email,
    addressCity: a.city,
    addressDistrict: a.district,
    address: a.address,
    addressFloor: a.floor,
  });
  return toUserResponse(db, updated!, identifier);
}

/**
 * DELETE /api/user: deletes the account with a DELETE_ACCOUNT verification token of this member; their
 * orders stay with the stores, anonymised. The route clears the session cookie.
 * @param now epoch ms. @param orders anonymises the member's orders (member-orders.ts).
 * @throws ApiError verification_invalid
 */
export async function deleteAccount(
  db: Db,
  member: Member,
  verificationToken: string,
  now: number,
  orders: MemberOrders,
): Promise<void> {
  // Only this member's token is used up: another member presenting it changes nothing.
  const otp = await consumeVerificationToken(
    db,
    sha256Hex(verificationToken),
    'DELETE_ACCOUNT',
    new Date(now),
    member.user.id,
  );
  if (!otp) {
    throw new ApiError('verification_invalid', '手機驗證已失效，請重新取得驗證碼');
  }
  // One transaction: the member never goes without their orders being anonymised, nor the reverse.
  await db.transaction(async (tx) => {
    await orders.anonymiseMemberOrders(tx, member.user.id);
    await deleteUser(tx, member.user.id);
  });
}

/**
 * Issues a one-use auth key for POST /api/user/login_with_auth_key (for a store console or the native app
 * to hand a member into the web app). @returns the key; only its hash is stored.
 */
export async function issueAuthKey(db: Db, userId: number, now: number, ttlMinutes = 10): Promise<string> {
  const key = newSecret();
  await insertAuthKey(db, {
    userId,
    keyHash: sha256Hex(key),
    expiresAt: new Date(now + ttlMinutes * 60_000),
  });
  return key;
}
