/**
 * Rate limits (DESIGN.md "Security"): @fastify/rate-limit with its counters in the database, so a limit
 * holds across any number of API instances. Off by default; a route opts in with
 * `config: { rateLimit: { max, timeWindow } }` (timeWindow in ms, counted per client address), or with
 * `onRequest: clientRateLimit(…)` for a cap per member or browser and one per client address. A refused
 * request gets `429 {status, message, code: 'rate_limited'}` in zh-TW with a Retry-After header.
 */
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { ApiError } from '../lib/api-error';
import { countRequest } from '../lib/request-counter';
import { hashVisitorToken } from '../lib/visitor-token';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The route a store counts for; at run time the plugin passes it as `routeInfo` to child(). */
type RouteKey = { routeInfo?: { method?: unknown; url?: string } };

/** A @fastify/rate-limit store over countRequest; each route's counters are kept apart by its method and url. */
function databaseStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly route: string;
    constructor(options: RouteKey = {}) {
      // A limiter made by createRateLimit has no route (its keys name their route: clientRateLimit).
      const route = options.routeInfo;
      this.route = route?.url ? `${String(route.method)} ${route.url}|` : '';
    }
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      // Its own statement, outside any transaction: the commit need not wait for the disk (relaxed-commit.ts).
      countRequest(db, `${this.route}${key}`, timeWindow, now(), { relaxed: true }).then(
        (r) => callback(null, r),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseStore(routeOptions as unknown as RouteKey);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db, () => app.now()),
    // A failing counter must not take the endpoint down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });
});

/** The refusal of a request over a limit; `ttlMs` until its window ends. */
function rateLimited(ttlMs: number): ApiError {
  return new ApiError('rate_limited', `請求過於頻繁，請於 ${Math.ceil(ttlMs / 1000)} 秒後再試`);
}

/** One route's caps per window: per client and per client address; 0 leaves that cap out. */
export interface ClientLimits {
  /** Requests per window of one member (logged in), else of one browser (its visitor cookie). */
  perClient: number;
  /** Requests per window from one client address (request.ip; IPv6 by its /64), whoever sends them. */
  perAddress: number;
  /** Window length in ms. */
  timeWindow: number;
}

/**
 * Who a request counts for: the logged-in member (dropping the visitor cookie does not reset their count),
 * else the browser's visitor cookie, by its sha256 (the token opens that browser's orders and is never stored).
 * @throws ApiError token_expired | invalid_token (401) for a bad session token, as the route itself would.
 */
async function clientKey(request: FastifyRequest): Promise<string> {
  const member = await request.member();
  return member ? `member:${member.user.id}` : `visitor:${hashVisitorToken(request.visitorToken)}`;
}

/**
 * The `onRequest` hooks that cap a route per client (member or browser) and per client address, before its
 * body is read (DESIGN.md "Security": a browser that drops its cookie is a new client, so every per-client
 * limit has the per-address cap behind it, which no header resets; the address is the proxy's
 * X-Forwarded-For only from TRUST_PROXY). The client's cap is counted first: a request it refuses does not use
 * up the address's share of the other diners there. Counters are the database's (countRequest), fixed windows.
 * @param route names the counters, e.g. `POST /api/orders/order`.
 * @returns the hooks for the route's `onRequest` (none when both caps are 0); a request over a cap gets
 *   429 rate_limited (請求過於頻繁，請於 N 秒後再試) with Retry-After in seconds, and the handler never runs.
 */
export function clientRateLimit(
  app: FastifyInstance,
  route: string,
  limits: ClientLimits,
): onRequestAsyncHookHandler[] {
  const caps = [
    { max: limits.perClient, key: async (r: FastifyRequest) => `${route}|${await clientKey(r)}` },
    { max: limits.perAddress, key: (r: FastifyRequest) => `${route}|address:${normalizeIP(r.ip)}` },
  ]
    .filter((c) => c.max > 0)
    .map((c) => app.createRateLimit({ max: c.max, timeWindow: limits.timeWindow, keyGenerator: c.key }));
  if (caps.length === 0) return [];
  return [
    async (request, reply) => {
      for (const cap of caps) {
        const r = await cap(request);
        if (!r.isAllowed && r.isExceeded) {
          reply.header('retry-after', r.ttlInSeconds);
          throw rateLimited(r.ttl);
        }
      }
    },
  ];
}
