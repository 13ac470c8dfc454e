import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  API_ROUTES,
  CONSOLE_API_ROUTES,
  CONSOLE_ROUTES,
  FIRST_PAINT_CARDS,
  FIRST_PAINT_CLASS,
  FIRST_PAINT_STORE_CARDS,
  matchPath,
  openStoresFirst,
  ROUTES,
  type StoreListsResponse,
} from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '../../web/src/locales/zh-TW.json' with { type: 'json' };
import storeInfoCatalogue from '../../web/src/locales/zh-TW.store-info.json' with { type: 'json' };
import { seedDemoIfEmpty } from '../src/db/seed';
import { escapeHtml, withHeadTags } from '../src/plugins/web';
import { firstPaintPreview, PREVIEW_ROUTES, ROUTE_HINTS } from '../src/plugins/web-head';
import { zhTW } from '../src/plugins/web-html';
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

describe('the web app and its link previews of shared store links', () => {
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
    // The slice of Vite's manifest the preload hints read: the entry and the menu route's lazy chunk.
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(
      path.join(root, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-abc.js' },
        '_format.js': { file: 'assets/format-abc.js', imports: ['_react.js'] },
        'src/features/menu/routes/menu-page.tsx': {
          file: 'assets/menu-page-abc.js',
          imports: ['_react.js', '_format.js'],
        },
        // The snackbar's library, imported with the first message (OFFLINE_MODULES).
        '../../node_modules/sonner/dist/index.mjs': {
          file: 'assets/dist-abc.js',
          isDynamicEntry: true,
          imports: ['_react.js'],
        },
      }),
    );
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
    // The store page's own title, as the app sets it (useDocumentTitle): the app finds it in place.
    expect(html).toContain('<title>50嵐 信義店 | 店家資訊</title>');
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
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<title>Boujee烤肉飯 創始店 | 菜單</title>');
    }
    // A store page the server does not name keeps the site's title beside the store's.
    expect((await get('/store/50lan-xinyi/news')).body).toContain(
      '<title>50嵐 信義店｜iDing 線上點餐</title>',
    );
  });

  it('sends the store list its own title, filtered or not, and keeps its description', async () => {
    for (const url of ['/stores', '/stores?district=%E4%BF%A1%E7%BE%A9%E5%8D%80']) {
      const html = (await get(url)).body;
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${catalogue.stores.title} | ${catalogue.app.name}</title>`);
    }
    // Otherwise the plain page: the index's description stays, nothing else changes but the list's preload,
    // the prefetch every page carries and the list's preview in #root (the next test).
    const page = (await get('/stores')).body
      .replace('<html data-app-platform="0" lang', '<html lang')
      .replace(/<div id="root">[\s\S]*<\/main><\/div>/, '<div id="root"></div>');
    expect(page.replace(/\n\s*<link rel="(?:preload" as="fetch"|prefetch") [^>]*>/g, '')).toBe(
      INDEX.replace('<title>iDing 線上點餐</title>', '<title>店家列表 | iDing 線上點餐</title>'),
    );
  });

  it('serves the plain page for other routes and unknown stores, and never echoes the path', async () => {
    for (const url of ['/store/no-such-store', `/store/${encodeURIComponent('"><script>x</script>')}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      // Only the platform mark (no user agent: not a phone).
      const page = res.body.replace('<html data-app-platform="0" lang', '<html lang');
      expect(page.replace(/\n\s*<link rel="(?:preload" as="fetch"|prefetch") [^>]*>/g, '')).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(?:modulepreload|preload)[^>]*>/g)].map((m) => m[0]);

  it("preloads the menu route's chunks and its first GETs, so they load beside the entry", async () => {
    const res = await get('/stores/50lan-xinyi/menu');
    expect(preloads(res.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/menu-page-abc.js">',
      // react-abc.js comes with the entry; only what the route adds is hinted.
      '<link rel="modulepreload" crossorigin href="/assets/format-abc.js">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/iorder/stores/50lan-xinyi">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/menu/50lan-xinyi/check">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/menu/new/50lan-xinyi">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/inventory/50lan-xinyi">',
    ]);
    // Everything stays inside <head>, after the preview tags.
    expect(res.body.indexOf('/api/inventory/')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('modulepreload'));
  });

  it('hints no data for an unknown store or a filtered list, whose GETs differ', async () => {
    const unknown = await get('/stores/no-such-store/menu');
    expect(preloads(unknown.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/menu-page-abc.js">',
      '<link rel="modulepreload" crossorigin href="/assets/format-abc.js">',
    ]);
    expect(preloads((await get('/stores')).body)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/stores">',
    ]);
    expect(preloads((await get('/stores?city=%E8%87%BA%E5%8C%97%E5%B8%82')).body)).toEqual([]);
    expect(preloads((await get('/stores/member')).body)).toEqual([]);
  });

  it('prefetches the snackbar library on every page, so a message shows offline without loading it with the page', async () => {
    const prefetches = (html: string) => [...html.matchAll(/<link rel="prefetch"[^>]*>/g)].map((m) => m[0]);
    for (const url of ['/stores', '/stores/50lan-xinyi/menu', '/member/login', '/store/no-such-store']) {
      const body = (await get(url)).body;
      expect(prefetches(body), url).toEqual(['<link rel="prefetch" crossorigin href="/assets/dist-abc.js">']);
      // Fetched, never run while the page loads: no modulepreload of it, and its import (react-abc.js) comes
      // with the entry.
      expect(
        preloads(body).some((tag) => tag.includes('dist-abc.js')),
        url,
      ).toBe(false);
      expect(body.indexOf('rel="prefetch"'), url).toBeLessThan(body.indexOf('</head>'));
    }
  });

  it("paints the store's name before the scripts run: a first-paint preview in #root of its page and menu", async () => {
    const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    const menu = root((await get('/stores/50lan-xinyi/menu')).body);
    expect(menu).toContain('<h1 class="min-w-0 text-2xl font-bold break-words">50嵐 信義店</h1>');
    expect(menu).toContain('<a href="/store/50lan-xinyi"');
    // The menu's first screen too: its category bar and first cards with their prices (domain menuPreviewHtml).
    expect(menu).toContain('<nav aria-label="菜單分類"');
    expect(menu).toMatch(/<button type="button" aria-current="true" class="[^"]*">找好茶<\/button>/);
    // 阿薩姆紅茶 with its food-label badge (全素, data/README.md) and price; the label chips above the columns.
    expect(menu).toMatch(
      />阿薩姆紅茶<\/span><span class="[^"]*"><span class="[^"]*">全素<\/span><\/span><span class="[^"]*"><span class="[^"]*">\$35<\/span>/,
    );
    expect(menu).toMatch(
      /<\/header><fieldset class="[^"]*"><legend class="sr-only">依食品標示篩選<\/legend>/,
    );
    expect(menu.match(/<li><button/g)).toHaveLength(FIRST_PAINT_CARDS);
    expect(menu).not.toContain('>梅綠<');
    const page = root((await get('/store/50lan-xinyi')).body);
    expect(page).toContain('<h1 class="min-w-0 text-2xl font-bold break-words">50嵐 信義店</h1>');
    expect(page).toContain('<p class="mt-2 text-gray-700">50嵐信義店，現點現做，甜度冰塊可調整。</p>');
    // The text the app renders below it later (sections, address, phone, news) is laid out early, each
    // character once per size and weight, invisible and hidden from assistive technology (glyphWarmupHtml).
    const warm = /<div aria-hidden="true" class="([^"]+)">(.*)<\/div>$/.exec(page);
    expect(warm?.[1]).toBe(FIRST_PAINT_CLASS.glyphWarmup);
    const lines = [...(warm?.[2] ?? '').matchAll(/<p class="([^"]+)">([^<]*)<\/p>/g)];
    expect(lines.map((l) => l[1])).toEqual(FIRST_PAINT_CLASS.glyphWarmupLines);
    const glyphs = lines[0]![2]!;
    expect(new Set(glyphs).size).toBe([...glyphs].length);
    const words = storeInfoCatalogue.storeInfo;
    for (const text of [
      words.hours,
      words.orderWays,
      words.contact,
      '松仁路100號',
      '2720-5050',
      '24小時營業',
    ]) {
      for (const c of text.replace(/\s/g, '')) expect(glyphs, `${text}: ${c}`).toContain(c);
    }
    // Nothing for other pages or unknown stores: the app's own first render decides.
    expect(root((await get('/stores/no-such-store/menu')).body)).toBe('');
    expect(root((await get('/stores/50lan-xinyi/cart')).body)).toBe('');
  });

  it("draws the store list's first screen before the scripts run: header, filters, count and first cards", async () => {
    const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    const list = root((await get('/stores')).body);
    const api = (await get('/api/stores')).json() as StoreListsResponse;
    const stores = openStoresFirst(api.all_stores);
    expect(list).toContain('<h1 class="text-2xl font-bold">店家列表</h1>');
    expect(list).toContain(`>共 ${stores.length} 家店</p>`);
    // The first cards in the app's order (open first), each a link that works before the scripts run.
    const cards = [...list.matchAll(/<a href="\/store\/([^"]+)" class="card /g)].map((m) => m[1]);
    expect(cards).toEqual(stores.slice(0, FIRST_PAINT_STORE_CARDS).map((s) => s.identifier));
    const first = stores[0]!;
    expect(list).toContain(`<h2 class="text-lg font-bold break-words">${first.name}</h2>`);
    expect(list).toContain(`>${first.district} · ${first.address}</p>`);
    expect(list).toContain(
      `>今日營業：${first.today_hours.map((h) => `${h.start}–${h.end}`).join('、') || '公休'}</p>`,
    );
    expect(list).toContain(first.is_closed ? '休息中</span>' : '營業中</span>');
    // A visitor is offered login; a request with a session cookie reads 會員 (as the app draws it).
    expect(list).toContain('href="/stores/login"');
    expect(list).toContain('會員登入</a>');
    const member = root((await get('/stores', { cookie: 'iding_session=x' })).body);
    expect(member).toContain('href="/stores/member"');
    expect(member).not.toContain('會員登入');
    // A filtered list is the app's alone (its cards differ); other query parameters keep the preview.
    for (const url of [
      '/stores?view=nearby',
      '/stores?city=臺北市',
      '/stores?category=飲料',
      '/stores?open=1',
    ]) {
      expect(root((await get(encodeURI(url))).body), url).toBe('');
    }
    expect(root((await get('/stores?utm_source=line')).body)).toContain('店家列表');
  });

  it("takes the preview's words and the site name from the web's zh-TW catalogue", async () => {
    expect(zhTW).toBe(catalogue);
    const preview = () =>
      firstPaintPreview('/stores/x/menu', {
        identifier: 'x',
        name: 'N',
        brandName: '',
        description: '',
        cover: null,
        address: '',
        phone: '',
        carouselMessages: [],
      });
    expect(preview()).toContain(`underline">${catalogue.menu.storeInfo}</a>`);
    expect((await get('/store/50lan-xinyi/news')).body).toContain(
      `<title>50嵐 信義店｜${catalogue.app.name}</title>`,
    );
    expect((await get('/stores/50lan-xinyi/menu')).body).toContain(
      `<title>50嵐 信義店${catalogue.app.titleSeparator}${catalogue.menu.title}</title>`,
    );
    // A copy change in the catalogue reaches the server's HTML with no second edit.
    const before = catalogue.menu.storeInfo;
    try {
      catalogue.menu.storeInfo = '關於店家';
      expect(preview()).toContain('underline">關於店家</a>');
    } finally {
      catalogue.menu.storeInfo = before;
    }
  });

  it('marks Android, iPhone and iPad browsers on <html> for the open-app banner (spec §2), a Mac not at all', async () => {
    const UA = {
      android:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      iphone:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      windows:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    };
    const mark = async (ua: string) => {
      const res = await get('/stores', { 'user-agent': ua });
      expect(res.headers.vary).toContain('user-agent');
      return /<html data-app-platform="(\d)"/.exec(res.body)?.[1] ?? null;
    };
    expect(await mark(UA.android)).toBe('1');
    expect(await mark(UA.iphone)).toBe('1');
    expect(await mark(UA.ipad)).toBe('1');
    expect(await mark(UA.windows)).toBe('0');
    // iPadOS asks for the desktop site with a Mac user agent: only the page can tell (touch points).
    expect(await mark(UA.mac)).toBeNull();
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

  it('sends robots.txt as a text file with a validator, and 304 when the browser has it', async () => {
    const robots = await get('/robots.txt?from=crawler');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\n');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['last-modified']).toMatch(/GMT$/);
    const etag = robots.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/robots.txt', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The security headers come with it, as with every response.
    expect(robots.headers['x-content-type-options']).toBe('nosniff');
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
    const preview = firstPaintPreview('/store/x', {
      identifier: 'x"y',
      name: '<script>alert(1)</script>',
      brandName: 'B&B',
      description: '"茶"',
      cover: 'https://img.example/a.jpg" onerror="x',
      address: '<img src=x onerror=alert(1)>',
      phone: '02',
      carouselMessages: [{ title: '<b>新品</b>', description: '&', date: null }],
    });
    expect(preview).not.toMatch(/<script|" onerror|<img src=x|<b>/);
    expect(preview).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(preview).toContain('B&#38;B');
  });
});

/**
 * The server's preload hints and previews use the web router's own patterns (one source of truth):
 * both take them from packages/domain ROUTES (apps/web/src/app/router.test.ts checks the router's side).
 */
describe('server routes are the domain ROUTES', () => {
  it('preloads and previews exactly the ROUTES patterns of the pages it speeds up', () => {
    expect(ROUTE_HINTS.map((h) => h.route)).toEqual([
      ROUTES.home,
      ROUTES.stores,
      ROUTES.store,
      ROUTES.menu,
      CONSOLE_ROUTES.orders,
    ]);
    expect(PREVIEW_ROUTES).toEqual([ROUTES.store, ROUTES.menu]);
  });

  it('preloads only GETs of API_ROUTES endpoints', () => {
    const isEndpoint = (url: string) =>
      [...Object.values(API_ROUTES), ...Object.values(CONSOLE_API_ROUTES)].some((route) =>
        matchPath(route, url),
      );
    for (const hint of ROUTE_HINTS) {
      for (const url of hint.data('x y')) expect(isEndpoint(url), url).toBe(true);
    }
  });
});
