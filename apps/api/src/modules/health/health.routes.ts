/**
 * GET /healthz: 200 when this instance can serve (its database answers), 503 when it cannot,
 * so a load balancer takes it out of rotation. Outside /api: it is for operators, not the web app (spec §7).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './check-health';

const ZHealthResponse = z
  .object({
    status: z.number().describe('200 healthy; 503 the database did not answer'),
    message: z.string().describe('zh-TW summary'),
    database: z.enum(['reachable', 'unreachable']),
    latency_ms: z.number().nullable().describe('The database ping in ms; null when it did not answer'),
  })
  .describe('Instance health');

/** Health check routes. */
export const healthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: 'Instance health: database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.db);
      const status = health.ok ? 200 : 503;
      reply.header('cache-control', 'no-store');
      return reply.status(status).send({
        status,
        message: health.ok ? '服務正常' : '資料庫無法連線',
        database: health.database,
        latency_ms: health.latencyMs,
      });
    },
  );
};
