/**
 * Visitor identity (ADR 003): an unguessable random token, signed by the server, in an
 * HttpOnly cookie, so a visitor reaches only the orders placed from the same browser. Only its sha256 is
 * stored with an order. A cookie the server did not issue (empty, planted, tampered) is replaced by a new
 * one. ADR 003.
 *
 * The hook decides by the matched route (`request.routeOptions.url`), never by the raw URL, so an encoded
 * path such as `/%61pi/orders/…` gets the same treatment as `/api/orders/…` (DESIGN.md "Security").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIssuedVisitorToken, issueVisitorToken } from '../lib/visitor-token';
import { routeAuthOf } from './route-auth';

export const VISITOR_COOKIE = 'iding_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor token of this browser (set on the first API call that reads it); '' elsewhere. */
    visitorToken: string;
  }
}

/** True when the route matched for this request is an API route (`/api/…` or `/iorder/…`). */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route.startsWith('/api/') || route.startsWith('/iorder/'));
}

/**
 * True when the matched route reads the visitor: an API route not marked `public` (route-auth.ts). A public
 * route (a store's menu, say) reads no credentials, so a browser's first call there is not given a cookie;
 * its first call that needs one is.
 */
function readsVisitor(request: FastifyRequest): boolean {
  return (
    isApiRoute(request) &&
    routeAuthOf(request.routeOptions.url ?? '', request.routeOptions.config) !== 'public'
  );
}

export interface VisitorPluginOptions {
  /** Mark the cookie Secure: true always, 'auto' when the request came over HTTPS (config COOKIE_SECURE). */
  secure: boolean | 'auto';
  /** The signing secret: config VISITOR_TOKEN_SECRET, else the one kept in the database (visitor-secret.ts). */
  secret: string;
}

export const visitorPlugin = fp(
  async (app: FastifyInstance, opts: VisitorPluginOptions) => {
    const { secret } = opts;
    app.decorateRequest('visitorToken', '');
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (!readsVisitor(request)) return;
      const existing = request.cookies[VISITOR_COOKIE];
      if (isIssuedVisitorToken(existing, secret)) {
        request.visitorToken = existing as string;
        return;
      }
      const token = issueVisitorToken(secret);
      request.visitorToken = token;
      // A cross-site request carries no Lax cookie: it gets a token for this request only, so it cannot
      // replace the browser's cookie (and with it the browser's access to its orders).
      if (request.headers['sec-fetch-site'] === 'cross-site') return;
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
