/**
 * Forwarded headers are trusted only from the proxy (DESIGN.md "Security and integrity"):
 * X-Forwarded-For/Proto/Host count only from the proxy TRUST_PROXY names (default: none), so a header cannot
 * pick a fresh client IP to reset per-IP limits.
 */
import { API_ROUTES } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helper';
import { registerMember } from './member-factories';

describe('TRUST_PROXY', () => {
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

/** The Set-Cookie lines of a response. */
function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const h = res.headers['set-cookie'];
  return h === undefined ? [] : Array.isArray(h) ? h.map(String) : [String(h)];
}

/** The visitor cookie a first API request gets, with `headers`. */
async function visitorCookie(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: API_ROUTES.stores, headers });
  const cookies = setCookies(res);
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.join('\n');
}

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

describe('forwarded headers with the default TRUST_PROXY', () => {
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

  it('sends cookies without Secure over plain HTTP, whatever X-Forwarded-Proto says', async () => {
    expect(await visitorCookie(t)).not.toMatch(/;\s*Secure/i);
    expect(await visitorCookie(t, { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
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

  it("marks cookies Secure when the proxy says the request came over HTTPS, the session's too", async () => {
    expect(await visitorCookie(t, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await visitorCookie(t, { 'x-forwarded-proto': 'http' })).not.toMatch(/;\s*Secure/i);
    const m = await registerMember(t);
    const login = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.userLogin,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
      payload: { phone: m.phone, password: m.password },
    });
    expect(login.statusCode).toBe(200);
    const session = setCookies(login).find((c) => c.startsWith('iding_session='));
    expect(session).toMatch(/;\s*Secure/i);
  });
});

describe('COOKIE_SECURE=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { COOKIE_SECURE: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks every cookie Secure, over HTTP too', async () => {
    expect(await visitorCookie(t)).toMatch(/;\s*Secure/i);
  });
});
