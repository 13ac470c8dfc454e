/**
 * Keeps the append-only tables bounded: client failure logs older than
 * CLIENT_LOG_RETENTION_DAYS go, and at most CLIENT_LOG_MAX_ROWS of the newest stay (each row is already
 * capped in size by record-client-log.ts and the route schema); rate-limit counters whose window started
 * more than RATE_LIMIT_RETENTION_HOURS ago go (a counter is only needed for its current window); delivery
 * quotes no order used go a day after they expired (modules/delivery/prune-delivery-quotes.ts); console
 * login failure counts go after the login alert's day and known console addresses 90 days after their last
 * login (modules/staff/manage-staff-session.ts); 查詢訂單 grants once expired (modules/orders/look-up-guest-orders.ts,
 * ADR 028).
 * server.ts runs it at start and every PRUNE_INTERVAL_MINUTES.
 */
import type { Db } from '../../db/client';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import { pruneDeliveryQuotes } from '../delivery/prune-delivery-quotes';
import { pruneGuestOrderGrants } from '../orders/look-up-guest-orders';
import { pruneStaffLogins } from '../staff/manage-staff-session';
import { deleteClientLogsBefore, deleteRateLimitsBefore, trimClientLogs } from './system.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface PruneLimits {
  /** Client logs older than this many days are deleted. */
  clientLogRetentionDays: number;
  /** At most this many client logs are kept. */
  clientLogMaxRows: number;
  /** Rate-limit counters whose window started more than this many hours ago are deleted. */
  rateLimitRetentionHours: number;
}

/** Rows each pruning run deleted, per table. */
export interface PruneResult {
  clientLogs: number;
  rateLimits: number;
  deliveryQuotes: number;
  staffLogins: number;
  guestOrderGrants: number;
}

/**
 * Deletes what is past its retention, once.
 * @param now epoch ms.
 */
export async function pruneTables(db: Db, limits: PruneLimits, now: number): Promise<PruneResult> {
  const old = await deleteClientLogsBefore(db, new Date(now - limits.clientLogRetentionDays * DAY_MS));
  const over = await trimClientLogs(db, limits.clientLogMaxRows);
  const rateLimits = await deleteRateLimitsBefore(db, now - limits.rateLimitRetentionHours * HOUR_MS);
  const deliveryQuotes = await pruneDeliveryQuotes(db, now);
  const staffLogins = await pruneStaffLogins(db, now);
  const guestOrderGrants = await pruneGuestOrderGrants(db, now);
  return { clientLogs: old + over, rateLimits, deliveryQuotes, staffLogins, guestOrderGrants };
}

export type PruningJob = PeriodicJob;

/**
 * Runs pruneTables now and then every `intervalMs` on an unref'd timer (it never keeps the process alive).
 * A failed run is reported to `onError` and the next one tries again; runs never overlap.
 * @param now clock in epoch ms.
 */
export function startPruning(opts: {
  db: Db;
  limits: PruneLimits;
  intervalMs: number;
  now: () => number;
  onResult?: (result: PruneResult) => void;
  onError: (error: unknown) => void;
}): PruningJob {
  return startPeriodicJob({
    run: async () => opts.onResult?.(await pruneTables(opts.db, opts.limits, opts.now())),
    intervalMs: opts.intervalMs,
    onError: opts.onError,
  });
}
