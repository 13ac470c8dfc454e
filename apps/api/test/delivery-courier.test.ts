/**
 * `npm run courier -- ORDER_ID pickup|dropoff|delivered|cancel REASON`: advances a sandbox
 * delivery in the database, or through a running PGlite server's loopback control endpoint (as
 * `npm run maintenance` does; maintenance.test.ts).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type OrderLiveEvent, OrderStatus } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { advanceDelivery } from '../src/modules/delivery/advance-delivery';
import { findOrderDelivery } from '../src/modules/delivery/get-order-delivery';
import { startDelivery } from '../src/modules/delivery/start-delivery';
import { browser, createDeliveryStore, quoteBody } from './delivery-factories';
import { orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { readEventStream } from './sse-client';

const REPO = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(REPO, 'node_modules/.bin/tsx');
const run = promisify(execFile);

/**
 * A store, an order placed by `diner` (a new browser by default) and its booked sandbox delivery in `app`'s
 * database; returns the order id.
 */
async function bookedOrder(t: Pick<TestApp, 'app' | 'db'>, diner = browser(t as TestApp)): Promise<string> {
  const shop = await createDeliveryStore(t.db);
  const quote = await diner.post('/api/orders/quote', quoteBody(shop));
  expect(quote.statusCode, quote.body).toBe(200);
  const order = await diner.post('/api/orders/order', orderBody(shop));
  expect(order.statusCode, order.body).toBe(201);
  const orderId = order.json().id as string;
  await startDelivery(t.db, t.app.delivery, {
    orderId,
    quoteId: quote.json().quote_id,
    store: {
      id: shop.storeId,
      identifier: shop.identifier,
      name: '50嵐 信義松仁店',
      phone: '02-2720-0000',
      city: '臺北市',
      district: '信義區',
      address: '松仁路100號',
    },
    recipient: { name: '王小明', phone: '0912345678' },
    now: t.app.now(),
  });
  return orderId;
}

describe('POST /internal/courier (the control endpoint of a running PGlite server)', () => {
  let t: TestApp;
  const TOKEN = 'd'.repeat(43);
  beforeAll(async () => {
    t = await buildTestApp({ controlToken: TOKEN });
  });
  afterAll(async () => t.close());

  const post = (headers: Record<string, string>, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/internal/courier', headers, payload, remoteAddress });

  it('moves a delivery only for the CLI on this machine with the token', async () => {
    const orderId = await bookedOrder(t);
    expect((await post({}, { order_id: orderId, event: 'pickup' })).statusCode).toBe(404);
    expect(
      (await post({ 'x-control-token': TOKEN }, { order_id: orderId, event: 'pickup' }, '203.0.113.5'))
        .statusCode,
    ).toBe(404);
    expect((await findOrderDelivery(t.db, orderId))?.status).toBe(0);
    const ok = await post({ 'x-control-token': TOKEN }, { order_id: orderId, event: 'pickup' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ orderId, status: 1, statusName: '外送員取餐中' });
    const bad = await post({ 'x-control-token': TOKEN }, { order_id: orderId, event: 'delivered' });
    expectRefusal(bad, 409, 'delivery_transition_invalid');
    expectRefusal(
      await post({ 'x-control-token': TOKEN }, { order_id: orderId, event: 'fly' }),
      400,
      'validation_error',
    );
  });
});

describe("a courier's move reaches the diner's open order page (spec §4 Delivery status)", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => t.close());

  it('sends each move to a follower of the order, as it happens, with the order as it stands', async () => {
    const diner = browser(t);
    const orderId = await bookedOrder(t, diner);
    const res = await fetch(`${base}/api/orders/${orderId}/events`, {
      headers: { cookie: `iding_visitor=${diner.cookie()}` },
    });
    expect(res.status).toBe(200);
    const stream = readEventStream<OrderLiveEvent>(res);
    try {
      // The page follows from the start: the order reaching the store first.
      expect((await stream.received(1, 3000)).map((e) => e.data.kind)).toEqual(['created']);
      await advanceDelivery(t.db, orderId, 'pickup', undefined, t.app.now());
      const picked = await stream.received(2, 3000);
      expect(picked.map((e) => [e.data.kind, e.data.order_id, e.data.status])).toEqual([
        ['created', orderId, OrderStatus.SUBMITTED],
        ['delivery', orderId, OrderStatus.SUBMITTED],
      ]);
      await advanceDelivery(t.db, orderId, 'dropoff', undefined, t.app.now());
      const events = await stream.received(3, 3000);
      expect(events.map((e) => e.data.kind)).toEqual(['created', 'delivery', 'delivery']);
      expect(events[2]!.id).toBeGreaterThan(events[1]!.id);
      // A refused move is no news.
      await expect(advanceDelivery(t.db, orderId, 'pickup', undefined, t.app.now())).rejects.toMatchObject({
        code: 'delivery_transition_invalid',
      });
      expect(await stream.received(4, 500)).toHaveLength(3);
    } finally {
      await stream.close();
    }
  });
});

// Each test starts `tsx` child processes (seconds each on a busy 2-core machine).
describe('npm run courier -- ORDER_ID pickup|dropoff|delivered|cancel REASON', { timeout: 180_000 }, () => {
  let dataDir: string;
  let orderIds: string[];
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'iding-courier-'));
    // Two orders with booked sandbox deliveries in a PGlite data directory, written while no server runs.
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      db: database.db,
      serveWeb: false,
    });
    try {
      await app.ready();
      orderIds = [await bookedOrder({ app, db: database.db }), await bookedOrder({ app, db: database.db })];
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  type Result = { code?: number; stdout: string; stderr: string };
  const cli = (...args: string[]) =>
    run(TSX, ['apps/api/src/cli/courier.ts', ...args], { cwd: REPO, env: env() }).catch(
      (e: Result) => e,
    ) as Promise<Result>;
  const statusIn = async (orderId: string) => {
    const database = await openDatabase({ dataDir });
    try {
      return await findOrderDelivery(database.db, orderId);
    } finally {
      await database.close();
    }
  };

  it('refuses bad usage with exit 2, changing nothing', async () => {
    const [orderId] = orderIds;
    expect((await cli()).code).toBe(2);
    expect((await cli(orderId!, 'fly')).code).toBe(2);
    const noReason = await cli(orderId!, 'cancel');
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('NO_COURIER');
    expect((await statusIn(orderId!))?.status).toBe(0);
  });

  it('moves a delivery in the database when no server runs, and refuses what spec §4 does not allow', async () => {
    const [orderId] = orderIds;
    const picked = await cli(orderId!, 'pickup');
    expect(picked.stdout).toContain(`Delivery of ${orderId}: 外送員取餐中`);
    const wrong = await cli(orderId!, 'delivered');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('外送狀態為「外送員取餐中」，不能標記送達');
    const unknown = await cli('00000000-0000-4000-8000-000000000000', 'pickup');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('這筆訂單沒有外送');
    const canceled = await cli(orderId!, 'cancel', 'COURIER_ACCIDENT');
    expect(canceled.stdout).toContain('外送已取消（外送平台：外送員發生意外）');
    expect(await statusIn(orderId!)).toMatchObject({ status: 5, cancel_reason: 4, cancel_party: 2 });
  });

  it('moves a delivery through a running PGlite server', async () => {
    const orderId = orderIds[1]!;
    const server = spawn(TSX, ['apps/api/src/server.ts'], {
      cwd: REPO,
      env: { ...env(), PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout!.on('data', (chunk: Buffer) => {
          if (/iDing is ready on http:\/\/localhost:\d+/.test(chunk.toString())) resolve();
        });
        server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      expect((await cli(orderId, 'pickup')).stdout).toContain('外送員取餐中');
      expect((await cli(orderId, 'dropoff')).stdout).toContain('外送中');
      const refused = await cli(orderId, 'pickup');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('外送狀態為「外送中」，不能標記取餐');
      expect((await cli(orderId, 'delivered')).stdout).toContain('已送達');
    } finally {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    expect((await statusIn(orderId))?.status).toBe(4);
  });
});
