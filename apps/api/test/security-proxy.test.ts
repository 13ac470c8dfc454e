/**
 * Issue #10 §1 "Forwarded headers trusted from anyone": X-Forwarded-For/Proto/Host count only from the
 * proxy TRUST_PROXY names (default: none), so a header cannot pick a fresh client IP to reset per-IP limits.
 */
import { API_ROUTES } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helper';

describe('TRUST_PROXY (issue #10 §1)', () => {
  it("parses as Fastify's trustProxy: off by default, true, a hop count or addresses/CIDRs", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3.4/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

/** Sends `n` code requests (10 a minute per client IP), each from the X-Forwarded-For `ip(i)`. */
async function verifyRequests(t: TestApp, n: number, ip: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.userVerify,
      headers: { 'x-forwarded-for': ip(i) },
      payload: {},
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('forwarded headers with the default TRUST_PROXY (issue #10 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For, so a made-up address does not reset the per-IP limit', async () => {
    const codes = await verifyRequests(t, 11, (i) => `203.0.113.${i + 1}`);
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe.each(['127.0.0.1', '1'])('forwarded headers from the configured proxy (TRUST_PROXY=%s)', (trust) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: trust } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('honours X-Forwarded-For from the proxy: each client has its own per-IP limit', async () => {
    const codes = await verifyRequests(t, 11, (i) => `203.0.113.${i + 1}`);
    expect(codes).not.toContain(429);
  });
});
