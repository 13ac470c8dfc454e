/**
 * Set meals and custom items (spec §3 item collections and upgrade, Cart item, store info
 * custom_items; spec §7 check_order / order custom_item_ids): the importer accepts set meals, the menu lists
 * their slots, the server prices picks, upgrades and extras (never a client figure), refuses invalid picks and
 * unknown extras, and the order, history, order again and the member's cart give them back.
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrees, orderItems, orders } from '../src/db/schema';
import { importCatalog } from '../src/modules/catalog-import/import-catalog';
import { formatIssues, ZImportFile } from '../src/modules/catalog-import/import-format';
import { buildTestApp, type TestApp } from './helper';
import { registerMember, type TestMember } from './member-factories';

// Monday 2026-11-23 09:00 in Taipei: the breakfast shop (06:30–15:30) is open.
const MONDAY_9AM = taipeiDateTimeToMs('2026-11-23', '09:00');

// Facts from ../shared/data (麥味登 五股中興店, Uber Eats): 香雞漢堡 45, 培根漢堡 55, 香雞湯種 45, 冰紅茶大杯 35,
// 冰奶茶大杯 40, 冰拿鐵咖啡 65, 雞塊 50. The 早餐套餐 75 and its upgrades are the demo's (price above the base).
const BAG = '11111111-1111-4111-8111-111111111111';
const CUTLERY = '22222222-2222-4222-8222-222222222222';
const sweetness = {
  name: '甜度',
  min: 1,
  max: 1,
  options: [{ name: '正常糖', is_default: true }, { name: '半糖' }],
};
function catalog() {
  return {
    brands: [
      {
        identifier: 'mwd',
        name: '麥味登',
        stores: [
          {
            identifier: 'mwd-wugu',
            name: '麥味登 五股中興店',
            city: '新北市',
            district: '五股區',
            zip: '248',
            address: '新北市五股區中興路四段48巷1號1樓',
            business_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
              weekday,
              start: '06:30',
              end: '15:30',
            })),
            app_settings: {
              MaxCashOrderAmount: 3000,
              OrderTypes: [0],
              ToGo: { payments: [0], MinLead: 15, Jumbo: 10 },
            },
            custom_items: [
              { id: BAG, name: '提袋', price: 2 },
              { id: CUTLERY, name: '環保餐具', price: 5 },
            ],
            menu: {
              categories: [
                {
                  name: '早餐套餐',
                  entrees: [
                    {
                      name: '早餐套餐',
                      price: 75,
                      collections: [
                        {
                          name: '主餐',
                          entrees: [
                            { entree: '香雞漢堡' },
                            { entree: '培根漢堡', upgrade: 10 },
                            { entree: '香雞湯種' },
                          ],
                        },
                        {
                          name: '飲料',
                          entrees: [
                            { entree: '冰紅茶大杯' },
                            { entree: '冰奶茶大杯', upgrade: 5 },
                            { entree: '冰拿鐵咖啡', upgrade: 30 },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  name: '漢堡',
                  entrees: [
                    {
                      name: '香雞漢堡',
                      price: 45,
                      option_groups: [
                        { name: '加料', min: 0, max: 2, options: [{ name: '加蛋', price: 10 }] },
                      ],
                    },
                    { name: '培根漢堡', price: 55 },
                  ],
                },
                { name: '湯種', entrees: [{ name: '香雞湯種', price: 45 }] },
                { name: '點心', entrees: [{ name: '雞塊', price: 50 }] },
                {
                  name: '飲料',
                  entrees: [
                    { name: '冰紅茶大杯', price: 35, option_groups: [sweetness] },
                    { name: '冰奶茶大杯', price: 40, option_groups: [sweetness] },
                    { name: '冰拿鐵咖啡', price: 65 },
                  ],
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

interface MenuBody {
  version: number;
  categories: {
    name: string;
    entrees: {
      id: string;
      name: string;
      option_groups: { name: string; options: { id: string; name: string }[] }[];
      collections?: {
        id: string;
        name: string;
        min: number;
        max: number;
        entrees: { id: string; upgrade: number }[];
      }[];
    }[];
  }[];
}

describe('set meals and custom items', () => {
  let t: TestApp;
  let menu: MenuBody;
  let member: TestMember;
  const entreeId = (name: string) =>
    menu.categories.flatMap((c) => c.entrees).find((e) => e.name === name)!.id;
  const optionId = (entree: string, name: string) =>
    menu.categories
      .flatMap((c) => c.entrees)
      .find((e) => e.name === entree)!
      .option_groups.flatMap((g) => g.options)
      .find((o) => o.name === name)!.id;
  const slotId = (name: string) =>
    menu.categories[0]!.entrees[0]!.collections!.find((c) => c.name === name)!.id;

  /** A 早餐套餐 line with its main and drink (drink sweetness 半糖 unless the drink has none). */
  function setLine(main: string, drink: string, extra: Record<string, unknown> = {}) {
    const drinkOptions = drink === '冰拿鐵咖啡' ? [] : [{ id: optionId(drink, '半糖'), quantity: 1 }];
    return {
      id: entreeId('早餐套餐'),
      quantity: 1,
      memo: '',
      options: [],
      collections: [
        { id: slotId('主餐'), entree: { id: entreeId(main), memo: '', options: [] } },
        { id: slotId('飲料'), entree: { id: entreeId(drink), memo: '少冰', options: drinkOptions } },
      ],
      ...extra,
    };
  }
  const body = (items: unknown[], extra: Record<string, unknown> = {}) => ({
    identifier: 'mwd-wugu',
    menu_version: menu.version,
    order_type: 0,
    payment_type: 0,
    target_time: null,
    // A client total is display only: every request here claims 1 TWD.
    cart: { items, total: 1 },
    ...extra,
  });
  const order = (
    items: unknown[],
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      headers,
      payload: body(items, { name: '林小華', phone: '0987654321', ...extra }),
    });
  const check = (items: unknown[], extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: body(items, extra) });

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_9AM });
    await importCatalog(t.db, ZImportFile.parse(catalog()));
    menu = (await t.app.inject({ method: 'GET', url: '/api/menu/mwd-wugu' })).json();
    member = await registerMember(t);
  });
  afterAll(async () => t.close());

  describe('importer and menu', () => {
    it('imports set meals: the menu lists each slot with its choices and upgrades (TWD)', () => {
      const set = menu.categories[0]!.entrees[0]!;
      expect(set.name).toBe('早餐套餐');
      expect(set.collections).toEqual([
        {
          id: expect.any(String),
          name: '主餐',
          min: 1,
          max: 1,
          entrees: [
            { id: entreeId('香雞漢堡'), upgrade: 0 },
            { id: entreeId('培根漢堡'), upgrade: 10 },
            { id: entreeId('香雞湯種'), upgrade: 0 },
          ],
        },
        {
          id: expect.any(String),
          name: '飲料',
          min: 1,
          max: 1,
          entrees: [
            { id: entreeId('冰紅茶大杯'), upgrade: 0 },
            { id: entreeId('冰奶茶大杯'), upgrade: 5 },
            { id: entreeId('冰拿鐵咖啡'), upgrade: 30 },
          ],
        },
      ]);
      // Plain entrees carry no collections key.
      expect(menu.categories[1]!.entrees[0]).not.toHaveProperty('collections');
    });

    it('refuses a slot choice that names no entree of the store, a set meal as a choice, and min > max', () => {
      const file = catalog();
      const set = file.brands[0]!.stores[0]!.menu.categories[0]!.entrees[0] as {
        collections: { entrees: { entree: string }[] }[];
      };
      const slots = set.collections;
      slots[0]!.entrees.push({ entree: '不存在的漢堡' });
      slots[1]!.entrees.push({ entree: '早餐套餐' });
      Object.assign(slots[1]!, { min: 2, max: 1 });
      const result = ZImportFile.safeParse(file);
      expect(result.success).toBe(false);
      const path = 'brands[0].stores[0].menu.categories[0].entrees[0].collections';
      expect(formatIssues(result.error!)).toEqual([
        `${path}[0].entrees[3].entree: no entree named "不存在的漢堡" in this store's menu`,
        `${path}[1].entrees[3].entree: "早餐套餐" is a set meal itself and cannot be a choice`,
        `${path}[1].min: min must be <= max`,
      ]);
    });

    it('gives the store custom items in store info (spec §3 custom_items, TWD)', async () => {
      const info = (await t.app.inject({ method: 'GET', url: '/iorder/stores/mwd-wugu' })).json();
      expect(info.custom_items).toEqual([
        { id: BAG, name: '提袋', price: 2 },
        { id: CUTLERY, name: '環保餐具', price: 5 },
      ]);
    });
  });

  describe('check_order', () => {
    it('prices a set meal on the server: set price + upgrades, client prices ignored', async () => {
      const tampered = setLine('培根漢堡', '冰拿鐵咖啡', {
        subtotal: 1,
        total: 1,
        upgrade: 0,
        name: '免費套餐',
      });
      for (const c of tampered.collections) Object.assign(c.entree, { upgrade: 0, name: '免費' });
      const res = await check([tampered]);
      expect(res.statusCode, res.body).toBe(200);
      const { cart, total } = res.json();
      // 75 + 培根漢堡 10 + 冰拿鐵咖啡 30.
      expect(cart.items[0]).toMatchObject({ name: '早餐套餐', subtotal: 115, total: 115, upgrade: 40 });
      expect(cart.items[0].collections).toEqual([
        {
          id: slotId('主餐'),
          name: '主餐',
          entree: { id: entreeId('培根漢堡'), name: '培根漢堡', memo: '', options: [], upgrade: 10 },
        },
        {
          id: slotId('飲料'),
          name: '飲料',
          entree: { id: entreeId('冰拿鐵咖啡'), name: '冰拿鐵咖啡', memo: '少冰', options: [], upgrade: 30 },
        },
      ]);
      expect(total).toBe(115);
    });

    it('refuses an invalid slot choice with 422 menu_item_error and a zh-TW message', async () => {
      const cases: [unknown, string][] = [
        // A drink sent as the main.
        [setLine('冰紅茶大杯', '冰奶茶大杯'), '「早餐套餐」的套餐內容已變更，請重新選擇'],
        // No drink picked.
        [
          {
            ...setLine('香雞漢堡', '冰奶茶大杯'),
            collections: setLine('香雞漢堡', '冰奶茶大杯').collections.slice(0, 1),
          },
          '「早餐套餐」請選擇飲料',
        ],
        // The drink's required 甜度 missing.
        [
          {
            ...setLine('香雞漢堡', '冰奶茶大杯'),
            collections: [
              setLine('香雞漢堡', '冰奶茶大杯').collections[0],
              { id: slotId('飲料'), entree: { id: entreeId('冰奶茶大杯'), options: [] } },
            ],
          },
          '「早餐套餐／冰奶茶大杯」請選擇甜度（至少 1 項）',
        ],
        // 雞塊 is on the menu but not a choice of any slot.
        [
          {
            ...setLine('香雞漢堡', '冰奶茶大杯'),
            collections: [
              ...setLine('香雞漢堡', '冰奶茶大杯').collections,
              { id: slotId('主餐'), entree: { id: entreeId('雞塊') } },
            ],
          },
          '「早餐套餐」的主餐最多選 1 項',
        ],
      ];
      for (const [line, message] of cases) {
        const res = await check([line]);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({ code: 'menu_item_error', message });
      }
    });

    it('refuses a sold-out pick like any sold-out item', async () => {
      await t.db
        .update(entrees)
        .set({ soldOut: true })
        .where(eq(entrees.id, entreeId('冰拿鐵咖啡')));
      try {
        const res = await check([setLine('香雞漢堡', '冰拿鐵咖啡')]);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('「早餐套餐」的飲料「冰拿鐵咖啡」已售完');
      } finally {
        await t.db
          .update(entrees)
          .set({ soldOut: false })
          .where(eq(entrees.id, entreeId('冰拿鐵咖啡')));
      }
    });

    it('prices custom items from the store and adds them to the total', async () => {
      const res = await check([setLine('香雞漢堡', '冰紅茶大杯')], { custom_item_ids: [BAG, CUTLERY] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        custom_items: [
          { id: BAG, name: '提袋', price: 2 },
          { id: CUTLERY, name: '環保餐具', price: 5 },
        ],
        total: 82,
      });
      expect(res.json().cart.total).toBe(75);
    });

    it('refuses an unknown or repeated custom item with 422 custom_item_invalid', async () => {
      for (const [ids, message] of [
        [['33333333-3333-4333-8333-333333333333'], '找不到加購項目，請重新整理後再選擇'],
        [[7], '找不到加購項目，請重新整理後再選擇'],
        [[BAG, BAG], '同一個加購項目只能選一次'],
      ] as const) {
        const res = await check([setLine('香雞漢堡', '冰紅茶大杯')], { custom_item_ids: ids });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ status: 422, code: 'custom_item_invalid', message });
      }
    });
  });

  describe('order, order page, history, order again', () => {
    let orderId: string;

    it('stores the picks and the custom items with the server total, whatever the client claimed', async () => {
      const line = setLine('培根漢堡', '冰奶茶大杯', { subtotal: 1, total: 1 });
      const res = await order([line], { custom_item_ids: [BAG] }, member.bearer);
      expect(res.statusCode, res.body).toBe(201);
      // 75 + 培根 10 + 奶茶 5 = 90, plus 提袋 2.
      expect(res.json().total).toBe(92);
      orderId = res.json().id;
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ subtotalCents: 9000, totalCents: 9200 });
      expect(row!.customItems).toEqual([{ id: BAG, name: '提袋', price_cents: 200 }]);
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      expect(item!.collections.map((c) => [c.name, c.entree.name, c.entree.upgrade_cents])).toEqual([
        ['主餐', '培根漢堡', 1000],
        ['飲料', '冰奶茶大杯', 500],
      ]);
    });

    it('refuses an order with an unknown custom item and writes nothing', async () => {
      const before = (await t.db.select().from(orders)).length;
      const res = await order([setLine('香雞漢堡', '冰紅茶大杯')], { custom_item_ids: ['nope'] });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('custom_item_invalid');
      expect((await t.db.select().from(orders)).length).toBe(before);
    });

    it('returns the picks and the custom items on the order page', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: member.bearer,
      });
      expect(res.statusCode, res.body).toBe(200);
      const o = res.json();
      expect(o.items[0]).toMatchObject({ name: '早餐套餐', subtotal: 90, total: 90 });
      expect(o.items[0].collections[1]).toEqual({
        id: slotId('飲料'),
        name: '飲料',
        entree: {
          id: entreeId('冰奶茶大杯'),
          name: '冰奶茶大杯',
          memo: '少冰',
          options: [
            {
              id: optionId('冰奶茶大杯', '半糖'),
              name: '半糖',
              group_id: expect.any(String),
              group_name: '甜度',
              quantity: 1,
              price: 0,
            },
          ],
          upgrade: 5,
        },
      });
      expect(o).toMatchObject({
        subtotal: 90,
        custom_items: [{ id: BAG, name: '提袋', price: 2 }],
        total: 92,
      });
    });

    it('keeps the picks and the custom items through a change of the order (PATCH)', async () => {
      const placed = await order([setLine('培根漢堡', '冰奶茶大杯')], {
        custom_item_ids: [BAG],
        target_time: '2026-11-23 11:00:00',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json().id;
      const cookies = { iding_visitor: placed.cookies.find((c) => c.name === 'iding_visitor')?.value ?? '' };
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}`,
        cookies,
        payload: body([setLine('香雞漢堡', '冰奶茶大杯'), setLine('培根漢堡', '冰奶茶大杯')], {
          name: '林小華',
          phone: '0987654321',
          target_time: '2026-11-23 11:00:00',
          custom_item_ids: [BAG],
          version: 1,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      // (75 + 香雞 0 + 奶茶 5) + (75 + 培根 10 + 奶茶 5) = 170, plus 提袋 2.
      expect(res.json().total).toBe(172);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ totalCents: 17200 });
      expect(row!.customItems).toEqual([{ id: BAG, name: '提袋', price_cents: 200 }]);
      const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      expect(items.map((i) => i.collections.map((c) => c.entree.name))).toEqual([
        ['香雞漢堡', '冰奶茶大杯'],
        ['培根漢堡', '冰奶茶大杯'],
      ]);
    });

    it('names the picks and the custom items in the history', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: member.bearer });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0]).toMatchObject({
        id: orderId,
        items_summary: '早餐套餐（培根漢堡＋冰奶茶大杯） ×1',
        custom_items: [{ id: BAG, name: '提袋', price: 2 }],
        total: 92,
      });
    });

    it('orders again with the same picks, re-priced from the current menu', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/again`,
        headers: member.bearer,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { cart, changed } = res.json();
      expect(changed).toBe(false);
      expect(cart.items[0]).toMatchObject({ name: '早餐套餐', subtotal: 90, upgrade: 15 });
      expect(cart.items[0].collections.map((c: { entree: { name: string } }) => c.entree.name)).toEqual([
        '培根漢堡',
        '冰奶茶大杯',
      ]);
      // The cart goes to check_order as is.
      expect((await check(cart.items)).json().total).toBe(90);
    });
  });

  it("keeps a set meal's picks in the member's server cart (spec §7 Cart)", async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: member.bearer,
      payload: { identifier: 'mwd-wugu', items: [setLine('香雞湯種', '冰拿鐵咖啡')] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (
      await t.app.inject({ method: 'GET', url: '/api/cart/mwd-wugu', headers: member.bearer })
    ).json();
    expect(read.items[0]).toMatchObject({ name: '早餐套餐', subtotal: 105, upgrade: 30 });
    expect(read.items[0].collections.map((c: { entree: { name: string } }) => c.entree.name)).toEqual([
      '香雞湯種',
      '冰拿鐵咖啡',
    ]);
  });
});
