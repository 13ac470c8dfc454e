/**
 * Books the couriers of placed 外送 orders off the request path (a 外送 order costs about what a
 * takeaway one does; ADR 006 外送). The order's statement recorded its quote (orders.quote_id),
 * which is the durable "to book" state: this queue books it through the delivery adapter (never a faked
 * success, DESIGN.md) within BOOKING_GATHER_MS (200 ms) of the commit, and writes the answers of the whole
 * batch, booked and refused, as the orders' deliveries rows in ONE statement: each row is written once. Orders
 * a crash or restart left without an answer are queued again by the orders module's booking job
 * (orders/book-pending-deliveries.ts) at start and every minute.
 *
 * Outcomes per order, as when the request booked it itself:
 * - booked: the row gets the platform's id and reads as PENDING (等待外送員);
 * - refused by the platform: the row is written refused (booking_refused_at, no platform id) and reads as no
 *   delivery (the order page says 尚未安排外送員); the failure goes to `onError` for the operator;
 * - called off meanwhile (the order was cancelled while its booking was under way: cancel-delivery.ts wrote
 *   its row CANCELED): the write leaves that row and the courier just booked is called off again.
 * A batch whose write fails leaves its orders without a row: the booking job picks them up (the platform books
 * idempotently per order id).
 */
import { findCancelReason } from '@iding/domain';
import type { Db } from '../../db/client';
import type { DeliveryProvider, PickupPlace } from '../../providers/delivery/index';
import {
  type BookingOutcome,
  findDeliveryRow,
  findUnbookedDeliveries,
  insertBookingOutcomes,
  type QuoteRow,
} from './delivery.queries';

/** What booking one order's courier needs: all of it known when the order was placed. */
export interface BookingRequest {
  orderId: string;
  /** spec §3 Delivery provider that quoted it (the order's quote, orders.quote_id). */
  provider: number;
  /** The quoted fee and ETA the delivery row records: cents of TWD, minutes. */
  feeCents: number;
  etaMinutes: number;
  providerQuoteId: string | null;
  pickup: PickupPlace;
  dropoff: { city: string; district: string; address: string; floor: string };
  recipient: { name: string; phone: string };
  /** The order total the quote was asked for, cents of TWD (the platform's manifest value). */
  totalCents: number;
}

/** How long the first booking waits for others to go in the same write (off the request path). */
export const BOOKING_GATHER_MS = 200;
/** Most bookings per write. */
const MAX_BATCH = 128;

interface Entry {
  request: BookingRequest;
  provider: DeliveryProvider;
  onError: (error: unknown) => void;
  done: Promise<void>;
  resolve: () => void;
}

interface Lane {
  waiting: Map<string, Entry>;
  inFlight: Map<string, Entry>;
  timer: NodeJS.Timeout | null;
  draining: Promise<void> | null;
}

/** The courier bookings queued in this process (see the file comment); one per app, built in app.ts (ADR 027). */
export interface BookingQueue {
  /**
   * Queues the courier booking of a committed 外送 order; returns at once (the booking runs within
   * BOOKING_GATHER_MS). An order already queued or being booked in this process is not queued twice.
   * @param onError told of a refused booking or a failed write (never throws).
   */
  queue(provider: DeliveryProvider, request: BookingRequest, onError?: (error: unknown) => void): void;
  /**
   * Resolves once the order's booking queued in this process has finished (booked, refused or called off), or
   * after `maxMs` (default 2000); at once when none is queued. The order page waits on it, so the diner who
   * just sent the order sees their courier rather than "not arranged yet".
   */
  settled(orderId: string, maxMs?: number): Promise<void>;
  /** Resolves once every booking queued in this process has finished (app close; tests). */
  allSettled(): Promise<void>;
  /** True while the order's booking is queued or under way in this process (the booking job skips it). */
  isQueued(orderId: string): boolean;
}

/** The booking queue of an app over `db`. */
export function createBookingQueue(db: Db): BookingQueue {
  const lane: Lane = { waiting: new Map(), inFlight: new Map(), timer: null, draining: null };
  return {
    queue(provider, request, onError = () => {}) {
      if (lane.waiting.has(request.orderId) || lane.inFlight.has(request.orderId)) return;
      let resolve!: () => void;
      const done = new Promise<void>((r) => {
        resolve = r;
      });
      lane.waiting.set(request.orderId, { request, provider, onError, done, resolve });
      if (!lane.timer && !lane.draining) {
        lane.timer = setTimeout(() => startDrain(db, lane), BOOKING_GATHER_MS);
        lane.timer.unref();
      }
    },
    async settled(orderId, maxMs = 2000) {
      const entry = lane.waiting.get(orderId) ?? lane.inFlight.get(orderId);
      if (!entry) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        entry.done,
        new Promise<void>((r) => {
          timer = setTimeout(r, maxMs);
        }),
      ]);
      clearTimeout(timer);
    },
    async allSettled() {
      while (lane.waiting.size > 0 || lane.inFlight.size > 0) {
        if (!lane.draining) startDrain(db, lane);
        await lane.draining;
      }
    },
    isQueued(orderId) {
      return lane.waiting.has(orderId) || lane.inFlight.has(orderId);
    },
  };
}

/** Drains now; what arrives while it runs goes in its next batch, and anything left then starts it again. */
function startDrain(db: Db, lane: Lane): void {
  if (lane.timer) clearTimeout(lane.timer);
  lane.timer = null;
  lane.draining = drain(db, lane).finally(() => {
    lane.draining = null;
    if (lane.waiting.size > 0) startDrain(db, lane);
  });
}

async function drain(db: Db, lane: Lane): Promise<void> {
  while (lane.waiting.size > 0) {
    const batch: Entry[] = [];
    for (const [orderId, entry] of lane.waiting) {
      if (batch.length >= MAX_BATCH) break;
      lane.waiting.delete(orderId);
      lane.inFlight.set(orderId, entry);
      batch.push(entry);
    }
    try {
      await book(db, batch);
    } catch (error) {
      for (const entry of batch) entry.onError(error);
    } finally {
      for (const entry of batch) {
        lane.inFlight.delete(entry.request.orderId);
        entry.resolve();
      }
    }
  }
}

/** What a booking's row takes from its order and quote (BookingOutcome without the platform's answer). */
type BookingRow = Pick<BookingOutcome, 'orderId' | 'provider' | 'feeCents' | 'etaMinutes'>;

/** The row of a booking refused at `at`: no platform id, and not tried again. */
function refusedOutcome(row: BookingRow, at: Date): BookingOutcome {
  return { ...row, providerDeliveryId: null, trackingUrl: null, refusedAt: at, at };
}

/** Books a batch with the platform (concurrently), then records every answer in one write. */
async function book(db: Db, batch: Entry[]): Promise<void> {
  const answered: { entry: Entry; outcome: BookingOutcome }[] = [];
  await Promise.all(
    batch.map(async (entry) => {
      const r = entry.request;
      const row: BookingRow = {
        orderId: r.orderId,
        provider: r.provider,
        feeCents: r.feeCents,
        etaMinutes: r.etaMinutes,
      };
      try {
        const result = await entry.provider.createDelivery({
          orderId: r.orderId,
          providerQuoteId: r.providerQuoteId,
          pickup: r.pickup,
          dropoff: r.dropoff,
          recipient: r.recipient,
          total: r.totalCents / 100,
        });
        const outcome = {
          ...row,
          providerDeliveryId: result.providerDeliveryId,
          trackingUrl: result.trackingUrl,
          refusedAt: null,
          at: new Date(),
        };
        answered.push({ entry, outcome });
      } catch (error) {
        entry.onError(error);
        answered.push({ entry, outcome: refusedOutcome(row, new Date()) });
      }
    }),
  );
  try {
    const written = await insertBookingOutcomes(
      db,
      answered.map((a) => a.outcome),
    );
    for (const { entry, outcome } of answered) {
      if (outcome.providerDeliveryId !== null && !written.has(outcome.orderId)) {
        await callOffIfNotTheRows(db, entry, outcome.providerDeliveryId);
      }
    }
  } catch (error) {
    // The orders stay without a row: the booking job tries them again.
    for (const entry of batch) entry.onError(error);
  }
}

/**
 * A booking the write did not record: the row has this very platform id (another instance booked the same
 * order: the platform is idempotent per order id), or the order was cancelled meanwhile and the courier just
 * booked is called off (訂單有誤, the store's reason).
 */
async function callOffIfNotTheRows(db: Db, entry: Entry, providerDeliveryId: string): Promise<void> {
  const row = await findDeliveryRow(db, entry.request.orderId);
  if (row?.providerDeliveryId === providerDeliveryId) return;
  await entry.provider
    .cancel(providerDeliveryId, findCancelReason('MISTAKE_ERROR')!)
    .catch((error: unknown) => entry.onError(error));
}

/** A 外送 order whose courier is still to be booked, as the booking job finds it (findUnbookedDeliveries). */
export interface UnbookedDelivery {
  orderId: string;
  /** The quote it was placed with. */
  quote: QuoteRow;
}

/** How long after its quote expired an order without an answer is still booked by the job (a day). */
const BOOKABLE_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * The 外送 orders still to be booked that were placed before `before` (epoch ms) with a quote that expired less
 * than a day before `now`, oldest first, at most `limit`, leaving out those queued in `bookings` (this app's
 * queue).
 */
export async function listUnbookedDeliveries(
  db: Db,
  bookings: BookingQueue,
  before: number,
  now: number,
  limit: number,
): Promise<UnbookedDelivery[]> {
  const rows = await findUnbookedDeliveries(
    db,
    new Date(now - BOOKABLE_AFTER_EXPIRY_MS),
    new Date(before),
    limit,
  );
  return rows.filter((r) => !bookings.isQueued(r.orderId));
}

/**
 * The one 外送 order's booking still to be made (a pairing request), whenever it was placed, if its quote
 * expired less than a day before `now` (epoch ms); undefined when it has its answer already, is not a 外送
 * order, or waits for its online payment (findUnbookedDeliveries).
 */
export async function findUnbookedDelivery(
  db: Db,
  orderId: string,
  now: number,
): Promise<UnbookedDelivery | undefined> {
  const [row] = await findUnbookedDeliveries(db, new Date(now - BOOKABLE_AFTER_EXPIRY_MS), null, 1, orderId);
  return row;
}

/**
 * Records bookings that cannot be made (an order no longer open) as refused, with their quote's fee, so the
 * job does not find them again. @param now epoch ms.
 */
export async function refuseBookings(db: Db, unbooked: UnbookedDelivery[], now: number): Promise<void> {
  const at = new Date(now);
  await insertBookingOutcomes(
    db,
    unbooked.map(({ orderId, quote }) =>
      refusedOutcome(
        {
          orderId,
          provider: quote.provider,
          feeCents: quote.feeCents,
          etaMinutes: quote.etaMinutes,
        },
        at,
      ),
    ),
  );
}
