/**
 * Member sessions (spec §3 Auth session, §4 Session). A session token is 32 random bytes
 * (base64url), sent in the HttpOnly cookie `iding_session` or as `Authorization: Bearer`; only its sha256
 * is stored. Expired and revoked tokens are refused with token_expired, unknown ones with invalid_token,
 * so the client can log out and send the member to login (spec §4 Session).
 *
 * Plain values in, results out: the routes and the auth plugin read headers and cookies and set the cookie
 * (plugins/auth.ts setSessionCookie) from the `SessionCookie` a service returns.
 */
import type { AuthSession } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { newSecret, sha256Hex } from '../../lib/secrets';
import { findSessionByTokenHash, insertSession, type SessionRow, type UserRow } from './users.queries';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A session token as a request presented it, and how: `Authorization: Bearer` or the session cookie. */
export interface PresentedToken {
  token: string;
  via: 'bearer' | 'cookie';
}

/**
 * The session token a request carries: the bearer header first, else the cookie; undefined if none.
 * @param carriers.authorization the Authorization header as received; carriers.cookie the session cookie value.
 */
export function presentedToken(carriers: {
  authorization?: string;
  cookie?: string;
}): PresentedToken | undefined {
  const header = carriers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  if (carriers.cookie) return { token: carriers.cookie, via: 'cookie' };
  return undefined;
}

/** Device details stored with a session (spec §7 login fields; spec §9 last 50 characters of the UA). */
export interface SessionDevice {
  identifier?: string;
  app_version?: string;
  device_token?: string;
  model?: string;
  platform?: string;
  userAgent?: string;
}

/**
 * What starting a session needs from the route: `now` (epoch ms), the member session lifetime in days
 * (config SESSION_TTL_DAYS) and the device it is for.
 */
export interface SessionOptions {
  now: number;
  ttlDays: number;
  device?: SessionDevice;
}

/** The cookie a route sets for a new session: the token and its lifetime in seconds (cookie Max-Age). */
export interface SessionCookie {
  token: string;
  maxAgeSeconds: number;
}

/** A started session: the spec §3 auth object for the body, and the cookie the route sets. */
export interface StartedSession {
  auth: AuthSession;
  cookie: SessionCookie;
}

/**
 * A service result that starts a session: the response `body`, and the session `cookie` the route sets
 * (plugins/auth.ts setSessionCookie).
 */
export interface WithSessionCookie<T> {
  body: T;
  cookie: SessionCookie;
}

/**
 * Starts a session for `user`: stores it (token hash, expiry, device) and returns the spec §3 auth object
 * with the cookie for the route to set. Lifetime: `opts.ttlDays` days, or 15 minutes for a password reset.
 * @param opts.kind 'password_reset' for sessions from a forgot-password code (may set a password without the
 *   old one; lives 15 minutes)
 */
export async function startSession(
  db: Db,
  user: UserRow,
  opts: SessionOptions & { kind?: 'login' | 'password_reset' },
): Promise<StartedSession> {
  const token = newSecret();
  // A password-reset session lives 15 minutes: long enough to choose a new password, no longer.
  const ttlMs = opts.kind === 'password_reset' ? 15 * 60_000 : opts.ttlDays * 86_400_000;
  const expiresAt = new Date(opts.now + ttlMs);
  const d = opts.device ?? {};
  await insertSession(db, {
    userId: user.id,
    tokenHash: sha256Hex(token),
    kind: opts.kind ?? 'login',
    expiresAt,
    identifier: d.identifier ?? '',
    appVersion: d.app_version ?? '',
    deviceToken: d.device_token ?? '',
    model: d.model ?? '',
    platform: d.platform ?? '',
    userAgent: (d.userAgent ?? '').slice(-50),
  });
  return {
    auth: { expire_time: Math.floor(expiresAt.getTime() / 1000), user_id: user.id, api_token: token },
    cookie: { token, maxAgeSeconds: Math.floor(ttlMs / 1000) },
  };
}

export interface Member {
  user: UserRow;
  session: SessionRow;
}

/**
 * The member behind a token, or an error.
 * @throws ApiError invalid_token (malformed or unknown), token_expired (expired or revoked)
 */
export async function resolveSession(db: Db, token: string, now: number): Promise<Member> {
  if (!TOKEN_SHAPE.test(token)) throw new ApiError('invalid_token', '登入資訊無效，請重新登入');
  const found = await findSessionByTokenHash(db, sha256Hex(token));
  if (!found) throw new ApiError('invalid_token', '登入資訊無效，請重新登入');
  if (found.session.revokedAt || found.session.expiresAt.getTime() <= now) {
    throw new ApiError('token_expired', '登入已逾時，請重新登入');
  }
  return found;
}

/**
 * The session behind a token even if it has expired (not if revoked): `uid` re-login (spec §4 Session
 * "re-authenticate ... log in again with that uid") proves the browser held a real session of that member.
 */
export async function findExpiredSession(db: Db, token: string) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const found = await findSessionByTokenHash(db, sha256Hex(token));
  return found && !found.session.revokedAt ? found : undefined;
}
