/**
 * Member routes (spec §7 User; docs/features.md "Members"). Thin: schema + one service call each.
 * Every body is validated by the shared zod contracts; refusals are `{status, message, code}` in zh-TW
 * (spec §8).
 */
import {
  API_ROUTES,
  ZCheckVerifyRequest,
  ZCheckVerifyResponse,
  ZDeleteUserRequest,
  ZInvoiceCarrierResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLoginWithAuthKeyRequest,
  ZOkResponse,
  ZPhoneRequest,
  ZRegisterRequest,
  ZUpdatePasswordRequest,
  ZUpdateUserRequest,
  ZUser,
  ZVerifyRequest,
  ZVerifyResponse,
  zText,
} from '@iding/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../plugins/auth';
import { checkVerificationCode } from './check-verification-code';
import { isPhoneRegistered, toUserResponse } from './get-member';
import { loginUser, loginWithAuthKey, sessionDevice } from './login-user';
import { deleteAccount, logoutMember, updatePassword, updateProfile } from './manage-account';
import type { MemberOrders } from './member-orders';
import { capPhoneLookup } from './phone-caps';
import { parseMemberPhone } from './phone-number';
import { registerUser } from './register-user';
import { getInvoiceCarrier } from './remember-invoice-carrier';
import { sendVerificationCode } from './send-verification-code';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const ZIdentifierQuery = z.object({ identifier: zText().min(1).max(100).optional() });

/** Member accounts, codes and sessions (spec §7 User). `memberOrders`: the orders module's side (ADR 024). */
export const usersRoutes: FastifyPluginAsync<{ memberOrders: MemberOrders }> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { memberOrders } = opts;
  const secure = app.config.COOKIE_SECURE;
  /** Session options of a request: now, lifetime (config) and the device from the body and User-Agent. */
  const sessionOpts = (request: FastifyRequest, body: Parameters<typeof sessionDevice>[1]) => ({
    now: app.now(),
    ttlDays: app.config.SESSION_TTL_DAYS,
    device: sessionDevice(request.headers['user-agent'] ?? '', body),
  });
  /** What a login needs from the request: session options, client IP and the presented session token. */
  const loginContext = (request: FastifyRequest, body: Parameters<typeof sessionDevice>[1]) => ({
    ...sessionOpts(request, body),
    clientIp: request.ip,
    presentedToken: sessionTokenOf(request)?.token,
  });

  app.post(
    API_ROUTES.userVerify,
    {
      config: perMinute(10),
      schema: {
        tags: ['user'],
        summary: 'Send a 6-digit code by SMS (spec §4 Registration steps: first → second step)',
        description:
          'Codes expire after 5 minutes; 1 a minute and 5 an hour per phone and purpose (429 rate_limited). ' +
          'REGISTER: 409 phone_taken if the phone has an account. FORGET_PASSWORD: 404 user_not_found if not. ' +
          'UPDATE_PHONE (new phone) and DELETE_ACCOUNT (own phone) need a login (401).',
        body: ZVerifyRequest,
        response: { 200: ZVerifyResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const r = await sendVerificationCode(
        app.db,
        app.sms,
        { countryCode: b.country_code, phone: b.phone, purpose: b.purpose, member: await request.member() },
        app.now(),
        { allowedCountryCodes: app.config.SMS_ALLOWED_COUNTRY_CODES },
      );
      return { status: 0 as const, message: '驗證碼已傳送', ...r };
    },
  );

  app.post(
    API_ROUTES.userCheckVerify,
    {
      config: perMinute(30),
      schema: {
        tags: ['user'],
        summary: 'Check a code; the follow-up depends on its purpose (spec §4 Registration steps)',
        description:
          'REGISTER / DELETE_ACCOUNT → verification_token (10 minutes, one use) for POST / DELETE /api/user; ' +
          'FORGET_PASSWORD → auth (15-minute session that may set a new password without the old one); ' +
          'UPDATE_PHONE → user with the new phone. 422 otp_invalid: wrong (5 wrong tries void the code), ' +
          'expired, used or replaced.',
        body: ZCheckVerifyRequest,
        response: { 200: ZCheckVerifyResponse },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const { body, cookie } = await checkVerificationCode(
        app.db,
        {
          countryCode: b.country_code,
          phone: b.phone,
          code: b.code,
          purpose: b.purpose,
          identifier: b.identifier,
          member: await request.member(),
        },
        sessionOpts(request, b),
        memberOrders,
      );
      if (cookie) setSessionCookie(reply, cookie, secure);
      return { status: 0 as const, message: '驗證成功', ...body };
    },
  );

  app.post(
    API_ROUTES.userExist,
    {
      config: perMinute(30),
      schema: {
        tags: ['user'],
        summary: 'Is this phone registered? 200 if so, 404 user_not_found if not',
        body: ZPhoneRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      const { countryCode, phone } = parseMemberPhone(request.body.country_code, request.body.phone);
      await capPhoneLookup(app.db, { countryCode, phone }, app.now());
      if (!(await isPhoneRegistered(app.db, countryCode, phone))) {
        throw new ApiError('user_not_found', '此手機尚未註冊會員');
      }
      return { status: 0 as const, message: '此手機已註冊' };
    },
  );

  app.post(
    API_ROUTES.userNotExist,
    {
      config: perMinute(30),
      schema: {
        tags: ['user'],
        summary: 'Is this phone free? 200 if so, 409 phone_taken if registered',
        body: ZPhoneRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      const { countryCode, phone } = parseMemberPhone(request.body.country_code, request.body.phone);
      await capPhoneLookup(app.db, { countryCode, phone }, app.now());
      if (await isPhoneRegistered(app.db, countryCode, phone)) {
        throw new ApiError('phone_taken', '此手機已註冊，請直接登入');
      }
      return { status: 0 as const, message: '此手機可以註冊' };
    },
  );

  app.post(
    API_ROUTES.user,
    {
      config: perMinute(10),
      schema: {
        tags: ['user'],
        summary: 'Register with a REGISTER verification token; logs the member in',
        description: '422 verification_invalid; 409 phone_taken. Sets the HttpOnly session cookie.',
        body: ZRegisterRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const { body, cookie } = await registerUser(
        app.db,
        request.body,
        sessionOpts(request, request.body),
        memberOrders,
      );
      setSessionCookie(reply, cookie, secure);
      return body;
    },
  );

  app.post(
    API_ROUTES.userLogin,
    {
      schema: {
        tags: ['user'],
        summary: 'Log in with phone + password, or uid to renew an expired session (spec §4 Session)',
        description:
          '401 login_failed (one message for unknown phone and wrong password); 429 after 10 tries per phone ' +
          'from one address, 50 per phone from all, or 30 per IP in 15 minutes; 403 login_not_allowed when the store disallows login. Sets the cookie.',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const { body, cookie } = await loginUser(
        app.db,
        request.body,
        loginContext(request, request.body),
        memberOrders,
      );
      setSessionCookie(reply, cookie, secure);
      return body;
    },
  );

  app.post(
    API_ROUTES.userLoginWithAuthKey,
    {
      schema: {
        tags: ['user'],
        summary: 'Log in with a one-use auth key',
        description: '401 login_failed for an unknown, used or expired key.',
        body: ZLoginWithAuthKeyRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const { body, cookie } = await loginWithAuthKey(
        app.db,
        request.body.auth_key,
        loginContext(request, {}),
        memberOrders,
      );
      setSessionCookie(reply, cookie, secure);
      return body;
    },
  );

  app.post(
    API_ROUTES.userLogout,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: 'Log out (spec §4 Logout): ends the session and clears the cookie',
        description:
          'Needs a session: a valid bearer token, or the session cookie, which the CSRF check has already ' +
          'tied to our own pages (a stale cookie is then cleared too, so the web can drop it). Without one, ' +
          '401 unauthorized and no cookie is touched, so another site cannot log a member out ' +
          '. 401 token_expired / invalid_token for a stale bearer token.',
        response: { 200: ZOkResponse },
      },
    },
    async (request, reply) => {
      const presented = sessionTokenOf(request);
      // Only the cookie's own (CSRF-checked) request may clear it; a bearer client must hold a live session.
      const member = presented?.via === 'cookie' ? await request.viewer() : await request.requireMember();
      if (member) await logoutMember(app.db, member, app.now());
      clearSessionCookie(reply, secure);
      return { status: 0 as const, message: '已登出' };
    },
  );

  app.post(
    API_ROUTES.userUpdatePassword,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: 'Set a new password (old password required unless in a forgot-password session)',
        description: '401 unauthorized / token_expired; 422 password_incorrect. Ends the other sessions.',
        body: ZUpdatePasswordRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await updatePassword(app.db, await request.requireMember(), request.body, app.now());
      return { status: 0 as const, message: '密碼已更新' };
    },
  );

  app.get(
    API_ROUTES.user,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: 'The logged-in member with memberInfos at the optional store (spec §3 User)',
        querystring: ZIdentifierQuery,
        response: { 200: ZUser },
      },
    },
    async (request) => toUserResponse(app.db, (await request.requireMember()).user, request.query.identifier),
  );

  app.get(
    API_ROUTES.userInvoiceCarrier,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: "The member's last e-invoice carrier, to pre-fill the next order",
        response: { 200: ZInvoiceCarrierResponse },
      },
    },
    async (request) => getInvoiceCarrier(app.db, (await request.requireMember()).user.id),
  );

  app.patch(
    API_ROUTES.user,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: 'Update name, email and address (phone changes use UPDATE_PHONE codes)',
        querystring: ZIdentifierQuery,
        body: ZUpdateUserRequest,
        response: { 200: ZUser },
      },
    },
    async (request) =>
      updateProfile(app.db, await request.requireMember(), request.body, request.query.identifier),
  );

  app.delete(
    API_ROUTES.user,
    {
      config: { auth: 'member' },
      schema: {
        tags: ['user'],
        summary: 'Delete the account with a DELETE_ACCOUNT verification token',
        description:
          "The member's orders stay with the stores, contact details anonymised. 422 verification_invalid.",
        body: ZDeleteUserRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request, reply) => {
      await deleteAccount(
        app.db,
        await request.requireMember(),
        request.body.verification_token,
        app.now(),
        memberOrders,
      );
      clearSessionCookie(reply, secure);
      return { status: 0 as const, message: '帳號已刪除' };
    },
  );
};
