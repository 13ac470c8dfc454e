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
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
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

export { DataDirLockedError };

/**
 * A node-postgres pool (10 connections) that survives connections the server ends: PostgreSQL restarting, an
 * administrator terminating a backend, or a database dropped while a closing client still has its socket open
 * all arrive as an 'error' event on the client or the pool, and with no listener Node would end the whole
 * process. A query in flight still rejects with the error and the pool replaces the broken client, so a
 * warning (the SQLSTATE only, never data) is all that is left to do.
 */
export function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const warn = (error: Error & { code?: string }) =>
    console.warn(`PostgreSQL connection ended by the server (${error.code ?? error.message})`);
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  return pool;
}

/** pg_advisory_lock key of the migrations ("idingmig" in ASCII): one instance migrates at a time. */
const MIGRATION_LOCK = 0x6964696e676d6967n;

/**
 * Runs `migrate` while holding a session advisory lock on a connection of its own: instances
 * started together on one PostgreSQL otherwise both find a migration unapplied and both run it, and the
 * second fails (relation already exists). The others wait, then find nothing left to apply. The lock goes
 * with the session, so a crashed migrator does not leave it held.
 */
export async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
    }
  } finally {
    lock.release();
  }
}

/**
 * Opens the database and applies migrations.
 * @param opts.url PostgreSQL URL; when absent PGlite is used.
 * @param opts.dataDir PGlite directory; `memory://` (default in tests) keeps it in memory.
 * @throws DataDirLockedError when a second process points at the same PGlite directory.
 */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = createPool(opts.url);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateOnce(pool, () => migratePg(db as never, { migrationsFolder: MIGRATIONS }));
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const dataDir = opts.dataDir ?? 'memory://';
  let release: (() => void) | undefined;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    // Two PGlite processes on one directory corrupt it silently (DESIGN.md), so hold an exclusive lock that
    // a dead holder does not keep (data-dir-lock.ts).
    release = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm backs store search (migration 0003).
    client = await PGlite.create({
      dataDir: dataDir === 'memory://' ? undefined : path.join(dataDir, 'pg'),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close();
      try {
        release?.();
      } catch {
        // The file is gone already; nothing to release.
      }
    },
  };
}
