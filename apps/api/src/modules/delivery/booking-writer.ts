/**
 * Records the couriers booked for orders just placed (issue #12 §5: a 外送 order costs about what a takeaway
 * one does): each order's delivery row was written with the order (migration 0021), and the booking made
 * after the commit fills in the platform's id. Bookings that finish while such a write is in flight wait
 * for it and then go together in ONE statement (as order-batcher.ts groups order inserts; ADR 006), so a
 * burst of 外送 orders costs one write, and on PostgreSQL one commit, per group rather than per order. A
 * booking that finds nothing in flight is written at once (no timer).
 */
import type { Db } from '../../db/client';
import { type BookedFill, fillBookedDeliveries } from './delivery.queries';

/** Most bookings in one statement. */
const MAX_BATCH = 64;

interface Waiting {
  fill: BookedFill;
  resolve: (filled: boolean) => void;
  reject: (error: unknown) => void;
}

interface Lane {
  waiting: Waiting[];
}

/** The lane in flight per database. */
const lanes = new WeakMap<Db, Lane>();

/**
 * Fills in the booked courier of an order whose delivery row the order insert wrote.
 * @returns false when the row was not there to fill (no row, another quote, or booked already).
 */
export function writeBookedDelivery(db: Db, fill: BookedFill): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const lane = lanes.get(db);
    if (lane) {
      lane.waiting.push({ fill, resolve, reject });
      return;
    }
    const fresh: Lane = { waiting: [] };
    lanes.set(db, fresh);
    void drain(db, fresh, [{ fill, resolve, reject }]);
  });
}

async function drain(db: Db, lane: Lane, first: Waiting[]): Promise<void> {
  let batch = first;
  while (batch.length > 0) {
    await run(db, batch);
    batch = lane.waiting.splice(0, MAX_BATCH);
  }
  lanes.delete(db);
}

async function run(db: Db, batch: Waiting[]): Promise<void> {
  try {
    const filled = await fillBookedDeliveries(
      db,
      batch.map((w) => w.fill),
    );
    for (const w of batch) w.resolve(filled.has(w.fill.orderId));
  } catch (error) {
    // A failed batch is tried order by order, so a failure stays the failing order's.
    if (batch.length === 1) {
      batch[0]!.reject(error);
      return;
    }
    for (const w of batch) await run(db, [w]);
  }
}
