/**
 * db/relaxed-commit.ts: a statement carrying RELAXED_COMMIT commits without waiting for the
 * disk, and only that statement: the pooled connection's next statements (an order, a settlement) wait as
 * before. Runs on PGlite and, in CI's second run, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_COMMIT } from '../src/db/relaxed-commit';
import { countRequest } from '../src/lib/request-counter';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setting = async (q = sql`select current_setting('synchronous_commit') as v`) =>
  ((await t.db.execute(q)) as unknown as { rows: { v: string }[] }).rows[0]!.v;

describe('relaxed commit', () => {
  it('is off inside the statement and on again for every later statement', async () => {
    expect(await setting()).toBe('on');
    expect(await setting(sql`select current_setting('synchronous_commit') as v from ${RELAXED_COMMIT}`)).toBe(
      'off',
    );
    // Every connection of the pool (10 on PostgreSQL) still commits durably afterwards.
    const after = await Promise.all(Array.from({ length: 12 }, () => setting()));
    expect(new Set(after)).toEqual(new Set(['on']));
  });

  it('counts rate-limit requests the same way relaxed or not', async () => {
    const now = Date.parse('2026-11-26T12:00:30Z');
    expect((await countRequest(t.db, 'k', 60_000, now, { relaxed: true })).current).toBe(1);
    expect((await countRequest(t.db, 'k', 60_000, now + 1000)).current).toBe(2);
    expect((await countRequest(t.db, 'k', 60_000, now + 2000, { relaxed: true })).current).toBe(3);
    // A new window starts again at 1.
    expect((await countRequest(t.db, 'k', 60_000, now + 60_000, { relaxed: true })).current).toBe(1);
    expect(await setting()).toBe('on');
  });

  it('relaxes only its own transaction when a caller wraps it in one, which commits as a whole', async () => {
    const inside = await t.db.transaction(async (tx) => {
      await countRequest(tx, 'tx-key', 60_000, Date.now(), { relaxed: true });
      return (
        (await tx.execute(sql`select current_setting('synchronous_commit') as v`)) as unknown as {
          rows: { v: string }[];
        }
      ).rows[0]!.v;
    });
    // (Why callers must not: the whole transaction is relaxed. Documented in relaxed-commit.ts.)
    expect(inside).toBe('off');
    expect(await setting()).toBe('on');
  });
});
