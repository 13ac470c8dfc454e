/**
 * System reads and writes (Drizzle only): operator settings, client failure logs and the pruning of client
 * logs and rate-limit counters (prune-tables.ts).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientLogs, systemSettings } from '../../db/schema';

/** Rows one pruning statement deletes at most, so no delete holds its locks for long. */
export const PRUNE_BATCH_ROWS = 5000;

/** A setting's JSON value, or undefined when it was never set. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const rows = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  return rows[0]?.value;
}

/** Sets (inserts or replaces) a setting. */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Inserts a setting only if it is not set yet, then reads it: the value every caller gets is the first one
 * written, even when several processes race to write their own.
 */
export async function insertSettingOnce(db: Db, key: string, value: unknown): Promise<unknown> {
  await db.insert(systemSettings).values({ key, value }).onConflictDoNothing({ target: systemSettings.key });
  return readSetting(db, key);
}

/** Stores one client failure log. */
export async function insertClientLog(db: Db, log: typeof clientLogs.$inferInsert): Promise<void> {
  await db.insert(clientLogs).values(log);
}

/** Runs a batch delete that returns one row per deleted row until it deletes less than a batch; the total. */
async function deleteInBatches(db: Db, batch: () => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(batch())) as unknown as { rows: unknown[] };
    total += result.rows.length;
    if (result.rows.length < PRUNE_BATCH_ROWS) return total;
  }
}

/** Deletes client logs created before `cutoff`; returns how many. */
export function deleteClientLogsBefore(db: Db, cutoff: Date): Promise<number> {
  const at = cutoff.toISOString();
  return deleteInBatches(
    db,
    () => sql`
      delete from client_logs where id in (
        select id from client_logs where created_at < ${at}::timestamptz limit ${PRUNE_BATCH_ROWS}
      )
      returning 1
    `,
  );
}

/** Deletes all but the newest `keep` client logs (by id, which grows with time); returns how many. */
export function trimClientLogs(db: Db, keep: number): Promise<number> {
  return deleteInBatches(
    db,
    () => sql`
      delete from client_logs where id in (
        select id from client_logs order by id desc offset ${keep} limit ${PRUNE_BATCH_ROWS}
      )
      returning 1
    `,
  );
}

/**
 * Deletes rate-limit counters whose window started before `cutoffMs` (epoch ms); returns how many. A
 * counter updated into a new window meanwhile is kept (the outer condition is checked again on the row).
 */
export function deleteRateLimitsBefore(db: Db, cutoffMs: number): Promise<number> {
  return deleteInBatches(
    db,
    () => sql`
      delete from rate_limits
      where window_start < ${cutoffMs}
        and key in (select key from rate_limits where window_start < ${cutoffMs} limit ${PRUNE_BATCH_ROWS})
      returning 1
    `,
  );
}
