/**
 * Console authentication. Adds `request.requireStaff()`: the staff member of the console
 * session cookie `iding_console` (separate from the member cookie, so a diner's login never opens the console
 * and a console login never acts as a member), or 401 unauthorized.
 *
 * CSRF as for members (plugins/auth.ts, ADR 008): every console write must carry `X-Requested-With` and come
 * from our own site (isSameSiteWrite), the login included.
 *
 * Store access in one place (DESIGN.md "every console call checks the staff member's store first"): every
 * route under CONSOLE_STORE_PREFIX gets, when it is registered, an onRequest hook that resolves the console
 * session (401 unauthorized) and the staff member's store `:sid` (404 store_not_found for an unknown store or
 * one they do not work at; 403 forbidden for a staff role on a route whose config says `consoleRole: 'owner'`).
 * It runs before the body is read and validated, so a stranger's request does no work and learns nothing.
 * Handlers read the checked store with `request.consoleStore()`.
 */
import { ZSidParams } from '@iding/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error';
import {
  requireStaffStore,
  requireStoreOwner,
  resolveStaffSession,
  type StaffRow,
  type StaffStore,
} from '../modules/staff/manage-staff-session';
import { isSameSiteWrite } from './auth';

/** The HttpOnly cookie carrying the console session token. */
export const STAFF_COOKIE = 'iding_console';

/** The matched-route prefix of every store-scoped console endpoint: their access is checked here. */
export const CONSOLE_STORE_PREFIX = '/api/console/stores/:sid/';

/** A checked console call: the staff member and the store `:sid` they work at. */
export interface ConsoleStoreAccess {
  staff: StaffRow;
  store: StaffStore;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in staff member. @throws ApiError unauthorized (401) */
    requireStaff(): Promise<StaffRow>;
    staffLookup: Promise<StaffRow> | null;
    /**
     * On a route under CONSOLE_STORE_PREFIX: the staff member and the store they were checked against
     * before the handler ran. @throws Error on any other route (a programming error).
     */
    consoleStore(): ConsoleStoreAccess;
    consoleAccess: ConsoleStoreAccess | null;
  }
  interface FastifyContextConfig {
    /** A console store route only the store's owner may call ('owner'); any staff member otherwise. */
    consoleRole?: 'owner';
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
    app.decorateRequest('consoleAccess', null);
    app.decorateRequest('consoleStore', function (this: FastifyRequest) {
      if (!this.consoleAccess) throw new Error(`${this.routeOptions.url} is not a console store route`);
      return this.consoleAccess;
    });
    const checkStoreAccess: onRequestHookHandler = async (request) => {
      const staff = await request.requireStaff();
      // Params are validated after this hook: a sid the schema would refuse names no store of theirs.
      const params = ZSidParams.safeParse(request.params);
      if (!params.success) throw new ApiError('store_not_found', '找不到這家店');
      const check =
        request.routeOptions.config.consoleRole === 'owner' ? requireStoreOwner : requireStaffStore;
      request.consoleAccess = { staff, store: await check(app.db, staff.id, params.data.sid) };
    };
    // Added to each console store route as it is registered (first of its own hooks), so other routes pay
    // nothing for it.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(CONSOLE_STORE_PREFIX)) return;
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      // A GET's HEAD route is registered from the GET's options, which hold the check already.
      if (!own.includes(checkStoreAccess)) route.onRequest = [checkStoreAccess, ...own];
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
