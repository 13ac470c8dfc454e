/**
 * DESIGN.md "Security and integrity" for the built web app: forwarded headers cannot forge the store page's
 * og:url unless they come from the configured proxy (TRUST_PROXY); a path outside the web root answers
 * exactly like a missing file (no 403 existence oracle); build metadata (.vite/manifest.json) is not served;
 * HSTS only over HTTPS; helmet's headers (the SPA's Content-Security-Policy, nosniff, …) on every response.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/db/seed';
import { buildTestApp, type TestApp } from './helper';

const INDEX = `<!doctype html>
<html lang="zh-TW">
  <head><meta charset="UTF-8" /><title>iDing 線上點餐</title></head>
  <body><div id="root"></div></body>
</html>`;

let base: string;
let root: string;
beforeAll(() => {
  // The web root and, beside it, a file outside it.
  base = mkdtempSync(path.join(tmpdir(), 'iding-sec-web-'));
  root = path.join(base, 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(base, 'secret.txt'), 'outside the web root');
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(root, 'assets', '.hidden.js'), 'console.log(2)');
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), '{}');
});
afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

const FORGED = { host: 'iding.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('the store page behind no proxy (default TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webRoot: root });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps X-Forwarded-Host and X-Forwarded-Proto out of the store page's og:url", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/store/50lan-xinyi', headers: FORGED });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:url" content="http://iding.example/store/50lan-xinyi">');
    expect(res.body).not.toContain('evil.example');
  });

  /** GET `rawPath` over a real socket, so the path reaches the server exactly as written (no URL clean-up). */
  const rawGet = async (rawPath: string) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  it('answers a path outside the web root like a missing file: 404, same body, whether it exists or not', async () => {
    const missing = await rawGet('/../nothing-here.txt');
    expect(missing.status).toBe(404);
    for (const p of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      const res = await rawGet(p);
      expect(res.status, p).toBe(404);
      expect(res.body, p).toBe(missing.body);
    }
  });

  it('does not serve build metadata or other dotfiles', async () => {
    for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/.hidden.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    // Built files are still served.
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
  });

  it('sends the security headers on every kind of response: API, page, built file, refusal', async () => {
    const responses = await Promise.all(
      ['/api/stores', '/store/50lan-xinyi', '/assets/index-abc.js', '/api/stores/nope/info', '/nope.js'].map(
        (url) => t.app.inject({ method: 'GET', url }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 404]);
    for (const res of responses) {
      const csp = String(res.headers['content-security-policy']);
      // The SPA's policy: its own scripts only, images also from store CDNs (https:), no framing.
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('sends no HSTS over plain HTTP, even when a stranger claims HTTPS', async () => {
    for (const headers of [{}, FORGED]) {
      const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('the store page behind the configured proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webRoot: root, env: { TRUST_PROXY: '127.0.0.1' } });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes the proxy's X-Forwarded-Host and X-Forwarded-Proto for og:url", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/store/50lan-xinyi', headers: FORGED });
    expect(res.body).toContain('<meta property="og:url" content="https://evil.example/store/50lan-xinyi">');
  });

  it('sends HSTS when the proxy says the request came over HTTPS, not otherwise', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/api/stores', headers: FORGED });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await t.app.inject({ method: 'GET', url: '/api/stores' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
