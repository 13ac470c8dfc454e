/**
 * Live order events across two API instances on one PostgreSQL database (docs/ARCHITECTURE.md
 * "Runtime shape": on PostgreSQL the events go through LISTEN/NOTIFY, so two API instances on one database
 * both deliver every event).
 * A board streaming from instance B receives, within a second, a new order placed through A and a staff
 * action taken through A (the stream's safety-net poll runs every 5 s, so only the notification can make it).
 * Needs PostgreSQL like two-instances.test.ts (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test);
 * fails, saying why, when none is reachable.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { addStaff } from '../src/modules/staff/add-staff';
import { type CreatedStore, createStore, orderBody } from './factories';
import { readEventStream } from './sse-client';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const VISITOR_SECRET = randomBytes(32).toString('base64url');
const MONDAY_NOON = Date.parse('2026-11-23T12:00:00+08:00');
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };

interface Instance {
  app: FastifyInstance;
  database: Database;
}

describe('board events on two API instances (PostgreSQL LISTEN/NOTIFY)', () => {
  const name = `t2c_${randomBytes(6).toString('hex')}`;
  let a: Instance;
  let b: Instance;
  let s: CreatedStore;
  let cookie = '';
  let baseB = '';

  async function instance(url: string): Promise<Instance> {
    const database = await openDatabase({ url });
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
        `console-two-instances.test.ts needs PostgreSQL: none reachable at ${ADMIN_URL} (${(error as Error).message}).`,
      );
    }
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    a = await instance(url.toString());
    b = await instance(url.toString());
    s = await createStore(a.database.db);
    await addStaff(a.database.db, {
      account: '0911000111',
      storeIdentifier: s.identifier,
      role: 'owner',
      password: 'owner-pass-1',
    });
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: WRITE,
      payload: { account: '0911000111', password: 'owner-pass-1' },
    });
    cookie = login.cookies.find((c) => c.name === 'iding_console')!.value;
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.server.address();
    baseB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);

  afterAll(async () => {
    for (const i of [a, b]) {
      if (!i) continue;
      await i.app.close();
      await i.database.close();
    }
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
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

  it('delivers on B, within a second each, an order placed and accepted through A', async () => {
    const place = async () => {
      const placed = await a.app.inject({ method: 'POST', url: '/api/orders/order', payload: orderBody(s) });
      expect(placed.statusCode).toBe(201);
      return placed.json().id as string;
    };
    // An order from before the board opens: the stream's first catch-up read sends it. Once it has arrived,
    // that read is over, so what follows can only come by notification (or the 5 s poll, too late to count).
    const earlier = await place();
    const controller = new AbortController();
    const res = await fetch(`${baseB}/api/console/stores/${s.identifier}/events?last_event_id=0`, {
      headers: { cookie: `iding_console=${cookie}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const stream = readEventStream<{ kind: string; order_id: string }>(res);
    const kindsOf = (events: { data: { kind: string; order_id: string } }[]) =>
      events.map((e) => [e.data.kind, e.data.order_id]);
    expect(kindsOf(await stream.received(1, 5000))).toEqual([['created', earlier]]);

    const id = await place();
    const t0 = Date.now();
    expect(kindsOf(await stream.received(2, 1000))).toEqual([
      ['created', earlier],
      ['created', id],
    ]);
    expect(Date.now() - t0).toBeLessThan(1000);

    const accepted = await a.app.inject({
      method: 'POST',
      url: `/api/console/stores/${s.identifier}/orders/${id}/accept`,
      headers: WRITE,
      cookies: { iding_console: cookie },
      payload: { estimate_minutes: 10 },
    });
    expect(accepted.statusCode).toBe(200);
    const t1 = Date.now();
    expect(kindsOf(await stream.received(3, 1000))).toEqual([
      ['created', earlier],
      ['created', id],
      ['accept', id],
    ]);
    expect(Date.now() - t1).toBeLessThan(1000);
    await stream.close();
    controller.abort();
  });
});
