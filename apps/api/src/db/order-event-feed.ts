/**
 * Live order events across API instances (docs/features.md "Store console"; DESIGN.md "Runtime shape":
 * cross-instance events go through PostgreSQL LISTEN/NOTIFY, like db/change-events.ts for stores).
 *
 * Migration 0020 notifies `iding_order_event` with "<store id>:<event id>:<order id>" for every row of
 * order_store_events. Each instance listens here (app.ts starts one feed per app) and tells its open event
 * streams (modules/orders/follow-order-events.ts), which then read the rows after the last id they sent (the
 * table is the truth; a notification is only a wake-up, so one missed while reconnecting is recovered by the
 * next one or by the stream's periodic catch-up).
 *
 * - PGlite: `pglite.listen` on the in-process connection: an in-process bus, synchronous with the commit.
 * - PostgreSQL: a dedicated `pg.Client` holding the LISTEN, reconnecting with backoff.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

export const ORDER_EVENT_CHANNEL = 'iding_order_event';
const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

/** A notified event: its store, id and order. */
export interface OrderEventSignal {
  storeId: number;
  eventId: number;
  orderId: string;
}
export type OrderEventListener = (signal: OrderEventSignal) => void;

export interface OrderEventFeed {
  /** Calls `listener` for every notified event; returns the unsubscribe. */
  onEvent(listener: OrderEventListener): () => void;
  close(): Promise<void>;
}

function parse(payload: string): OrderEventSignal | undefined {
  const [store, id, orderId] = payload.split(':');
  const storeId = Number(store);
  const eventId = Number(id);
  if (!Number.isInteger(storeId) || !Number.isInteger(eventId) || !orderId) return undefined;
  return { storeId, eventId, orderId };
}

function emit(listeners: Set<OrderEventListener>, payload: string | undefined) {
  const signal = parse(payload ?? '');
  if (!signal) return;
  for (const listener of listeners) listener(signal);
}

/**
 * Starts listening on `db`. app.ts starts one per app and closes it on app close; every app has its own, even
 * two apps over one handle.
 * @param onError told about connection problems (logging).
 */
export async function startOrderEventFeed(
  db: Db,
  onError: (error: unknown) => void = () => {},
): Promise<OrderEventFeed> {
  const listeners = new Set<OrderEventListener>();
  const client = (db as unknown as { $client: unknown }).$client;
  let stop: () => Promise<void> = async () => {};
  if (client instanceof PGlite) {
    const unlisten = await client.listen(ORDER_EVENT_CHANNEL, (payload) => emit(listeners, payload));
    stop = async () => {
      if (!client.closed) await unlisten().catch(() => {});
    };
  } else if (client instanceof pg.Pool) {
    stop = listenOnPostgres(client, listeners, onError);
  }
  return {
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}

/** Holds a LISTEN on a dedicated connection, reconnecting with backoff; returns the stop function. */
function listenOnPostgres(
  pool: pg.Pool,
  listeners: Set<OrderEventListener>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let current: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed || timer) return;
    const delay = BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]!;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };
  const lost = (c: pg.Client, error?: unknown) => {
    if (error) onError(error);
    if (c !== current) return;
    current = undefined;
    c.end().catch(() => {});
    schedule();
  };
  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ ...pool.options, keepAlive: true });
    c.on('notification', (m) => {
      if (m.channel === ORDER_EVENT_CHANNEL && c === current) emit(listeners, m.payload);
    });
    c.on('error', (e) => lost(c, e));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${ORDER_EVENT_CHANNEL}`);
    } catch (error) {
      onError(error);
      c.removeAllListeners('end');
      c.on('error', () => {});
      c.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    attempt = 0;
    current = c;
  };
  void connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const c = current;
    current = undefined;
    if (c) {
      c.removeAllListeners('end');
      c.on('error', () => {});
      await c.end().catch(() => {});
    }
  };
}
