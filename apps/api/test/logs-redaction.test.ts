/**
 * Error logs carry no personal data (DESIGN.md "Security and integrity"): when a database call
 * fails, the log has the SQLSTATE, the SQL text and the request's method and route, never the bound
 * parameters (name, phone, memo), the driver's detail or Drizzle's "params: …" message.
 */
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { serializeError } from '../src/plugins/error-handler';
import { type CreatedStore, createStore, orderBody } from './factories';

const NAME = '林美玲';
const PHONE = '0987654321';
const MEMO = '放在警衛室旁邊的信箱';

describe('error logs without personal data', () => {
  let database: Database;
  let app: FastifyInstance;
  let store: CreatedStore;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    store = await createStore(database.db);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
      db: database.db,
      serveWeb: false,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
    // Every new order now fails inside the INSERT whose parameters hold the diner's name, phone and memo.
    await database.db.execute(sql`alter table orders add constraint forced_failure check (false) not valid`);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('logs a failed order insert with code, SQL, method and route but no name, phone or memo', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(store, { name: NAME, phone: PHONE, memo: MEMO }),
      headers: { 'idempotency-key': 'log-redaction-1' },
      cookies: { iding_visitor: 'v'.repeat(43) },
    });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('');
    for (const secret of [NAME, PHONE, PHONE.slice(1), MEMO, 'params']) {
      expect(logged).not.toContain(secret);
    }
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry).toBeDefined();
    expect(entry.method).toBe('POST');
    expect(entry.route).toBe('/api/orders/order');
    expect(entry.err.code).toBe('23514');
    expect(entry.err.constraint).toBe('forced_failure');
    // The order insert is a SQL function (db/functions); its rows (name, phone, memo) travel as parameters.
    expect(entry.err.query).toMatch(/insert_orders_if_store_unchanged\(/);
  });

  it('serializes a wrapped driver error without params, detail or the message that quotes a value', () => {
    const driver = Object.assign(new Error('invalid input syntax for type uuid: "0912345678"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Key (phone)=(0912345678) already exists.',
      table: 'users',
    });
    const wrapped = new DrizzleQueryError(
      'select * from users where phone = $1 and name = $2',
      ['0912345678', '王小明'],
      driver,
    );
    const out = serializeError(wrapped);
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      code: '22P02',
      table: 'users',
      query: 'select * from users where phone = $1 and name = $2',
    });
    const text = JSON.stringify(out);
    expect(text).not.toContain('0912345678');
    expect(text).not.toContain('王小明');
    expect(text).not.toContain('detail');
    // An ordinary error keeps its message, code and stack.
    const plain = serializeError(Object.assign(new Error('boom'), { code: 'E_X', secret: 'x' }));
    expect(plain).toMatchObject({ type: 'Error', message: 'boom', code: 'E_X' });
    expect(plain).not.toHaveProperty('secret');
  });
});
