/**
 * Creating staff accounts: `npm run staff -- add PHONE STORE owner|staff --password PASSWORD`
 * and the demo owners. A phone or e-mail names the account; adding an existing account again sets its
 * password and gives it the role at one more store (an owner may hold several stores of a brand).
 */
import { parseStaffAccount, STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { hashPassword } from '../../lib/argon2-queue';
import { findStoreIdByIdentifier, setStaffStore, upsertStaff } from './staff.queries';

/** What was added: the staff id and the store's id. */
export interface AddedStaff {
  staffId: number;
  storeId: number;
  role: StaffRole;
}

/**
 * Adds (or updates) a staff account and gives it `role` at the store `storeIdentifier`.
 * @throws ApiError validation_error for a bad account, role or short password; store_not_found.
 */
export async function addStaff(
  db: Db,
  input: { account: string; storeIdentifier: string; role: string; password: string; name?: string },
): Promise<AddedStaff> {
  const account = parseStaffAccount(input.account);
  if (!account) throw new ApiError('validation_error', '帳號須為手機號碼（09 開頭 10 碼）或電子郵件');
  if (!(STAFF_ROLES as readonly string[]).includes(input.role)) {
    throw new ApiError('validation_error', '角色須為 owner 或 staff');
  }
  if (input.password.length < STAFF_PASSWORD_MIN) {
    throw new ApiError('validation_error', `密碼至少 ${STAFF_PASSWORD_MIN} 個字元`);
  }
  const storeId = await findStoreIdByIdentifier(db, input.storeIdentifier);
  if (storeId === undefined) throw new ApiError('store_not_found', `找不到店家 ${input.storeIdentifier}`);
  const member = await upsertStaff(db, {
    name: input.name ?? account.phone ?? account.email ?? '',
    phone: account.phone ?? null,
    email: account.email ?? null,
    passwordHash: await hashPassword(input.password),
  });
  const role = input.role as StaffRole;
  await setStaffStore(db, member.id, storeId, role);
  return { staffId: member.id, storeId, role };
}
