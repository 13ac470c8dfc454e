/**
 * Following order events live: the store's board follows every event of its store, a diner's
 * order page the events of one order. The order_store_events table is the truth and its id the SSE id: a
 * follower first sends every event after the id it was given (Last-Event-ID catch-up, so a board that
 * reconnects misses nothing), then wakes on each notification of the order event feed (LISTEN/NOTIFY on
 * PostgreSQL, in-process on PGlite: db/order-event-feed.ts) and every `pollMs` as a safety net, and sends
 * whatever is newer than the last id it sent. The followers of one target share one reader (TargetHub), so a
 * wake-up costs one query per target, not one per open page.
 */
import type { OrderLiveEvent } from '@iding/domain';
import type { Db } from '../../db/client';
import type { OrderEventFeed } from '../../db/order-event-feed';
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

/** One open stream: the last id it was sent and where its events go. */
interface Follower {
  lastId: number;
  send(event: OrderLiveEvent): void;
}

/**
 * The followers of one target in one app, read together: one query per wake-up however many boards
 * or pages follow it (500 open boards of one store get a new order's event from one read, not
 * 500). It reads after the lowest id any follower has and gives each row to those that have not had it.
 */
class TargetHub {
  readonly followers = new Set<Follower>();
  private running = false;
  private again = false;
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    feed: OrderEventFeed,
    private readonly target: FollowTarget,
    pollMs: number,
    private readonly onError: ((error: unknown) => void) | undefined,
    private readonly onEmpty: () => void,
  ) {
    this.unsubscribe = feed.onEvent((signal) => {
      // A member's stream cannot tell from the signal whose order it is: it reads (one indexed query).
      const mine =
        'storeId' in target
          ? signal.storeId === target.storeId
          : 'orderId' in target
            ? signal.orderId === target.orderId
            : true;
      if (mine && signal.eventId > this.lowestId()) void this.pump();
    });
    this.timer = setInterval(() => void this.pump(), pollMs);
    this.timer.unref();
  }

  add(follower: Follower): () => void {
    this.followers.add(follower);
    void this.pump();
    return () => {
      if (!this.followers.delete(follower) || this.followers.size > 0) return;
      clearInterval(this.timer);
      this.unsubscribe();
      this.onEmpty();
    };
  }

  private lowestId(): number {
    let lowest = Number.POSITIVE_INFINITY;
    for (const f of this.followers) lowest = Math.min(lowest, f.lastId);
    return lowest;
  }

  private read(afterId: number) {
    const t = this.target;
    return 'storeId' in t
      ? listStoreEventsAfter(this.db, t.storeId, afterId)
      : 'orderId' in t
        ? listOrderEventsAfter(this.db, t.orderId, afterId)
        : listMemberEventsAfter(this.db, t.userId, afterId);
  }

  /** Reads and delivers until nothing newer is left; a wake-up during a read runs one more round. */
  async pump(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        if (this.followers.size === 0) return;
        const rows = await this.read(this.lowestId());
        for (const row of rows) {
          const event: OrderLiveEvent = {
            id: row.id,
            order_id: row.orderId,
            kind: row.kind,
            status: row.status,
            accepted_at: row.acceptedAt ? Math.floor(row.acceptedAt.getTime() / 1000) : null,
            estimate_minutes: row.estimateMinutes,
          };
          // In id order, never twice: each follower takes only what is newer than what it has.
          for (const f of this.followers) {
            if (row.id <= f.lastId) continue;
            f.lastId = row.id;
            f.send(event);
          }
        }
        if (rows.length >= 50) this.again = true;
      } while (this.again);
    } catch (error) {
      this.onError?.(error);
    } finally {
      this.running = false;
    }
  }
}

function keyOf(target: FollowTarget): string {
  return 'storeId' in target
    ? `store:${target.storeId}`
    : 'orderId' in target
      ? `order:${target.orderId}`
      : `user:${target.userId}`;
}

/** The open event streams of an app, one reader (TargetHub) per target; built in app.ts (ADR 027). */
export interface OrderFollowers {
  /**
   * Starts following: sends the events after `afterId` at once, then each new one, in id order, never twice.
   * Followers of the same target share one reader (TargetHub).
   * @param send called per event (the route writes it to the stream).
   * @param opts.onError told when a read fails (the follower keeps going and retries on the next wake-up);
   *   the target's first follower's is used for all of its followers.
   * @param opts.pollMs the safety-net catch-up period (ms; the target's first follower sets it).
   * @returns stop (the route calls it when the client goes away).
   */
  follow(
    target: FollowTarget,
    afterId: number,
    send: (event: OrderLiveEvent) => void,
    opts?: { pollMs?: number; onError?: (error: unknown) => void },
  ): () => void;
}

/** The followers of an app over `db`, woken by `feed` (the app's order event feed). */
export function createOrderFollowers(db: Db, feed: OrderEventFeed): OrderFollowers {
  const hubs = new Map<string, TargetHub>();
  return {
    follow(target, afterId, send, opts = {}) {
      const key = keyOf(target);
      let hub = hubs.get(key);
      if (!hub) {
        const created = new TargetHub(db, feed, target, opts.pollMs ?? 5000, opts.onError, () => {
          if (hubs.get(key) === created) hubs.delete(key);
        });
        hub = created;
        hubs.set(key, hub);
      }
      return hub.add({ lastId: afterId, send });
    },
  };
}
