/**
 * Health of this instance for a load balancer or supervisor (docs/deploy.md "Health checks": GET /healthz
 * reporting database reachability): the database answers a trivial query within a deadline.
 */
import type { Db } from '../../db/client';
import { pingDatabase } from './health.queries';

/** How long the database may take to answer before the instance counts as unhealthy (ms). */
export const HEALTH_DB_TIMEOUT_MS = 2000;

/** What GET /healthz reports. `latencyMs`: the database's answer time in ms (null when it did not answer). */
export interface Health {
  ok: boolean;
  database: 'reachable' | 'unreachable';
  latencyMs: number | null;
}

/**
 * Pings the database with a deadline; never throws.
 * @param now clock in epoch ms (the app's, so tests stay deterministic where they set it)
 */
export async function checkHealth(
  db: Db,
  now: () => number = Date.now,
  timeoutMs = HEALTH_DB_TIMEOUT_MS,
): Promise<Health> {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
  });
  try {
    await Promise.race([pingDatabase(db), deadline]);
    return { ok: true, database: 'reachable', latencyMs: Math.max(0, now() - started) };
  } catch {
    return { ok: false, database: 'unreachable', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}
