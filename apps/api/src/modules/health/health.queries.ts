/** The health check's one query (docs/deploy.md "Health checks"). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Runs `select 1`; rejects when the database cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
