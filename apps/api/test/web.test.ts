import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/db/seed';
import { escapeHtml, withHeadTags } from '../src/plugins/web';
import { buildTestApp, type TestApp } from './helper';

const INDEX = `<!doctype html>
<html lang="zh-TW">
  <head>
    <meta charset="UTF-8" />
    <title>iDing 線上點餐</title>
    <meta name="description" content="線上點餐" />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BIG_JS = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `珍珠奶茶 ${i}`))};\n`;

describe('the web app and its link previews (issue #4 §2 Sharing)', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'iding-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), INDEX);
    writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
    // What the build (vite-plugin-compression2) writes beside a built chunk.
    writeFileSync(path.join(root, 'assets', 'big-abc.js'), BIG_JS);
    writeFileSync(path.join(root, 'assets', 'big-abc.js.br'), brotliCompressSync(BIG_JS));
    writeFileSync(path.join(root, 'assets', 'big-abc.js.gz'), gzipSync(BIG_JS));
    writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    t = await buildTestApp({ webRoot: root });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'iding.example', ...headers } });

  it("puts the store's title, description and Open Graph tags into /store/{sid}", async () => {
    const res = await get('/store/50lan-xinyi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>50嵐 信義店｜iDing 線上點餐</title>');
    expect(html).toContain('<meta property="og:title" content="50嵐 信義店">');
    expect(html).toContain(
      '<meta property="og:description" content="50嵐信義店，現點現做，甜度冰塊可調整。">',
    );
    expect(html).toContain('<meta property="og:url" content="http://iding.example/store/50lan-xinyi">');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The app still boots from the same page.
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('does the same for the menu, with or without a category', async () => {
    for (const url of [
      '/stores/boujee-zhongli/menu',
      `/stores/boujee-zhongli/menu/${encodeURIComponent('便當')}`,
    ]) {
      const html = (await get(url)).body;
      expect(html).toContain('<meta property="og:title" content="Boujee烤肉飯 創始店">');
    }
  });

  it('serves the plain page for other routes and unknown stores, and never echoes the path', async () => {
    for (const url of [
      '/stores',
      '/store/no-such-store',
      `/store/${encodeURIComponent('"><script>x</script>')}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, other files briefly, and answers a missing file with a JSON 404', async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=300');
    const missing = await get('/assets/nope.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'not_found' });
    expect((await get('/api/nope')).json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('sends the pre-compressed copy of a built chunk the phone accepts, the original otherwise', async () => {
    const br = await get('/assets/big-abc.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(BIG_JS);
    const gz = await get('/assets/big-abc.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(BIG_JS);
    const plain = await get('/assets/big-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('compresses JSON answers above 1 KB on the fly', async () => {
    const res = await get('/api/stores', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toHaveProperty('all_stores');
  });

  it('never serves a file outside the web root', async () => {
    for (const url of [
      '/assets/../../../../etc/passwd',
      '/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/..%2Fpackage.json',
    ]) {
      const res = await get(url);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"workspaces"');
      expect(res.statusCode).not.toBe(500);
    }
  });

  it('escapes store text in the tags', () => {
    expect(escapeHtml(`<b>"茶"&'x'</b>`)).toBe('&#60;b&#62;&#34;茶&#34;&#38;&#39;x&#39;&#60;/b&#62;');
    const html = withHeadTags(INDEX, '<title>A</title>');
    expect(html).toContain('<title>A</title>');
    expect(html).not.toContain('iDing 線上點餐</title>');
    expect(html).not.toContain('name="description"');
  });
});
