/**
 * `npm run bench:console`: the store console's live board (/console/{sid}/orders) and 今日營業
 * (/console/{sid}/today) at a busy store. Target: with 2,000 open orders and 50,000 orders in the day's history,
 * first render < 1 s at 1280×800 in this machine's Chromium, and each live update < 100 ms of main-thread work.
 *
 * The production app (e2e/app-server.ts: built web app, demo data, no order rate limit) runs over a fresh
 * PostgreSQL database (bench/bench-process.ts withPostgres, dropped afterwards), which this process fills in bulk
 * SQL: 50嵐 信義店 gets 2,000 open 盡快 orders of today's Taipei business date (800 新訂單, 700 製作中, 500 可取餐,
 * placed in the last 30 minutes and due in 3 hours, so the unaccepted-order job leaves them be) and 50,000
 * 已完成 orders placed since the day began, each of one drink, numbered on from the day's counter as the API
 * numbers them (as apps/api/test/console-factories.ts openOrders does), then ANALYZE, as autovacuum would.
 *
 * Chromium (/usr/bin/chromium through Playwright, e2e/phone.ts CHROMIUM) logs in as the demo owner once; each
 * measured load is a fresh browser context (cold HTTP cache, the session cookie only) with a 1280×800 page.
 * - First render: performance.now() in the page (0 = the navigation's start) when a MutationObserver (installed
 *   before any of the page's scripts) first sees the finished screen, plus one animation frame and a task, i.e.
 *   after that frame was painted. Board: all four columns' headings show their true counts (not the "(0)" of
 *   loading) and each column has its first card. 今日: the order count, revenue and the by-payment table.
 * - Live update: with the board open and idle, one cash order is placed through the API (POST
 *   /api/orders/order); measured is the renderer main thread's busy time (CDP Performance.getMetrics
 *   TaskDuration: every task, script, style, layout and paint) from just before the POST until 500 ms after the
 *   new order's card was painted at the top of 新訂單 with the new count. Idle work in such a window (the
 *   board's clock, the event stream) counts too: the idle rate is printed beside it. Long tasks (> 50 ms,
 *   PerformanceObserver 'longtask') of the window are listed.
 * One unmeasured warm-up of each first, then BENCH_CONSOLE_RUNS (5) measured of each; median and max. One more,
 * unmeasured, run of each under Chromium tracing gives where the main thread's time goes.
 * Prints the figures and writes the `console` section of docs/benchmarks.md.
 *
 * Env: BENCH_CONSOLE_RUNS, BENCH_SKIP_BUILD=1 to reuse apps/web/dist, BENCH_PG_URL (bench-process.ts),
 * BENCH_SERVER_CPU_PROFILE=DIR for the server's CPU profile (node --cpu-prof, open it in Chrome DevTools).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { startAppServer } from '../e2e/app-server';
import { CONSOLE_SCREEN, DEMO_OWNER_50LAN } from '../e2e/fixtures/console';
import { CHROMIUM } from '../e2e/phone';
import { taipeiDate, taipeiDateTimeToMs } from '../packages/domain/src';
import { withPostgres } from './bench-process';
import { writeBenchSection } from './doc-section';

const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 5);
const SERVER_PROFILE_DIR = process.env.BENCH_SERVER_CPU_PROFILE;
const STORE = DEMO_OWNER_50LAN.home;
/** Open orders by board column, and the day's completed orders (the requirement's 2,000 and 50,000). */
const OPEN = { new: 800, preparing: 700, ready: 500 } as const;
const COMPLETED = 50_000;
const TARGET_FIRST_RENDER_MS = 1000;
const TARGET_LIVE_MS = 100;
/** How long after the new card's paint the live window stays open for trailing work. */
const SETTLE_MS = 500;

type Stage = keyof typeof OPEN | 'completed';

interface FirstRender {
  /** ms from navigation start to the finished screen painted. */
  paintMs: number;
  /** ms from navigation start to the DOM first holding the finished screen. */
  domMs: number;
  /** The HTML document received, ms from navigation start. */
  docMs: number;
  /** The scripts loaded before the page asked for its data, ms from navigation start. */
  scriptsMs: number;
  /** The page's data request (board or day), ms from navigation start: start and end; its body on the wire. */
  api: { start: number; end: number; bytes: number } | null;
  /** Renderer main thread until then, ms: all tasks, of which script, style, layout. */
  task: number;
  script: number;
  style: number;
  layout: number;
}

type LoadName = `${'board' | '今日'}, ${'cold' | 'warm'}`;

interface LiveUpdate {
  /** Main-thread busy time of the window, ms. */
  taskMs: number;
  scriptMs: number;
  /** Window length, ms. */
  windowMs: number;
  /** Longest long task of the window, ms (0: none over 50 ms). */
  longestTaskMs: number;
  /** From just before the POST to the new card painted, ms (wall clock, for the record). */
  shownMs: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The day's orders, in bulk.

interface StoreRow {
  id: number;
  menu_version: number;
  entree_id: string;
  entree_name: string;
}

/**
 * Inserts `count` cash 外帶 orders of one drink (50 TWD) at `store` in one statement, numbered on from the day's
 * counter, placed evenly between `fromMs` and `toMs`, in `stage`; open ones are due at `dueMs`, completed ones 15
 * minutes after they were placed.
 */
async function insertOrders(
  db: pg.Client,
  store: StoreRow,
  o: {
    count: number;
    stage: Stage;
    businessDate: string;
    fromMs: number;
    toMs: number;
    dueMs: number | null;
  },
): Promise<void> {
  const status = { new: 1, preparing: 1, ready: 2, completed: 3 }[o.stage];
  await db.query(
    `with n as (
       insert into order_counters (store_id, business_date, last_number) values ($1, $2, $3)
       on conflict (store_id, business_date)
         do update set last_number = order_counters.last_number + excluded.last_number
       returning last_number
     ), placed as (
       insert into orders (store_id, item_name, business_date, order_type, payment_type, status, is_asap,
         target_time, contact_name, contact_phone, menu_version, subtotal_cents, total_cents, created_at,
         accepted_at, estimate_minutes, ready_at, completed_at)
       select $1, lpad(num::text, greatest(3, length(num::text)), '0'), $2, 0, 0, $4::smallint, 1,
         coalesce($8::timestamptz, at + interval '15 minutes'), '王小明', '09' || lpad(num::text, 8, '0'), $5,
         5000, 5000, at,
         case when $9::boolean then at + interval '1 minute' end,
         case when $9::boolean then 15 end,
         case when $4::smallint >= 2 then at + interval '10 minutes' end,
         case when $4::smallint = 3 then at + interval '12 minutes' end
       from n, generate_series(1, $3::int) g,
         lateral (select n.last_number - $3::int + g as num) x,
         lateral (select $6::timestamptz + ($7::timestamptz - $6::timestamptz) * (g::float8 / $3::int) as at) t
       returning id
     )
     insert into order_items (order_id, entree_id, name, quantity, unit_price_cents, total_cents)
     select id, $10, $11, 1, 5000, 5000 from placed`,
    [
      store.id,
      o.businessDate,
      o.count,
      status,
      store.menu_version,
      new Date(o.fromMs).toISOString(),
      new Date(o.toMs).toISOString(),
      o.dueMs === null ? null : new Date(o.dueMs).toISOString(),
      o.stage !== 'new',
      store.entree_id,
      store.entree_name,
    ],
  );
}

/** Fills STORE with today's open and completed orders; the day's counts by column. */
async function fillStore(url: string): Promise<Record<Stage, number>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const {
      rows: [store],
    } = await db.query<StoreRow>(
      `select s.id, s.menu_version, e.id as entree_id, e.name as entree_name
       from stores s join entrees e on e.store_id = s.id where s.identifier = $1 order by e.name limit 1`,
      [STORE],
    );
    if (!store) throw new Error(`store ${STORE} not seeded`);
    const now = Date.now();
    const businessDate = taipeiDate(now);
    const dayStart = taipeiDateTimeToMs(businessDate, '00:00');
    if (now - dayStart < 20 * 60_000)
      throw new Error('run it later: the Taipei day began under 20 minutes ago');
    const started = performance.now();
    // The day's history first (the lower numbers), then the open orders of the last 30 minutes.
    for (let done = 0; done < COMPLETED; done += 10_000) {
      const span = (now - 15 * 60_000 - dayStart) / COMPLETED;
      await insertOrders(db, store, {
        count: Math.min(10_000, COMPLETED - done),
        stage: 'completed',
        businessDate,
        fromMs: dayStart + done * span,
        toMs: dayStart + (done + 10_000) * span,
        dueMs: null,
      });
    }
    const recent = Math.min(30 * 60_000, now - dayStart - 16 * 60_000);
    for (const stage of ['ready', 'preparing', 'new'] as const) {
      const i = ['ready', 'preparing', 'new'].indexOf(stage);
      await insertOrders(db, store, {
        count: OPEN[stage],
        stage,
        businessDate,
        fromMs: now - recent + (i * recent) / 3,
        toMs: now - recent + ((i + 1) * recent) / 3,
        dueMs: now + 3 * 3_600_000,
      });
    }
    await db.query('analyze orders, order_items, order_counters');
    const { rows } = await db.query<{ stage: Stage; n: number }>(
      `select case when status = 3 then 'completed' when status = 2 then 'ready'
         when accepted_at is null then 'new' else 'preparing' end as stage, count(*)::int as n
       from orders where store_id = $1 and business_date = $2 group by 1`,
      [store.id, businessDate],
    );
    console.log(
      `filled ${STORE}: ${rows.map((r) => `${r.stage} ${r.n}`).join(', ')} in ${Math.round(performance.now() - started)} ms`,
    );
    return Object.fromEntries(rows.map((r) => [r.stage, r.n])) as Record<Stage, number>;
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// In the page.

/**
 * Installed before the page's own scripts (addInitScript): records long tasks and, on the board and 今日,
 * when the finished screen is first in the DOM and then painted (window.__firstRender).
 */
function probe() {
  type Done = { domMs: number; paintMs: number };
  const w = window as unknown as {
    __longtasks: { start: number; duration: number }[];
    __waitFor: (check: () => boolean) => Promise<Done>;
    __firstRender?: Promise<Done>;
  };
  w.__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The DOM holds it at `domMs`; a frame and a task later that frame has been painted.
  w.__waitFor = (check) =>
    new Promise<Done>((resolve) => {
      const done = () => {
        const domMs = performance.now();
        requestAnimationFrame(() => setTimeout(() => resolve({ domMs, paintMs: performance.now() })));
      };
      if (check()) {
        done();
        return;
      }
      const observer = new MutationObserver(() => {
        if (!check()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
  const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? '';
  if (location.pathname.endsWith('/orders')) {
    const stages = ['new', 'preparing', 'ready', 'completed'];
    w.__firstRender = w.__waitFor(() =>
      stages.every(
        (s) =>
          /\(\d[\d,]*\)/.test(text(`[data-testid="count-${s}"]`)) &&
          text(`[data-testid="count-${s}"]`) !== '(0)' &&
          document.querySelector(`[data-testid="column-${s}"] [data-testid="board-card"]`) !== null,
      ),
    );
  } else if (location.pathname.endsWith('/today')) {
    w.__firstRender = w.__waitFor(
      () =>
        /^\d+$/.test(text('[data-testid="today-orders"]')) &&
        text('[data-testid="today-orders"]') !== '0' &&
        text('[data-testid="today-revenue"]') !== '' &&
        document.querySelector('#by-payment-heading + table tbody tr') !== null,
    );
  }
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** A fresh context (cold HTTP cache) holding the console session, with the probe installed. */
async function freshContext(browser: Browser, cookies: Parameters<BrowserContext['addCookies']>[0]) {
  const context = await browser.newContext({ ...CONSOLE_SCREEN });
  await context.addCookies(cookies);
  // tsx compiles this file keeping function names (esbuild wraps them in __name()); the functions sent to the
  // page carry those calls, so the page gets a __name that does nothing.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(probe);
  return context;
}

/** One first render of `url` in a new page of `context`. */
async function firstRender(context: BrowserContext, url: string, apiPath: RegExp): Promise<FirstRender> {
  const page = await context.newPage();
  try {
    const seen: string[] = [];
    page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => seen.push(`failed ${r.url()}: ${r.failure()?.errorText}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'commit' });
    const done = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __firstRender: Promise<{ domMs: number; paintMs: number }> }).__firstRender,
        new Promise<null>((r) => setTimeout(() => r(null), 30_000)),
      ]),
    );
    if (!done) {
      const shown = (await page.locator('main').textContent())?.slice(0, 300);
      throw new Error(
        `${url}: the finished screen never showed within 30 s (at ${page.url()}: ${shown})\n${seen.join('\n')}`,
      );
    }
    const m = await metrics(cdp);
    const phases = await page.evaluate((source) => {
      const re = new RegExp(source);
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((e) => re.test(new URL(e.name).pathname));
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      // The scripts the page had loaded before it asked for its data.
      const scripts = resources.filter(
        (e) => e.initiatorType === 'script' || new URL(e.name).pathname.endsWith('.js'),
      );
      const before = scripts.filter((e) => !entry || e.startTime < entry.startTime);
      return {
        docMs: nav?.responseEnd ?? 0,
        scriptsMs: Math.max(0, ...before.map((e) => e.responseEnd)),
        api: entry ? { start: entry.startTime, end: entry.responseEnd, bytes: entry.encodedBodySize } : null,
      };
    }, apiPath.source);
    return {
      paintMs: done.paintMs,
      domMs: done.domMs,
      ...phases,
      task: (m.TaskDuration ?? 0) * 1000,
      script: (m.ScriptDuration ?? 0) * 1000,
      style: (m.RecalcStyleDuration ?? 0) * 1000,
      layout: (m.LayoutDuration ?? 0) * 1000,
    };
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Orders placed live.

interface Menu {
  version: number;
  categories: {
    entrees: {
      id: string;
      option_groups: { min: number; options: { id: string; is_default: boolean }[] }[];
    }[];
  }[];
}

/** Places one cash 外帶 order (a phone of its own: a diner's open orders are capped); its number. */
async function placeOrder(base: string, menu: Menu, n: number): Promise<string> {
  const drink = menu.categories[0]!.entrees[0]!;
  const options = drink.option_groups
    .filter((g) => g.min > 0)
    .map((g) => ({ id: (g.options.find((o) => o.is_default) ?? g.options[0]!).id, quantity: 1 }));
  const res = await fetch(`${base}/api/orders/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      app_version: 'iDing 2.8.7',
      device_id: 'WEB',
      identifier: STORE,
      menu_version: menu.version,
      order_type: 0,
      payment_type: 0,
      target_time: null,
      cart: { items: [{ id: drink.id, quantity: 1, memo: '', options }] },
      name: '王小明',
      phone: `0977${String(n).padStart(6, '0')}`,
      memo: '',
    }),
  });
  const body = (await res.json()) as { item_name: string };
  if (res.status !== 201) throw new Error(`order answered ${res.status}: ${JSON.stringify(body)}`);
  return body.item_name;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One live update on the open board `page`: an order placed, its card painted, the window's main-thread work. */
async function liveUpdate(
  page: Page,
  cdp: CDPSession,
  base: string,
  menu: Menu,
  n: number,
): Promise<LiveUpdate> {
  const before = await page.evaluate(() => {
    (window as unknown as { __longtasks: unknown[] }).__longtasks = [];
    const count = document.querySelector('[data-testid="count-new"]')?.textContent ?? '';
    return Number(count.replace(/\D/g, ''));
  });
  const expected = `(${(before + 1).toLocaleString('zh-TW')})`;
  const m0 = await metrics(cdp);
  const t0 = performance.now();
  // Watches for the new count with a new first card; which card is checked once the POST answered.
  await page.evaluate((want) => {
    const w = window as unknown as {
      __waitFor: (check: () => boolean) => Promise<unknown>;
      __live: Promise<unknown>;
    };
    const first = () =>
      document
        .querySelector('[data-testid="column-new"] [data-testid="board-card"]')
        ?.getAttribute('aria-label');
    const was = first();
    w.__live = w.__waitFor(
      () =>
        document.querySelector('[data-testid="count-new"]')?.textContent?.trim() === want && first() !== was,
    );
  }, expected);
  const number = await placeOrder(base, menu, n);
  const shown = await page.evaluate(() =>
    Promise.race([
      (window as unknown as { __live: Promise<unknown> }).__live,
      new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
    ]),
  );
  if (!shown) throw new Error(`order #${number} never showed on the board`);
  const shownMs = performance.now() - t0;
  const top = await page
    .locator('[data-testid="column-new"] [data-testid="board-card"] h3')
    .first()
    .textContent();
  if (top?.trim() !== `#${number}`) throw new Error(`the board's first new card is ${top}, not #${number}`);
  await sleep(SETTLE_MS);
  const m1 = await metrics(cdp);
  const windowMs = performance.now() - t0;
  const longtasks = await page.evaluate(
    () => (window as unknown as { __longtasks: { duration: number }[] }).__longtasks,
  );
  return {
    taskMs: ((m1.TaskDuration ?? 0) - (m0.TaskDuration ?? 0)) * 1000,
    scriptMs: ((m1.ScriptDuration ?? 0) - (m0.ScriptDuration ?? 0)) * 1000,
    windowMs,
    longestTaskMs: Math.max(0, ...longtasks.map((t) => t.duration)),
    shownMs,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Where the time goes.

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** Where the renderer main thread's time went in a trace: its busy time, by kind of task and by event. */
interface TraceSummary {
  busyMs: number;
  /** Top-level tasks by what they ran first (TimerFire, EventDispatch, ParseHTML …), ms. */
  tasks: string[];
  /** Self time by trace event (FunctionCall, Layout, v8.compile …), ms. */
  self: string[];
}

/**
 * Runs `fn` under Chromium tracing (devtools.timeline, as the DevTools Performance panel records) and sums the
 * busiest renderer main thread's work: the page under test (other pages are closed by then).
 */
async function traced(browser: Browser, fn: () => Promise<unknown>, n = 5): Promise<TraceSummary> {
  await browser.startTracing(undefined, { categories: ['devtools.timeline', 'v8', 'v8.execute'] });
  let buffer: Buffer;
  try {
    await fn();
  } finally {
    buffer = await browser.stopTracing();
  }
  const parsed = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(key),
  );
  const threads = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(key(e))) continue;
    threads.set(key(e), [...(threads.get(key(e)) ?? []), e]);
  }
  let best: { busy: number; tasks: Map<string, number>; self: Map<string, number> } | undefined;
  for (const list of threads.values()) {
    list.sort((x, y) => x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0));
    const tasks = new Map<string, number>();
    const self = new Map<string, number>();
    const stack: { e: TraceEvent; end: number; children: number; first?: string }[] = [];
    let busy = 0;
    const close = (top: (typeof stack)[number]) => {
      const selfUs = (top.e.dur ?? 0) - top.children;
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + selfUs);
      if (stack.length === 0) {
        busy += top.e.dur ?? 0;
        const kind = top.first ?? top.e.name;
        tasks.set(kind, (tasks.get(kind) ?? 0) + (top.e.dur ?? 0));
      }
    };
    for (const e of list) {
      while (stack.length > 0 && stack.at(-1)!.end <= e.ts) close(stack.pop()!);
      const parent = stack.at(-1);
      if (parent) {
        parent.children += e.dur ?? 0;
        if (stack.length === 1 && parent.first === undefined) parent.first = e.name;
      }
      stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
    }
    while (stack.length > 0) close(stack.pop()!);
    if (!best || busy > best.busy) best = { busy, tasks, self };
  }
  const top = (m: Map<string, number> | undefined) =>
    [...(m ?? new Map<string, number>()).entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, n)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(1)} ms`);
  return { busyMs: (best?.busy ?? 0) / 1000, tasks: top(best?.tasks), self: top(best?.self) };
}

/** The middle value (the upper middle for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------------------------------

if (process.env.BENCH_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const loadBefore = os.loadavg();

interface Outcome {
  counts: Record<Stage, number>;
  loads: Record<LoadName, FirstRender[]>;
  /** The data calls timed from Node, without a browser. */
  apiAlone: string[];
  live: LiveUpdate[];
  idleTaskMsPerS: number;
  boardTop: TraceSummary;
  todayTop: TraceSummary;
  liveTop: TraceSummary;
}

const outcome = await withPostgres(async (url): Promise<Outcome> => {
  const server = await startAppServer({
    DATABASE_URL: url,
    ORDER_RATE_LIMIT: '0',
    // The server's CPU profile (node --cpu-prof), written when it stops: where the data calls' time goes.
    ...(SERVER_PROFILE_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(SERVER_PROFILE_DIR)}` }
      : {}),
  });
  let browser: Browser | undefined;
  try {
    const counts = await fillStore(url);
    const base = server.baseUrl;
    browser = await chromium.launch(CHROMIUM);
    // Logged in once through the API, as the login form would; every context gets the session cookie.
    const login = await browser.newContext({ baseURL: base });
    const res = await login.request.post('/api/console/login', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { account: DEMO_OWNER_50LAN.account, password: DEMO_OWNER_50LAN.password },
    });
    if (res.status() !== 200) throw new Error(`console login answered ${res.status()}: ${await res.text()}`);
    const cookies = await login.cookies();
    // The two data calls alone, from here (no browser, uncompressed), for the record: the second of three.
    const apiAlone: string[] = [];
    for (const api of [`/api/console/stores/${STORE}/orders`, `/api/console/stores/${STORE}/today`]) {
      let line = '';
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const answer = await login.request.get(api, { timeout: 120_000 });
        const body = await answer.body();
        if (answer.status() !== 200) throw new Error(`GET ${api} answered ${answer.status()}`);
        if (i === 1) {
          line = `GET ${api.replace(STORE, '{sid}')} ${Math.round(performance.now() - started)} ms (${(body.length / 1024).toFixed(1)} KB)`;
        }
      }
      console.log(line);
      apiAlone.push(line);
    }
    await login.close();

    const boardUrl = `${base}/console/${STORE}/orders`;
    const todayUrl = `${base}/console/${STORE}/today`;
    const boardApi = new RegExp(`^/api/console/stores/${STORE}/orders$`);
    const todayApi = new RegExp(`^/api/console/stores/${STORE}/today$`);
    const loads: Record<LoadName, FirstRender[]> = {
      'board, cold': [],
      'board, warm': [],
      '今日, cold': [],
      '今日, warm': [],
    };
    // One warm-up (server JIT, PostgreSQL caches), then the runs, the board and 今日 in turn: each in a fresh
    // context (cold HTTP cache), then once more in a new page of that context (scripts from the cache).
    for (let run = -1; run < RUNS; run++) {
      const line: string[] = [];
      for (const [name, url, api] of [
        ['board', boardUrl, boardApi],
        ['今日', todayUrl, todayApi],
      ] as const) {
        const context = await freshContext(browser, cookies);
        try {
          for (const cache of ['cold', 'warm'] as const) {
            const r = await firstRender(context, url, api);
            line.push(
              `${name} ${cache} ${r.paintMs.toFixed(0)} ms (scripts ${r.scriptsMs.toFixed(0)}, ` +
                `API ${r.api?.start.toFixed(0)}–${r.api?.end.toFixed(0)}, DOM ${r.domMs.toFixed(0)})`,
            );
            if (run >= 0) loads[`${name}, ${cache}`].push(r);
          }
        } finally {
          await context.close();
        }
      }
      console.log(`${run < 0 ? 'warm-up' : `run ${run + 1}/${RUNS}`}: ${line.join('; ')}`);
    }
    const profiled = async (url: string, api: RegExp) => {
      const context = await freshContext(browser!, cookies);
      try {
        return await traced(browser!, () => firstRender(context, url, api));
      } finally {
        await context.close();
      }
    };
    const boardTop = await profiled(boardUrl, boardApi);
    const todayTop = await profiled(todayUrl, todayApi);

    // Live updates on one open board.
    const menu = (await (await fetch(`${base}/api/menu/new/${STORE}`)).json()) as Menu;
    const context = await freshContext(browser, cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(boardUrl);
    await page.evaluate(() => (window as unknown as { __firstRender: Promise<unknown> }).__firstRender);
    await page.getByRole('status').filter({ hasText: '即時更新中' }).waitFor();
    await sleep(2000);
    // The idle board's own work (clock, event stream), for comparison.
    const i0 = await metrics(cdp);
    await sleep(3000);
    const i1 = await metrics(cdp);
    const idleTaskMsPerS = (((i1.TaskDuration ?? 0) - (i0.TaskDuration ?? 0)) * 1000) / 3;
    const live: LiveUpdate[] = [];
    for (let n = -1; n < RUNS; n++) {
      await sleep(1000);
      const u = await liveUpdate(page, cdp, base, menu, n + 10);
      console.log(
        `${n < 0 ? 'warm-up' : `live ${n + 1}/${RUNS}`}: main thread ${u.taskMs.toFixed(1)} ms (script ${u.scriptMs.toFixed(1)}) ` +
          `over ${u.windowMs.toFixed(0)} ms, longest task ${u.longestTaskMs.toFixed(0)} ms, shown after ${u.shownMs.toFixed(0)} ms`,
      );
      if (n >= 0) live.push(u);
    }
    await sleep(1000);
    const liveTop = await traced(browser, () => liveUpdate(page, cdp, base, menu, 100));
    await context.close();
    return { counts, loads, live, idleTaskMsPerS, boardTop, todayTop, liveTop, apiAlone };
  } finally {
    await browser?.close();
    await server.stop();
  }
});
if (!outcome) throw new Error('bench:console needs PostgreSQL (BENCH_PG_URL): it fills the database in bulk');
const loadAfter = os.loadavg();

// ---------------------------------------------------------------------------------------------------------------
// Report.

const { counts, loads, live } = outcome;
const ms = (v: number) => `${Math.round(v)} ms`;
const ms1 = (v: number) => `${v.toFixed(1)} ms`;
const med = (r: FirstRender[], f: (x: FirstRender) => number) => ms(median(r.map(f)));
const renderRow = (name: LoadName) => {
  const r = loads[name];
  const paint = r.map((x) => x.paintMs);
  return (
    `| ${name} | ${ms(median(paint))} | ${ms(Math.max(...paint))} | ${med(r, (x) => x.docMs)} | ` +
    `${med(r, (x) => x.scriptsMs)} | ${med(r, (x) => x.api?.start ?? Number.NaN)} | ` +
    `${med(r, (x) => x.api?.end ?? Number.NaN)} (${((r[0]?.api?.bytes ?? 0) / 1024).toFixed(1)} KB) | ` +
    `${med(r, (x) => x.domMs)} | ${med(r, (x) => x.task)} | ${med(r, (x) => x.script)} | ` +
    `${med(r, (x) => x.style + x.layout)} | ${paint.map((v) => Math.round(v)).join(', ')} |`
  );
};
const verdict = (value: number, target: number) => (value < target ? 'met' : 'missed');
const firstVerdict = (name: LoadName) => {
  const paint = loads[name].map((x) => x.paintMs);
  const mid = median(paint);
  const max = Math.max(...paint);
  return (
    `- ${name} first render < ${TARGET_FIRST_RENDER_MS} ms: median ${ms(mid)} (${verdict(mid, TARGET_FIRST_RENDER_MS)}), ` +
    `max ${ms(max)} (${verdict(max, TARGET_FIRST_RENDER_MS)})`
  );
};
const liveTask = live.map((x) => x.taskMs);
const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
const names: LoadName[] = ['board, cold', 'board, warm', '今日, cold', '今日, warm'];
const section = [
  '## Store console at a busy store (`npm run bench:console`)',
  '',
  'Written by bench/console.bench.ts: the production app over a fresh PostgreSQL database filled in bulk SQL,',
  `50嵐 信義店 with ${counts.new} 新訂單, ${counts.preparing} 製作中 and ${counts.ready} 可取餐 open and ${counts.completed} 已完成`,
  `today; the demo owner in Chromium (${CHROMIUM.executablePath}, headless) at 1280×800. First render = from the`,
  'navigation start to the frame after the DOM first held the finished screen (board: the four headings with',
  'their true counts and a card in each column; 今日: the figures and the by-payment table), measured in the',
  'page; "cold" is a fresh browser context (empty HTTP cache), "warm" a second page of that context (scripts',
  'from the cache, data fetched anew). The middle columns are the median times, from the navigation start, at',
  'which the HTML and the scripts loaded before the data request had arrived, and the data request (board or',
  "day) started and ended (its body on the wire); main thread = the renderer's busy time until the paint (CDP",
  'Performance.getMetrics). Live update = renderer main-thread busy time (CDP TaskDuration) from just before one',
  'order POST until 500 ms after its card was painted at the top of 新訂單 with the new count, idle work',
  `included (the idle board: ${ms1(outcome.idleTaskMsPerS)} a second; its clock moves every 15 s, and a window it`,
  `falls in counts that re-render too). ${RUNS} runs of each after one warm-up.`,
  `This machine: ${os.cpus().length} cores, shared with other jobs, load average ${load(loadBefore)} before and`,
  `${load(loadAfter)} after; Node ${process.version}. Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  '',
  '| load | first render median | max | HTML | scripts | data start | data end | DOM | main thread | script | style + layout | every run |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...names.map(renderRow),
  '',
  `The data calls alone, from Node on the same machine: ${outcome.apiAlone.join('; ')}.`,
  '',
  '| live update | main thread median | max | script (median) | longest task (max) | shown after (median) | every run |',
  '|---|---:|---:|---:|---:|---:|---|',
  `| one new order on the open board | ${ms1(median(liveTask))} | ${ms1(Math.max(...liveTask))} | ` +
    `${ms1(median(live.map((x) => x.scriptMs)))} | ${ms(Math.max(...live.map((x) => x.longestTaskMs)))} | ` +
    `${ms(median(live.map((x) => x.shownMs)))} | ${liveTask.map((v) => v.toFixed(1)).join(', ')} |`,
  '',
  'Where the main thread goes, in one more run of each under Chromium tracing (devtools.timeline): its busy',
  'time, the top-level tasks by what they began with, and self time by trace event:',
  '',
  ...(
    [
      ['board first render (cold)', outcome.boardTop],
      ['今日 first render (cold)', outcome.todayTop],
      ['live update', outcome.liveTop],
    ] as const
  ).map(
    ([name, t]) => `- ${name}: busy ${ms(t.busyMs)}; tasks ${t.tasks.join(', ')}; self ${t.self.join(', ')}`,
  ),
  '',
  '### Against the target',
  '',
  ...names.map(firstVerdict),
  `- live update < ${TARGET_LIVE_MS} ms of main-thread work: median ${ms1(median(liveTask))} ` +
    `(${verdict(median(liveTask), TARGET_LIVE_MS)}), max ${ms1(Math.max(...liveTask))} ` +
    `(${verdict(Math.max(...liveTask), TARGET_LIVE_MS)})`,
].join('\n');
console.log(`\n${section}`);
writeBenchSection('console', section);
console.log('\nwritten to docs/benchmarks.md');
