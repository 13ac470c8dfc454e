/**
 * A staff member sets their own password with the one-time link their store's owner passed on
 * (docs/features.md "Staff and roles"): only the token's sha256 is stored, the link works once and for
 * STAFF_PASSWORD_LINK_HOURS, and only for an account that has no password yet, so nobody who saw the link
 * (the owner included) can use it to take over an account later. Audited (password_set) at the store whose
 * owner made the link, with the staff member as who did it.
 */
import { type SetStaffPasswordResponse, STAFF_PASSWORD_MIN } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { hashPassword } from '../../lib/argon2-queue';
import { sha256Hex } from '../../lib/secrets';
import {
  findPasswordLink,
  insertStaffAuditEvent,
  markPasswordLinkUsed,
  setStaffPasswordIfNone,
} from './store-staff.queries';

const INVALID = '這個連結無效，請向店家負責人索取新的連結';
const USED = '這個連結已使用過，請直接登入；忘記密碼請洽店家負責人';
const EXPIRED = '這個連結已過期，請向店家負責人索取新的連結';

/**
 * Sets the password of the link's account and uses the link up, in one transaction.
 * @param input.ip the client address (audit); input.now epoch ms.
 * @returns the account (phone or e-mail) to log in with.
 * @throws ApiError validation_error (400) for a password shorter than STAFF_PASSWORD_MIN; password_link_invalid
 *   (422) for an unknown, used or expired link (each with its own message).
 */
export async function setStaffPassword(
  db: Db,
  input: { token: string; password: string; ip: string; now: number },
): Promise<SetStaffPasswordResponse> {
  if (input.password.length < STAFF_PASSWORD_MIN) {
    throw new ApiError('validation_error', `密碼至少 ${STAFF_PASSWORD_MIN} 個字元`);
  }
  const link = await findPasswordLink(db, sha256Hex(input.token));
  if (!link) throw new ApiError('password_link_invalid', INVALID);
  if (link.usedAt) throw new ApiError('password_link_invalid', USED);
  if (link.expiresAt.getTime() <= input.now) throw new ApiError('password_link_invalid', EXPIRED);
  const passwordHash = await hashPassword(input.password);
  const account = link.phone ?? link.email ?? '';
  await db.transaction(async (tx) => {
    // Both conditional: a second request with the same link, or a password set meanwhile, changes nothing.
    if (
      !(await markPasswordLinkUsed(tx, link.id, new Date(input.now))) ||
      !(await setStaffPasswordIfNone(tx, link.staffId, passwordHash))
    ) {
      throw new ApiError('password_link_invalid', USED);
    }
    await insertStaffAuditEvent(tx, {
      storeId: link.storeId,
      actorStaffId: link.staffId,
      targetStaffId: link.staffId,
      targetAccount: account,
      action: 'password_set',
      ip: input.ip,
      createdAt: new Date(input.now),
    });
  });
  return { account };
}
