import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, stores } from '../src/db/schema';
import { seedDemoIfEmpty } from '../src/db/seed';
import { importCatalog } from '../src/modules/catalog-import/import-catalog';
import { formatIssues, ZImportFile } from '../src/modules/catalog-import/import-format';
import { createStore } from './factories';
import { buildTestApp, type TestApp } from './helper';

// The real demo catalogue (data/demo.json): 7 drink brands with 2–3 branches, two restaurants in 中壢 and a
// breakfast shop in 新北市五股區.
describe('discovery on the demo catalogue (spec §7 brands, autocomplete, subsidiaries, news)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: Date.parse('2026-11-23T04:00:00Z') });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const suggest = async (search: string) => {
    const res = await get(`/api/stores/autocomplete?search=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      search: string;
      stores: { identifier: string }[];
      brands: { identifier: string }[];
    };
  };
  const ids = (r: { stores: { identifier: string }[] }) => r.stores.map((s) => s.identifier);

  describe('GET /api/stores/autocomplete', () => {
    it('finds a brand from partial input, its stores first', async () => {
      const r = await suggest('50');
      expect(ids(r).slice(0, 3).sort()).toEqual(['50lan-banqiao', '50lan-daan', '50lan-xinyi']);
      expect(r.brands.map((b) => b.identifier)).toEqual(['50lan']);
    });

    it('finds a brand by its alias only because the alias exists', async () => {
      const r = await suggest('五十嵐');
      expect(ids(r).sort()).toEqual(['50lan-banqiao', '50lan-daan', '50lan-xinyi']);
      expect(r.brands.map((b) => b.identifier)).toEqual(['50lan']);
      expect((await suggest('五十')).stores.length).toBe(3);
      expect((await suggest('一百嵐')).stores).toEqual([]);
    });

    it('finds every store of a district, ranking a store named after it first', async () => {
      const r = await suggest('中壢');
      expect(ids(r).sort()).toEqual(['boujee-zhongli', 'fungchu-zhongli', 'truedan-zhongli']);
      expect(ids(r)[0]).toBe('truedan-zhongli'); // 「珍煮丹 中壢店」: the name contains it
      expect(r.stores[0]).toMatchObject({ brand_name: '珍煮丹', city: '桃園市', district: '中壢區' });
    });

    it('needs every word: brand and district together', async () => {
      expect(ids(await suggest('50嵐 板橋'))).toEqual(['50lan-banqiao']);
      expect(ids(await suggest('  清心   桃園 '))).toEqual(['chingshin-taoyuan']);
    });

    it('matches Latin names case-insensitively', async () => {
      expect(ids(await suggest('comebuy')).sort()).toEqual(['comebuy-hsinchu', 'comebuy-zhongzheng']);
      expect(ids(await suggest('milksha')).sort()).toEqual(['milkshop-east', 'milkshop-west']);
    });

    it('takes % and _ literally and suggests nothing for blank text', async () => {
      expect((await suggest('%')).stores).toEqual([]);
      expect((await suggest('_')).stores).toEqual([]);
      expect(await suggest('   ')).toEqual({ search: '', stores: [], brands: [] });
      expect(await suggest('')).toEqual({ search: '', stores: [], brands: [] });
    });

    it('refuses text over 50 characters with 400 in zh-TW', async () => {
      const res = await get(`/api/stores/autocomplete?search=${'茶'.repeat(51)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
      expect(res.json().message).toContain('搜尋文字最多 50 個字');
    });
  });

  describe('GET /api/brands and /api/brands/{bid}', () => {
    it('lists every brand by name with its store count', async () => {
      const res = await get('/api/brands');
      expect(res.statusCode).toBe(200);
      const brands = res.json().brands as { identifier: string; store_count: number; aliases: string[] }[];
      expect(brands).toHaveLength(10);
      expect(brands.find((b) => b.identifier === '50lan')).toMatchObject({
        store_count: 3,
        aliases: ['五十嵐'],
      });
      expect(brands.find((b) => b.identifier === 'boujee')?.store_count).toBe(1);
    });

    it('searches brand names and aliases', async () => {
      const byAlias = (await get(`/api/brands?search=${encodeURIComponent('五十嵐')}`)).json();
      expect(byAlias.brands.map((b: { identifier: string }) => b.identifier)).toEqual(['50lan']);
      const byName = (await get(`/api/brands?search=${encodeURIComponent('龜記')}`)).json();
      expect(byName.brands.map((b: { identifier: string }) => b.identifier)).toEqual(['guiji']);
      expect((await get('/api/brands?search=zzz')).json()).toEqual({ brands: [] });
    });

    it('gives a brand with its stores, nearest first when a position is sent', async () => {
      const res = await get('/api/brands/50lan');
      expect(res.statusCode).toBe(200);
      expect(res.json().brand).toMatchObject({ identifier: '50lan', name: '50嵐', store_count: 3 });
      expect(res.json().stores).toHaveLength(3);
      // 板橋 (25.01, 121.46): the 板橋店 is nearest.
      const near = (await get('/api/brands/50lan?lat=25.0143&lng=121.4627')).json();
      expect(near.stores[0].identifier).toBe('50lan-banqiao');
      expect(near.stores[0].distance).toBeLessThan(3000);
    });

    it('puts a store without coordinates last, not first, when sorting by distance', async () => {
      const brandId = (
        await t.db.select({ id: brands.id }).from(brands).where(eq(brands.identifier, '50lan'))
      )[0]!.id;
      const s = await createStore(t.db, { brandId, latitude: null, longitude: null });
      try {
        const near = (await get('/api/brands/50lan?lat=25.0143&lng=121.4627')).json();
        expect(near.stores).toHaveLength(4);
        expect(near.stores[0].identifier).toBe('50lan-banqiao');
        expect(near.stores[3]).toMatchObject({ identifier: s.identifier, distance: null });
      } finally {
        await t.db.delete(stores).where(eq(stores.id, s.storeId));
      }
    });

    it('answers an unknown brand with 404 brand_not_found and a bad position with 400', async () => {
      const res = await get('/api/brands/no-such-brand');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'brand_not_found', message: '找不到這個品牌' });
      expect((await get('/api/brands/50lan?lat=25')).statusCode).toBe(400);
    });
  });

  describe('branches, news and the current store', () => {
    it('gives a store plus the other stores of its brand', async () => {
      const res = await get('/api/stores/50lan-xinyi/subsidiaries');
      expect(res.statusCode).toBe(200);
      expect(res.json().store).toEqual({ identifier: '50lan-xinyi', name: '50嵐 信義店', favorite: false });
      expect(
        res
          .json()
          .subsidiaries.map((s: { identifier: string }) => s.identifier)
          .sort(),
      ).toEqual(['50lan-banqiao', '50lan-daan']);
      expect((await get('/api/stores/boujee-zhongli/subsidiaries')).json().subsidiaries).toEqual([]);
    });

    it("gives the store's news, the first being the news line", async () => {
      const res = await get('/api/stores/50lan-xinyi/news');
      expect(res.statusCode).toBe(200);
      expect(res.json().news[0].description).toBe('24小時營業，線上點餐到店取。');
    });

    it('remembers the current store in an HttpOnly cookie', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stores/store/identifier',
        payload: { identifier: '50lan-daan' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ identifier: '50lan-daan', name: '50嵐 大安店' });
      const cookie = res.cookies.find((c) => c.name === 'iding_store');
      expect(cookie).toMatchObject({ value: '50lan-daan', httpOnly: true, sameSite: 'Lax' });
    });

    it.each([
      ['GET', '/api/stores/nope/subsidiaries', undefined, 404],
      ['GET', '/api/stores/nope/news', undefined, 404],
      ['POST', '/api/stores/store/identifier', { identifier: 'nope' }, 404],
      ['POST', '/api/stores/store/identifier', { identifier: 5 }, 400],
      ['POST', '/api/stores/store/identifier', {}, 400],
    ])('%s %s %j → %i', async (method, url, payload, status) => {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, payload });
      expect(res.statusCode).toBe(status);
      expect(res.json().status).toBe(status);
    });
  });
});

describe('banners and food categories (spec §7 GET /api/banners, /api/category/tag_categories)', () => {
  const NOW = Date.parse('2026-11-23T04:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the demo banners in order', async () => {
    const res = await get('/api/banners');
    expect(res.statusCode).toBe(200);
    expect(res.json().banners.map((b: { title: string; link: string }) => [b.title, b.link])).toEqual([
      ['50嵐 信義店 24 小時營業', '/store/50lan-xinyi'],
      ['Boujee烤肉飯 中壢創始店', '/store/boujee-zhongli'],
      ['手搖飲一次找齊', '/stores'],
    ]);
  });

  it('shows a banner only inside its time window; an import with banners replaces them all', async () => {
    const file = ZImportFile.parse({
      brands: [],
      banners: [
        { title: '已結束', ends_at: '2026-11-01T00:00:00+08:00' },
        { title: '進行中', starts_at: '2026-11-20T00:00:00+08:00', ends_at: '2026-12-01T00:00:00+08:00' },
        { title: '尚未開始', starts_at: '2026-12-24T00:00:00+08:00' },
      ],
    });
    expect((await importCatalog(t.db, file)).banners).toBe(3);
    const titles = async () =>
      (await get('/api/banners')).json().banners.map((b: { title: string }) => b.title);
    expect(await titles()).toEqual(['進行中']);
    t.setNow(Date.parse('2026-12-24T00:00:00+08:00'));
    expect(await titles()).toEqual(['尚未開始']);
    // A file without banners leaves them alone.
    expect((await importCatalog(t.db, ZImportFile.parse({ brands: [] }))).banners).toBeNull();
    expect(await titles()).toEqual(['尚未開始']);
    t.setNow(NOW);
  });

  it('refuses a banner link that is neither an in-app path nor https, and a window that ends first', () => {
    const result = ZImportFile.safeParse({
      brands: [],
      banners: [
        { title: 'x', link: 'javascript:alert(1)' },
        { title: 'y', link: '//evil.example/' },
        { title: 'z', starts_at: '2026-12-02T00:00:00+08:00', ends_at: '2026-12-01T00:00:00+08:00' },
      ],
    });
    expect(result.success).toBe(false);
    expect(formatIssues(result.error!)).toEqual([
      'banners[0].link: must be an in-app path (/store/…) or an https URL',
      'banners[1].link: must be an in-app path (/store/…) or an https URL',
      'banners[2].ends_at: ends_at must be after starts_at',
    ]);
  });

  it('counts the stores of every category tag, most used first, and filters the store list by one', async () => {
    const res = await get('/api/category/tag_categories');
    expect(res.statusCode).toBe(200);
    const categories = res.json().categories as { name: string; store_count: number }[];
    expect(categories.slice(0, 2)).toEqual([
      { name: '手搖飲', store_count: 15 },
      { name: '飲料', store_count: 15 },
    ]);
    expect(categories).toContainEqual({ name: '便當', store_count: 1 });
    const lists = (await get(`/api/stores?category=${encodeURIComponent('便當')}`)).json();
    expect(Object.keys(lists.all_stores)).toEqual(['fungchu-zhongli']);
  });
});
