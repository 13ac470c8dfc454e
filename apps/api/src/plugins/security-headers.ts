/**
 * Security headers on every response (DESIGN.md "Security and integrity"): helmet's
 * defaults with the SPA's Content-Security-Policy, and HSTS only over HTTPS.
 *
 * helmet builds the headers ONCE here, at start-up: they depend only on the configuration below (no nonces),
 * so the hook sets that one set of headers on every reply instead of running helmet's dozen middlewares per
 * request (ADR 020; DESIGN.md "Speed work"). helmet still chooses and validates them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** helmet's default HSTS, sent only on requests that came over HTTPS (directly or via the trusted proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers helmet sets: the SPA loads only its own scripts; images may come from store CDNs. */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // HSTS only over HTTPS: on plain HTTP it is meaningless, and on a local or LAN address it
  // would pin the browser to an HTTPS that is not there. The hook sends it itself.
  strictTransportSecurity: false,
});

/**
 * The headers helmet sets with the configuration above, by lower-case name: helmet run once against a response
 * that only records them (helmet calls nothing but setHeader and removeHeader).
 * @throws what helmet reports for its configuration.
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  setSecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Sets the headers above on every response, HSTS too when the request came over HTTPS. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
