/**
 * Group submit (ADR 006): the orders of one store and business day that arrive while an insert
 * for that store is in flight wait for it, then go to the database together in ONE statement and commit
 * (insertOrdersIfStoreUnchanged). An order's number has to wait for the commit of the order before it
 * (numbers are gap-free, so the day's counter row stays locked until COMMIT, and a commit waits for the disk);
 * batching lets one commit carry every order that queued behind it instead of one each. An order that
 * arrives when nothing is in flight goes at once, alone: no timer, no added latency.
 *
 * A batch that fails (a submit with the same key committed elsewhere meanwhile, or anything else) is split:
 * each of its orders is tried alone, so one order's failure is only that order's.
 */
import type { Db } from '../../db/client';
import { type BatchOrder, type InsertOrderOutcome, insertOrdersIfStoreUnchanged } from './orders.queries';

/** Most orders in one statement. */
const MAX_BATCH = 64;

/**
 * One macrotask between a lane's inserts (setImmediate: after the pending I/O), so the requests that arrived
 * meanwhile reach the lane and the next statement carries them all. Embedded PGlite needs it: it answers in
 * this thread, so while it inserts no request is read and, without the pause, every order went alone (one
 * statement and commit each); with 16 connections batches of up to 16 were measured, at about twice the
 * orders a second. On PostgreSQL the insert's network wait already lets orders queue; the pause costs
 * microseconds there.
 */
const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Waiting {
  entry: BatchOrder;
  resolve: (outcome: InsertOrderOutcome) => void;
  reject: (error: unknown) => void;
}

interface Lane {
  store: { id: number; rowVersion: string; businessDate: string };
  waiting: Waiting[];
}

/** Inserts orders through per-store lanes (see the file comment); one per app, built in app.ts (ADR 027). */
export interface OrderBatcher {
  /**
   * Inserts one order through its store's lane.
   * @returns what happened to the order; rejects with the database error when its insert failed alone.
   */
  submit(
    store: { id: number; rowVersion: string; businessDate: string },
    entry: BatchOrder,
  ): Promise<InsertOrderOutcome>;
}

/** The order batcher of an app over `db`. */
export function createOrderBatcher(db: Db): OrderBatcher {
  /** Lanes in flight, keyed store id | business date | row version. */
  const byKey = new Map<string, Lane>();
  return {
    submit(store, entry) {
      const key = `${store.id}|${store.businessDate}|${store.rowVersion}`;
      return new Promise((resolve, reject) => {
        const lane = byKey.get(key);
        if (lane) {
          lane.waiting.push({ entry, resolve, reject });
          return;
        }
        const fresh: Lane = { store, waiting: [] };
        byKey.set(key, fresh);
        void drain(db, byKey, key, fresh, [{ entry, resolve, reject }]);
      });
    },
  };
}

async function drain(db: Db, byKey: Map<string, Lane>, key: string, lane: Lane, first: Waiting[]) {
  let batch = first;
  while (batch.length > 0) {
    await run(db, lane.store, batch);
    await nextMacrotask();
    batch = lane.waiting.splice(0, MAX_BATCH);
  }
  byKey.delete(key);
}

async function run(db: Db, store: Lane['store'], batch: Waiting[]): Promise<void> {
  try {
    const outcomes = await insertOrdersIfStoreUnchanged(
      db,
      store,
      batch.map((w) => w.entry),
    );
    for (const [i, w] of batch.entries()) w.resolve(outcomes[i]!);
  } catch (error) {
    if (batch.length === 1) {
      batch[0]!.reject(error);
      return;
    }
    for (const w of batch) await run(db, store, [w]);
  }
}
