/**
 * GET /dev/sms (issue #3 §1): the sandbox SMS outbox, newest first. Registered only while the sandbox
 * adapter is selected, so it never exists next to a real gateway.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxSms } from './sandbox';

export const devSmsRoutes: FastifyPluginAsync<{ sms: SandboxSms }> = async (app, opts) => {
  app.get(
    '/dev/sms',
    { schema: { tags: ['dev'], summary: 'Sandbox SMS outbox, newest first' } },
    async () => ({
      messages: opts.sms.outbox(),
    }),
  );
};
