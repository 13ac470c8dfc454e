/**
 * 員工 (docs/features.md "Staff and roles"): what a store's owner does to its staff. Each change and its audit
 * entry are one transaction; the routes (owner only, plugins/staff-auth.ts `consoleRole: 'owner'`) hand in
 * plain values. Sessions belong to the account, not to a store: disabling a member or signing them out ends
 * every session of the account at once (they log in again for their other stores).
 *
 * The store always keeps an enabled owner: a change that would leave none is refused, and an owner never
 * disables, removes or demotes themself (another owner does it), so nobody locks themself out by a click. The
 * store's enabled owners are locked while a change is checked, so two owners changing each other at once are
 * applied one after the other.
 */
import {
  type AddStaffRequest,
  type AddStaffResponse,
  consolePaths,
  parseStaffAccount,
  STAFF_AUDIT_PAGE_SIZE,
  STAFF_PASSWORD_LINK_HOURS,
  type StaffAuditAction,
  type StaffAuditResponse,
  type StaffPasswordLink,
  type StaffRole,
  type StoreStaffMember,
  type StoreStaffResponse,
} from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { newSecret, sha256Hex } from '../../lib/secrets';
import { findStaffByAccount } from './staff.queries';
import {
  deleteStaffStore,
  findStoreStaffRow,
  insertStaffAuditEvent,
  insertStaffStore,
  insertStaffWithoutPassword,
  listStaffAuditRows,
  listStoreStaffRows,
  lockEnabledOwners,
  replacePasswordLink,
  revokeStaffSessions,
  type StoreStaffRow,
  updateStaffStoreDisabled,
  updateStaffStoreRole,
} from './store-staff.queries';

/** Who changes the store's staff: the owner (staff id), their client address (request.ip) and now (epoch ms). */
export interface StaffChange {
  storeId: number;
  actorId: number;
  ip: string;
  now: number;
}

const NOT_FOUND = '找不到這位員工';
const LAST_OWNER = '這家店至少要有一位啟用中的負責人，請先新增或啟用另一位負責人';
const SELF = '不能停用、移除自己或變更自己的角色，請由另一位負責人操作';
const NOT_OWNER = '只有店家負責人可以變更這項設定';

/** The phone or e-mail an account logs in with. */
function accountOf(row: { phone: string | null; email: string | null }): string {
  return row.phone ?? row.email ?? '';
}

function memberOf(row: StoreStaffRow, actorId: number): StoreStaffMember {
  return {
    id: row.id,
    name: row.name,
    account: accountOf(row),
    role: row.role,
    disabled: row.disabledAt !== null,
    has_password: row.hasPassword,
    is_self: row.id === actorId,
  };
}

function audit(
  tx: Runner,
  change: StaffChange,
  target: { id: number; phone: string | null; email: string | null },
  action: StaffAuditAction,
  role?: StaffRole,
) {
  return insertStaffAuditEvent(tx, {
    storeId: change.storeId,
    actorStaffId: change.actorId,
    targetStaffId: target.id,
    targetAccount: accountOf(target),
    action,
    detail: role ?? null,
    ip: change.ip,
    createdAt: new Date(change.now),
  });
}

/** The store's member `staffId` in the transaction. @throws ApiError staff_not_found (404) */
async function requireMember(tx: Runner, change: StaffChange, staffId: number): Promise<StoreStaffRow> {
  const row = await findStoreStaffRow(tx, change.storeId, staffId);
  if (!row) throw new ApiError('staff_not_found', NOT_FOUND);
  return row;
}

/**
 * Checks, with the store's enabled owners locked, that the actor still is one and that taking `target` out of
 * them (demote, disable, remove) leaves the store an enabled owner and is not done to themself.
 * @throws ApiError forbidden (403) when the actor no longer is an enabled owner; staff_change_refused (422)
 *   for the last enabled owner, then for the actor themself.
 */
async function checkOwnerChange(tx: Runner, change: StaffChange, target: StoreStaffRow): Promise<void> {
  const owners = await lockEnabledOwners(tx, change.storeId);
  if (!owners.includes(change.actorId)) throw new ApiError('forbidden', NOT_OWNER);
  if (owners.every((id) => id === target.id)) throw new ApiError('staff_change_refused', LAST_OWNER);
  if (target.id === change.actorId) throw new ApiError('staff_change_refused', SELF);
}

/** A new one-time link of the account, replacing its earlier unused ones. */
async function newPasswordLink(tx: Runner, change: StaffChange, staffId: number): Promise<StaffPasswordLink> {
  const token = newSecret();
  const expiresAt = change.now + STAFF_PASSWORD_LINK_HOURS * 3_600_000;
  await replacePasswordLink(tx, {
    staffId,
    storeId: change.storeId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(expiresAt),
  });
  return { path: consolePaths.setPassword(token), expires_at: Math.floor(expiresAt / 1000) };
}

/** The store's staff, owners first. @param actorId the owner asking (is_self). */
export async function listStoreStaff(db: Db, storeId: number, actorId: number): Promise<StoreStaffResponse> {
  const rows = await listStoreStaffRows(db, storeId);
  return { staff: rows.map((r) => memberOf(r, actorId)) };
}

/**
 * Gives the account `input.account` the role at the store, creating it (without a password) when no account
 * has that phone or e-mail. An account without a password gets a one-time link (STAFF_PASSWORD_LINK_HOURS) for
 * its holder to set one; an account that has one (it works elsewhere) just gets the role. Audited (add).
 * @throws ApiError validation_error (400) for an account that is neither a mobile nor an e-mail;
 *   staff_exists (409) when it already works at the store.
 */
export async function addStoreStaff(
  db: Db,
  change: StaffChange,
  input: AddStaffRequest,
): Promise<AddStaffResponse> {
  const account = parseStaffAccount(input.account);
  if (!account) throw new ApiError('validation_error', '帳號須為手機號碼（09 開頭 10 碼）或電子郵件');
  return db.transaction(async (tx) => {
    const existing = await findStaffByAccount(tx, account);
    const staffId =
      existing?.id ??
      (await insertStaffWithoutPassword(tx, {
        name: input.name || (account.phone ?? account.email),
        phone: account.phone ?? null,
        email: account.email ?? null,
      }));
    if (!(await insertStaffStore(tx, staffId, change.storeId, input.role))) {
      throw new ApiError('staff_exists', '這個帳號已在這家店的員工名單中，可直接變更角色');
    }
    const row = await requireMember(tx, change, staffId);
    await audit(tx, change, row, 'add', input.role);
    const link = row.hasPassword ? null : await newPasswordLink(tx, change, staffId);
    return { member: memberOf(row, change.actorId), password_link: link };
  });
}

/**
 * Sets the member's role at the store (the same role changes nothing). Audited (role).
 * @throws ApiError staff_not_found (404); staff_change_refused (422) for demoting the last enabled owner or
 *   oneself (checkOwnerChange).
 */
export async function setStoreStaffRole(
  db: Db,
  change: StaffChange,
  staffId: number,
  role: StaffRole,
): Promise<StoreStaffMember> {
  return db.transaction(async (tx) => {
    const row = await requireMember(tx, change, staffId);
    if (row.role === role) return memberOf(row, change.actorId);
    if (row.role === 'owner' || row.id === change.actorId) await checkOwnerChange(tx, change, row);
    await updateStaffStoreRole(tx, staffId, change.storeId, role);
    await audit(tx, change, row, 'role', role);
    return memberOf({ ...row, role }, change.actorId);
  });
}

/**
 * Disables the member at the store, ending every session of the account in the same transaction, or enables
 * them again. The same state changes nothing. Audited (disable, enable).
 * @throws ApiError staff_not_found (404); staff_change_refused (422) for disabling the last enabled owner or
 *   oneself.
 */
export async function setStoreStaffDisabled(
  db: Db,
  change: StaffChange,
  staffId: number,
  disabled: boolean,
): Promise<StoreStaffMember> {
  return db.transaction(async (tx) => {
    const row = await requireMember(tx, change, staffId);
    if ((row.disabledAt !== null) === disabled) return memberOf(row, change.actorId);
    if (disabled) {
      await checkOwnerChange(tx, change, row);
      await revokeStaffSessions(tx, staffId, new Date(change.now));
    }
    const at = disabled ? new Date(change.now) : null;
    await updateStaffStoreDisabled(tx, staffId, change.storeId, at);
    await audit(tx, change, row, disabled ? 'disable' : 'enable');
    return memberOf({ ...row, disabledAt: at }, change.actorId);
  });
}

/**
 * Takes the member off the store (the account and its other stores stay). Audited (remove).
 * @throws ApiError staff_not_found (404); staff_change_refused (422) for the last enabled owner or oneself.
 */
export async function removeStoreStaff(db: Db, change: StaffChange, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireMember(tx, change, staffId);
    await checkOwnerChange(tx, change, row);
    await deleteStaffStore(tx, staffId, change.storeId);
    await audit(tx, change, row, 'remove');
  });
}

/**
 * Ends every session of the member's account (a lost tablet): their next request is 401 and they log in again.
 * Audited (sign_out). @returns how many sessions were live.
 * @throws ApiError staff_not_found (404)
 */
export async function signOutStoreStaff(db: Db, change: StaffChange, staffId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await requireMember(tx, change, staffId);
    const ended = await revokeStaffSessions(tx, staffId, new Date(change.now));
    await audit(tx, change, row, 'sign_out');
    return ended;
  });
}

/**
 * A new one-time link for a member who has not set a password yet (the first one expired or was lost); their
 * earlier links stop working. An account with a password gets none: the owner never resets another person's
 * password (the account may hold other stores).
 * @throws ApiError staff_not_found (404); staff_change_refused (422) when the account has a password.
 */
export async function issuePasswordLink(
  db: Db,
  change: StaffChange,
  staffId: number,
): Promise<StaffPasswordLink> {
  return db.transaction(async (tx) => {
    const row = await requireMember(tx, change, staffId);
    if (row.hasPassword) {
      throw new ApiError('staff_change_refused', '這個帳號已設定密碼，不需要設定密碼連結');
    }
    return newPasswordLink(tx, change, staffId);
  });
}

/**
 * The store's staff audit log, newest first, STAFF_AUDIT_PAGE_SIZE entries a page.
 * @param before the id the page starts before (next_before of the previous page), or undefined for the newest.
 */
export async function listStaffAudit(
  db: Db,
  storeId: number,
  before: number | undefined,
): Promise<StaffAuditResponse> {
  const rows = await listStaffAuditRows(db, storeId, before, STAFF_AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, STAFF_AUDIT_PAGE_SIZE);
  return {
    events: page.map((r) => ({
      id: r.id,
      at: Math.floor(r.createdAt.getTime() / 1000),
      action: r.action,
      actor: r.actorName,
      target: r.target,
      role: r.detail === 'owner' || r.detail === 'staff' ? r.detail : null,
      ip: r.ip,
    })),
    next_before: rows.length > STAFF_AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
