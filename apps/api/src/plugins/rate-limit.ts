/**
 * Rate limits (DESIGN.md "Security"): @fastify/rate-limit with its counters in the database, so a limit
 * holds across any number of API instances. Off by default; a route opts in with
 * `config: { rateLimit: { max, timeWindow } }` (timeWindow in ms). A refused request gets
 * `429 {status, message, code: 'rate_limited'}` in zh-TW with a Retry-After header.
 */
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { ApiError } from '../lib/api-error';
import { countRequest } from '../lib/request-counter';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The route a store counts for; at run time the plugin passes it as `routeInfo` to child(). */
type RouteKey = { routeInfo?: { method?: unknown; url?: string } };

/** A @fastify/rate-limit store over countRequest; each route's counters are kept apart by its method and url. */
function databaseStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly route: string;
    constructor(options: RouteKey = {}) {
      this.route = options.routeInfo ? `${String(options.routeInfo.method)} ${options.routeInfo.url}` : '';
    }
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      // Its own statement, outside any transaction: the commit need not wait for the disk (relaxed-commit.ts).
      countRequest(db, `${this.route}|${key}`, timeWindow, now(), { relaxed: true }).then(
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
    errorResponseBuilder: (_request, context) =>
      new ApiError('rate_limited', `請求過於頻繁，請於 ${Math.ceil(context.ttl / 1000)} 秒後再試`),
  });
});
