/** The health check's one query (issue #10 §4 health checks). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Runs `select 1`; rejects when the database cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
