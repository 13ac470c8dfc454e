import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CouponApplicability, DiscountSource } from '@iding/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { brands, coupons, entrees, optionGroups, options, stores } from '../src/db/schema';
import { seedDemoIfEmpty } from '../src/db/seed';
import { importCatalog } from '../src/modules/catalog-import/import-catalog';
import { formatIssues, parseImportFile, ZImportFile } from '../src/modules/catalog-import/import-format';
import { buildTestApp, type TestApp } from './helper';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const REPO = path.resolve(import.meta.dirname, '../../..');
const fixture = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
const run = promisify(execFile);

/** Parses and returns the problems of a file that must fail. */
function problemsOf(file: unknown): string[] {
  const result = parseImportFile(file);
  expect(result.success).toBe(false);
  return formatIssues(result.error!);
}

describe('catalogue import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('imports a valid file with prices in cents', async () => {
    const counts = await importCatalog(t.db, ZImportFile.parse(fixture('small-catalog.json')));
    expect(counts).toEqual({
      brands: 1,
      stores: 1,
      categories: 1,
      entrees: 2,
      optionGroups: 1,
      options: 1,
      coupons: 0,
      banners: null,
    });
    const [salad] = await t.db.select().from(entrees).where(eq(entrees.name, '日式胡麻輕食蔬菜盒'));
    expect(salad!.priceCents).toBe(7120);
    const [beef] = await t.db.select().from(options).where(eq(options.name, '牛五花'));
    expect(beef).toMatchObject({ priceCents: 7000, maxQuantity: 2 });
    const [group] = await t.db.select().from(optionGroups).where(eq(optionGroups.id, beef!.groupId));
    expect(group).toMatchObject({ name: '主餐加點', minSelections: 0, maxSelections: 7 });
    const [store] = await t.db.select().from(stores).where(eq(stores.identifier, 'boujee-zhongli'));
    expect(store).toMatchObject({ menuVersion: 1, zip: '320', tableLimit: 0 });
    expect(store!.pointRule).toEqual({ PMEnabled: false, PMName: '點', PGRules: [] });
    // spec §3 defaults: online ordering on, no holiday dialog.
    expect(store).toMatchObject({ canOrder: true, showHolidayDialog: false });
  });

  it('sets can_order and show_holiday_dialog from the file (spec §3 store info)', async () => {
    const file = fixture('small-catalog.json');
    Object.assign(file.brands[0].stores[0], { can_order: false, show_holiday_dialog: true });
    await importCatalog(t.db, ZImportFile.parse(file));
    const info = await t.app.inject({ method: 'GET', url: '/iorder/stores/boujee-zhongli' });
    expect(info.json()).toMatchObject({ can_order: false, show_holiday_dialog: true });
    expect(
      problemsOf({
        brands: [{ ...file.brands[0], stores: [{ ...file.brands[0].stores[0], can_order: 'no' }] }],
      }),
    ).toEqual([expect.stringContaining('can_order')]);
    // Back to the fixture as the next tests expect it (a re-import bumps menu_version once more).
    await importCatalog(t.db, ZImportFile.parse(fixture('small-catalog.json')));
  });

  it('re-importing a store replaces its menu and bumps menu_version', async () => {
    const file = fixture('small-catalog.json');
    file.brands[0].stores[0].menu.categories[0].entrees.pop();
    file.brands[0].stores[0].menu.categories[0].entrees[0].price = 160;
    await importCatalog(t.db, ZImportFile.parse(file));
    const [store] = await t.db.select().from(stores).where(eq(stores.identifier, 'boujee-zhongli'));
    expect(store!.menuVersion).toBe(4);
    const menu = await t.db.select().from(entrees).where(eq(entrees.storeId, store!.id));
    expect(menu.map((e) => [e.name, e.priceCents])).toEqual([['炙燒牛五花丼', 16000]]);
    // The old entree's groups and options went with it.
    expect(await t.db.select().from(optionGroups)).toHaveLength(1);
    expect(await t.db.select().from(brands)).toHaveLength(1);
  });

  it('writes nothing when the database refuses any row of the file', async () => {
    const [taken] = await t.db.select().from(entrees).limit(1);
    const file = fixture('small-catalog.json');
    const brand = file.brands[0];
    brand.identifier = 'other-brand';
    brand.stores[0].identifier = 'other-zhongli';
    const second = structuredClone(brand.stores[0]);
    second.identifier = 'other-zhongli-2';
    second.menu.categories[0].entrees[0].id = taken!.id; // already another store's entree
    brand.stores.push(second);
    await expect(importCatalog(t.db, ZImportFile.parse(file))).rejects.toThrow();
    expect(await t.db.select().from(brands).where(eq(brands.identifier, 'other-brand'))).toEqual([]);
    expect(await t.db.select().from(stores).where(eq(stores.identifier, 'other-zhongli'))).toEqual([]);
  });

  it('imports food labels of entrees and options, and refuses bad ones with their path (docs/features.md "Food labels")', async () => {
    const file = fixture('small-catalog.json');
    const store = file.brands[0].stores[0];
    store.identifier = 'boujee-labels';
    const [bowl, salad] = store.menu.categories[0].entrees;
    salad.labels = { allergens: ['sesame', 'soy'], vegetarian: 'vegan' };
    bowl.labels = { beef_origin: '美國', spicy: 1 };
    bowl.option_groups[0].options[0].labels = { allergens: ['egg'] };
    await importCatalog(t.db, ZImportFile.parse(file));
    const rows = await t.db
      .select({ name: entrees.name, labels: entrees.labels })
      .from(entrees)
      .innerJoin(stores, eq(stores.id, entrees.storeId))
      .where(eq(stores.identifier, 'boujee-labels'));
    expect(rows.find((r) => r.name === salad.name)!.labels).toMatchObject({
      allergens: ['sesame', 'soy'],
      vegetarian: 'vegan',
      spicy: 0,
    });
    expect(rows.find((r) => r.name === bowl.name)!.labels).toMatchObject({ beef_origin: '美國', spicy: 1 });
    // The first test imported the same option (no labels) into another store.
    const sameName = await t.db
      .select({ labels: options.labels })
      .from(options)
      .where(eq(options.name, bowl.option_groups[0].options[0].name));
    expect(sameName.map((o) => o.labels?.allergens ?? null)).toEqual(expect.arrayContaining([null, ['egg']]));

    bowl.labels = { allergens: ['shellfish'], spicy: 4 };
    expect(problemsOf(file)).toEqual([
      'brands[0].stores[0].menu.categories[0].entrees[0].labels.allergens[0]: 過敏原須為食品過敏原標示規定的項目',
      'brands[0].stores[0].menu.categories[0].entrees[0].labels.spicy: 辣度須為 0–3 的整數',
    ]);
  });

  it('imports a store\'s coupons with the console\'s fields; a second import updates them (docs/features.md "Console coupons")', async () => {
    const file = fixture('small-catalog.json');
    file.brands[0].identifier = 'coupon-brand';
    const store = file.brands[0].stores[0];
    store.identifier = 'coupon-zhongli';
    const starts = Date.parse('2026-11-01T00:00:00+08:00') / 1000;
    store.coupons = [
      {
        name: '丼飯買一送一',
        source: 2,
        applicability: 1,
        starts_at: starts,
        ends_at: starts + 30 * 86_400,
        benefit: { type: 'BuyOneGetOneFreeCoupon', entree_ids: ['炙燒牛五花丼'] },
      },
      {
        name: '開幕優惠碼',
        source: 1,
        applicability: 0,
        exclusive: true,
        min_spend: 200,
        starts_at: starts,
        ends_at: starts + 30 * 86_400,
        order_types: [0],
        benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 30 } },
        code: 'open30',
        total_limit: 100,
        per_member_limit: 2,
      },
    ];
    const counts = await importCatalog(t.db, ZImportFile.parse(file));
    expect(counts.coupons).toBe(2);
    const [row] = await t.db.select().from(stores).where(eq(stores.identifier, 'coupon-zhongli'));
    const [bowl] = await t.db
      .select()
      .from(entrees)
      .where(and(eq(entrees.storeId, row!.id), eq(entrees.name, '炙燒牛五花丼')));
    const written = await t.db.select().from(coupons).where(eq(coupons.storeId, row!.id));
    expect(written.map((c) => c.benefit).find((b) => b.type === 'BuyOneGetOneFreeCoupon')).toEqual({
      type: 'BuyOneGetOneFreeCoupon',
      entree_ids: [bowl!.id],
    });
    expect(written.find((c) => c.code !== null)).toMatchObject({
      code: 'OPEN30',
      exclusive: true,
      minSpendCents: 20_000,
      orderTypes: [0],
      totalLimit: 100,
      perMemberLimit: 2,
      status: 'active',
    });
    // Again, with a new amount: the same coupons, updated (the menu's new entree ids too).
    store.coupons[1].benefit.value.amount = 40;
    expect((await importCatalog(t.db, ZImportFile.parse(file))).coupons).toBe(2);
    const again = await t.db.select().from(coupons).where(eq(coupons.storeId, row!.id));
    expect(again).toHaveLength(2);
    expect(again.find((c) => c.code === 'OPEN30')!.benefit).toMatchObject({ value: { amount: 40 } });
  });

  it('refuses coupons the console would refuse, and entrees or codes the file gets wrong', () => {
    const file = fixture('small-catalog.json');
    const base = {
      name: '券',
      source: 2,
      applicability: 0,
      starts_at: 1_800_000_000,
      ends_at: 1_800_086_400,
      benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 10 } },
    };
    file.brands[0].stores[0].coupons = [
      { ...base, benefit: { type: 'DiscountCoupon', value: { kind: 'percent', percent: 100 } } },
      { ...base, name: '券2', ends_at: 1_700_000_000 },
      { ...base, name: '券3', benefit: { type: 'GiftCoupon', gift_entree_id: '不存在的品項' } },
      { ...base, name: '券', source: 1, code: 'ABCD' },
      { ...base, name: '券5', source: 1, code: 'abcd' },
    ];
    const at = 'brands[0].stores[0].coupons';
    expect(problemsOf(file)).toEqual([
      `${at}[0].benefit.value.percent: 折扣百分比須在 1 到 99 之間`,
      `${at}[1].ends_at: 結束時間必須晚於開始時間`,
      `${at}[2].benefit.gift_entree_id: no entree named "不存在的品項" in this store's menu`,
      `${at}[3].name: duplicate coupon name "券" in this store (first at ${at}[0])`,
      `${at}[4].code: duplicate promo code "ABCD" in this brand (first at ${at}[3])`,
    ]);
  });

  it('reports every problem of a bad file with its path, grouped by location', () => {
    expect(problemsOf(fixture('bad-catalog.json'))).toEqual([
      'brands[0].identifier: must be a lowercase slug (a-z, 0-9, -)',
      'brands[0].stores[0].app_settings.ToGo: order type 0 is offered but app_settings.ToGo is missing',
      'brands[0].stores[0].business_hours[0].end: start must be before end',
      'brands[0].stores[0].business_hours[2]: overlaps business_hours[1] on weekday 2',
      'brands[0].stores[0].district: "板橋區" is not a district of 臺北市',
      'brands[0].stores[0].menu.categories[0].entrees[0].price: must be >= 0',
      'brands[0].stores[0].menu.categories[0].entrees[1].option_groups[0].min: min must be <= max',
      'brands[0].stores[0].menu.categories[0].entrees[2].price: must have at most 2 decimals',
      'brands[1].stores[0].app_settings.ToGo.payments[1]: unknown payment type 77',
      'brands[1].stores[0].city: unknown city "台北市"; the zip table spells it "臺北市"',
      'brands[1].stores[0].identifier: duplicate store identifier "bad-store" (first at brands[0].stores[0].identifier)',
      'brands[1].stores[0].menu.categories[0].entrees[0].price: Invalid input: expected number, received string',
      'brands[1].stores[1].zip: zip 110 does not belong to 臺北市大安區 (106)',
    ]);
  });

  it('checks option groups: defaults within max, min reachable, ids unique', () => {
    const file = fixture('small-catalog.json');
    const entree = file.brands[0].stores[0].menu.categories[0].entrees[0];
    const id = '6f1c2d3e-4a5b-5c6d-8e7f-0123456789ab';
    entree.id = id;
    entree.option_groups = [
      {
        id,
        name: '甜度',
        min: 1,
        max: 1,
        options: [
          { name: '正常糖', is_default: true },
          { name: '半糖', is_default: true },
        ],
      },
      { name: '加點', min: 3, max: 3, options: [{ name: '蛋', max_quantity: 2 }] },
    ];
    const at = 'brands[0].stores[0].menu.categories[0].entrees[0]';
    expect(problemsOf(file)).toEqual([
      `${at}.option_groups[0].id: duplicate id "${id}" (first at ${at}.id)`,
      `${at}.option_groups[0].options: 2 options are marked is_default but at most 1 can be chosen`,
      `${at}.option_groups[1].min: min 3 can never be met: the options allow 2 selection(s) in all`,
    ]);
  });

  it('refuses an entree its discount options can take below 0 (spec §4 Cart), set meals included', () => {
    const file = fixture('small-catalog.json');
    const [beef, salad] = file.brands[0].stores[0].menu.categories[0].entrees;
    // 炙燒牛五花丼 155: two of 牛五花 −70 (max_quantity 2) and one −20 fit in max 7: 155 − 160.
    beef.option_groups[0].options = [
      { name: '牛五花', price: -70, max_quantity: 2 },
      { name: '少飯', price: -20 },
    ];
    // A set meal of 50 whose one pick may be 炙燒牛五花丼 with its discounts: 50 + 10 − 160.
    salad.collections = [
      { name: '主餐', min: 1, max: 1, entrees: [{ entree: '炙燒牛五花丼', upgrade: 10 }] },
    ];
    salad.price = 50;
    const at = 'brands[0].stores[0].menu.categories[0]';
    expect(problemsOf(file)).toEqual([
      `${at}.entrees[0].price: discount options can take this entree to -5 TWD; every choice must cost 0 or more`,
      `${at}.entrees[1].price: discount options can take this entree to -100 TWD; every choice must cost 0 or more`,
    ]);
    // Discounts the price covers are fine: 155 − 140 − 15 = 0.
    beef.option_groups[0].options[1].price = -15;
    salad.price = 150;
    expect(ZImportFile.safeParse(file).success).toBe(true);
  });

  it('accepts split shifts, 24:00 closing and zip+2 codes', () => {
    const file = fixture('small-catalog.json');
    const store = file.brands[0].stores[0];
    store.zip = '32001';
    store.business_hours = [
      { weekday: 1, start: '17:00', end: '19:30' },
      { weekday: 1, start: '11:00', end: '13:30' },
      { weekday: 2, start: '00:00', end: '24:00' },
    ];
    expect(ZImportFile.safeParse(file).success).toBe(true);
  });
});

describe('demo data (data/demo.json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('validates and seeds once: real brands, 2–3 branches each, the two Uber Eats restaurants', async () => {
    const summary = await seedDemoIfEmpty(t.db);
    expect(summary).toMatch(/^\d+ brands, \d+ stores, \d+ categories, \d+ entrees/);
    expect(await seedDemoIfEmpty(t.db)).toBeNull();
    const allBrands = await t.db.select().from(brands);
    const allStores = await t.db.select().from(stores);
    const drinkBrands = allBrands.filter((b) => b.source.includes('nidin'));
    expect(drinkBrands.length).toBeGreaterThanOrEqual(6);
    expect(allBrands.map((b) => b.name)).toEqual(
      expect.arrayContaining(['50嵐', '清心福全', '迷客夏', 'Boujee烤肉飯', '馮廚港式燒臘']),
    );
    for (const brand of drinkBrands) {
      const branches = allStores.filter((s) => s.brandId === brand.id);
      expect(branches.length, brand.name).toBeGreaterThanOrEqual(2);
      expect(branches.length, brand.name).toBeLessThanOrEqual(3);
      expect(new Set(branches.map((s) => `${s.city}${s.district}`)).size, brand.name).toBe(branches.length);
    }
    const restaurants = allStores.filter((s) => s.identifier.endsWith('-zhongli') && s.tableLimit === 10);
    expect(restaurants.map((s) => s.identifier).sort()).toEqual(['boujee-zhongli', 'fungchu-zhongli']);
    for (const r of restaurants) {
      expect(r.zip).toBe('320');
      expect(r.businessHours.some((h) => h.weekday === 0)).toBe(false); // Sunday closed
      expect(r.businessHours.filter((h) => h.weekday === 1)).toHaveLength(2); // split shift
    }
    // The Uber Eats items with option groups keep them (溏心蛋 is listed with none); others have none.
    const restaurantEntrees = await t.db
      .select()
      .from(entrees)
      .where(
        inArray(
          entrees.storeId,
          restaurants.map((r) => r.id),
        ),
      );
    const groupRows = await t.db
      .select()
      .from(optionGroups)
      .where(
        inArray(
          optionGroups.entreeId,
          restaurantEntrees.map((e) => e.id),
        ),
      );
    const withGroups = new Set(
      groupRows.map((g) => restaurantEntrees.find((e) => e.id === g.entreeId)!.name),
    );
    expect([...withGroups].sort()).toEqual(
      [
        '炙燒牛五花丼',
        '鹽焗油雞丼飯',
        '特選松阪豬丼',
        '日式胡麻輕食蔬菜盒',
        '招牌豬五花丼',
        '蒲燒鯛魚丼',
      ].sort(),
    );
  });

  it('seeds a coupon of every type at 50嵐 信義店, its entrees on the menu (data/README.md "Coupons")', async () => {
    const [xinyi] = await t.db.select().from(stores).where(eq(stores.identifier, '50lan-xinyi'));
    const rows = await t.db.select().from(coupons).where(eq(coupons.brandId, xinyi!.brandId));
    expect(new Set(rows.map((c) => c.benefit.type))).toEqual(
      new Set([
        'DiscountCoupon',
        'EntreeDiscountCoupon',
        'BuyOneGetOneFreeCoupon',
        'GiftCoupon',
        'MultipleDiscountCoupon',
      ]),
    );
    expect(rows.every((c) => c.storeId === null || c.storeId === xinyi!.id)).toBe(true);
    expect(rows.find((c) => c.code === 'WELCOME50')?.source).toBe(DiscountSource.PROMO_CODE);
    expect(rows.some((c) => c.source === DiscountSource.NEW_CUSTOMER)).toBe(true);
    expect(rows.some((c) => c.applicability === CouponApplicability.VIP)).toBe(true);
    const menuIds = new Set(
      (await t.db.select().from(entrees).where(eq(entrees.storeId, xinyi!.id))).map((e) => e.id),
    );
    for (const c of rows) {
      const b = c.benefit;
      const named = 'entree_ids' in b ? b.entree_ids : b.type === 'GiftCoupon' ? [b.gift_entree_id] : [];
      for (const id of named) expect(menuIds.has(id), `${c.name} ${id}`).toBe(true);
    }
  });

  it('has 50lan-xinyi open 24 hours every day, selling 珍珠奶茶 中 50 / 大 60', async () => {
    const [xinyi] = await t.db.select().from(stores).where(eq(stores.identifier, '50lan-xinyi'));
    expect(xinyi).toMatchObject({ city: '臺北市', district: '信義區', zip: '110' });
    expect(xinyi!.businessHours.map((h) => `${h.weekday} ${h.start}-${h.end}`).sort()).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => `${d} 00:00-24:00`),
    );
    expect(xinyi!.holidays).toEqual([]);
    const teas = (await t.db.select().from(entrees).where(eq(entrees.storeId, xinyi!.id))).filter(
      (e) => e.name === '珍珠奶茶',
    );
    expect(teas).toHaveLength(1);
    expect(teas[0]!.priceCents).toBe(5000);
    const groups = await t.db.select().from(optionGroups).where(eq(optionGroups.entreeId, teas[0]!.id));
    expect(groups.map((g) => g.name)).toEqual(['尺寸', '甜度', '冰塊', '加料']);
    const size = groups.find((g) => g.name === '尺寸')!;
    expect(size).toMatchObject({ minSelections: 1, maxSelections: 1 });
    const sizes = await t.db.select().from(options).where(eq(options.groupId, size.id));
    expect(sizes.map((o) => [o.name, o.priceCents])).toEqual([
      ['中', 0],
      ['大', 1000],
    ]);
    // Ids come from demo.json (deterministic), so re-seeding another database gives the same ids.
    const demo = readFileSync(path.join(REPO, 'data/demo.json'), 'utf8');
    expect(demo).toContain(teas[0]!.id);
  });
});

// Each test starts `tsx` child processes (seconds each on a busy 2-core machine).
describe('npm run import (CLI)', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'iding-import-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const cli = (file: string) =>
    run(path.join(REPO, 'node_modules/.bin/tsx'), ['apps/api/src/cli/import.ts', file], {
      cwd: REPO,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
  const failure = (file: string) =>
    cli(file).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
  const brandCount = async () => {
    const database = await openDatabase({ dataDir });
    try {
      return (await database.db.select().from(brands)).length;
    } finally {
      await database.close();
    }
  };

  it('refuses a bad file with every problem and a non-zero exit, importing nothing', async () => {
    const error = await failure(path.join(FIXTURES, 'bad-catalog.json'));
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain('13 problem(s); nothing was imported');
    expect(error?.stderr).toContain('brands[0].stores[0].menu.categories[0].entrees[0].price: must be >= 0');
    expect(error?.stderr).toContain('brands[1].stores[0].identifier: duplicate store identifier');
    expect(error?.stderr).toContain('brands[1].stores[1].zip: zip 110 does not belong to 臺北市大安區');
    expect(await brandCount()).toBe(0);
  });

  it('refuses a file that is not JSON', async () => {
    const file = path.join(dataDir, 'not-json.json');
    writeFileSync(file, '{ "brands": [ { "identifier": "x",\n');
    const error = await failure(file);
    expect(error?.code).toBe(1);
    expect(error?.stderr).toMatch(/cannot read .*not-json\.json as JSON/);
  });

  it('imports a good file and prints what it created', async () => {
    const { stdout, stderr } = await cli(path.join(FIXTURES, 'small-catalog.json'));
    expect(stdout).toMatch(
      /imported 1 brands, 1 stores, 1 categories, 2 entrees, 1 option groups, 1 options/,
    );
    expect(stderr).toContain('[1/1] 100% Boujee烤肉飯');
    expect(await brandCount()).toBe(1);
  });

  it('prints the lock message when a server holds the data directory', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const error = await failure(path.join(FIXTURES, 'small-catalog.json'));
      expect(error?.code).toBe(1);
      expect(error?.stderr).toContain('is in use by another process');
    } finally {
      await holder.close();
    }
  });
});
