/**
 * 查詢訂單 routes (ADR 028; look-up-guest-orders.ts): send a code to the phone on a guest's orders, check it
 * (this browser may then open those orders), and list the orders this browser may open. Thin: schema + one
 * service call each. Registered by ordersRoutes.
 */
import {
  API_ROUTES,
  ZGuestLookupCheckRequest,
  ZGuestLookupCodeRequest,
  ZGuestLookupCodeResponse,
  ZGuestOrdersResponse,
} from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hashVisitorToken } from '../../lib/visitor-token';
import { checkGuestLookupCode, listGuestOrders, sendGuestLookupCode } from './look-up-guest-orders';

/** Per client address a minute, as the member code routes (users.routes.ts). */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** 查詢訂單: verify, check_verify and the granted list. */
export const guestLookupRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ROUTES.guestLookup,
    {
      config: perMinute(60),
      schema: {
        tags: ['orders'],
        summary: '查詢訂單: the guest orders this browser may open (ADR 028)',
        description:
          'Orders placed without a login in the last 30 days that this browser (visitor cookie) was granted by ' +
          'a right 查詢訂單 code in the last 30 days, newest first; [] before any.',
        response: { 200: ZGuestOrdersResponse },
      },
    },
    async (request) => ({
      status: 0 as const,
      data: await listGuestOrders(app.db, hashVisitorToken(request.visitorToken), app.now()),
    }),
  );

  app.post(
    API_ROUTES.guestLookupVerify,
    {
      config: perMinute(10),
      schema: {
        tags: ['orders'],
        summary: '查詢訂單: send a 6-digit code by SMS to the phone used on guest orders (ADR 028)',
        description:
          'The same answer whether or not the phone has orders. Codes expire after 5 minutes; 1 a minute and ' +
          '5 an hour per phone, 10 a day per phone whatever the purpose (429 rate_limited). 400 ' +
          'validation_error unless a Taiwan mobile (09xxxxxxxx).',
        body: ZGuestLookupCodeRequest,
        response: { 200: ZGuestLookupCodeResponse },
      },
    },
    async (request) => {
      const r = await sendGuestLookupCode(app.db, app.sms, request.body.phone, app.now(), {
        allowedCountryCodes: app.config.SMS_ALLOWED_COUNTRY_CODES,
      });
      return { status: 0 as const, message: '驗證碼已傳送', ...r };
    },
  );

  app.post(
    API_ROUTES.guestLookupCheckVerify,
    {
      config: perMinute(30),
      schema: {
        tags: ['orders'],
        summary: '查詢訂單: check the code; this browser may then open the phone’s guest orders (ADR 028)',
        description:
          'A right code (one use) grants this browser (visitor cookie) the guest orders placed with the phone ' +
          'in the last 30 days, for 30 days, and answers every guest order the browser may open, newest first. ' +
          '422 otp_invalid: wrong (5 wrong tries void the code), expired, used or replaced.',
        body: ZGuestLookupCheckRequest,
        response: { 200: ZGuestOrdersResponse },
      },
    },
    async (request) => ({
      status: 0 as const,
      data: await checkGuestLookupCode(
        app.db,
        {
          phone: request.body.phone,
          code: request.body.code,
          visitorHash: hashVisitorToken(request.visitorToken),
        },
        app.now(),
      ),
    }),
  );
};
