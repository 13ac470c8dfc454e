/**
 * `npm run bench:reports`: 報表 (docs/features.md "Reports") over a year of a busy store. Target: the report
 * API answers in < 1 s for a year's range.
 *
 * The production app (e2e/app-server.ts: demo data) runs over a fresh PostgreSQL database (bench/bench-process.ts
 * withPostgres, dropped afterwards), which this process fills in bulk SQL: 50嵐 信義店 gets 200,000 orders over
 * the 365 business days before today (about 548 a day, placed 10:00–21:00 Taipei), 外帶 and 內用, cash and
 * LINE Pay (paid), one in 37 cancelled, each of one drink with two options and every third with a second
 * line; then VACUUM ANALYZE, as autovacuum would. The demo owner logs in through the API; each group (day, week,
 * month) of the year's report is fetched once unmeasured, then BENCH_REPORTS_RUNS (5) times: median and max
 * wall time of the HTTP call from this process (the server is a child process). The CSV once, for the record.
 * Prints the figures and writes the `reports` section of docs/benchmarks.md.
 *
 * Env: BENCH_REPORTS_RUNS, BENCH_PG_URL (bench-process.ts).
 */
import os from 'node:os';
import pg from 'pg';
import { startAppServer } from '../e2e/app-server';
import { DEMO_OWNER_50LAN } from '../e2e/fixtures/console';
import { addDays, taipeiDate } from '../packages/domain/src';
import { withPostgres } from './bench-process';
import { writeBenchSection } from './doc-section';

const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 5);
const STORE = DEMO_OWNER_50LAN.home;
const ORDERS = 200_000;
const DAYS = 365;
const BATCH = 20_000;
const TARGET_MS = 1000;

/** Fills STORE with ORDERS orders over the DAYS business days before `today`; seconds it took. */
async function fillStore(url: string, from: string): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const {
      rows: [store],
    } = await db.query<{ id: number; menu_version: number; entree_id: string }>(
      `select s.id, s.menu_version, e.id as entree_id
       from stores s join entrees e on e.store_id = s.id where s.identifier = $1 order by e.name limit 1`,
      [STORE],
    );
    if (!store) throw new Error(`store ${STORE} not seeded`);
    const started = performance.now();
    for (let first = 0; first < ORDERS; first += BATCH) {
      // g: the order's index, in time order as a store writes them: day d = g × DAYS / ORDERS, numbered from 1
      // on each day, every 72 s from 10:00.
      await db.query(
        `with placed as (
           insert into orders (store_id, item_name, business_date, order_type, order_tab_type, payment_type,
             payment_status, status, target_time, contact_name, contact_phone, menu_version, subtotal_cents,
             total_cents, created_at, accepted_at, ready_at, completed_at)
           select $1, lpad(n::text, 3, '0'), day, o.t, case when o.t = 1 then 'ready-for-seat' end,
             case when g % 5 = 0 then 6 else 0 end, case when g % 5 = 0 then 2 else 0 end,
             case when g % 37 = 0 then 4 else 3 end, at + interval '15 minutes', '王小明',
             '09' || lpad((g % 100000000)::text, 8, '0'), $2, cents, cents, at,
             at + interval '1 minute', at + interval '10 minutes', at + interval '12 minutes'
           from generate_series($4::int, $5::int) g,
             lateral (select (g::bigint * ${DAYS} / ${ORDERS})::int as d) dd,
             lateral (select $3::date + dd.d as day,
               g - ((dd.d::bigint * ${ORDERS} + ${DAYS} - 1) / ${DAYS})::int + 1 as n,
               5000 + (g % 3) * 2500 as cents, (g % 4 = 0)::int as t) o,
             lateral (select (o.day::timestamp + interval '10 hours' + o.n * interval '72 seconds')
               at time zone 'Asia/Taipei' as at) t
           returning id, total_cents, status
         )
         insert into order_items (order_id, entree_id, name, quantity, unit_price_cents, total_cents, options, sort)
         select id, $6::uuid, (array['珍珠奶茶', '紅茶拿鐵', '四季春'])[1 + abs(hashtext(id::text)) % 3], 1, 5000, 5000,
           jsonb_build_array(
             jsonb_build_object('id', 'o1', 'name', (array['正常糖', '半糖', '微糖'])[1 + abs(hashtext(id::text || 's')) % 3],
               'group_id', 'g1', 'group_name', '甜度', 'quantity', 1, 'price_cents', 0),
             jsonb_build_object('id', 'o2', 'name', '少冰', 'group_id', 'g2', 'group_name', '冰塊', 'quantity', 1,
               'price_cents', 0)), 0
         from placed
         union all
         select id, $6::uuid, '加購 布丁', 1, total_cents - 5000, total_cents - 5000, '[]'::jsonb, 1
         from placed where total_cents > 5000`,
        [store.id, store.menu_version, from, first, Math.min(first + BATCH, ORDERS) - 1, store.entree_id],
      );
    }
    // As autovacuum does after a bulk of inserts (PostgreSQL 13+): statistics and the visibility map.
    await db.query('vacuum analyze orders');
    await db.query('vacuum analyze order_items');
    return (performance.now() - started) / 1000;
  } finally {
    await db.end();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const outcome = await withPostgres(async (url) => {
  const server = await startAppServer({ DATABASE_URL: url });
  try {
    const to = addDays(taipeiDate(Date.now()), -1);
    const from = addDays(to, -(DAYS - 1));
    const fillSeconds = await fillStore(url, from);
    const login = await fetch(`${server.baseUrl}/api/console/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ account: DEMO_OWNER_50LAN.account, password: DEMO_OWNER_50LAN.password }),
    });
    if (login.status !== 200)
      throw new Error(`console login answered ${login.status}: ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const timed = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${body}`);
      return { ms: performance.now() - started, body };
    };
    const lines: { group: string; median: number; max: number; orders: number }[] = [];
    for (const group of ['day', 'week', 'month'] as const) {
      const path = `/api/console/stores/${STORE}/reports?from=${from}&to=${to}&group=${group}`;
      const first = await timed(path);
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i += 1) ms.push((await timed(path)).ms);
      lines.push({
        group,
        median: median(ms),
        max: Math.max(...ms),
        orders: (JSON.parse(first.body) as { totals: { orders: number } }).totals.orders,
      });
    }
    const csv = await timed(`/api/console/stores/${STORE}/reports.csv?from=${from}&to=${to}&group=day`);
    return { from, to, fillSeconds, lines, csvMs: csv.ms, load: os.loadavg()[0]! };
  } finally {
    await server.stop();
  }
});

if (!outcome) process.exit(0);
const rows = outcome.lines.map(
  (l) =>
    `| ${l.group} | ${l.median.toFixed(0)} | ${l.max.toFixed(0)} | ${l.median < TARGET_MS ? 'yes' : '**no**'} |`,
);
const section = [
  '## 報表 over a year (`npm run bench:reports`)',
  '',
  `${ORDERS.toLocaleString('en-US')} orders of 50嵐 信義店 over ${DAYS} business days (${outcome.from} – ${outcome.to}), ` +
    `${outcome.lines[0]!.orders.toLocaleString('en-US')} of them counted; GET …/reports for the whole range, ` +
    `${RUNS} runs after one unmeasured, PostgreSQL, wall time of the HTTP call (ms). Target < ${TARGET_MS} ms.`,
  '',
  '| group | median | max | < 1 s |',
  '| --- | ---: | ---: | --- |',
  ...rows,
  '',
  `The CSV of the same year (day): ${outcome.csvMs.toFixed(0)} ms. Filling the database took ` +
    `${outcome.fillSeconds.toFixed(0)} s. Load average (1 min) at the end: ${outcome.load.toFixed(1)} on ` +
    `${os.cpus().length} cores (other work on the machine counts in the wall times).`,
].join('\n');
console.log(section);
writeBenchSection('reports', section);
