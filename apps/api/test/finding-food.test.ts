/**
 * Finding food: 台 = 臺 in search, dish search over the menus, open state in the results.
 * On the real demo catalogue (data/demo.json) through the importer, as a running server has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/db/seed';
import { importCatalog } from '../src/modules/catalog-import/import-catalog';
import { ZImportFile } from '../src/modules/catalog-import/import-format';
import { DRINK_SETTINGS } from './factories';
import { buildTestApp, type TestApp } from './helper';

interface Suggestion {
  identifier: string;
  city: string;
  is_closed: boolean;
  latitude: number | null;
  dishes: string[];
  dish_count: number;
}

// Monday 2026-11-23 12:00 in Taipei.
const MONDAY_NOON = Date.parse('2026-11-23T04:00:00Z');

describe('search finds food', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => t.close());

  const suggest = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stores/autocomplete?search=${encodeURIComponent(search)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { search: string; stores: Suggestion[]; brands: { identifier: string }[] };
  };
  const ids = (r: { stores: Suggestion[] }) => r.stores.map((s) => s.identifier).sort();

  it('treats 台 and 臺 as the same: 台北 finds the 臺北市 stores, and 臺 finds 台', async () => {
    const taipei = await suggest('台北');
    expect(taipei.stores.length).toBeGreaterThan(0);
    expect(taipei.stores.every((s) => s.city === '臺北市')).toBe(true);
    expect(ids(taipei)).toEqual(ids(await suggest('臺北')));
    expect(ids(await suggest('台中'))).toEqual(['guiji-north', 'milkshop-west']);
    expect(ids(await suggest('台南 迷客夏'))).toEqual(['milkshop-east']);
    // The text is answered as typed; only the matching folds 臺 and 台.
    expect(taipei.search).toBe('台北');
  });

  it('finds the stores whose menu has a dish, naming the first two in menu order with the count', async () => {
    const r = await suggest('珍珠奶茶');
    const xinyi = r.stores.find((s) => s.identifier === '50lan-xinyi');
    expect(xinyi).toMatchObject({ dishes: ['珍珠奶茶'], dish_count: 1 });
    // Every store found holds the dish; none found by its name or address.
    for (const s of r.stores) {
      expect(s.dish_count).toBeGreaterThan(0);
      expect(s.dishes.every((d) => d.includes('珍珠奶茶'))).toBe(true);
    }
    const milkTea = await suggest('奶茶');
    const daan = milkTea.stores.find((s) => s.identifier === '50lan-daan');
    expect(daan).toMatchObject({ dishes: ['奶茶', '波霸奶茶'], dish_count: 6 });
    // The store with the most matching dishes first (清心福全: 16), at most 10.
    expect(milkTea.stores[0]!.dish_count).toBe(16);
    expect(milkTea.stores.length).toBe(10);
  });

  it('puts a store found by its own name before one found by a dish, and needs every word', async () => {
    const r = await suggest('50嵐');
    expect(r.stores.slice(0, 3).every((s) => s.identifier.startsWith('50lan-'))).toBe(true);
    expect(r.stores[0]!.dish_count).toBe(0);
    expect(ids(await suggest('波霸 奶茶'))).toContain('50lan-banqiao');
    expect((await suggest('波霸 咖哩')).stores).toEqual([]);
  });

  it('says whether each store is open now, with its position for the distance', async () => {
    const r = await suggest('中壢');
    const boujee = r.stores.find((s) => s.identifier === 'boujee-zhongli')!;
    expect(boujee.is_closed).toBe(false); // Monday noon: the lunch shift.
    expect(boujee.latitude).toBeCloseTo(24.99, 1);
    t.setNow(Date.parse('2026-11-22T04:00:00Z')); // Sunday: closed all day.
    expect((await suggest('中壢')).stores.find((s) => s.identifier === 'boujee-zhongli')!.is_closed).toBe(
      true,
    );
    t.setNow(MONDAY_NOON);
  });

  it('keeps dish search right when a menu changes: a removed dish is no longer found, a new one is', async () => {
    expect(ids(await suggest('台式烏龍'))).toEqual([]);
    const file = ZImportFile.parse({
      brands: [
        {
          identifier: 'test-tea',
          name: '測試茶舖',
          stores: [
            {
              identifier: 'test-tea-one',
              name: '測試茶舖 一號店',
              city: '新竹市',
              district: '東區',
              zip: '300',
              address: '新竹市東區光復路一段1號',
              app_settings: DRINK_SETTINGS,
              menu: {
                categories: [
                  { name: '茶', entrees: [{ name: '臺式烏龍奶茶', price: 50, option_groups: [] }] },
                ],
              },
            },
          ],
        },
      ],
    });
    await importCatalog(t.db, file);
    expect((await suggest('台式烏龍')).stores).toMatchObject([
      { identifier: 'test-tea-one', dishes: ['臺式烏龍奶茶'], dish_count: 1 },
    ]);
    const menu = file.brands[0]!.stores[0]!.menu;
    menu.categories[0]!.entrees[0]!.name = '桂花烏梅冰沙';
    await importCatalog(t.db, file);
    expect((await suggest('台式烏龍')).stores).toEqual([]);
    expect(ids(await suggest('桂花烏梅冰沙'))).toEqual(['test-tea-one']);
  });

  it('takes % and _ in a dish search literally', async () => {
    expect((await suggest('奶%')).stores).toEqual([]);
    expect((await suggest('_茶')).stores).toEqual([]);
  });
});

describe('store list search and brands with 台 = 臺', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => t.close());

  it('GET /api/stores?search=台中 lists the 臺中市 stores', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stores?search=${encodeURIComponent('台中')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().search.sort()).toEqual(['guiji-north', 'milkshop-west']);
  });
});

describe('multi-word search: every word in the store, its brand, district or a dish (spec §7 autocomplete)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    await seedDemoIfEmpty(t.db);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const suggest = async (search: string) => {
    const res = await get(`/api/stores/autocomplete?search=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { search: string; stores: Suggestion[]; brands: { identifier: string }[] };
  };
  const ids = (r: { stores: Suggestion[] }) => r.stores.map((s) => s.identifier).sort();
  const listSearch = async (search: string) => {
    const res = await get(`/api/stores?search=${encodeURIComponent(search)}`);
    expect(res.statusCode).toBe(200);
    return (res.json().search as string[]).sort();
  };
  // The demo's 臺北市 stores with a 奶茶 on the menu; of 臺中市's two tea shops, 龜記 has one.
  const TAIPEI_MILK_TEA = [
    '50lan-daan',
    '50lan-xinyi',
    'chingshin-zhongshan',
    'comebuy-zhongzheng',
    'truedan-wanhua',
    'wootea-songshan',
  ];

  it('「台北 奶茶」 finds the Taipei tea shops by city and dish, and none in Taichung', async () => {
    const r = await suggest('台北 奶茶');
    expect(ids(r)).toEqual(TAIPEI_MILK_TEA);
    expect(r.stores.every((s) => s.city === '臺北市')).toBe(true);
    // The dishes named are the ones that hold the word the store's own text lacks.
    for (const s of r.stores) {
      expect(s.dish_count).toBeGreaterThan(0);
      expect(s.dishes.every((d) => d.includes('奶茶'))).toBe(true);
    }
    expect(ids(await suggest('台中 奶茶'))).toEqual(['guiji-north']);
    // The store list's search answers the same stores.
    expect(await listSearch('台北 奶茶')).toEqual(TAIPEI_MILK_TEA);
  });

  it('treats 臺北 as 台北 and splits on full-width spaces', async () => {
    expect(ids(await suggest('臺北 奶茶'))).toEqual(TAIPEI_MILK_TEA);
    expect(ids(await suggest('台北　奶茶'))).toEqual(TAIPEI_MILK_TEA);
    expect(ids(await suggest('  奶茶   臺北 '))).toEqual(TAIPEI_MILK_TEA);
    expect(await listSearch('臺北　奶茶')).toEqual(TAIPEI_MILK_TEA);
  });

  it('finds a store by a word only one of its dishes holds, beside its district', async () => {
    const r = await suggest('信義 珍珠奶茶');
    expect(ids(r)).toEqual(['50lan-xinyi']);
    expect(r.stores[0]).toMatchObject({ dishes: ['珍珠奶茶'], dish_count: 1 });
    // A brand word and a dish word: 龜記's stores with 奶茶, not the other brands'.
    expect(ids(await suggest('龜記 奶茶'))).toEqual(['guiji-north', 'guiji-tamsui']);
    expect(await listSearch('信義 珍珠奶茶')).toEqual(['50lan-xinyi']);
    // A word nothing holds finds nothing, whatever the other words find.
    expect((await suggest('台北 咖哩飯')).stores).toEqual([]);
    expect(await listSearch('台北 咖哩飯')).toEqual([]);
  });

  it('answers blank text as before: no suggestions, no list search, every store still listed', async () => {
    expect(await suggest('  　 ')).toEqual({ search: '', stores: [], brands: [] });
    const res = await get(`/api/stores?search=${encodeURIComponent(' 　 ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().search).toEqual([]);
    expect(Object.keys(res.json().all_stores).length).toBeGreaterThan(10);
  });

  it('refuses a search over the length limit with a zh-TW 400, in both calls', async () => {
    const long = encodeURIComponent(`台北 ${'奶茶 '.repeat(20)}`);
    for (const url of [`/api/stores/autocomplete?search=${long}`, `/api/stores?search=${long}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400 });
      expect(res.json().message).toContain('搜尋文字最多 50 個字');
    }
  });
});
