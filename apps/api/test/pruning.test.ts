/**
 * Bounded tables: client failure logs past their retention or beyond the row cap, and
 * rate-limit counters whose window is long over, are deleted; recent rows stay. The job runs at start and
 * periodically, and stops on close.
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clientLogs,
  guestOrderGrants,
  rateLimits,
  staffKnownAddresses,
  staffLoginFailures,
  staffPasswordLinks,
} from '../src/db/schema';
import { addStaff } from '../src/modules/staff/add-staff';
import { STAFF_LOGIN_LIMITS } from '../src/modules/staff/manage-staff-session';
import { type PruneLimits, pruneTables, startPruning } from '../src/modules/system/prune-tables';
import { PRUNE_BATCH_ROWS } from '../src/modules/system/system.queries';
import { createStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';

const NOW = Date.parse('2026-11-23T04:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const LIMITS: PruneLimits = {
  clientLogRetentionDays: 30,
  clientLogMaxRows: 1000,
  rateLimitRetentionHours: 24,
};

describe('pruning client logs and rate-limit counters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.db.delete(clientLogs);
    await t.db.delete(rateLimits);
  });

  const log = (name: string, ageMs: number) =>
    t.db.insert(clientLogs).values({ name, method: 'GET', data: '{}', createdAt: new Date(NOW - ageMs) });
  const counter = (key: string, ageMs: number) =>
    t.db.insert(rateLimits).values({ key, windowStart: NOW - ageMs, count: 3 });
  const logNames = async () =>
    (await t.db.select({ name: clientLogs.name }).from(clientLogs).orderBy(asc(clientLogs.id))).map(
      (r) => r.name,
    );
  const counterKeys = async () =>
    (await t.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(asc(rateLimits.key))).map(
      (r) => r.key,
    );

  it('deletes client logs older than the retention and counters older than theirs, keeping recent ones', async () => {
    await log('old', 31 * DAY);
    await log('recent', 29 * DAY);
    await log('today', 60_000);
    await counter('old', 25 * HOUR);
    await counter('current', 60_000);
    await counter('earlier-today', 23 * HOUR);

    expect(await pruneTables(t.db, LIMITS, NOW)).toEqual({
      clientLogs: 1,
      rateLimits: 1,
      deliveryQuotes: 0,
      staffLogins: 0,
      guestOrderGrants: 0,
    });
    expect(await logNames()).toEqual(['recent', 'today']);
    expect(await counterKeys()).toEqual(['current', 'earlier-today']);
    // Nothing more to do on a second run.
    expect(await pruneTables(t.db, LIMITS, NOW)).toEqual({
      clientLogs: 0,
      rateLimits: 0,
      deliveryQuotes: 0,
      staffLogins: 0,
      guestOrderGrants: 0,
    });
  });

  it('keeps only the newest CLIENT_LOG_MAX_ROWS client logs', async () => {
    for (const name of ['a', 'b', 'c', 'd', 'e']) await log(name, 60_000);
    expect(await pruneTables(t.db, { ...LIMITS, clientLogMaxRows: 3 }, NOW)).toEqual({
      clientLogs: 2,
      rateLimits: 0,
      deliveryQuotes: 0,
      staffLogins: 0,
      guestOrderGrants: 0,
    });
    expect(await logNames()).toEqual(['c', 'd', 'e']);
  });

  it('deletes console login failures past the alert period and addresses unused for 90 days', async () => {
    const store = await createStore(t.db);
    const { staffId: id } = await addStaff(t.db, {
      account: '0977000111',
      storeIdentifier: store.identifier,
      role: 'owner',
      password: 'owner-pass-1',
    });
    const window = STAFF_LOGIN_LIMITS.windowMs;
    await t.db.insert(staffLoginFailures).values([
      { staffId: id, addressHash: 'old', windowStart: NOW - 2 * DAY, failures: 5 },
      { staffId: id, addressHash: 'recent', windowStart: NOW - window, failures: 5 },
    ]);
    await t.db.insert(staffKnownAddresses).values([
      { staffId: id, addressHash: 'old', lastLoginAt: new Date(NOW - 91 * DAY) },
      { staffId: id, addressHash: 'recent', lastLoginAt: new Date(NOW - 89 * DAY) },
    ]);
    expect((await pruneTables(t.db, LIMITS, NOW)).staffLogins).toBe(2);
    const hashes = async (table: typeof staffLoginFailures | typeof staffKnownAddresses) =>
      (await t.db.select({ h: table.addressHash }).from(table)).map((r) => r.h);
    expect(await hashes(staffLoginFailures)).toEqual(['recent']);
    expect(await hashes(staffKnownAddresses)).toEqual(['recent']);
  });

  it('deletes one-time password links a day past their expiry, used or not', async () => {
    const store = await createStore(t.db);
    const { staffId } = await addStaff(t.db, {
      account: '0977000222',
      storeIdentifier: store.identifier,
      role: 'staff',
      password: 'staff-pass-1',
    });
    const link = (hash: string, expiresAt: number, usedAt: number | null = null) => ({
      staffId,
      storeId: store.storeId,
      tokenHash: hash,
      expiresAt: new Date(expiresAt),
      usedAt: usedAt === null ? null : new Date(usedAt),
    });
    await t.db
      .insert(staffPasswordLinks)
      .values([
        link('old', NOW - 2 * DAY),
        link('old-used', NOW - 2 * DAY, NOW - 3 * DAY),
        link('just-expired', NOW - DAY / 2),
        link('live', NOW + DAY),
      ]);
    expect((await pruneTables(t.db, LIMITS, NOW)).staffLogins).toBe(2);
    const left = await t.db.select({ h: staffPasswordLinks.tokenHash }).from(staffPasswordLinks);
    expect(left.map((r) => r.h).sort()).toEqual(['just-expired', 'live']);
  });

  it('deletes 查詢訂單 grants once expired, keeping live ones (ADR 028)', async () => {
    const store = await createStore(t.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(store),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const grant = (visitorTokenHash: string, expiresAt: number) => ({
      visitorTokenHash,
      orderId,
      grantedAt: new Date(NOW - 30 * DAY),
      expiresAt: new Date(expiresAt),
    });
    await t.db.insert(guestOrderGrants).values([grant('expired', NOW - 1), grant('live', NOW + DAY)]);
    expect((await pruneTables(t.db, LIMITS, NOW)).guestOrderGrants).toBe(1);
    const left = await t.db.select({ h: guestOrderGrants.visitorTokenHash }).from(guestOrderGrants);
    expect(left.map((r) => r.h)).toEqual(['live']);
  });

  it('deletes more rows than one batch', async () => {
    const n = PRUNE_BATCH_ROWS * 2 + 7;
    const old = new Date(NOW - 40 * DAY).toISOString();
    await t.db.execute(sql`
      insert into client_logs (name, method, data, created_at)
      select 'bulk', 'GET', '{}', ${old}::timestamptz from generate_series(1, ${n})
    `);
    await log('recent', DAY);
    expect((await pruneTables(t.db, LIMITS, NOW)).clientLogs).toBe(n);
    expect(await logNames()).toEqual(['recent']);
  });

  it('runs at start and every interval until stopped', async () => {
    await log('old-1', 31 * DAY);
    const results: number[] = [];
    const job = startPruning({
      db: t.db,
      limits: LIMITS,
      intervalMs: 50,
      now: () => NOW,
      onResult: (r) => results.push(r.clientLogs),
      onError: (e) => {
        throw e;
      },
    });
    try {
      await expect.poll(logNames, { timeout: 5000 }).toEqual([]);
      await log('old-2', 31 * DAY);
      await expect.poll(logNames, { timeout: 5000 }).toEqual([]);
    } finally {
      await job.stop();
    }
    expect(results.filter((n) => n > 0)).toEqual([1, 1]);
    await log('old-3', 31 * DAY);
    await new Promise((r) => setTimeout(r, 200));
    expect(await logNames()).toEqual(['old-3']);
  });
});
