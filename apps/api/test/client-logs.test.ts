import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../src/db/schema';
import { MAX_LOG_DATA_CHARS } from '../src/modules/system/record-client-log';
import { buildTestApp, type TestApp } from './helper';

const NOON = Date.parse('2026-11-23T04:00:00Z');

describe('POST /api/aws-logs (spec §7, §8 failure logs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
  });
  afterAll(async () => t.close());

  const post = (payload: unknown, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/aws-logs',
      payload: payload as object,
      remoteAddress: ip,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' },
    });
  const latest = async () => (await t.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1))[0];

  it('stores a failure log with its data, the IP and the user agent', async () => {
    const res = await post({ name: 'get_menu', method: 'GET', data: { status: 500, url: '/api/menu/x' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await latest()).toMatchObject({
      name: 'get_menu',
      method: 'GET',
      data: '{"status":500,"url":"/api/menu/x"}',
      ip: '203.0.113.7',
      userAgent: expect.stringContaining('iPhone'),
    });
  });

  it(`caps data at ${MAX_LOG_DATA_CHARS} characters`, async () => {
    const res = await post({ name: 'send_order', method: 'POST', data: '單'.repeat(5000) }, '203.0.113.8');
    expect(res.statusCode).toBe(204);
    const row = await latest();
    expect(row!.data).toHaveLength(MAX_LOG_DATA_CHARS + 1);
    expect(row!.data.endsWith('…')).toBe(true);
  });

  it.each([
    ['no name', { method: 'GET', data: {} }],
    ['a number as method', { name: 'x', method: 1, data: {} }],
    ['a 201-character name', { name: 'n'.repeat(201), method: 'GET', data: {} }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = (await t.db.select().from(clientLogs)).length;
    const res = await post(body, '203.0.113.9');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
    expect((await t.db.select().from(clientLogs)).length).toBe(before);
  });

  it('refuses invalid JSON with 400 and a body over 16 kB with 413, never a 5xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/aws-logs',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.10',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_json');
    const big = await post({ name: 'x', method: 'GET', data: 'x'.repeat(20_000) }, '203.0.113.10');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('allows 30 logs a minute per IP, then answers 429 in zh-TW until the next minute', async () => {
    const ip = '198.51.100.1';
    const log = { name: 'get_stores', method: 'GET', data: null };
    for (let i = 0; i < 30; i++) expect((await post(log, ip)).statusCode).toBe(204);
    const refused = await post(log, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refused.json().message).toMatch(/請求過於頻繁，請於 \d+ 秒後再試/);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another IP is not affected; the same IP is welcome again in the next window.
    expect((await post(log, '198.51.100.2')).statusCode).toBe(204);
    t.setNow(NOON + 60_000);
    expect((await post(log, ip)).statusCode).toBe(204);
  });
});
