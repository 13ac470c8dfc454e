/**
 * System routes (spec §7): provider stable-status, client failure logs, and the operator's maintenance
 * control used by `npm run maintenance` while a PGlite server holds the data directory.
 */
import { API_ROUTES, zText } from '@iding/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import { isControlCaller } from '../../lib/control-file';
import { getStableStatus, setMaintenance, ZBrandLink, ZStableStatus } from './maintenance';
import { clientLogDataProblem, MAX_LOG_DATA_DEPTH, recordClientLog } from './record-client-log';

/** spec §7 POST /api/aws-logs body. */
const ZClientLog = z.object({
  name: zText().min(1).max(200).describe('What failed, e.g. the spec §8 key get_menu'),
  method: zText().min(1).max(20).describe('HTTP method of the failed call'),
  data: z
    .unknown()
    .superRefine((data, ctx) => {
      const problem = clientLogDataProblem(data);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe(
      `Any JSON: request, status, message; at most ${MAX_LOG_DATA_DEPTH} levels deep, no NUL characters; ` +
        'stored as text, capped at 4000 characters',
    ),
});

export const systemRoutes: FastifyPluginAsync<{ controlToken?: string }> = async (base, opts) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ROUTES.stableStatus,
    {
      schema: {
        tags: ['system'],
        summary: 'Provider stable-status (spec §2 maintenance, §7): status 1 sends diners to /maintenance',
        response: { 200: ZStableStatus },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getStableStatus(app.db);
    },
  );

  app.post(
    API_ROUTES.awsLogs,
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['system'],
        summary:
          'Stores a client failure log (spec §7, §8). 204; 400 bad body; 413 over 16 kB; 429 over 30/min/IP',
        body: ZClientLog,
        response: { 204: z.null().describe('Stored') },
      },
    },
    async (request, reply) => {
      await recordClientLog(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.status(204).send(null);
    },
  );

  const controlToken = opts.controlToken;
  if (controlToken) {
    app.put(
      '/internal/maintenance',
      {
        schema: {
          hide: true,
          headers: z.object({ 'x-control-token': zText().max(200).optional() }),
          body: z.object({ on: z.boolean(), link: ZBrandLink.nullable().default(null) }),
          response: { 200: ZStableStatus },
        },
      },
      async (request) => {
        // Only the operator's CLI on this machine: loopback and the token the server wrote to DATA_DIR.
        if (
          !isControlCaller(request.socket.remoteAddress, request.headers['x-control-token'], controlToken)
        ) {
          throw new ApiError('not_found', `找不到 PUT ${request.url}`);
        }
        return setMaintenance(app.db, request.body.on, request.body.link);
      },
    );
  }
};
