/**
 * Test app on a fresh database per test file (DESIGN.md "tests"): in-memory PGlite by default, or a
 * fresh schema on PostgreSQL when DATABASE_URL is set (CI runs the suite a second time that way).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { type AppState, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/client';
import type { ImageStore } from '../src/providers/image-store/index';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /**
   * What the app holds in memory (`app.state`, built by buildApp as in production; ADR 027): a test that calls
   * a service directly hands it these, so the service and the app's routes share one set of caches and queues.
   */
  state: AppState;
  /** Sets the clock the app sees (epoch ms). */
  setNow(ms: number): void;
  close(): Promise<void>;
}

/**
 * Builds the whole app over a fresh empty database.
 * With DATABASE_URL, a new database `t_<random>` is created on that server and dropped on close.
 */
export async function buildTestApp(
  opts: {
    now?: number;
    controlToken?: string;
    webRoot?: string;
    env?: Record<string, string>;
    /** Image store of the app (default: the configured one, IMAGE_STORE / DATA_DIR of `env`). */
    images?: ImageStore;
  } = {},
): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (baseUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase({ url, dataDir: 'memory://' });
  let now = opts.now ?? Date.now();
  // Tests place many orders from one client: the order rate limits are off unless a test sets a figure
  // (security-order-limits.test.ts); the cap on open orders paid at the store is on, as always.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ORDER_RATE_LIMIT: '0', ...opts.env });
  const app = await buildApp({
    config,
    db: database.db,
    serveWeb: opts.webRoot != null,
    webRoot: opts.webRoot,
    now: () => now,
    controlToken: opts.controlToken,
    images: opts.images,
  });
  if (database.kind === 'postgres') {
    // Tests write through the raw handle and then request. On PGlite a store-change notification is handled
    // before the write returns; on PostgreSQL it arrives asynchronously (db/change-events.ts), so each test
    // request first waits until every change committed before it has been delivered.
    // apps/api/test/two-instances.test.ts shows the real, unsynchronised delivery between instances.
    app.addHook('onRequest', async () => app.state.storeChanges.settled());
  }
  await app.ready();
  return {
    app,
    db: database.db,
    state: app.state,
    setNow(ms) {
      now = ms;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
    },
  };
}

/**
 * Asserts an API refusal (ADR 001, DESIGN.md errors): HTTP `status`, a body of exactly {status, message, code}
 * with that status and code, and a zh-TW message. Returns the message.
 */
export function expectRefusal(
  res: { statusCode: number; json(): Record<string, unknown> },
  status: number,
  code: string,
): string {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ status, code });
  expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  // An error body carries nothing but the error.
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
  return body.message as string;
}
