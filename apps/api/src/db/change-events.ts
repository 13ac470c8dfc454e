/**
 * Store-change notifications (the menu routes keep store rows in memory, and several instances may run:
 * docs/ARCHITECTURE.md "Runtime shape"; DESIGN.md "Runtime shape": cross-instance events go through
 * PostgreSQL LISTEN/NOTIFY).
 *
 * Migration 0007 makes every UPDATE or DELETE of a store row (menu_version, inventory_version via the
 * sold-out triggers of 0001, settings) `pg_notify('iding_store_changed', <store id>)`, and a brand change or
 * a TRUNCATE notify `'*'` (every store). Each API instance listens here (app.ts starts one feed per
 * app) and drops what it keeps in memory for that store (modules/stores/get-store.ts; ADR 027).
 *
 * - PGlite: `pglite.listen` on the one in-process connection. PGlite queues the listeners of a NOTIFY
 *   (as microtasks) while it parses the result of the statement that committed it, so they have run before
 *   the writer's `await` resumes: a write followed by a request is never answered from the old entry.
 * - PostgreSQL: a dedicated `pg.Client` (a pooled connection cannot hold a LISTEN), reconnecting with
 *   backoff. Delivery is asynchronous (typically well under a millisecond on one host); `settled()` is the
 *   barrier for a writer that must read its own write through a cache: it NOTIFYs a token after its write
 *   and waits for the token, and PostgreSQL delivers notifications in commit order.
 *
 * `live` is false until LISTEN is in place and whenever the connection is lost: callers then read the
 * database (no cache use, no cache fill). Every (re)connect and loss reports a change of every store
 * (`null`), so entries cached before a gap, in which notifications may have been missed, are dropped.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/**
 * The channel of db/functions/notify_store_changed.sql; the payload is a store id, `*` (every store) or a
 * `settled()` token.
 */
export const STORE_CHANNEL = 'iding_store_changed';

const SYNC_PREFIX = 'sync:';
/** Reconnect delays (ms) after a lost or refused LISTEN connection; the last one repeats. */
const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];
/** How long `settled()` waits for its own token before giving up (the connection is then likely lost). */
const SETTLE_TIMEOUT_MS = 5000;

/** What a change listener is told: the store id that changed, or null for "any store may have changed". */
export type StoreChangeListener = (storeId: number | null) => void;

export interface StoreChangeFeed {
  /** True while notifications are being received: only then may store data be served from memory. */
  readonly live: boolean;
  /** Calls `listener` on every change (and with null on connect, loss and `*`); returns the unsubscribe. */
  onChange(listener: StoreChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has been delivered to the listeners (PostgreSQL:
   * a NOTIFY round trip through the pool; PGlite: at once, delivery is synchronous with the commit).
   */
  settled(): Promise<void>;
  /** Stops listening (UNLISTEN / closes the dedicated connection); `live` becomes false. */
  close(): Promise<void>;
}

/** Turns a payload into listener calls; returns the sync token it carried, if any. */
function dispatch(listeners: Set<StoreChangeListener>, payload: string): string | undefined {
  if (payload.startsWith(SYNC_PREFIX)) return payload;
  const id = payload === '*' ? null : Number(payload);
  const storeId = id === null || Number.isInteger(id) ? id : null;
  for (const listener of listeners) listener(storeId);
  return undefined;
}

/**
 * Starts listening for store changes on `db` (the driver behind it decides how). app.ts starts one per app and
 * closes it on app close; every app has its own, even two apps over one handle. On PostgreSQL it resolves
 * after the first connection attempt, live or not (a refused connection is retried in the background while
 * callers read the database).
 * @param onError told about connection errors (logging); never throws from the background loop.
 */
export async function startStoreChangeFeed(
  db: Db,
  onError: (error: unknown) => void = () => {},
): Promise<StoreChangeFeed> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteFeed(client);
  if (client instanceof pg.Pool) return postgresFeed(db, client, onError);
  return deadFeed();
}

/** For a handle with neither driver behind it (a stub in tests): never live, so callers read the database. */
function deadFeed(): StoreChangeFeed {
  return { live: false, onChange: () => () => {}, settled: async () => {}, close: async () => {} };
}

async function pgliteFeed(client: PGlite): Promise<StoreChangeFeed> {
  const listeners = new Set<StoreChangeListener>();
  let live = false;
  const unlisten = await client.listen(STORE_CHANNEL, (payload) => {
    dispatch(listeners, payload);
  });
  live = true;
  return {
    get live() {
      return live;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => {},
    async close() {
      if (!live) return;
      live = false;
      for (const listener of listeners) listener(null);
      if (!client.closed) await unlisten().catch(() => {});
    },
  };
}

async function postgresFeed(
  db: Db,
  pool: pg.Pool,
  onError: (error: unknown) => void,
): Promise<StoreChangeFeed> {
  const listeners = new Set<StoreChangeListener>();
  const waiters = new Map<string, () => void>();
  let current: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let tokens = 0;

  const everyStore = () => {
    for (const listener of listeners) listener(null);
  };
  const releaseWaiters = () => {
    for (const resolve of waiters.values()) resolve();
    waiters.clear();
  };

  const lost = (client: pg.Client, error?: unknown) => {
    if (error) onError(error);
    if (client !== current) return;
    current = undefined;
    everyStore();
    releaseWaiters();
    client.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt++;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== STORE_CHANNEL || client !== current) return;
      const token = dispatch(listeners, message.payload ?? '*');
      if (token) {
        waiters.get(token)?.();
        waiters.delete(token);
      }
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${STORE_CHANNEL}`);
    } catch (error) {
      onError(error);
      client.removeAllListeners('end');
      client.on('error', () => {});
      client.end().catch(() => {});
      schedule();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    attempt = 0;
    // Whatever was cached before this connection (none while not live, but a previous connection's entries
    // may have missed notifications in the gap) is dropped before serving from memory again.
    everyStore();
    current = client;
  };

  await connect();

  return {
    get live() {
      return current !== undefined;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      if (!current) return;
      const token = `${SYNC_PREFIX}${process.pid}:${++tokens}:${Math.random().toString(36).slice(2)}`;
      const listening = current;
      const arrived = new Promise<void>((resolve) => {
        const timeout = setTimeout(() => {
          waiters.delete(token);
          // The connection no longer delivers: treat it as lost (every store dropped, reconnect).
          lost(listening, new Error(`no ${STORE_CHANNEL} notification within ${SETTLE_TIMEOUT_MS} ms`));
          resolve();
        }, SETTLE_TIMEOUT_MS);
        timeout.unref();
        waiters.set(token, () => {
          clearTimeout(timeout);
          resolve();
        });
      });
      await db.execute(sql`select pg_notify(${STORE_CHANNEL}, ${token})`);
      await arrived;
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = undefined;
      everyStore();
      releaseWaiters();
      if (client) {
        client.removeAllListeners('end');
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
