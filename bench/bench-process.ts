/**
 * The bench server as a child process, and a throwaway PostgreSQL database, for the bench scripts
 * (bench/api.bench.ts, bench/events.bench.ts): the load generator and the server never share an event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

/** Admin URL of the PostgreSQL the benches create their databases on (BENCH_PG_URL). */
export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A running bench server (bench/bench-server.ts). */
export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** The store the bench orders from (24-hour demo store). */
  identifier: string;
  /** pglite | postgres */
  kind: string;
  /** Bytes of the cached menu payload. */
  menuBytes: number;
}

/**
 * Starts bench/bench-server.ts on a free port over a fresh database (PGlite when `databaseUrl` is unset) and
 * resolves once it printed READY. `env` adds to the child's environment.
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('bench/bench-server.ts')], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const m = /^READY (\d+) (\S+) (\S+) (\d+)$/.exec(line);
    if (m) {
      return {
        child,
        base: `http://127.0.0.1:${m[1]}`,
        identifier: m[2]!,
        kind: m[3]!,
        menuBytes: Number(m[4]),
      };
    }
  }
  throw new Error('bench server exited before it was ready');
}

/** Stops a bench server and waits for it to exit. */
export async function stopBenchServer(server: BenchServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * Runs `fn` with the URL of a fresh PostgreSQL database, dropped afterwards; null (and a printed line) when
 * PostgreSQL is unreachable.
 */
export async function withPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL unreachable at ${PG_ADMIN} (${(error as Error).message}); skipped`);
    return null;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The menu's shape the benches read (GET /api/menu/new/{sid}). */
interface BenchMenu {
  version: number;
  categories: {
    entrees: {
      id: string;
      option_groups: { min: number; options: { id: string }[] }[];
    }[];
  }[];
}

/** A valid one-drink cart: the first entree with option groups, every required group filled with its first options. */
export function oneDrinkCart(menu: BenchMenu) {
  const entree = menu.categories.flatMap((c) => c.entrees).find((e) => e.option_groups.length > 0)!;
  const options = entree.option_groups
    .filter((g) => g.min > 0)
    .flatMap((g) => g.options.slice(0, g.min).map((o) => ({ id: o.id, quantity: 1 })));
  return { items: [{ id: entree.id, quantity: 1, memo: '', options }] };
}

/** A takeaway cash check_order body for one drink at store `identifier` (spec §7); an order adds the contact. */
export function takeawayCheckBody(identifier: string, menu: BenchMenu) {
  return {
    app_version: 'iDing 2.8.7',
    device_id: 'WEB',
    identifier,
    menu_version: menu.version,
    order_type: 0,
    payment_type: 0,
    target_time: null,
    coupons: [],
    custom_item_ids: [],
    cart: oneDrinkCart(menu),
  };
}
