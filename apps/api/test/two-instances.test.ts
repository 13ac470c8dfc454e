/**
 * Two API instances on one PostgreSQL database (DESIGN.md "Runtime shape": instances are
 * stateless, cross-instance events go through LISTEN/NOTIFY). Two buildApp instances, each over its own
 * pool and its own LISTEN connection, as two processes behind a load balancer would be.
 *
 * The database: a fresh one on the server of DATABASE_URL when set (CI runs the suite that way), else on
 * postgres://postgres@127.0.0.1:5432/test. This test is about PostgreSQL (PGlite is one process by design),
 * so it runs in both suite runs and fails, saying why, when no PostgreSQL is reachable: a silent skip
 * would hide that the multi-instance guarantees went unchecked.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { entrees, orders, stores } from '../src/db/schema';
import { type CreatedStore, createStore, orderBody, PEARL_MILK_TEA } from './factories';
import type { TestApp } from './helper';
import { nextIp, nextMobile, registerMember } from './member-factories';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Monday 2026-11-23 12:00 Asia/Taipei: every test store is open. */
const VISITOR_SECRET = randomBytes(32).toString('base64url');
const MONDAY_NOON = Date.parse('2026-11-23T12:00:00+08:00');

interface Instance {
  app: FastifyInstance;
  database: Database;
}

/** Polls `probe` until it returns true or `ms` pass; returns how long it took (ms), or Infinity. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start <= ms) {
    if (await probe()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 10));
  }
  return Number.POSITIVE_INFINITY;
}

describe('two API instances on one PostgreSQL database', () => {
  const name = `t2_${randomBytes(6).toString('hex')}`;
  let a: Instance;
  let b: Instance;
  let s: CreatedStore;
  let visitor = '';

  async function instance(url: string): Promise<Instance> {
    const database = await openDatabase({ url });
    // One visitor-cookie secret for every instance, as production must have (docs/deploy.md).
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      VISITOR_TOKEN_SECRET: VISITOR_SECRET,
    });
    const app = await buildApp({ config, db: database.db, serveWeb: false, now: () => MONDAY_NOON });
    await app.ready();
    return { app, database };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `two-instances.test.ts needs PostgreSQL: none reachable at ${ADMIN_URL} (${(error as Error).message}). ` +
          'Set DATABASE_URL to a server this user may create databases on.',
      );
    }
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    // Both at once on the empty database, as instances behind a load balancer start: the migration lock
    // (db/client.ts migrateOnce) lets one migrate while the other waits, then finds nothing to apply.
    [a, b] = await Promise.all([instance(url.toString()), instance(url.toString())]);
    s = await createStore(a.database.db);
    const first = await a.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
    visitor = first.cookies.find((c) => c.name === 'iding_visitor')!.value;
  }, 60_000);

  afterAll(async () => {
    for (const i of [a, b]) {
      if (!i) continue;
      await i.app.close();
      await i.database.close();
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    // Let the closed pools' connections go first: a forced drop would kill them mid-goodbye (unhandled).
    for (let n = 0; n < 50; n++) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (open.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('serves on B, within a second, a sold-out and a menu change written through A', async () => {
    const inventory = async () =>
      (await b.app.inject({ method: 'GET', url: `/api/inventory/${s.identifier}` })).json().entrees;
    const check = async () =>
      (await b.app.inject({ method: 'GET', url: `/api/menu/${s.identifier}/check` })).json().version;
    // B has the store row, menu and sold-out lists in memory.
    expect(await inventory()).toEqual([]);
    expect(await check()).toBe(1);

    const tea = s.entree[PEARL_MILK_TEA]!;
    await a.database.db.update(entrees).set({ soldOut: true }).where(eq(entrees.id, tea));
    const soldOutAfter = await within(1000, async () => (await inventory()).includes(tea));
    expect(soldOutAfter).toBeLessThan(1000);

    await a.database.db.update(stores).set({ menuVersion: 2 }).where(eq(stores.id, s.storeId));
    expect(await within(1000, async () => (await check()) === 2)).toBeLessThan(1000);
    const menu = await b.app.inject({ method: 'GET', url: `/api/menu/new/${s.identifier}` });
    expect(menu.json().version).toBe(2);

    await a.database.db.update(entrees).set({ soldOut: false }).where(eq(entrees.id, tea));
    expect(await within(1000, async () => (await inventory()).length === 0)).toBeLessThan(1000);
  });

  it('makes one order when one Idempotency-Key is submitted to both at once', async () => {
    const key = `two-instances-${randomBytes(4).toString('hex')}`;
    const submit = (i: Instance) =>
      i.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        payload: orderBody(s, { menu_version: 2 }),
        headers: { 'idempotency-key': key },
        cookies: { iding_visitor: visitor },
      });
    const [ra, rb] = await Promise.all([submit(a), submit(b)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 201]);
    expect(ra.json().id).toBe(rb.json().id);
    expect(await a.database.db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it('accepts on B a session created on A', async () => {
    const asTestApp = { app: a.app, db: a.database.db } as TestApp;
    const member = await registerMember(asTestApp);
    const me = await b.app.inject({ method: 'GET', url: '/api/user', headers: member.bearer });
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(me.json())).toContain(member.uid);
  });

  it('counts on B a rate limit spent on A', async () => {
    // POST /api/user/verify allows 10 a minute per client address (users.routes.ts).
    const remoteAddress = nextIp();
    const verify = (i: Instance) =>
      i.app.inject({
        method: 'POST',
        url: '/api/user/verify',
        payload: { phone: nextMobile() },
        remoteAddress,
      });
    for (let n = 0; n < 10; n++) expect((await verify(a)).statusCode).toBe(200);
    const refused = await verify(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });

  it('applies on B, within a second, busy mode set through A, and holds its cap across both', async () => {
    const busy = await createStore(a.database.db, { name: '50嵐 尖峰店' });
    const lead = async () =>
      (
        await b.app.inject({
          method: 'POST',
          url: '/api/orders/order/avail_time',
          payload: { identifier: busy.identifier, order_type: 0, total: 1 },
        })
      ).json().lead.start;
    expect(await lead()).toBe(10); // B has the store row in memory.
    await a.database.db
      .update(stores)
      .set({ busyMode: { enabled: true, extra_minutes: 30, slot_minutes: 30, slot_cap: 1 } })
      .where(eq(stores.id, busy.storeId));
    expect(await within(1000, async () => (await lead()) === 40)).toBeLessThan(1000);

    // Four submits for one slot, two through each instance: the slot takes one.
    const submit = (i: Instance) =>
      i.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        payload: orderBody(busy, { target_time: '2026-11-23 15:00:00' }),
      });
    const codes = (await Promise.all([submit(a), submit(b), submit(a), submit(b)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 422, 422, 422]);
  });
});
