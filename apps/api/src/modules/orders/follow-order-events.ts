/**
 * Following order events live (issue #14 §2): the store's board follows every event of its store, a diner's
 * order page the events of one order. The order_store_events table is the truth and its id the SSE id: a
 * follower first sends every event after the id it was given (Last-Event-ID catch-up, so a board that
 * reconnects misses nothing), then wakes on each notification of the order event feed (LISTEN/NOTIFY on
 * PostgreSQL, in-process on PGlite: db/order-event-feed.ts) and every `pollMs` as a safety net, and sends
 * whatever is newer than the last id it sent.
 */
import type { OrderLiveEvent } from '@iding/domain';
import type { Db } from '../../db/client';
import { orderEventFeedOf } from '../../db/order-event-feed';
import {
  lastEventId,
  listMemberEventsAfter,
  listOrderEventsAfter,
  listStoreEventsAfter,
} from './store-orders.queries';

/** What to follow: every event of a store, of one order, or of a member's orders. */
export type FollowTarget = { storeId: number } | { orderId: string } | { userId: number };

/** The newest event id now: a follower from here gets only what happens next. */
export function currentEventId(db: Db): Promise<number> {
  return lastEventId(db);
}

/**
 * Starts following: sends the events after `afterId` at once, then each new one, in id order, never twice.
 * @param send called per event (the route writes it to the stream).
 * @param onError told when a read fails (the follower keeps going and retries on the next wake-up).
 * @returns stop (the route calls it when the client goes away).
 */
export function followOrderEvents(
  db: Db,
  target: FollowTarget,
  afterId: number,
  send: (event: OrderLiveEvent) => void,
  opts: { pollMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  let lastId = afterId;
  let running = false;
  let again = false;
  let stopped = false;

  const pump = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const rows =
          'storeId' in target
            ? await listStoreEventsAfter(db, target.storeId, lastId)
            : 'orderId' in target
              ? await listOrderEventsAfter(db, target.orderId, lastId)
              : await listMemberEventsAfter(db, target.userId, lastId);
        for (const row of rows) {
          if (stopped) return;
          lastId = row.id;
          send({
            id: row.id,
            order_id: row.orderId,
            kind: row.kind,
            status: row.status,
            accepted_at: row.acceptedAt ? Math.floor(row.acceptedAt.getTime() / 1000) : null,
            estimate_minutes: row.estimateMinutes,
          });
        }
        if (rows.length >= 200) again = true;
      } while (again && !stopped);
    } catch (error) {
      opts.onError?.(error);
    } finally {
      running = false;
    }
  };

  const unsubscribe = orderEventFeedOf(db)?.onEvent((signal) => {
    if (signal.eventId <= lastId) return;
    // A member's stream cannot tell from the signal whose order it is: it reads (one indexed query).
    if (
      'storeId' in target
        ? signal.storeId === target.storeId
        : 'orderId' in target
          ? signal.orderId === target.orderId
          : true
    ) {
      void pump();
    }
  });
  const timer = setInterval(() => void pump(), opts.pollMs ?? 5000);
  timer.unref();
  void pump();
  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe?.();
  };
}
