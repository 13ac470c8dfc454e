/**
 * GET /dev/sms: the sandbox SMS outbox, newest first. Registered only while the sandbox
 * adapter is selected, so it never exists next to a real gateway; hidden from the OpenAPI document, and a
 * sandbox on a public address refuses to start (config.ts checkSandboxExposure).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxSms } from './sandbox';

export const devSmsRoutes: FastifyPluginAsync<{ sms: SandboxSms }> = async (app, opts) => {
  app.get(
    '/dev/sms',
    { schema: { hide: true, tags: ['dev'], summary: 'Sandbox SMS outbox, newest first' } },
    async () => ({
      messages: opts.sms.outbox(),
    }),
  );
};
