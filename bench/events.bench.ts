/**
 * `npm run bench:events` (also run by `npm run bench`): live order events to many open boards.
 * Target: 500 open board connections of one store each receive a new order's event, p99 delivery < 200 ms.
 *
 * The bench server (bench/bench-server.ts, a child process) runs the real app over a fresh seeded database.
 * This process logs in to the console as the demo owner (50嵐), opens BENCH_BOARDS (500) event streams of the
 * 24-hour store (GET /api/console/stores/{sid}/events, each its own TCP connection) and, once every one is
 * open, places BENCH_EVENT_ORDERS (30) cash orders one after another (BENCH_EVENT_GAP_MS apart, as orders
 * arrive in real life). Delivery time = from just before the order POST is sent to the moment a board has
 * read the order's `created` event, so it includes the order create itself. Every board must get every
 * order (a missing event counts as a failure, never as a fast one). Each order is another diner's (a browser
 * and a phone of its own: a diner's open orders at a store are capped), and the server runs with
 * ORDER_RATE_LIMIT=0, as every order comes from this one address. PGlite, then PostgreSQL when reachable
 * (LISTEN/NOTIFY path). Two unmeasured orders go first (warm-up). Prints a table and writes the `events` section of docs/benchmarks.md.
 *
 * Env: BENCH_BOARDS, BENCH_EVENT_ORDERS, BENCH_EVENT_GAP_MS, BENCH_SKIP_PG=1, BENCH_PG_URL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { issueVisitorToken } from '../apps/api/src/lib/visitor-token';
import { DEMO_STAFF_PASSWORD } from '../apps/api/src/modules/staff/seed-demo-staff';
import type { Menu } from '../packages/domain/src';
import {
  type BenchServer,
  startBenchServer,
  stopBenchServer,
  takeawayCheckBody,
  withPostgres,
} from './bench-process';
import { writeBenchSection } from './doc-section';

const BOARDS = Number(process.env.BENCH_BOARDS ?? 500);
const ORDERS = Number(process.env.BENCH_EVENT_ORDERS ?? 30);
const GAP_MS = Number(process.env.BENCH_EVENT_GAP_MS ?? 250);
/** p99 target of a live order event, ms (docs/benchmarks.md "Live order events"). */
const TARGET_P99_MS = 200;
const OWNER = '50lan@demo.iding.tw';

const VISITOR_SECRET = randomBytes(32).toString('base64url');

interface Result {
  kind: string;
  boards: number;
  orders: number;
  samples: number[];
  missing: number;
}

/** One open board: its socket and, per order id, when its `created` event was read (performance.now()). */
interface Board {
  arrived: Map<string, number>;
  close(): void;
}

/** Opens one event stream on its own connection; resolves once the server has answered 200. */
function openBoard(base: string, sid: string, cookie: string): Promise<Board> {
  const arrived = new Map<string, number>();
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/console/stores/${sid}/events`,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`board answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) {
              const event = JSON.parse(data) as { kind: string; order_id: string };
              if (event.kind === 'created' && !arrived.has(event.order_id)) arrived.set(event.order_id, now);
            }
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({ arrived, close: () => req.destroy() });
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
  });
}

async function consoleCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/console/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ account: OWNER, password: DEMO_STAFF_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`console login answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('iding_console='));
  if (!cookie) throw new Error('console login set no iding_console cookie');
  return cookie.split(';')[0]!;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function benchEvents(server: BenchServer): Promise<Result> {
  const cookie = await consoleCookie(server.base);
  const menu = (await (await fetch(`${server.base}/api/menu/new/${server.identifier}`)).json()) as Menu;
  const body = (n: number) =>
    JSON.stringify({
      ...takeawayCheckBody(server.identifier, menu),
      name: '王小明',
      // Another diner's phone for every order (n from -2: the warm-up orders).
      phone: `0912${String(n + 100).padStart(6, '0')}`,
      memo: '',
    });
  const boards: Board[] = [];
  // Opened in batches, as a restaurant's tablets would not all connect in the same millisecond.
  for (let i = 0; i < BOARDS; i += 50) {
    const batch = Math.min(50, BOARDS - i);
    boards.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => openBoard(server.base, server.identifier, cookie)),
      )),
    );
  }
  const sentAt = new Map<string, number>();
  try {
    // Two unmeasured orders first (JIT, caches, connection pools), as the other benches warm up.
    for (let n = -2; n < ORDERS; n++) {
      await new Promise((r) => setTimeout(r, GAP_MS));
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/orders/order`, {
        method: 'POST',
        headers: {
          cookie: `iding_visitor=${issueVisitorToken(VISITOR_SECRET)}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: body(n),
      });
      if (res.status !== 201) throw new Error(`order answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      if (n >= 0) sentAt.set(id, t0);
    }
    // Late events count as late, not as lost: wait up to 5 s for the last ones.
    const deadline = Date.now() + 5000;
    const complete = () => boards.every((b) => [...sentAt.keys()].every((id) => b.arrived.has(id)));
    while (!complete() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  } finally {
    for (const b of boards) b.close();
  }
  const samples: number[] = [];
  let missing = 0;
  for (const b of boards) {
    for (const [id, t0] of sentAt) {
      const at = b.arrived.get(id);
      if (at === undefined) missing++;
      else samples.push(at - t0);
    }
  }
  samples.sort((a, b) => a - b);
  return { kind: server.kind, boards: boards.length, orders: sentAt.size, samples, missing };
}

async function run(databaseUrl?: string): Promise<Result> {
  const server = await startBenchServer(databaseUrl, {
    VISITOR_TOKEN_SECRET: VISITOR_SECRET,
    // Every order comes from this one address (file comment).
    ORDER_RATE_LIMIT: '0',
  });
  try {
    return await benchEvents(server);
  } finally {
    await stopBenchServer(server);
  }
}

const results = [await run()];
if (process.env.BENCH_SKIP_PG !== '1') {
  const pgResult = await withPostgres((url) => run(url));
  if (pgResult) results.push(pgResult);
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const rows = results.map((r) => {
  const p = (q: number) => ms(percentile(r.samples, q));
  return `| ${r.kind} | ${r.boards} | ${r.orders} | ${r.samples.length} | ${r.missing} | ${p(0.5)} | ${p(0.99)} | ${ms(r.samples.at(-1) ?? Number.NaN)} |`;
});
const verdicts = results.map((r) => {
  const p99 = percentile(r.samples, 0.99);
  const met = r.missing === 0 && p99 < TARGET_P99_MS && r.boards === BOARDS;
  return `- ${r.kind}: ${r.boards} boards, p99 ${ms(p99)}, ${r.missing} missing (target: every board gets every order, p99 < ${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'})`;
});
const text = [
  '## Live order events (`npm run bench:events`)',
  '',
  'Written by bench/events.bench.ts: the demo owner opens one event stream per board of the 24-hour store,',
  `each on its own connection, then ${ORDERS} cash orders are placed ${GAP_MS} ms apart; delivery is from just`,
  "before the order POST to the board having read the order's `created` event (so it includes the order",
  `create). This machine: ${os.cpus().length} cores, Node ${process.version}. Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  '',
  '| database | boards | orders | events read | missing | p50 | p99 | max |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  '### Against the target',
  '',
  ...verdicts,
].join('\n');
console.log(`\n${text}`);
writeBenchSection('events', text);
