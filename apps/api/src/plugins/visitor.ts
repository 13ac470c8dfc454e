/**
 * Visitor identity (issue #2 §3): an unguessable random token in an HttpOnly cookie, so a visitor reaches
 * only the orders placed from the same browser. Only its sha256 is stored with an order.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { newSecret } from '../lib/secrets';

export const VISITOR_COOKIE = 'iding_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor token of this browser (set on the first API call). */
    visitorToken: string;
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

export const visitorPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean | 'auto' }) => {
    app.decorateRequest('visitorToken', '');
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (!request.url.startsWith('/api/') && !request.url.startsWith('/iorder/')) return;
      const existing = request.cookies[VISITOR_COOKIE];
      if (existing && TOKEN_SHAPE.test(existing)) {
        request.visitorToken = existing;
        return;
      }
      const token = newSecret();
      request.visitorToken = token;
      reply.setCookie(VISITOR_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secure,
        maxAge: ONE_YEAR_SECONDS,
      });
    });
  },
  { dependencies: ['@fastify/cookie'] },
);
