/**
 * Starts the server: opens the database (PGlite in DATA_DIR or DATABASE_URL), migrates, seeds the demo
 * data on first start, and serves the API and the built web app on PORT.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { checkSandboxExposure, loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed';
import { CONTROL_FILE, type ControlFile } from './lib/control-file';
import type { PeriodicJob } from './lib/periodic-job';
import { startDeliveryBooking } from './modules/orders/book-pending-deliveries';
import { startUnacceptedCancelling } from './modules/orders/cancel-unaccepted-orders';
import { startDayEndCompleting } from './modules/orders/previous-open-orders';
import { orderPaymentsOf } from './modules/payments/order-payments';
import { startPaymentReconciliation } from './modules/payments/reconcile-payments';
import { earnOrderPoints } from './modules/points/earn-order-points';
import { type PruningJob, startPruning } from './modules/system/prune-tables';

/** How long in-flight requests may run after SIGTERM before their sockets are destroyed. */
const SOCKET_GRACE_MS = 3000;

async function main() {
  const config = loadConfig();
  const exposure = checkSandboxExposure(config);
  if (exposure) {
    console.error(`\n✖ ${exposure}\n`);
    process.exit(1);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n✖ ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (config.SEED_DEMO) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) console.log(`Seeded demo data: ${seeded}`);
  }
  // On PGlite, `npm run maintenance` cannot open the directory this process holds; it finds this server's
  // port and a one-time control token in DATA_DIR/control.json (readable by the same OS user only).
  const controlToken = database.kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  const controlFile = path.join(config.DATA_DIR, CONTROL_FILE);
  const app = await buildApp({ config, db: database.db, controlToken });
  let pruning: PruningJob | undefined;
  let reconciling: PeriodicJob | undefined;
  let booking: PeriodicJob | undefined;
  let unaccepted: PeriodicJob | undefined;
  let dayEnd: PeriodicJob | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after error');
    await pruning?.stop();
    await reconciling?.stop();
    await booking?.stop();
    await unaccepted?.stop();
    await dayEnd?.stop();
    // In-flight requests get SOCKET_GRACE_MS to finish; sockets still open then (a browser's preconnect
    // that never sends a request, a stalled client) are destroyed, so the database always closes cleanly
    // instead of the process being killed with PGlite open.
    const force = setTimeout(() => app.server.closeAllConnections(), SOCKET_GRACE_MS);
    await app.close();
    clearTimeout(force);
    if (controlToken) rmSync(controlFile, { force: true });
    await database.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Old client logs and rate-limit counters go at start and then periodically.
  pruning = startPruning({
    db: database.db,
    limits: {
      clientLogRetentionDays: config.CLIENT_LOG_RETENTION_DAYS,
      clientLogMaxRows: config.CLIENT_LOG_MAX_ROWS,
      rateLimitRetentionHours: config.RATE_LIMIT_RETENTION_HOURS,
    },
    intervalMs: config.PRUNE_INTERVAL_MINUTES * 60_000,
    now: () => Date.now(),
    onResult: (deleted) => {
      if (deleted.clientLogs || deleted.rateLimits || deleted.deliveryQuotes)
        app.log.info({ deleted }, 'pruned old rows');
    },
    onError: (error) => app.log.error({ err: error }, 'pruning old rows failed'),
  });
  // Online payments nobody finished are asked about, and unpaid orders expired, at start and then
  // periodically.
  reconciling = startPaymentReconciliation({
    db: database.db,
    providers: app.payments,
    ttlMinutes: config.PAYMENT_TTL_MINUTES,
    intervalMs: config.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
    now: () => Date.now(),
    onResult: (report) => {
      if (report.paid || report.closed || report.expired || report.refunded)
        app.log.info({ report }, 'reconciled payments');
    },
    onError: (error) => app.log.error({ err: error }, 'payment reconciliation failed'),
  });
  // 外送 couriers are booked when the order page asks (POST pairing); orders no page paired within LEFT_AFTER_MS,
  // and those a crash or restart left unbooked, are booked here at start and every minute (ADR 006 外送).
  booking = startDeliveryBooking({
    db: database.db,
    bookings: app.state.bookings,
    provider: app.delivery,
    intervalMs: 60_000,
    now: () => Date.now(),
    onResult: (report) => {
      if (report.queued || report.refused) app.log.info({ report }, 'booked couriers left unbooked');
    },
    onError: (error) => app.log.error({ err: error }, 'delivery: booking a courier failed'),
  });
  // Orders no store accepted by their pickup time are cancelled (and refunded when paid), at start and every
  // minute, unless the store turned it off (cancel-unaccepted-orders.ts).
  unaccepted = startUnacceptedCancelling({
    db: database.db,
    deps: {
      payments: orderPaymentsOf(database.db, app.payments),
      delivery: app.delivery,
      onError: (error) => app.log.error({ err: error }, 'unaccepted orders: a courier or refund failed'),
    },
    intervalMs: 60_000,
    now: () => Date.now(),
    onResult: (report) => {
      if (report.cancelled || report.failed) app.log.info({ report }, 'cancelled orders no store accepted');
    },
    onError: (error) => app.log.error({ err: error }, 'cancelling unaccepted orders failed'),
  });
  // Orders still open when the store's business day ended are completed, at start and every minute, for
  // stores whose board setting auto_complete_day_end is on (previous-open-orders.ts); others show them in
  // 今日 as 前日未完成.
  dayEnd = startDayEndCompleting({
    db: database.db,
    onCompleted: earnOrderPoints,
    intervalMs: 60_000,
    now: () => Date.now(),
    onResult: (report) => {
      if (report.completed) app.log.info({ report }, 'completed orders left open at day end');
    },
    onError: (error) => app.log.error({ err: error }, 'completing orders at day end failed'),
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (controlToken) {
    const control: ControlFile = { port, token: controlToken };
    writeFileSync(controlFile, JSON.stringify(control), { mode: 0o600 });
  }
  console.log(`iDing is ready on http://localhost:${port} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
