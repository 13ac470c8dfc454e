/**
 * Test factories with overrides (DESIGN.md, bulletproof-react style). Defaults copy real facts from
 * /work/shared/data: 50嵐 中●珍珠奶茶 50 TWD and 中●阿薩姆紅茶 35 TWD (nidin menu snapshot 2024-08) with the
 * standard drink choices; Boujee烤肉飯 創始店, 桃園市中壢區新生路三段12號, split shifts Mon–Sat 11:00–13:30 and
 * 17:00–19:30, closed Sunday, 炙燒牛五花丼 155 with 主餐加點 (min 0 max 7, options max_qty 2) and
 * 日式胡麻輕食蔬菜盒 71.2 (Uber Eats payload 2024-08). Topping prices are typical 50嵐 prices.
 */
import type { AppSettings, BusinessHour } from '@iding/domain';
import type { Db } from '../src/db/client';
import { brands, entrees, menuCategories, optionGroups, options, stores } from '../src/db/schema';

let seq = 0;
const next = () => ++seq;

/** Open every day around the clock (a 24-hour branch). */
export const ALL_DAY: BusinessHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '00:00',
  end: '24:00',
}));

/** Boujee烤肉飯 創始店: Mon–Sat 11:00–13:30 and 17:00–19:30; no Sunday rows = closed Sunday. */
export const BOUJEE_HOURS: BusinessHour[] = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '11:00', end: '13:30' },
  { weekday, start: '17:00', end: '19:30' },
]);

/** Takeaway only, cash only, MinLead 10 minutes, Jumbo 20 cups, cash limit 3,000 TWD. */
export const DRINK_SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0], MinLead: 10, Jumbo: 20, HideEntreeNote: false, HideOrderNote: false },
};

/**
 * Every online order type: 外帶 cash (MinLead 10, Jumbo 20), 內用 cash (MinLead 15, Jumbo 6
 * people or items), 外送 pay on delivery, 宅配 by transfer or cash with a 150 TWD fee shipped within 3 days;
 * cash limit 3,000 TWD.
 */
export const ALL_TYPES_SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0, 1, 2, 3],
  ToGo: { payments: [0], MinLead: 10, Jumbo: 20 },
  DineIn: { payments: [0], MinLead: 15, Jumbo: 6, HideOrderNote: true },
  Delivery: { payments: [5], MinLead: 30, Jumbo: 0 },
  Ship: { payments: [4, 0], MinLead: 0, Jumbo: 0, ShippingFee: 150, ShipDays: 3 },
};

export interface OptionSpec {
  name: string;
  /** TWD delta. */
  price?: number;
  maxQuantity?: number;
  isDefault?: boolean;
  soldOut?: boolean;
}
export interface GroupSpec {
  name: string;
  min: number;
  max: number;
  options: OptionSpec[];
}
export interface EntreeSpec {
  name: string;
  /** TWD. */
  price: number;
  description?: string;
  soldOut?: boolean;
  groups?: GroupSpec[];
}
export interface CategorySpec {
  category: string;
  entrees: EntreeSpec[];
}

export const PEARL_MILK_TEA = '中●珍珠奶茶';
export const ASSAM_BLACK_TEA = '中●阿薩姆紅茶';
export const BEEF_BOWL = '炙燒牛五花丼';
export const SALAD_BOX = '日式胡麻輕食蔬菜盒';

/** The standard drink choices: 尺寸, 甜度, 冰塊 (one each) and up to 3 toppings. */
export const DRINK_GROUPS: GroupSpec[] = [
  {
    name: '尺寸',
    min: 1,
    max: 1,
    options: [
      { name: '中', isDefault: true },
      { name: '大', price: 10 },
    ],
  },
  {
    name: '甜度',
    min: 1,
    max: 1,
    options: ['正常糖', '少糖', '半糖', '微糖', '無糖'].map((name, i) => ({ name, isDefault: i === 0 })),
  },
  {
    name: '冰塊',
    min: 1,
    max: 1,
    options: ['正常冰', '少冰', '微冰', '去冰'].map((name, i) => ({ name, isDefault: i === 0 })),
  },
  {
    name: '加料',
    min: 0,
    max: 3,
    options: [
      { name: '珍珠', price: 10 },
      { name: '波霸', price: 10 },
      { name: '椰果', price: 10 },
    ],
  },
];

/** 50嵐 default menu: 中●珍珠奶茶 50 with the drink groups, 中●阿薩姆紅茶 35 with none. */
export const DRINK_MENU: CategorySpec[] = [
  {
    category: '找口感',
    entrees: [
      { name: PEARL_MILK_TEA, price: 50, groups: DRINK_GROUPS },
      { name: ASSAM_BLACK_TEA, price: 35 },
    ],
  },
];

/** Boujee烤肉飯 menu facts (Uber Eats payload 2024-08). */
export const BOUJEE_MENU: CategorySpec[] = [
  {
    category: '精選商品',
    entrees: [
      {
        name: BEEF_BOWL,
        price: 155,
        description: '使用美國牛五花\n搭配特製烤肉醬',
        groups: [
          {
            name: '主餐加點',
            min: 0,
            max: 7,
            options: [
              { name: '牛五花', price: 70, maxQuantity: 2 },
              { name: '海鹽牛五花', price: 70, maxQuantity: 2 },
              { name: '豬五花', price: 60, maxQuantity: 2 },
              { name: '海鹽豬五花', price: 60, maxQuantity: 2 },
              { name: '松阪豬', price: 95, maxQuantity: 2 },
              { name: '鯖魚', price: 115, maxQuantity: 2 },
            ],
          },
          {
            name: '加飯',
            min: 0,
            max: 1,
            options: [
              { name: '加飯', price: 20 },
              { name: '不加洋蔥絲', price: 0 },
            ],
          },
        ],
      },
      { name: SALAD_BOX, price: 71.2 },
    ],
  },
];

/** Ids of a created store's menu: entree name → id; "entree/group/option" → option id; "entree/group" → group id. */
export interface CreatedMenu {
  entree: Record<string, string>;
  option: Record<string, string>;
  group: Record<string, string>;
  category: Record<string, number>;
}

export interface CreatedStore extends CreatedMenu {
  storeId: number;
  brandId: number;
  identifier: string;
  menuVersion: number;
}

/** Creates a brand (default 50嵐) and returns its id and identifier. */
export async function createBrand(
  db: Db,
  overrides: Partial<typeof brands.$inferInsert> = {},
): Promise<{ id: number; identifier: string }> {
  const [brand] = await db
    .insert(brands)
    .values({ identifier: `brand-${next()}`, name: '50嵐', ...overrides })
    .returning({ id: brands.id, identifier: brands.identifier });
  return brand!;
}

/**
 * Creates menu categories → entrees → option groups → options for a store, in the given order (sort =
 * position). Prices are TWD and stored as cents. Does not bump the store's menu_version.
 */
export async function createMenu(db: Db, storeId: number, categories: CategorySpec[]): Promise<CreatedMenu> {
  const created: CreatedMenu = { entree: {}, option: {}, group: {}, category: {} };
  for (const [ci, cat] of categories.entries()) {
    const [category] = await db
      .insert(menuCategories)
      .values({ storeId, name: cat.category, sort: ci })
      .returning({ id: menuCategories.id });
    created.category[cat.category] = category!.id;
    for (const [ei, spec] of cat.entrees.entries()) {
      const [entree] = await db
        .insert(entrees)
        .values({
          storeId,
          categoryId: category!.id,
          name: spec.name,
          description: spec.description ?? '',
          priceCents: Math.round(spec.price * 100),
          sort: ei,
          soldOut: spec.soldOut ?? false,
        })
        .returning({ id: entrees.id });
      created.entree[spec.name] = entree!.id;
      for (const [gi, g] of (spec.groups ?? []).entries()) {
        const [group] = await db
          .insert(optionGroups)
          .values({
            entreeId: entree!.id,
            name: g.name,
            minSelections: g.min,
            maxSelections: g.max,
            sort: gi,
          })
          .returning({ id: optionGroups.id });
        created.group[`${spec.name}/${g.name}`] = group!.id;
        for (const [oi, o] of g.options.entries()) {
          const [option] = await db
            .insert(options)
            .values({
              groupId: group!.id,
              name: o.name,
              priceCents: Math.round((o.price ?? 0) * 100),
              maxQuantity: o.maxQuantity ?? 1,
              isDefault: o.isDefault ?? false,
              soldOut: o.soldOut ?? false,
              sort: oi,
            })
            .returning({ id: options.id });
          created.option[`${spec.name}/${g.name}/${o.name}`] = option!.id;
        }
      }
    }
  }
  return created;
}

export type StoreOverrides = Partial<typeof stores.$inferInsert> & {
  /** Menu to create (default DRINK_MENU); [] for none. */
  menu?: CategorySpec[];
  /** Brand to create for the store (ignored when brandId is given). */
  brand?: Partial<typeof brands.$inferInsert>;
};

/** The transfer account test stores have (docs/features.md "轉帳"), so orders paid by 轉帳 are taken. */
export const TEST_TRANSFER_ACCOUNT = {
  bank_code: '812',
  bank_name: '台新銀行',
  account_number: '20011234567890',
  account_name: '五十嵐企業社',
  deadline_hours: 24,
};

/**
 * Creates a brand, a store and its menu. Defaults: a 24-hour 50嵐 branch in 臺北市信義區 (takeaway, cash,
 * MinLead 10, Jumbo 20, cash limit 3,000) with DRINK_MENU and TEST_TRANSFER_ACCOUNT.
 */
export async function createStore(db: Db, overrides: StoreOverrides = {}): Promise<CreatedStore> {
  const { menu, brand: brandOverrides, ...storeOverrides } = overrides;
  const brandId = storeOverrides.brandId ?? (await createBrand(db, brandOverrides)).id;
  const [store] = await db
    .insert(stores)
    .values({
      identifier: `store-${next()}`,
      name: '50嵐 信義松仁店',
      city: '臺北市',
      district: '信義區',
      zip: '110',
      address: '臺北市信義區松仁路100號',
      phone: '02-2720-0000',
      latitude: 25.0375,
      longitude: 121.5685,
      appSettings: DRINK_SETTINGS,
      businessHours: ALL_DAY,
      transferAccount: TEST_TRANSFER_ACCOUNT,
      ...storeOverrides,
      brandId,
    })
    .returning({ id: stores.id, identifier: stores.identifier, menuVersion: stores.menuVersion });
  const created = await createMenu(db, store!.id, menu ?? DRINK_MENU);
  return {
    storeId: store!.id,
    brandId,
    identifier: store!.identifier,
    menuVersion: store!.menuVersion,
    ...created,
  };
}

/** Boujee烤肉飯 創始店 (桃園市中壢區): split shifts, closed Sunday, takeaway cash, MinLead 20, Jumbo 10. */
export function createSplitShiftStore(db: Db, overrides: StoreOverrides = {}): Promise<CreatedStore> {
  return createStore(db, {
    brand: { name: 'Boujee烤肉飯' },
    name: 'Boujee烤肉飯 創始店',
    city: '桃園市',
    district: '中壢區',
    zip: '320',
    address: '桃園市中壢區新生路三段12號',
    phone: '+886910176437',
    latitude: 24.9875223,
    longitude: 121.2222249,
    businessHours: BOUJEE_HOURS,
    appSettings: {
      MaxCashOrderAmount: 5000,
      OrderTypes: [0],
      ToGo: { payments: [0], MinLead: 20, Jumbo: 10 },
    },
    menu: BOUJEE_MENU,
    ...overrides,
  });
}

/** A 24-hour drink store (createStore) offering all four online order types with 20 tables (ALL_TYPES_SETTINGS). */
export function createAllTypesStore(db: Db, overrides: StoreOverrides = {}): Promise<CreatedStore> {
  return createStore(db, { appSettings: ALL_TYPES_SETTINGS, tableLimit: 20, ...overrides });
}

/** A cart line for 中●珍珠奶茶 with the given option names per group (each chosen once). */
export function pearlMilkTea(
  s: CreatedMenu,
  choices: Record<string, string | string[]> = { 尺寸: '中', 甜度: '半糖', 冰塊: '少冰' },
  quantity = 1,
) {
  const opts = Object.entries(choices).flatMap(([group, names]) =>
    (Array.isArray(names) ? names : [names]).map((name) => {
      const id = s.option[`${PEARL_MILK_TEA}/${group}/${name}`];
      if (!id) throw new Error(`no option ${group}/${name}`);
      return { id, quantity: 1 };
    }),
  );
  return { id: s.entree[PEARL_MILK_TEA]!, quantity, memo: '', options: opts };
}

/** A cart line for 炙燒牛五花丼 with 主餐加點 options and their quantities. */
export function beefBowl(s: CreatedMenu, extras: Record<string, number> = {}, quantity = 1) {
  return {
    id: s.entree[BEEF_BOWL]!,
    quantity,
    memo: '',
    options: Object.entries(extras).map(([name, q]) => ({
      id: s.option[`${BEEF_BOWL}/主餐加點/${name}`]!,
      quantity: q,
    })),
  };
}

/** A cart line of an entree without options. */
export function plainLine(s: CreatedMenu, name: string, quantity = 1) {
  const id = s.entree[name];
  if (!id) throw new Error(`no entree ${name}`);
  return { id, quantity, memo: '', options: [] };
}

/**
 * A create-order body (check_order fields + contact) for ASAP takeaway cash; override anything.
 * The cart is 2 × 中●珍珠奶茶 (大 半糖 少冰 +珍珠) = 2 × 70 TWD on a drink store, 1 × 日式胡麻輕食蔬菜盒 elsewhere.
 */
export function orderBody(s: CreatedStore, overrides: Record<string, unknown> = {}) {
  const items =
    'cart' in overrides
      ? []
      : s.option[`${PEARL_MILK_TEA}/尺寸/大`]
        ? [pearlMilkTea(s, { 尺寸: '大', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' }, 2)]
        : [plainLine(s, SALAD_BOX)];
  return {
    app_version: 'iDing 2.8.7',
    device_id: 'WEB',
    identifier: s.identifier,
    menu_version: s.menuVersion,
    order_type: 0,
    payment_type: 0,
    target_time: null,
    cart: { items },
    name: '王小明',
    phone: '0912345678',
    memo: '',
    ...overrides,
  };
}

/** A check_order body: orderBody without the contact fields (check_order's strict schema has none). */
export function checkBody(s: CreatedStore, overrides: Record<string, unknown> = {}) {
  const { name: _n, phone: _p, memo: _m, ...body } = orderBody(s, overrides);
  return body;
}
