/**
 * POST /api/user/login (spec §7) and POST /api/user/login_with_auth_key. Phone + password, or `uid` to
 * re-authenticate a member whose session expired (spec §4 Session): the browser must still present that
 * member's expired (not revoked) session token, expired at most 30 days ago, so a uid alone logs nobody in.
 * Attempts are limited in the database: per IP, per phone AND client address together, and
 * per phone with a looser cap, so that nobody can lock a victim out: ten wrong passwords from one
 * place stop that place only, so the owner on their own device can still log in, while many addresses
 * together still meet the per-phone cap.
 */

import type { LoginRequest, LoginResponse } from '@iding/domain';
import UAParser from 'ua-parser-js';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { verifyPassword } from '../../lib/argon2-queue';
import { countRequest } from '../../lib/request-counter';
import { sha256Hex } from '../../lib/secrets';
import { findStore } from '../stores/get-store';
import { toUserResponse } from './get-member';
import {
  findExpiredSession,
  type SessionDevice,
  type SessionOptions,
  startSession,
  type WithSessionCookie,
} from './manage-session';
import type { MemberOrders } from './member-orders';
import { parseMemberPhone } from './phone-number';
import { consumeAuthKey, findUserById, findUserByPhone, type UserRow } from './users.queries';

/**
 * Login attempts allowed per 15 minutes (DESIGN.md "Security and integrity"): per phone from one client address,
 * per phone from everywhere together (looser, the cap no address can reset), and per client address.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perPhoneAndIp: 10, perPhone: 50, perIp: 30 } as const;
/** How long after expiry a session still allows a uid re-login. */
const RELOGIN_GRACE_MS = 30 * 86_400_000;
/** A real argon2id hash of a random string: unknown phones cost the same time as wrong passwords. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$nbQU/cQeEhd0uvaUcP15hQ$ntwl+peEjbFRVbp5HO9v9H1lHbLyhc1QD1B7g6Dy+CY';

const LOGIN_FAILED = '手機或密碼錯誤';

/**
 * Device details of a login (spec §7 fields; spec §9 "platform and model derived from the user agent, last
 * 50 characters kept"): what the client sent, else what ua-parser-js reads from the User-Agent.
 * @param userAgent the request's User-Agent header ('' when absent).
 */
export function sessionDevice(
  userAgent: string,
  body: {
    identifier?: string;
    app_version?: string;
    device_token?: string;
    model?: string;
    platform?: string;
  },
): SessionDevice {
  const ua = new UAParser(userAgent).getResult();
  return {
    identifier: body.identifier,
    app_version: body.app_version,
    device_token: body.device_token,
    platform: body.platform ?? ua.os.name ?? '',
    model:
      body.model ?? ([ua.device.vendor, ua.device.model].filter(Boolean).join(' ') || ua.browser.name || ''),
    userAgent,
  };
}

async function limitAttempts(db: Db, key: string, max: number, now: number) {
  const { current, ttl } = await countRequest(db, key, LOGIN_LIMITS.windowMs, now);
  if (current > max) {
    throw new ApiError('rate_limited', `登入嘗試次數過多，請於 ${Math.ceil(ttl / 60_000)} 分鐘後再試`);
  }
}

/** Refuses login at a store that does not allow it (spec §3 allow_user_login). */
async function requireLoginAllowed(db: Db, identifier: string | undefined) {
  if (!identifier) return;
  const store = await findStore(db, identifier);
  if (store && !store.allowUserLogin) throw new ApiError('login_not_allowed', '此店家未開放會員登入');
}

/**
 * What a login needs from the request besides its body: the session options (`now` epoch ms, `ttlDays`,
 * `device`), the client IP (for the per-IP limit; as resolved by Fastify from the trusted proxy settings)
 * and the session token the browser presents (for a uid re-login), if any.
 */
export interface LoginContext extends SessionOptions {
  clientIp: string;
  presentedToken?: string;
}

/**
 * Logs a member in with phone + password, or with `uid` and their expired session token (spec §4 Session).
 * @param orders links the member's guest orders (member-orders.ts).
 * @returns the spec §7 login response and the session cookie for the route to set.
 * @throws ApiError login_failed, rate_limited, login_not_allowed, validation_error (phone)
 */
export async function loginUser(
  db: Db,
  input: LoginRequest,
  ctx: LoginContext,
  orders: MemberOrders,
): Promise<WithSessionCookie<LoginResponse>> {
  await requireLoginAllowed(db, input.identifier);
  await limitAttempts(db, `login:ip:${ctx.clientIp}`, LOGIN_LIMITS.perIp, ctx.now);
  let user: UserRow | undefined;
  if (input.uid !== undefined && input.phone === undefined) {
    const previous = ctx.presentedToken ? await findExpiredSession(db, ctx.presentedToken) : undefined;
    if (
      !previous ||
      previous.user.uuid !== input.uid ||
      ctx.now - previous.session.expiresAt.getTime() > RELOGIN_GRACE_MS
    ) {
      throw new ApiError('login_failed', '請重新以手機與密碼登入');
    }
    user = previous.user;
  } else {
    const { countryCode, phone } = parseMemberPhone(input.country_code, input.phone!);
    await limitAttempts(
      db,
      `login:phone-ip:${countryCode}:${phone}:${ctx.clientIp}`,
      LOGIN_LIMITS.perPhoneAndIp,
      ctx.now,
    );
    await limitAttempts(db, `login:phone:${countryCode}:${phone}`, LOGIN_LIMITS.perPhone, ctx.now);
    user = await findUserByPhone(db, countryCode, phone);
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password!);
    if (!user || !ok) throw new ApiError('login_failed', LOGIN_FAILED);
  }
  // Guest orders placed with the member's verified phone join their history.
  await orders.linkGuestOrders(db, user);
  const { auth, cookie } = await startSession(db, user, ctx);
  return { body: { auth, user: await toUserResponse(db, user, input.identifier) }, cookie };
}

/**
 * Logs in with a one-use auth key (spec §7 login_with_auth_key).
 * @param ctx as for loginUser; `presentedToken` is not used. @param orders as for loginUser.
 * @returns the spec §7 login response and the session cookie for the route to set.
 * @throws ApiError login_failed (unknown, used or expired key), rate_limited
 */
export async function loginWithAuthKey(
  db: Db,
  authKey: string,
  ctx: LoginContext,
  orders: MemberOrders,
): Promise<WithSessionCookie<LoginResponse>> {
  await limitAttempts(db, `login:ip:${ctx.clientIp}`, LOGIN_LIMITS.perIp, ctx.now);
  const key = await consumeAuthKey(db, sha256Hex(authKey), new Date(ctx.now));
  const user = key ? await findUserById(db, key.userId) : undefined;
  if (!user) throw new ApiError('login_failed', '登入連結無效或已過期');
  await orders.linkGuestOrders(db, user);
  const { auth, cookie } = await startSession(db, user, ctx);
  return { body: { auth, user: await toUserResponse(db, user) }, cookie };
}
