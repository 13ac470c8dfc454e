/**
 * Console sessions (issue #14 §1): like members' (spec §4 Session, ADR 008) but separate: their own table,
 * cookie (`iding_console`, plugins/staff-auth.ts) and lifetime (12 hours, a working day). A token is 32 random
 * bytes (base64url); only its sha256 is stored. Login attempts are limited per account and per address in the
 * database, and an unknown account costs the same argon2id time as a wrong password.
 */
import type { StaffMeResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { verifyPassword } from '../../lib/argon2-queue';
import { countRequest } from '../../lib/request-counter';
import { newSecret, sha256Hex } from '../../lib/secrets';
import { parseStaffAccount } from './add-staff';
import {
  findStaffByAccount,
  findStaffSession,
  findStaffStore,
  insertStaffSession,
  listStaffStores,
  revokeStaffSession,
  type StaffRow,
} from './staff.queries';

/** Console session lifetime. */
export const STAFF_SESSION_HOURS = 12;
/** Login attempts per 15 minutes: per account from one address, per account, per address. */
export const STAFF_LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccountAndIp: 10,
  perAccount: 50,
  perIp: 30,
} as const;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A real argon2id hash of a random string: unknown accounts cost the same time as wrong passwords. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$nbQU/cQeEhd0uvaUcP15hQ$ntwl+peEjbFRVbp5HO9v9H1lHbLyhc1QD1B7g6Dy+CY';
const LOGIN_FAILED = '帳號或密碼錯誤';

/** The staff member and their stores, as GET /api/console/me answers. */
export async function staffProfile(db: Db, member: StaffRow): Promise<StaffMeResponse> {
  const stores = await listStaffStores(db, member.id);
  return {
    id: member.id,
    name: member.name,
    stores: stores.map((s) => ({
      identifier: s.identifier,
      name: s.name,
      brand_name: s.brandName,
      role: s.role,
      can_order: s.canOrder,
    })),
  };
}

async function limit(db: Db, key: string, max: number, now: number) {
  const { current, ttl } = await countRequest(db, key, STAFF_LOGIN_LIMITS.windowMs, now);
  if (current > max) {
    throw new ApiError('rate_limited', `登入嘗試次數過多，請於 ${Math.ceil(ttl / 60_000)} 分鐘後再試`);
  }
}

/**
 * Logs a staff member in with 帳號 (phone or e-mail) and 密碼.
 * @param ip the client address (rate limits); now epoch ms.
 * @returns the profile for the body and the cookie (token, Max-Age seconds) for the route to set.
 * @throws ApiError staff_login_failed (401) for an unknown account or wrong password (one message);
 *   rate_limited (429).
 */
export async function loginStaff(
  db: Db,
  input: { account: string; password: string; ip: string; now: number },
) {
  const account = parseStaffAccount(input.account);
  const key = account?.phone ?? account?.email ?? input.account.trim().toLowerCase();
  await limit(db, `staff-login:ip:${input.ip}`, STAFF_LOGIN_LIMITS.perIp, input.now);
  await limit(
    db,
    `staff-login:acct-ip:${sha256Hex(key)}:${input.ip}`,
    STAFF_LOGIN_LIMITS.perAccountAndIp,
    input.now,
  );
  await limit(db, `staff-login:acct:${sha256Hex(key)}`, STAFF_LOGIN_LIMITS.perAccount, input.now);
  const member = account ? await findStaffByAccount(db, account) : undefined;
  const ok = await verifyPassword(member?.passwordHash ?? DUMMY_HASH, input.password);
  if (!member || !ok) throw new ApiError('staff_login_failed', LOGIN_FAILED);
  const token = newSecret();
  const ttlMs = STAFF_SESSION_HOURS * 3_600_000;
  await insertStaffSession(db, {
    staffId: member.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(input.now + ttlMs),
  });
  return { body: await staffProfile(db, member), cookie: { token, maxAgeSeconds: ttlMs / 1000 } };
}

/**
 * The staff member behind a console token.
 * @throws ApiError unauthorized (401) for a malformed, unknown, revoked or expired token.
 */
export async function resolveStaffSession(db: Db, token: string, now: number): Promise<StaffRow> {
  const found = TOKEN_SHAPE.test(token) ? await findStaffSession(db, sha256Hex(token)) : undefined;
  if (!found || found.session.expiresAt.getTime() <= now) {
    throw new ApiError('unauthorized', '請先登入店家後台');
  }
  return found.staff;
}

/** Ends a console session (logout); an unknown token is fine. @param now epoch ms */
export async function logoutStaff(db: Db, token: string, now: number): Promise<void> {
  if (TOKEN_SHAPE.test(token)) await revokeStaffSession(db, sha256Hex(token), new Date(now));
}

/** The refusals every console store endpoint can give (requireStaffStore), for their OpenAPI descriptions. */
export const CONSOLE_STORE_REFUSALS =
  'Refusals: 401 unauthorized (no console session), 404 store_not_found (unknown store, or one the staff ' +
  'member does not work at: no data).';

/**
 * The store behind `identifier` if the staff member works there (issue #14 §1: every console endpoint checks
 * the staff member's store).
 * @returns the store id and the member's role there.
 * @throws ApiError store_not_found (404) for an unknown store AND for a store the member does not work at,
 *   so the answer never tells another store's data or even that it exists.
 */
export async function requireStaffStore(db: Db, staffId: number, identifier: string) {
  const found = await findStaffStore(db, staffId, identifier);
  if (!found) throw new ApiError('store_not_found', '找不到這家店');
  return found;
}

/**
 * As requireStaffStore, for what only the store's owner may do (open or close online ordering).
 * @throws ApiError store_not_found (404) as requireStaffStore; forbidden (403) for a staff role.
 */
export async function requireStoreOwner(db: Db, staffId: number, identifier: string) {
  const found = await requireStaffStore(db, staffId, identifier);
  if (found.role !== 'owner') throw new ApiError('forbidden', '只有店家負責人可以變更這項設定');
  return found;
}
