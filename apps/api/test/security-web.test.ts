/**
 * Issue #10 §1 for the built web app: forwarded headers cannot forge the store page's og:url unless they
 * come from the configured proxy (TRUST_PROXY).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'iding-sec-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, '.vite', 'manifest.json'), '{}');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
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
});
