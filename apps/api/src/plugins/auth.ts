/**
 * Member authentication (spec §4 Session). Adds `request.member()` (the logged-in member or
 * null; a presented but expired/unknown token is an error, so the client logs out as spec §4 says) and
 * `request.requireMember()` (401 unauthorized for visitors).
 *
 * CSRF: a write (POST/PUT/PATCH/DELETE) authenticated by the session cookie must carry the
 * `X-Requested-With` header, which a cross-site form cannot send and a cross-site script cannot add
 * without a CORS preflight we never grant, and must not come from another site (Origin / Sec-Fetch-Site).
 * Bearer-authenticated API clients are not exposed to CSRF and are exempt. See ADR 008. The check applies
 * to every matched route, whatever the spelling of the URL.
 *
 * The session cookie is read and written here (and by the routes through the helpers below): services take
 * the token and return a `SessionCookie`, they never see the request or reply.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import {
  type Member,
  type PresentedToken,
  presentedToken,
  resolveSession,
  type SessionCookie,
} from '../modules/users/manage-session';

/** The HttpOnly cookie carrying the member session token (spec §4 Session). */
export const SESSION_COOKIE = 'iding_session';

/** The session token this request presents (bearer header first, else the session cookie), or undefined. */
export function sessionTokenOf(request: FastifyRequest): PresentedToken | undefined {
  return presentedToken({
    authorization: request.headers.authorization,
    cookie: request.cookies[SESSION_COOKIE],
  });
}

/**
 * Sets the session cookie of a new session: HttpOnly, SameSite=Lax, path /, Max-Age from the session.
 * @param secure config COOKIE_SECURE: true, or 'auto' (Secure when the request came over HTTPS).
 */
export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, secure: boolean | 'auto'): void {
  reply.setCookie(SESSION_COOKIE, cookie.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: cookie.maxAgeSeconds,
  });
}

/** Clears the session cookie (logout, account deletion; spec §4 Logout). */
export function clearSessionCookie(reply: FastifyReply, secure: boolean | 'auto'): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null for a visitor. @throws ApiError token_expired | invalid_token */
    member(): Promise<Member | null>;
    /** The logged-in member. @throws ApiError unauthorized (visitor) | token_expired | invalid_token */
    requireMember(): Promise<Member>;
    /**
     * The logged-in member, or null for a visitor and for a stale or unknown token: for public reads
     * (favorite flags) and logout, which must not fail because a session ended.
     */
    viewer(): Promise<Member | null>;
    memberLookup: Promise<Member | null> | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when a cookie-authenticated write comes from our own pages (see the file comment). */
export function isSameSiteWrite(request: FastifyRequest): boolean {
  if (!request.headers['x-requested-with']) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin) {
    try {
      if (new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host) return false;
    } catch {
      return false;
    }
  }
  return true;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('memberLookup', null);
    app.decorateRequest('member', function (this: FastifyRequest) {
      if (!this.memberLookup) {
        const presented = sessionTokenOf(this);
        this.memberLookup = presented
          ? resolveSession(app.db, presented.token, app.now())
          : Promise.resolve(null);
      }
      return this.memberLookup;
    });
    app.decorateRequest('viewer', function (this: FastifyRequest) {
      return this.member().catch((error: unknown) => {
        if (error instanceof ApiError) return null;
        throw error;
      });
    });
    app.decorateRequest('requireMember', async function (this: FastifyRequest) {
      const member = await this.member();
      if (!member) throw new ApiError('unauthorized', '請先登入會員');
      return member;
    });

    // Decided by the matched route, never by the raw URL: `/%61pi/...` reaches the same routes as `/api/...`.
    // Every route is covered; an unmatched URL answers 404 anyway.
    app.addHook('onRequest', async (request) => {
      if (!WRITES.has(request.method)) return;
      if (request.routeOptions.url === undefined) return;
      if (sessionTokenOf(request)?.via !== 'cookie') return;
      if (!isSameSiteWrite(request)) {
        throw new ApiError('csrf_failed', '請求來源不符，請重新整理頁面後再試');
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);
