/**
 * Console sessions: like members' (spec §4 Session, ADR 008) but separate: their own table,
 * cookie (`iding_console`, plugins/staff-auth.ts) and lifetime (12 hours, a working day). A token is 32 random
 * bytes (base64url); only its sha256 is stored. An unknown account costs the same argon2id time as a wrong
 * password.
 *
 * Login attempts are limited in the database (lib/request-counter.ts) per address and per account from one
 * address: those stop a single attacker. Wrong passwords from many addresses never lock the account itself
 * (a store must be able to open its board on a busy night): once an account has had STAFF_LOGIN_LIMITS
 * .attackFailures wrong passwords in a window it is "under attack", and an address that never logged in to
 * it gets only perUnknownAddressUnderAttack attempts in that window, while its known addresses keep their
 * usual allowance and the right password from any address that has tries left logs in. The account's holder
 * is told on the console (login_alert: wrong passwords and addresses of the last day).
 *
 * Trade-off: without an account-wide cap, an attacker holding many addresses gets that small allowance per
 * address (per account and window, and perIp over all accounts); argon2id and the 8-character password
 * minimum are what then stand between them and the password. Behind a proxy, TRUST_PROXY must name only the
 * proxy, or X-Forwarded-For would make every request a new address. Addresses are kept only as sha256.
 */
import { parseStaffAccount, type StaffLoginAlert, type StaffMeResponse, type StaffRole } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { verifyPassword } from '../../lib/argon2-queue';
import { countRequest, peekRequestCount } from '../../lib/request-counter';
import { newSecret, sha256Hex } from '../../lib/secrets';
import {
  addStaffLoginFailure,
  countStaffLoginFailures,
  countStaffStores,
  deleteStaffLoginRowsBefore,
  findStaffByAccount,
  findStaffSession,
  findStaffStore,
  insertStaffSession,
  isKnownStaffAddress,
  listStaffStores,
  rememberStaffAddress,
  revokeStaffSession,
  type StaffRow,
} from './staff.queries';
import { deleteExpiredPasswordLinks } from './store-staff.queries';

export type { StaffRow };

/** Console session lifetime. */
export const STAFF_SESSION_HOURS = 12;
/**
 * Login attempts per 15-minute window: per account from one address, per address over all accounts; the wrong
 * passwords (from all addresses) that put an account under attack, and then the attempts per window of an
 * address that never logged in to it; and the wrong passwords after which such addresses are refused for the
 * rest of the window (the per-account cap no forwarded header resets: DESIGN.md "Security"), while addresses
 * the account logged in from keep their usual allowance.
 */
export const STAFF_LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccountAndIp: 10,
  perIp: 30,
  attackFailures: 20,
  perUnknownAddressUnderAttack: 3,
  unknownAddressesClosedAfter: 100,
} as const;

/** The login alert: the period looked back on (ms), and the wrong passwords in it that raise it. */
export const STAFF_LOGIN_ALERT = { periodMs: 24 * 3_600_000, minFailures: 10 } as const;
/** A known address is forgotten this many days after its last login (the pruning job). */
export const STAFF_KNOWN_ADDRESS_DAYS = 90;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A real argon2id hash of a random string: unknown accounts cost the same time as wrong passwords. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$nbQU/cQeEhd0uvaUcP15hQ$ntwl+peEjbFRVbp5HO9v9H1lHbLyhc1QD1B7g6Dy+CY';
const LOGIN_FAILED = '帳號或密碼錯誤';
/** The refusal of a login, or of a store page, for an account an owner disabled (docs/features.md "Staff and roles"). */
export const STAFF_DISABLED_MESSAGE = '此帳號已停用，請洽店家負責人';

/**
 * The staff member, their stores and their login alert, as GET /api/console/me and the login answer.
 * @param now epoch ms (the alert's period ends there).
 */
export async function staffProfile(db: Db, member: StaffRow, now: number): Promise<StaffMeResponse> {
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
    login_alert: await loginAlert(db, member.id, now),
  };
}

/** The wrong passwords for the account in the alert period, or null below STAFF_LOGIN_ALERT.minFailures. */
async function loginAlert(db: Db, staffId: number, now: number): Promise<StaffLoginAlert | null> {
  const { periodMs, minFailures } = STAFF_LOGIN_ALERT;
  // The 15-minute windows that started within the period (one that began just before it is left out).
  const { failures, addresses } = await countStaffLoginFailures(db, staffId, now - periodMs);
  if (failures < minFailures) return null;
  return { failed_attempts: failures, addresses, period_hours: periodMs / 3_600_000 };
}

async function limit(db: Db, key: string, max: number, now: number) {
  const { current, ttl } = await countRequest(db, key, STAFF_LOGIN_LIMITS.windowMs, now);
  if (current > max) {
    throw new ApiError('rate_limited', `登入嘗試次數過多，請於 ${Math.ceil(ttl / 60_000)} 分鐘後再試`);
  }
}

/**
 * Logs a staff member in with 帳號 (phone or e-mail) and 密碼 (limits: the file's comment).
 * @param ip the client address; now epoch ms.
 * @returns the profile for the body and the cookie (token, Max-Age seconds) for the route to set.
 * @throws ApiError staff_login_failed (401) for an unknown account or wrong password (one message);
 *   rate_limited (429) when this address used up its own attempts (never for other addresses' failures);
 *   staff_disabled (403) for the right password of an account disabled at every store it works at (told only
 *   once the password is right, so it reveals nothing to a guesser).
 */
export async function loginStaff(
  db: Db,
  input: { account: string; password: string; ip: string; now: number },
) {
  const {
    windowMs,
    perIp,
    perAccountAndIp,
    attackFailures,
    perUnknownAddressUnderAttack,
    unknownAddressesClosedAfter,
  } = STAFF_LOGIN_LIMITS;
  const account = parseStaffAccount(input.account);
  const accountHash = sha256Hex(account?.phone ?? account?.email ?? input.account.trim().toLowerCase());
  const addressHash = sha256Hex(input.ip);
  const failuresKey = `staff-login:fail:${accountHash}`;
  await limit(db, `staff-login:ip:${input.ip}`, perIp, input.now);
  const member = account ? await findStaffByAccount(db, account) : undefined;
  // Counted by the typed account, not the staff row, so an unknown account is slowed down the same way and
  // the answers never tell whether an account exists.
  const failures = await peekRequestCount(db, failuresKey, windowMs, input.now);
  const underAttack = failures >= attackFailures;
  const known = underAttack && (await isKnownStaffAddress(db, member?.id ?? 0, addressHash));
  if (underAttack && !known && failures >= unknownAddressesClosedAfter) {
    const minutes = Math.ceil((windowMs - (input.now % windowMs)) / 60_000);
    throw new ApiError(
      'rate_limited',
      `此帳號近期錯誤登入過多，暫時只接受曾登入過的網路，請於 ${minutes} 分鐘後再試`,
    );
  }
  await limit(
    db,
    `staff-login:acct-ip:${accountHash}:${input.ip}`,
    underAttack && !known ? perUnknownAddressUnderAttack : perAccountAndIp,
    input.now,
  );
  const ok = await verifyPassword(member?.passwordHash ?? DUMMY_HASH, input.password);
  if (!member || !ok) {
    await countRequest(db, failuresKey, windowMs, input.now);
    if (member) {
      await addStaffLoginFailure(db, member.id, addressHash, Math.floor(input.now / windowMs) * windowMs);
    }
    throw new ApiError('staff_login_failed', LOGIN_FAILED);
  }
  const held = await countStaffStores(db, member.id);
  if (held.total > 0 && held.enabled === 0) throw new ApiError('staff_disabled', STAFF_DISABLED_MESSAGE);
  await rememberStaffAddress(db, member.id, addressHash, new Date(input.now));
  const token = newSecret();
  const ttlMs = STAFF_SESSION_HOURS * 3_600_000;
  await insertStaffSession(db, {
    staffId: member.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(input.now + ttlMs),
  });
  return {
    body: await staffProfile(db, member, input.now),
    cookie: { token, maxAgeSeconds: ttlMs / 1000 },
  };
}

/**
 * Deletes login failure counts older than the alert period, known addresses unused for
 * STAFF_KNOWN_ADDRESS_DAYS and one-time password links a day past their expiry, used or not (the pruning job;
 * the day keeps 「已使用過」 / 「已過期」 answers for a link opened late).
 * @param now epoch ms. @returns how many rows went.
 */
export async function pruneStaffLogins(db: Db, now: number): Promise<number> {
  const knownBefore = new Date(now - STAFF_KNOWN_ADDRESS_DAYS * 86_400_000);
  const logins = await deleteStaffLoginRowsBefore(
    db,
    now - STAFF_LOGIN_ALERT.periodMs - STAFF_LOGIN_LIMITS.windowMs,
    knownBefore,
  );
  return logins + (await deleteExpiredPasswordLinks(db, new Date(now - 86_400_000)));
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

/** The refusals every console store endpoint can give (plugins/staff-auth.ts), for their OpenAPI descriptions. */
export const CONSOLE_STORE_REFUSALS =
  'Refusals: 401 unauthorized (no console session), 404 store_not_found (unknown store), 403 forbidden (a ' +
  'store the staff member does not work at: no data).';

/** A store a staff member works at: its id and the member's role there. */
export interface StaffStore {
  storeId: number;
  role: StaffRole;
}

/** The refusal of a store the staff member does not work at (spec §6 store authority). */
export const NOT_YOUR_STORE_MESSAGE = '您沒有這家店的後台權限，請以這家店的帳號登入';

/**
 * The store behind `identifier` if the staff member works there (every console endpoint checks the staff
 * member's store; plugins/staff-auth.ts does it once per request).
 * @returns the store id and the member's role there.
 * @throws ApiError store_not_found (404) for an unknown store; forbidden (403) for a store the member does not
 *   work at or is disabled at (stores are public, so the 403 tells nothing the store list does not).
 */
export async function requireStaffStore(db: Db, staffId: number, identifier: string): Promise<StaffStore> {
  const found = await findStaffStore(db, staffId, identifier);
  if (!found) throw new ApiError('store_not_found', '找不到這家店');
  if (found.role === null) throw new ApiError('forbidden', NOT_YOUR_STORE_MESSAGE);
  if (found.disabledAt !== null) throw new ApiError('forbidden', STAFF_DISABLED_MESSAGE);
  return { storeId: found.storeId, role: found.role };
}

/**
 * As requireStaffStore, for what only the store's owner may do (open or close online ordering).
 * @throws ApiError as requireStaffStore; forbidden (403) for a staff role.
 */
export async function requireStoreOwner(db: Db, staffId: number, identifier: string) {
  const found = await requireStaffStore(db, staffId, identifier);
  if (found.role !== 'owner') throw new ApiError('forbidden', '只有店家負責人可以變更這項設定');
  return found;
}
