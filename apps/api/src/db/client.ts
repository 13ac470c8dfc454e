/**
 * Database connection: PostgreSQL when DATABASE_URL is set, else embedded PGlite (DESIGN.md "Runtime shape").
 * Both run the committed drizzle-kit migrations on open.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction of `Db`: the argument `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a query that may run inside or outside a transaction takes: `Db` and `Tx` both satisfy it, so the
 * caller decides whether the query joins its transaction.
 */
export type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Thrown when another process already holds the PGlite data directory. */
export class DataDirLockedError extends Error {}

/**
 * Opens the database and applies migrations.
 * @param opts.url PostgreSQL URL; when absent PGlite is used.
 * @param opts.dataDir PGlite directory; `memory://` (default in tests) keeps it in memory.
 * @throws DataDirLockedError when a second process points at the same PGlite directory.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS });
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const dataDir = opts.dataDir ?? 'memory://';
  let release: (() => Promise<void>) | undefined;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // Two PGlite processes on one directory corrupt it silently (DESIGN.md), so hold an exclusive lock.
      release = await lockfile.lock(dataDir, {
        stale: 15_000,
        update: 5_000,
        lockfilePath: path.join(dataDir, '.lock'),
      });
    } catch {
      throw new DataDirLockedError(
        `Data directory ${path.resolve(dataDir)} is in use by another process. ` +
          'Stop the other server first, or start this one with another DATA_DIR (or DATABASE_URL).',
      );
    }
  }
  // pg_trgm backs store search (migration 0003).
  const client = await PGlite.create({
    dataDir: dataDir === 'memory://' ? undefined : path.join(dataDir, 'pg'),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close();
      await release?.().catch(() => {});
    },
  };
}
