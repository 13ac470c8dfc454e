/**
 * The courier booking job (ADR 006 外送): a 外送 order's courier is booked when the
 * diner's order page asks for it (POST /api/orders/{id}/pairing, spec §7: pair-order-delivery.ts), off the
 * order's own request, and a booking's answer is written as the order's deliveries row. An order placed with
 * a quote (orders.quote_id), released to the store (paid at the store, or paid online), that has no row
 * LEFT_AFTER_MS after it was placed (its diner left before their page asked, a crash or restart, a failed
 * write) is found here, at start and every minute, and queued: no 外送 order is left without a courier
 * because a page was closed. The platform books idempotently per order id, so a booking made twice is the
 * same courier. An order no longer open (cancelled, completed) is not booked: its booking is recorded
 * refused, and the order shows no delivery (尚未安排外送員), as a refused booking does. An order whose quote
 * is gone cannot be booked and is not found.
 */
import { isOpenOrder } from '@iding/domain';
import type { Db } from '../../db/client';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import type { DeliveryProvider } from '../../providers/delivery/index';
import {
  type BookingQueue,
  listUnbookedDeliveries,
  refuseBookings,
  type UnbookedDelivery,
} from '../delivery/queue-booking';
import { redeemedQuoteOf } from '../delivery/redeem-quote';
import { listStoreRows } from '../stores/list-stores';
import { queueOrderDelivery } from './order-delivery';
import { findOrdersForBooking } from './orders.queries';

/**
 * How long a placed order waits for its diner's pairing request before the job books it (and a booking this
 * process queued is never this old).
 */
export const LEFT_AFTER_MS = 30_000;
/** Most rows per run; the next run takes the rest. */
const BATCH = 500;

/**
 * One run: queues the bookings of rows written before `before` (epoch ms) in `bookings` (the app's booking
 * queue) and waits for them.
 * @param now epoch ms. @param onError told of a refused booking or a failed write.
 * @returns how many were queued and how many were refused here.
 */
export async function bookPendingDeliveries(
  db: Db,
  bookings: BookingQueue,
  provider: DeliveryProvider,
  before: number,
  now: number,
  onError: (error: unknown) => void = () => {},
): Promise<{ queued: number; refused: number }> {
  const pending = await listUnbookedDeliveries(db, bookings, before, now, BATCH);
  if (pending.length === 0) return { queued: 0, refused: 0 };
  const report = await queueDeliveryBookings(db, bookings, provider, pending, now, onError);
  await bookings.allSettled();
  return report;
}

/**
 * Queues the courier bookings of orders still to be booked (the job's run, or one order's pairing request)
 * and returns once they are queued (queue-booking.ts books them within BOOKING_GATHER_MS). An order no longer
 * open, or gone, is recorded refused here instead (not booked, not found again).
 * @param now epoch ms. @returns how many were queued and how many were refused.
 */
export async function queueDeliveryBookings(
  db: Db,
  bookings: BookingQueue,
  provider: DeliveryProvider,
  pending: UnbookedDelivery[],
  now: number,
  onError: (error: unknown) => void = () => {},
): Promise<{ queued: number; refused: number }> {
  const orders = new Map(
    (
      await findOrdersForBooking(
        db,
        pending.map((p) => p.orderId),
      )
    ).map((o) => [o.id, o]),
  );
  const stores = new Map(
    (await listStoreRows(db, { ids: [...new Set([...orders.values()].map((o) => o.storeId))] })).map((s) => [
      s.id,
      s,
    ]),
  );
  const refused: UnbookedDelivery[] = [];
  let queued = 0;
  for (const unbooked of pending) {
    const { orderId, quote } = unbooked;
    const order = orders.get(orderId);
    const store = order && stores.get(order.storeId);
    if (!order || !store || !isOpenOrder(order.status) || !order.shippingInfos) {
      refused.push(unbooked);
      continue;
    }
    queueOrderDelivery(
      bookings,
      provider,
      {
        orderId,
        quote: redeemedQuoteOf(quote),
        store,
        recipient: { name: order.shippingInfos.recipient, phone: order.shippingInfos.phone },
      },
      onError,
    );
    queued++;
  }
  await refuseBookings(db, refused, now);
  return { queued, refused: refused.length };
}

/**
 * Runs bookPendingDeliveries at start (every row left unbooked) and then every `intervalMs` (rows older than
 * LEFT_AFTER_MS) until stopped.
 * @param now clock in epoch ms.
 */
export function startDeliveryBooking(opts: {
  db: Db;
  /** The app's booking queue (app.state.bookings). */
  bookings: BookingQueue;
  provider: DeliveryProvider;
  intervalMs: number;
  now: () => number;
  onResult?: (report: { queued: number; refused: number }) => void;
  onError: (error: unknown) => void;
}): PeriodicJob {
  let first = true;
  return startPeriodicJob({
    run: async () => {
      const now = opts.now();
      const before = first ? now : now - LEFT_AFTER_MS;
      first = false;
      opts.onResult?.(
        await bookPendingDeliveries(opts.db, opts.bookings, opts.provider, before, now, opts.onError),
      );
    },
    intervalMs: opts.intervalMs,
    onError: opts.onError,
  });
}
