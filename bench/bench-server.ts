/**
 * The server under load for `npm run bench` (bench/api.bench.ts starts it as a child process, so the load
 * generator and the server do not share an event loop).
 *
 * It is the real app (buildApp) over a fresh, seeded database, plus two baseline routes measured in the
 * same process and run:
 * - GET  /bench/static/menu.json: a static file (@fastify/static) holding exactly the bytes the menu GET
 *   serves, the ceiling for "serve the cached menu";
 * - POST /bench/baseline-write: one INSERT of the request body in a transaction, the ceiling for "write
 *   an order" on this database;
 * - POST /bench/delivery-quotes {count}: stores `count` 外送 quotes, each for a browser of its own (the rows
 *   POST /api/orders/quote would store for BENCH_DELIVERY_TO; sandbox courier, same district, 60 TWD), and
 *   returns them as `{quotes: [{id, visitor}]}` (visitor: that browser's cookie token), so each order of the 外送 create
 *   scenario is another diner's with its own quote (a quote serves one order; a diner's open orders at a store
 *   are capped) without going through the quote route's rate limit.
 * - POST /bench/coupon: adds a running $10-off coupon (any diner, no use limit to speak of) at the bench store and
 *   returns `{id}`, for the coupon rows of order check and create (ADR 031).
 * - GET /bench/cpu: this process's CPU time so far, `{user, system}` in µs (process.cpuUsage), read by the bench
 *   before and after each interleaved round for the server's CPU per request.
 *
 * Env: PORT (0 = any), BENCH_DATABASE_URL (postgres://… or unset for PGlite in a temp directory),
 * VISITOR_TOKEN_SECRET (the bench signs its visitor cookies with it, so the server keeps them),
 * ORDER_RATE_LIMIT (the benches set 0: their load comes from one address).
 * Prints one line `READY <port> <identifier>` when it listens; exits on SIGTERM. BENCH_CPU_PROFILE: see startProfiler.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { coupons, deliveryQuotes, stores } from '../apps/api/src/db/schema';
import { DEMO_FILE, seedDemoIfEmpty } from '../apps/api/src/db/seed';
import { hashVisitorToken, issueVisitorToken } from '../apps/api/src/lib/visitor-token';
import { importCatalog } from '../apps/api/src/modules/catalog-import/import-catalog';
import { ZImportFile } from '../apps/api/src/modules/catalog-import/import-format';
import { CouponApplicability, DiscountSource, TW_DISTRICTS } from '../packages/domain/src';
import { BENCH_DELIVERY_TO } from './bench-data';

/** The 24-hour 50嵐 branch of the demo data (data/README.md), so the bench can order at any hour. */
export const BENCH_STORE = '50lan-xinyi';

const workDir = mkdtempSync(path.join(tmpdir(), 'iding-bench-'));
const url = process.env.BENCH_DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: path.join(workDir, 'data') });
await seedDemoIfEmpty(database.db);
const extraStores = Number(process.env.BENCH_EXTRA_STORES ?? 0);
if (extraStores > 0) await importExtraStores(extraStores);
await database.db.execute(
  sql`create table if not exists bench_writes (id serial primary key, body jsonb not null, created_at timestamptz not null default now())`,
);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  VISITOR_TOKEN_SECRET: process.env.VISITOR_TOKEN_SECRET,
  ORDER_RATE_LIMIT: process.env.ORDER_RATE_LIMIT,
  // The payment scenario plays many diners (each its own X-Forwarded-For), as the payment routes limit a
  // client address to 30 starts a minute; only the bench on loopback may say so.
  TRUST_PROXY: '127.0.0.1',
});
const app = await buildApp({ config, db: database.db, serveWeb: false });
const staticDir = path.join(workDir, 'static');
await app.register(fastifyStatic, { root: staticDir, prefix: '/bench/static/', decorateReply: false });
app.post('/bench/baseline-write', async (request) => {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into bench_writes (body) values (${JSON.stringify(request.body)}::jsonb)`);
  });
  return { ok: true };
});
app.post<{ Body: { count: number } }>('/bench/delivery-quotes', async (request) => {
  const [store] = await database.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.identifier, BENCH_STORE));
  const now = Date.now();
  const quotes: { id: string; visitor: string }[] = [];
  for (let done = 0; done < request.body.count; done += 1000) {
    const visitors = Array.from({ length: Math.min(1000, request.body.count - done) }, () =>
      issueVisitorToken(config.VISITOR_TOKEN_SECRET!),
    );
    const rows = visitors.map((visitor, i) => ({
      storeId: store!.id,
      visitorTokenHash: hashVisitorToken(visitor),
      city: BENCH_DELIVERY_TO.city,
      district: BENCH_DELIVERY_TO.district,
      address: BENCH_DELIVERY_TO.address,
      floor: BENCH_DELIVERY_TO.floor,
      totalCents: 5000,
      feeCents: 6000,
      etaMinutes: 25,
      provider: 0,
      providerQuoteId: `sbq_bench_${done + i}`,
      createdAt: new Date(now),
      expiresAt: new Date(now + 60 * 60_000),
    }));
    const inserted = await database.db.insert(deliveryQuotes).values(rows).returning();
    // Matched by providerQuoteId: RETURNING promises no order.
    const visitorOf = new Map(rows.map((r, i) => [r.providerQuoteId, visitors[i]!]));
    for (const quote of inserted) {
      quotes.push({ id: quote.id, visitor: visitorOf.get(quote.providerQuoteId ?? '')! });
    }
  }
  return { quotes };
});
app.post('/bench/coupon', async () => {
  const [store] = await database.db
    .select({ id: stores.id, brandId: stores.brandId })
    .from(stores)
    .where(eq(stores.identifier, BENCH_STORE));
  const now = Date.now();
  const [coupon] = await database.db
    .insert(coupons)
    .values({
      brandId: store!.brandId,
      storeId: store!.id,
      name: '折 10 元',
      source: DiscountSource.STORE,
      applicability: CouponApplicability.ALL,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 30 * 86_400_000),
      benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 10 } },
      perMemberLimit: 1_000_000,
    })
    .returning({ id: coupons.id });
  return { id: coupon!.id };
});
// The bench divides this process's CPU time over a round by the round's requests (µs per request).
app.get('/bench/cpu', async () => process.cpuUsage());
// BENCH_CPU_PROFILE: the bench may stop the server's parent (tsx) before the server is done; asking first is sure.
app.post('/bench/cpu-profile', async () => {
  await profiler?.();
  return { file: process.env.BENCH_CPU_PROFILE ?? null };
});
await app.ready();

// The static baseline serves the very bytes of the menu response.
const menu = await app.inject({ method: 'GET', url: `/api/menu/new/${BENCH_STORE}` });
if (menu.statusCode !== 200) throw new Error(`menu GET answered ${menu.statusCode}: ${menu.body}`);
mkdirSync(staticDir, { recursive: true });
writeFileSync(path.join(staticDir, 'menu.json'), menu.rawPayload);

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const profiler = await startProfiler(process.env.BENCH_CPU_PROFILE);
console.log(`READY ${port} ${BENCH_STORE} ${database.kind} ${menu.rawPayload.length}`);

/**
 * BENCH_CPU_PROFILE=FILE: a CPU profile of the server from READY to shutdown, written to FILE (open it in
 * Chrome DevTools' Performance panel), for finding where a scenario's time goes.
 */
async function startProfiler(file: string | undefined) {
  if (!file) return null;
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  let written = false;
  const write = async () => {
    if (written) return;
    written = true;
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
  };
  return write;
}

async function shutdown() {
  await profiler?.();
  await app.close();
  await database.close();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

/**
 * Multiplies the demo catalogue for the search benchmark (search stays fast on thousands of stores): `n`
 * more branches of the demo brands spread over every real district of the zip table, each with a one-item
 * menu (search does not read menus). Imported through the real importer.
 */
async function importExtraStores(n: number) {
  const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as {
    brands: { identifier: string; name: string; aliases?: string[]; stores: Record<string, unknown>[] }[];
  };
  const districts = Object.entries(TW_DISTRICTS).flatMap(([city, list]) =>
    list.split(',').map((entry) => {
      const [zip, district] = entry.split(' ') as [string, string];
      return { city, district, zip };
    }),
  );
  const brands = demo.brands.map((b) => ({
    identifier: `${b.identifier}-bench`,
    name: b.name,
    aliases: b.aliases ?? [],
    stores: [] as Record<string, unknown>[],
  }));
  for (let i = 0; i < n; i++) {
    const brand = brands[i % brands.length]!;
    const template = demo.brands[i % brands.length]!.stores[0]!;
    const place = districts[(i * 7) % districts.length]!;
    brand.stores.push({
      ...template,
      identifier: `${brand.identifier}-${i}`,
      name: `${brand.name} ${place.district.slice(0, -1)}${i}店`,
      city: place.city,
      district: place.district,
      zip: place.zip,
      address: `${place.city}${place.district}中正路${(i % 300) + 1}號`,
      // A store's custom items carry ids unique across the catalogue: the copies have none.
      custom_items: [],
      menu: {
        categories: [{ name: '飲品', entrees: [{ name: '紅茶', price: 30, option_groups: [] }] }],
      },
    });
  }
  await importCatalog(database.db, ZImportFile.parse({ brands }));
}
