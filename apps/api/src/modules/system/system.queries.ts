/**
 * System reads and writes (Drizzle only): operator settings and client failure logs.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientLogs, systemSettings } from '../../db/schema';

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

/** Stores one client failure log. */
export async function insertClientLog(db: Db, log: typeof clientLogs.$inferInsert): Promise<void> {
  await db.insert(clientLogs).values(log);
}
