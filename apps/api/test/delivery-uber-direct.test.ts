/**
 * The Uber Direct adapter (PROVIDERS.md §7) against a local fake of its documented API (node:http on a free
 * port): OAuth client credentials (form, scope eats.deliveries, token cached), delivery_quotes with addresses
 * as JSON strings and fees in minor units, deliveries with quote_id, idempotency_key and +E.164 phones,
 * cancel, and the address_undeliverable error as 超出外送範圍.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findCancelReason } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDelivery } from '../src/modules/delivery/start-delivery';
import { DeliveryOutOfRangeError, DeliveryProviderError } from '../src/providers/delivery/errors';
import { createUberDirect, uberAddress, uberPhone } from '../src/providers/delivery/uber-direct';
import { browser, createDeliveryStore, quoteBody } from './delivery-factories';
import { orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const CUSTOMER = 'cus_taipei';
const CLIENT_ID = 'client-iding';
const CLIENT_SECRET = 'secret-iding';

/** What the fake saw. */
interface FakeLog {
  tokens: number;
  quotes: Record<string, unknown>[];
  deliveries: Record<string, unknown>[];
  cancels: string[];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => {
      text += c.toString();
    });
    req.on('end', () => resolve(text));
  });
}

/**
 * A fake Uber Direct: checks the token request and bearer token, the address JSON strings and phone format
 * as documented, answers quotes in minor units and refuses a dropoff in another city as undeliverable.
 * `quoteExpiresAt` (epoch ms) is the quotes' `expires`; `failQuotes` makes quotes answer 500.
 */
function fakeUber(options: { quoteExpiresAt: number; failQuotes?: boolean }) {
  const log: FakeLog = { tokens: 0, quotes: [], deliveries: [], cancels: [] };
  const byKey = new Map<string, Record<string, unknown>>();
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const text = await readBody(req);
    if (req.method === 'POST' && req.url === '/oauth/v2/token') {
      const form = new URLSearchParams(text);
      const ok =
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('grant_type') === 'client_credentials' &&
        form.get('scope') === 'eats.deliveries';
      if (!ok) return send(401, { error: 'invalid_client' });
      log.tokens++;
      return send(200, {
        access_token: 'tok-1',
        expires_in: 2592000,
        token_type: 'Bearer',
        scope: 'eats.deliveries',
      });
    }
    if (req.headers.authorization !== 'Bearer tok-1')
      return send(401, { code: 'unauthorized', message: 'bad token' });
    const prefix = `/v1/customers/${CUSTOMER}/`;
    if (req.method !== 'POST' || !req.url?.startsWith(prefix)) return send(404, { code: 'not_found' });
    const route = req.url.slice(prefix.length);
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    const address = (v: unknown) => {
      if (typeof v !== 'string') return null;
      const a = JSON.parse(v) as {
        street_address?: unknown;
        city?: unknown;
        state?: unknown;
        zip_code?: unknown;
        country?: unknown;
      };
      return Array.isArray(a.street_address) && a.country === 'TW' && /^\d{3}$/.test(String(a.zip_code))
        ? a
        : null;
    };
    const cancel = /^deliveries\/(del_\d+)\/cancel$/.exec(route);
    if (cancel) {
      log.cancels.push(cancel[1]!);
      return send(200, { id: cancel[1], status: 'canceled' });
    }
    const pickup = address(body.pickup_address);
    const dropoff = address(body.dropoff_address);
    if (!pickup || !dropoff)
      return send(400, { code: 'invalid_params', message: 'address must be a JSON string' });
    if (route === 'delivery_quotes') {
      log.quotes.push(body);
      if (options.failQuotes) return send(500, { code: 'unknown_error', message: 'try later' });
      if (pickup.state !== dropoff.state) {
        return send(400, {
          code: 'address_undeliverable',
          message: 'The specified location is not in a deliverable area.',
        });
      }
      return send(200, {
        kind: 'delivery_quote',
        id: `dqt_${log.quotes.length}`,
        created: new Date(T0).toISOString(),
        expires: new Date(options.quoteExpiresAt).toISOString(),
        fee: 8550,
        currency: 'twd',
        currency_type: 'TWD',
        duration: 37,
        pickup_duration: 12,
      });
    }
    if (route === 'deliveries') {
      const phone = /^\+[0-9]+$/;
      if (!phone.test(String(body.pickup_phone_number)) || !phone.test(String(body.dropoff_phone_number))) {
        return send(400, { code: 'invalid_params', message: 'phone_number must match ^\\+[0-9]+$' });
      }
      const key = String(body.idempotency_key);
      const existing = byKey.get(key);
      if (existing) return send(200, existing);
      log.deliveries.push(body);
      const delivery = {
        id: `del_${log.deliveries.length}`,
        quote_id: body.quote_id,
        status: 'pending',
        fee: 8550,
        currency: 'twd',
        tracking_url: `https://delivery.uber.com/orders/${log.deliveries.length}`,
        live_mode: false,
      };
      byKey.set(key, delivery);
      return send(200, delivery);
    }
    return send(404, { code: 'not_found' });
  });
  return { server, log };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const PICKUP = {
  identifier: 'store-1',
  name: '50嵐 信義松仁店',
  phone: '02-2720-0000',
  city: '臺北市',
  district: '信義區',
  address: '松仁路100號',
  floor: '',
};
const DROPOFF = { city: '臺北市', district: '大安區', address: '復興南路一段1號', floor: '5樓' };

describe('Uber Direct adapter against a local fake (PROVIDERS.md §7)', () => {
  const fake = fakeUber({ quoteExpiresAt: T0 + 15 * 60_000 });
  const failing = fakeUber({ quoteExpiresAt: T0, failQuotes: true });
  let origin: string;
  let failingOrigin: string;
  beforeAll(async () => {
    origin = await listen(fake.server);
    failingOrigin = await listen(failing.server);
  });
  afterAll(async () => {
    fake.server.close();
    failing.server.close();
  });
  const adapter = (at = origin) =>
    createUberDirect({
      apiUrl: at,
      authUrl: `${at}/oauth/v2/token`,
      customerId: CUSTOMER,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      now: () => T0,
    });

  it('formats addresses and phones as Uber documents them', () => {
    expect(JSON.parse(uberAddress(DROPOFF))).toEqual({
      street_address: ['復興南路一段1號', '5樓'],
      city: '大安區',
      state: '臺北市',
      zip_code: '106',
      country: 'TW',
    });
    expect(uberPhone('0912-345-678')).toBe('+886912345678');
    expect(uberPhone('02-2720-0000')).toBe('+886227200000');
    expect(uberPhone('+886 910 176 437')).toBe('+886910176437');
  });

  it('quotes in whole TWD (fee in minor units rounded up) with one cached token', async () => {
    const uber = adapter();
    const quote = await uber.quote({ pickup: PICKUP, dropoff: DROPOFF, total: 320, now: T0 });
    expect(quote).toEqual({
      fee: 86,
      etaMinutes: 37,
      providerQuoteId: 'dqt_1',
      expiresAt: T0 / 1000 + 900,
    });
    expect(fake.log.quotes[0]).toMatchObject({
      manifest_total_value: 32000,
      pickup_phone_number: '+886227200000',
    });
    await uber.quote({ pickup: PICKUP, dropoff: DROPOFF, total: 100, now: T0 });
    expect(fake.log.tokens).toBe(1);
  });

  it('reports address_undeliverable as out of range, other failures as provider errors', async () => {
    const far = { ...DROPOFF, city: '高雄市', district: '前金區' };
    await expect(adapter().quote({ pickup: PICKUP, dropoff: far, total: 0, now: T0 })).rejects.toBeInstanceOf(
      DeliveryOutOfRangeError,
    );
    await expect(
      adapter(failingOrigin).quote({ pickup: PICKUP, dropoff: DROPOFF, total: 0, now: T0 }),
    ).rejects.toBeInstanceOf(DeliveryProviderError);
    const wrongSecret = createUberDirect({
      apiUrl: origin,
      authUrl: `${origin}/oauth/v2/token`,
      customerId: CUSTOMER,
      clientId: CLIENT_ID,
      clientSecret: 'wrong',
    });
    await expect(wrongSecret.quote({ pickup: PICKUP, dropoff: DROPOFF, total: 0, now: T0 })).rejects.toThrow(
      /token refused \(HTTP 401\)/,
    );
  });

  it('books with the quote id and the order id as idempotency key, and cancels', async () => {
    const uber = adapter();
    const input = {
      orderId: '7d1f3c2a-0000-4000-8000-000000000001',
      providerQuoteId: 'dqt_1',
      pickup: PICKUP,
      dropoff: DROPOFF,
      recipient: { name: '王小明', phone: '0912345678' },
      total: 320,
    };
    const booked = await uber.createDelivery(input);
    expect(booked).toEqual({
      providerDeliveryId: 'del_1',
      trackingUrl: 'https://delivery.uber.com/orders/1',
    });
    // A retried booking of the same order is the same delivery, not a second courier.
    expect((await uber.createDelivery(input)).providerDeliveryId).toBe('del_1');
    expect(fake.log.deliveries).toHaveLength(1);
    expect(fake.log.deliveries[0]).toMatchObject({
      quote_id: 'dqt_1',
      idempotency_key: input.orderId,
      dropoff_name: '王小明',
      dropoff_phone_number: '+886912345678',
      external_store_id: 'store-1',
    });
    await uber.cancel('del_1', findCancelReason('MISTAKE_ERROR')!);
    expect(fake.log.cancels).toEqual(['del_1']);
  });
});

describe('DELIVERY_PROVIDER=uber_direct through the API', () => {
  // Uber's quote lives 5 minutes here, less than DELIVERY_QUOTE_TTL_MINUTES: the shorter one counts.
  const fake = fakeUber({ quoteExpiresAt: T0 + 5 * 60_000 });
  let t: TestApp;
  beforeAll(async () => {
    const origin = await listen(fake.server);
    t = await buildTestApp({
      now: T0,
      env: {
        DELIVERY_PROVIDER: 'uber_direct',
        UBER_DIRECT_API_URL: origin,
        UBER_DIRECT_AUTH_URL: `${origin}/oauth/v2/token`,
        UBER_DIRECT_CUSTOMER_ID: CUSTOMER,
        UBER_DIRECT_CLIENT_ID: CLIENT_ID,
        UBER_DIRECT_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });

  it('quotes, refuses out of range, and books the courier of an order', async () => {
    const shop = await createDeliveryStore(t.db);
    const diner = browser(t);
    const res = await diner.post('/api/orders/quote', quoteBody(shop, { district: '大安區' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ fee: 86, eta_minutes: 37, expires_at: T0 / 1000 + 300 });
    const far = await diner.post(
      '/api/orders/quote',
      quoteBody(shop, { city: '臺中市', district: '西屯區' }),
    );
    expect(expectRefusal(far, 422, 'delivery_out_of_range')).toContain('超出外送範圍');

    const order = await diner.post('/api/orders/order', orderBody(shop, { phone: nextMobile() }));
    const orderId = order.json().id as string;
    const row = await startDelivery(t.db, t.app.delivery, {
      orderId,
      quoteId: res.json().quote_id,
      store: { id: shop.storeId, ...PICKUP, identifier: shop.identifier },
      recipient: { name: '王小明', phone: '0912345678' },
      now: T0,
    });
    expect(row).toMatchObject({ provider: 1, providerDeliveryId: 'del_1', status: 0, feeCents: 8600 });
    expect(fake.log.deliveries[0]).toMatchObject({ quote_id: 'dqt_1', idempotency_key: orderId });
    const seen = await diner.get(`/api/orders/${orderId}/delivery`);
    expect(seen.json()).toMatchObject({
      provider: 1,
      fee: 86,
      tracking_url: 'https://delivery.uber.com/orders/1',
    });
  });

  it('shows a failing platform as 502 delivery_unavailable, never a 500', async () => {
    const broken = await buildTestApp({
      now: T0,
      env: {
        DELIVERY_PROVIDER: 'uber_direct',
        UBER_DIRECT_API_URL: 'http://127.0.0.1:9',
        UBER_DIRECT_AUTH_URL: 'http://127.0.0.1:9/oauth/v2/token',
        UBER_DIRECT_CUSTOMER_ID: CUSTOMER,
        UBER_DIRECT_CLIENT_ID: CLIENT_ID,
        UBER_DIRECT_CLIENT_SECRET: CLIENT_SECRET,
      },
    });
    try {
      const shop = await createDeliveryStore(broken.db);
      const res = await browser(broken).post('/api/orders/quote', quoteBody(shop));
      expect(expectRefusal(res, 502, 'delivery_unavailable')).toBe('外送平台暫時無法報價，請稍後再試');
    } finally {
      await broken.close();
    }
  });
});
