/**
 * Console routes of 員工 (docs/features.md "Staff and roles"): a store's owners add staff, change their role,
 * disable, enable and remove them, sign out their sessions, make a new one-time password link, and read the
 * audit log; and the public page of that link sets the password. Thin: schema + one service call each. Every
 * store route is owner only (`consoleRole: 'owner'`: 403 forbidden for a staff role, checked with the store
 * before the body is read, plugins/staff-auth.ts); writes need X-Requested-With (403 csrf_failed).
 */
import {
  CONSOLE_API_ROUTES,
  STAFF_AUDIT_PAGE_SIZE,
  STAFF_PASSWORD_LINK_HOURS,
  STAFF_PASSWORD_MIN,
  ZAddStaffRequest,
  ZAddStaffResponse,
  ZSetStaffPasswordRequest,
  ZSetStaffPasswordResponse,
  ZSidParams,
  ZStaffAuditQuery,
  ZStaffAuditResponse,
  ZStaffDisabledRequest,
  ZStaffMemberParams,
  ZStaffPasswordLink,
  ZStaffRoleRequest,
  ZStoreStaffMember,
  ZStoreStaffResponse,
} from '@iding/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_STORE_REFUSALS } from './manage-staff-session';
import {
  addStoreStaff,
  issuePasswordLink,
  listStaffAudit,
  listStoreStaff,
  removeStoreStaff,
  type StaffChange,
  setStoreStaffDisabled,
  setStoreStaffRole,
  signOutStoreStaff,
} from './manage-store-staff';
import { setStaffPassword } from './set-staff-password';

const OWNER = `Owners only: 403 forbidden (只有店家負責人可以變更這項設定) for a staff role. ${CONSOLE_STORE_REFUSALS}`;
const AUDITED = 'Audited (who, what, when, client address), in the same transaction.';
const MEMBER = '404 staff_not_found for someone who does not work at this store.';
const KEEP_OWNER =
  '422 staff_change_refused when the store would be left without an enabled owner, or for the owner ' +
  'themself (another owner does it).';

export const storeStaffRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  /** The checked owner, store and address of a 員工 change. */
  const changeOf = (request: FastifyRequest): StaffChange => {
    const { staff, store } = request.consoleStore();
    return { storeId: store.storeId, actorId: staff.id, ip: request.ip, now: app.now() };
  };
  const owner = { consoleRole: 'owner' as const };

  app.get(
    CONSOLE_API_ROUTES.staff,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: "員工: the store's staff with their roles (owners only)",
        description: `Owners first, then in the order they were added. ${OWNER}`,
        params: ZSidParams,
        response: { 200: ZStoreStaffResponse },
      },
    },
    async (request) => {
      const { staff, store } = request.consoleStore();
      return listStoreStaff(app.db, store.storeId, staff.id);
    },
  );

  app.post(
    CONSOLE_API_ROUTES.staff,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: '新增員工: gives an account (phone or e-mail) a role at the store',
        description:
          'An account no one has yet is created without a password; an account without a password gets ' +
          `password_link, a one-time link (${STAFF_PASSWORD_LINK_HOURS} hours, single use; only its sha256 is ` +
          'stored) for the owner to pass on, on which its holder sets their own password. An account that ' +
          'has a password (it works at another store) just gets the role (password_link null). The owner never ' +
          `sees or sets a password. ${AUDITED} 400 validation_error (account, role, name); 409 staff_exists ` +
          `when the account already works here. ${OWNER}`,
        params: ZSidParams,
        body: ZAddStaffRequest,
        response: { 201: ZAddStaffResponse },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addStoreStaff(app.db, changeOf(request), request.body);
    },
  );

  app.put(
    CONSOLE_API_ROUTES.staffRole,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: "Changes a staff member's role at the store (owner or staff)",
        description: `The same role changes nothing. ${AUDITED} ${MEMBER} ${KEEP_OWNER} ${OWNER}`,
        params: ZStaffMemberParams,
        body: ZStaffRoleRequest,
        response: { 200: ZStoreStaffMember },
      },
    },
    async (request) =>
      setStoreStaffRole(app.db, changeOf(request), request.params.staffId, request.body.role),
  );

  app.put(
    CONSOLE_API_ROUTES.staffDisabled,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: 'Disables a staff member at the store (ending their sessions) or enables them',
        description:
          'Disabling revokes every session of the account in the same transaction (their next request is 401); ' +
          'a disabled member opens none of the store’s pages (403), and an account disabled at every store ' +
          'it works at cannot log in (403 staff_disabled). The same state changes nothing. ' +
          `${AUDITED} ${MEMBER} ${KEEP_OWNER} ${OWNER}`,
        params: ZStaffMemberParams,
        body: ZStaffDisabledRequest,
        response: { 200: ZStoreStaffMember },
      },
    },
    async (request) =>
      setStoreStaffDisabled(app.db, changeOf(request), request.params.staffId, request.body.disabled),
  );

  app.delete(
    CONSOLE_API_ROUTES.staffMember,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: 'Removes a staff member from the store',
        description: `The account and its other stores stay. ${AUDITED} ${MEMBER} ${KEEP_OWNER} ${OWNER}`,
        params: ZStaffMemberParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await removeStoreStaff(app.db, changeOf(request), request.params.staffId);
      return { ok: true as const };
    },
  );

  app.post(
    CONSOLE_API_ROUTES.staffSignOut,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: 'Signs a staff member out everywhere (a lost tablet)',
        description:
          'Revokes every live session of the account; its next request is 401 and it logs in again. ' +
          `signed_out: how many were live. ${AUDITED} ${MEMBER} ${OWNER}`,
        params: ZStaffMemberParams,
        response: { 200: z.object({ signed_out: z.number().int() }) },
      },
    },
    async (request) => ({
      signed_out: await signOutStoreStaff(app.db, changeOf(request), request.params.staffId),
    }),
  );

  app.post(
    CONSOLE_API_ROUTES.staffPasswordLink,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: 'A new one-time password link for a staff member who has no password yet',
        description:
          `Valid ${STAFF_PASSWORD_LINK_HOURS} hours, once; the member's earlier links stop working. ${MEMBER} ` +
          '422 staff_change_refused for an account that has a password (an owner never resets it). ' +
          OWNER,
        params: ZStaffMemberParams,
        response: { 200: ZStaffPasswordLink },
      },
    },
    async (request) => issuePasswordLink(app.db, changeOf(request), request.params.staffId),
  );

  app.get(
    CONSOLE_API_ROUTES.staffAudit,
    {
      config: owner,
      schema: {
        tags: ['console'],
        summary: "The store's staff audit log, newest first",
        description:
          'add, role, disable, enable, remove, sign_out and password_set (the member through their link), ' +
          `each with who, when, the role given and the client address; ${STAFF_AUDIT_PAGE_SIZE} a page, ` +
          `older pages with before=next_before. 400 validation_error for a bad before. ${OWNER}`,
        params: ZSidParams,
        querystring: ZStaffAuditQuery,
        response: { 200: ZStaffAuditResponse },
      },
    },
    async (request) => {
      const { store } = request.consoleStore();
      return listStaffAudit(app.db, store.storeId, request.query.before);
    },
  );

  app.post(
    CONSOLE_API_ROUTES.setPassword,
    {
      config: { auth: 'public', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['console'],
        summary: 'Sets a staff password with the token of a one-time link',
        description:
          'No session needed: the token is the proof. Works once, within its hours, for an account without a ' +
          'password; the answer names the account to log in with at /console/login. Audited at the store ' +
          `whose owner made the link. 400 validation_error (password under ${STAFF_PASSWORD_MIN} characters); ` +
          '422 password_link_invalid (unknown, used or expired: ask the owner for a new one); 429 ' +
          'rate_limited; 403 csrf_failed.',
        body: ZSetStaffPasswordRequest,
        response: { 200: ZSetStaffPasswordResponse },
      },
    },
    async (request) => setStaffPassword(app.db, { ...request.body, ip: request.ip, now: app.now() }),
  );
};
