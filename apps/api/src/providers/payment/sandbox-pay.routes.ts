/**
 * The sandbox payment provider's API for its hosted page (the web app's /sandbox/pay/{ref}
 * draws it): GET the payment, POST the diner's choice. Registered only while PAYMENT_PROVIDER=sandbox, hidden
 * from the OpenAPI document, and a sandbox on a public address refuses to start (config.ts).
 */
import { API_ROUTES, zText } from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { decideSandboxPayment, SANDBOX_DECISIONS, viewSandboxPayment } from './sandbox-page';

const ZRef = z.object({ ref: zText().max(100) });

const notFound = () => new ApiError('not_found', '找不到這筆付款，請回到店家頁面重新付款');

export const sandboxPayRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ROUTES.sandboxPay,
    {
      schema: {
        hide: true,
        params: ZRef,
        response: {
          200: z.object({
            ref: zText(),
            amount: z.number().describe('TWD'),
            description: zText(),
            method: zText(),
            decision: z.enum(SANDBOX_DECISIONS).nullable(),
          }),
        },
      },
    },
    async (request) => {
      const row = await viewSandboxPayment(app.db, request.params.ref);
      if (!row) throw notFound();
      return {
        ref: row.ref,
        amount: row.amountCents / 100,
        description: row.description,
        method: row.method,
        decision: row.decision as (typeof SANDBOX_DECISIONS)[number] | null,
      };
    },
  );

  app.post(
    API_ROUTES.sandboxPay,
    {
      schema: {
        hide: true,
        params: ZRef,
        body: z.strictObject({ decision: z.enum(SANDBOX_DECISIONS) }),
        response: { 200: z.object({ decision: z.enum(SANDBOX_DECISIONS), redirect_to: zText() }) },
      },
    },
    async (request) => {
      const done = await decideSandboxPayment(app.db, request.params.ref, request.body.decision);
      if (!done) throw notFound();
      return { decision: done.decision, redirect_to: done.redirectTo };
    },
  );
};
