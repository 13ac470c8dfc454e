/**
 * Console authentication (issue #14 §1). Adds `request.requireStaff()`: the staff member of the console
 * session cookie `iding_console` (separate from the member cookie, so a diner's login never opens the console
 * and a console login never acts as a member), or 401 unauthorized.
 *
 * CSRF as for members (plugins/auth.ts, ADR 008): every console write must carry `X-Requested-With` and come
 * from our own site (isSameSiteWrite), the login included.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import { resolveStaffSession, type StaffRow } from '../modules/staff/manage-staff-session';
import { isSameSiteWrite } from './auth';

/** The HttpOnly cookie carrying the console session token. */
export const STAFF_COOKIE = 'iding_console';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in staff member. @throws ApiError unauthorized (401) */
    requireStaff(): Promise<StaffRow>;
    staffLookup: Promise<StaffRow> | null;
  }
}

/** Sets the console cookie: HttpOnly, SameSite=Strict (the console is never entered from another site). */
export function setStaffCookie(
  reply: FastifyReply,
  cookie: { token: string; maxAgeSeconds: number },
  secure: boolean | 'auto',
): void {
  reply.setCookie(STAFF_COOKIE, cookie.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: cookie.maxAgeSeconds,
  });
}

/** Clears the console cookie (logout). */
export function clearStaffCookie(reply: FastifyReply, secure: boolean | 'auto'): void {
  reply.clearCookie(STAFF_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure });
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const staffAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staffLookup', null);
    app.decorateRequest('requireStaff', function (this: FastifyRequest) {
      if (!this.staffLookup) {
        const token = this.cookies[STAFF_COOKIE];
        this.staffLookup = token
          ? resolveStaffSession(app.db, token, app.now())
          : Promise.reject(new ApiError('unauthorized', '請先登入店家後台'));
      }
      return this.staffLookup;
    });
    app.addHook('onRequest', async (request) => {
      if (!WRITES.has(request.method)) return;
      if (!request.routeOptions.url?.startsWith('/api/console/')) return;
      if (!isSameSiteWrite(request)) {
        throw new ApiError('csrf_failed', '請求來源不符，請重新整理頁面後再試');
      }
    });
  },
  { name: 'staff-auth', dependencies: ['@fastify/cookie'] },
);
