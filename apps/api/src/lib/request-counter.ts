/**
 * Fixed-window request counters in the database (DESIGN.md "Security": rate-limit counters live in the
 * database, so a limit holds across any number of API instances). Shared by the @fastify/rate-limit store
 * (plugins/rate-limit.ts) and services with their own limits (login attempts per phone and IP).
 */
import { sql } from 'drizzle-orm';
import type { Runner } from '../db/client';
import { RELAXED_COMMIT } from '../db/relaxed-commit';

/**
 * Counts one request of `key` in its fixed window with one upsert into rate_limits. Inside a transaction
 * (`db` a Tx) the count is undone with it, so a refused or failed attempt need not count.
 * @param windowMs window length in ms; windows start at multiples of it (epoch ms).
 * @param now epoch ms.
 * @param opts.relaxed the statement runs on its own (not in a transaction): its commit does not wait for the
 *   disk (db/relaxed-commit.ts; a crash may forget a few counts, which lets a client a few more tries).
 * @returns `current`: the count in the current window (1 for the first request), `ttl`: ms left in it.
 */
export async function countRequest(
  db: Runner,
  key: string,
  windowMs: number,
  now: number,
  opts: { relaxed?: boolean } = {},
): Promise<{ current: number; ttl: number }> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const values = opts.relaxed
    ? sql`select ${key}, ${windowStart}::bigint, 1 from ${RELAXED_COMMIT}`
    : sql`values (${key}, ${windowStart}, 1)`;
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_start, count) ${values}
    on conflict (key) do update set
      count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count
  `)) as unknown as { rows: { count: number }[] };
  return { current: Number(result.rows[0]!.count), ttl: windowStart + windowMs - now };
}

/**
 * The count of `key` in its current fixed window without counting anything (0 when it has none yet).
 * @param windowMs window length in ms, as given to countRequest; now epoch ms.
 */
export async function peekRequestCount(db: Runner, key: string, windowMs: number, now: number) {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const result = (await db.execute(sql`
    select count from rate_limits where key = ${key} and window_start = ${windowStart}
  `)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}
