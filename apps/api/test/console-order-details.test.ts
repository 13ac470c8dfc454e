/**
 * Nothing is hidden from the store: what the diner's order page reads (GET /api/orders/{oid}) and what the
 * store's console reads (the board, GET /api/console/stores/{sid}/orders, and the order detail, GET
 * …/orders/{oid}) agree field by field, and the board names them in the same words (domain order-labels). Real
 * demo data: at 50嵐 信義店 one order of each type — 外帶, 內用 seated with its table, a reservation for tomorrow
 * 18:30 for 4, the waiting list with its number, 外送 with recipient, address, floor and courier, 宅配 — and at
 * 麥味登 五股中興店 a 早餐套餐 with 卡滋雞腿漢堡 (+加蛋, a 品項備註) and 冰拿鐵咖啡, a 提袋 and a 統編 with its
 * 公司抬頭 ($157). The day's CSV lists the same.
 */
import {
  type ConsoleOrder,
  dueTimeText,
  invoiceLabel,
  type OrderResponse,
  orderLineTexts,
  orderTypeLabel,
  pickText,
  shippingAddressText,
  taipeiDate,
  taipeiDateTimeToMs,
  taipeiTime,
} from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema';
import { seedDemoIfEmpty } from '../src/db/seed';
import { DEMO_STAFF_PASSWORD, demoOwnerAccount } from '../src/modules/staff/seed-demo-staff';
import { boardOrders, CONSOLE_WRITE, consoleLogin } from './console-factories';
import { parseCsv } from './csv';
import { TEST_TRANSFER_ACCOUNT } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { nextIp, nextMobile } from './member-factories';

// Monday 2026-11-23 09:00 in Taipei: the breakfast shop (06:30–15:30) is open; 50嵐 信義店 is open all day.
const MONDAY_9AM = taipeiDateTimeToMs('2026-11-23', '09:00');
const XINYI = '50lan-xinyi';
const MWD = 'mwd-wugu-zhongxing';

interface MenuEntree {
  id: string;
  name: string;
  option_groups: { name: string; options: { id: string; name: string }[] }[];
  collections?: { id: string; name: string; entrees: { id: string; upgrade: number }[] }[];
}

/** One diner's browser: its own visitor cookie and client address. */
function browser(t: TestApp) {
  let cookie: string | undefined;
  const remoteAddress = nextIp();
  const request = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress,
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookies: { iding_visitor: cookie } } : {}),
    });
    cookie = res.cookies.find((c) => c.name === 'iding_visitor')?.value ?? cookie;
    return res;
  };
  return request;
}

/** The target time the diner's page reads ("YYYY-MM-DD HH:MM:00") of the console's epoch seconds. */
const asTargetTime = (epochSeconds: number) =>
  `${taipeiDate(epochSeconds * 1000)} ${taipeiTime(epochSeconds * 1000)}:00`;

/** Every field the diner's order page shows, as the console must show it. */
function expectSameOrder(store: ConsoleOrder, diner: OrderResponse): void {
  expect(store.id).toBe(diner.id);
  expect(store.item_name).toBe(diner.item_name);
  expect(store.status).toBe(diner.status);
  expect(store.order_type).toBe(diner.order_type);
  expect(store.order_tab_type).toBe(diner.order_tab_type);
  expect(store.table_number).toBe(diner.table_number);
  expect(store.party_size).toBe(diner.party_size);
  expect(store.waiting_number).toBe(diner.waiting?.number ?? null);
  expect(asTargetTime(store.target_time)).toBe(diner.target_time);
  expect(store.is_asap).toBe(diner.is_asap);
  // Every line with its options, set-meal picks (their options and upgrades) and 品項備註, in cart order.
  expect(store.items).toEqual(diner.items);
  expect(store.custom_items).toEqual(diner.custom_items);
  expect(store.memo).toBe(diner.memo);
  expect(store.contact_name).toBe(diner.name);
  expect(store.contact_phone).toBe(diner.phone);
  expect(store.shipping_infos).toEqual(diner.shipping_infos);
  expect(store.delivery).toEqual(diner.delivery);
  expect(store.subtotal).toBe(diner.subtotal);
  expect(store.shipping_fee).toBe(diner.shipping_fee);
  expect(store.total).toBe(diner.total);
  expect(store.payment_type).toBe(diner.payment_type);
  expect(store.payment_status).toBe(diner.payment_status);
  expect(store.invoice_type).toBe(diner.invoice_type);
  expect(store.invoice_value).toBe(diner.invoice_value);
  expect(store.company_title).toBe(diner.company_title);
  expect(store.version).toBe(diner.version);
  expect(store.edited_at).toBe(diner.events.at(-1)?.at ?? null);
  expect(store.accepted_at).toBe(diner.accepted_at);
  expect(store.created_at).toBe(diner.created_at);
}

describe('the store sees every detail the diner chose', () => {
  let t: TestApp;
  const consoles: Record<string, string> = {};
  /** Order id → the browser that placed it. */
  const diners = new Map<string, ReturnType<typeof browser>>();
  const placed: Record<string, string> = {};
  let menus: Record<string, MenuEntree[]> = {};

  const entree = (sid: string, name: string) => {
    const found = menus[sid]!.find((e) => e.name === name);
    if (!found) throw new Error(`${name} is not on the menu of ${sid}`);
    return found;
  };
  const option = (e: MenuEntree, group: string, name: string) => {
    const found = e.option_groups.find((g) => g.name === group)?.options.find((o) => o.name === name);
    if (!found) throw new Error(`${e.name} has no ${group} ${name}`);
    return { id: found.id, quantity: 1 };
  };
  /** A 50嵐 drink line: 大, 半糖, 少冰, 珍珠. */
  const milkTea = (quantity: number, memo = '') => {
    const e = entree(XINYI, '奶茶');
    return {
      id: e.id,
      quantity,
      memo,
      options: [
        option(e, '尺寸', '大'),
        option(e, '甜度', '半糖'),
        option(e, '冰塊', '少冰'),
        option(e, '加料', '珍珠'),
      ],
    };
  };
  const orderAt = async (sid: string, key: string, body: Record<string, unknown>) => {
    const diner = browser(t);
    const menuVersion = (await diner('GET', `/api/menu/${sid}/check`)).json().version as number;
    const res = await diner('POST', '/api/orders/order', {
      app_version: 'iDing 2.8.7',
      device_id: 'WEB',
      identifier: sid,
      menu_version: menuVersion,
      order_type: 0,
      payment_type: 0,
      target_time: null,
      name: '林小美',
      phone: nextMobile(),
      memo: '',
      ...body,
    });
    expect(res.statusCode, `${key}: ${res.body}`).toBe(201);
    const id = res.json().id as string;
    placed[key] = id;
    diners.set(id, diner);
    return id;
  };
  const dinerView = async (id: string) => {
    const res = await diners.get(id)!('GET', `/api/orders/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderResponse;
  };
  const consoleGet = (sid: string, path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${sid}${path}`,
      cookies: { iding_console: consoles[sid]! },
    });
  const boardCard = async (sid: string, id: string) => {
    const res = await consoleGet(sid, '/orders');
    expect(res.statusCode, res.body).toBe(200);
    return boardOrders(res.json()).find((o) => o.id === id)!;
  };
  const detail = async (sid: string, id: string) => {
    const res = await consoleGet(sid, `/orders/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConsoleOrder;
  };
  /** The diner's page, the board card and the order detail of one order. */
  const views = async (sid: string, key: string) => {
    const id = placed[key]!;
    const diner = await dinerView(id);
    const card = await boardCard(sid, id);
    expect(card, `${key} is on the board`).toBeDefined();
    expect(await detail(sid, id), 'the detail is the board card').toEqual(card);
    expectSameOrder(card, diner);
    return { diner, card };
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_9AM });
    await seedDemoIfEmpty(t.db);
    // The 宅配 order is paid by 轉帳, which the store takes once its account is set (docs/features.md "轉帳").
    await t.db
      .update(stores)
      .set({ transferAccount: TEST_TRANSFER_ACCOUNT })
      .where(eq(stores.identifier, XINYI));
    consoles[XINYI] = await consoleLogin(t, demoOwnerAccount('50lan'), DEMO_STAFF_PASSWORD);
    consoles[MWD] = await consoleLogin(t, demoOwnerAccount('mwd'), DEMO_STAFF_PASSWORD);
    for (const sid of [XINYI, MWD]) {
      const menu = (await t.app.inject({ method: 'GET', url: `/api/menu/${sid}` })).json() as {
        categories: { entrees: MenuEntree[] }[];
      };
      menus = { ...menus, [sid]: menu.categories.flatMap((c) => c.entrees) };
    }

    // 麥味登: 早餐套餐 75 with 卡滋雞腿漢堡 (+40) 加蛋 (+10) and 冰拿鐵咖啡 (+30), a 提袋 (+2), a 統編.
    const set = entree(MWD, '早餐套餐');
    const [mainSlot, drinkSlot] = set.collections!;
    const choice = (slot: typeof mainSlot, name: string) =>
      slot!.entrees.find((c) => menus[MWD]!.find((e) => e.id === c.id)?.name === name)!.id;
    const chicken = entree(MWD, '卡滋雞腿漢堡');
    const bag = (await t.app.inject({ method: 'GET', url: `/iorder/stores/${MWD}` }))
      .json()
      .custom_items.find((c: { name: string }) => c.name === '提袋').id as string;
    await orderAt(MWD, 'setMeal', {
      cart: {
        items: [
          {
            id: set.id,
            quantity: 1,
            memo: '醬料分開',
            options: [],
            collections: [
              {
                id: mainSlot!.id,
                entree: {
                  id: choice(mainSlot, '卡滋雞腿漢堡'),
                  memo: '不要美乃滋',
                  options: [option(chicken, '加料', '加蛋')],
                },
              },
              { id: drinkSlot!.id, entree: { id: choice(drinkSlot, '冰拿鐵咖啡'), options: [] } },
            ],
          },
        ],
      },
      custom_item_ids: [bag],
      memo: '九點半來拿',
      invoice_type: 'company',
      invoice_value: '04595252',
      company_title: '範例股份有限公司',
    });

    // 50嵐 信義店: one order of each type.
    await orderAt(XINYI, 'takeaway', {
      cart: { items: [milkTea(2, '一杯去冰')] },
      invoice_type: 'mobile_barcode',
      invoice_value: '/ABC+123',
    });
    await orderAt(XINYI, 'seated', {
      order_type: 1,
      order_tab_type: 'ready-for-seat',
      table_number: '5',
      cart: { items: [milkTea(1)] },
    });
    await orderAt(XINYI, 'reservation', {
      order_type: 1,
      order_tab_type: 'reservation',
      party_size: 4,
      target_time: '2026-11-24 18:30:00',
      cart: { items: [milkTea(4)] },
      memo: '靠窗的位子',
    });
    await orderAt(XINYI, 'waiting', {
      order_type: 1,
      order_tab_type: 'waiting',
      party_size: 2,
      cart: { items: [milkTea(2)] },
    });
    const courier = browser(t);
    const quote = await courier('POST', '/api/orders/quote', {
      identifier: XINYI,
      city: '臺北市',
      district: '信義區',
      address: '松高路11號',
      floor: '5樓',
      total: 300,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const deliveryTo = {
      recipient: '陳大文',
      phone: '0912000111',
      shipping_city: '臺北市',
      shipping_district: '信義區',
      shipping_address: '松高路11號',
      shipping_floor: '5樓',
    };
    const menuVersion = (await courier('GET', `/api/menu/${XINYI}/check`)).json().version;
    const delivery = await courier('POST', '/api/orders/order', {
      identifier: XINYI,
      menu_version: menuVersion,
      order_type: 2,
      payment_type: 5,
      target_time: null,
      cart: { items: [milkTea(3)] },
      name: '陳大文',
      phone: nextMobile(),
      memo: '到了請打電話',
      shipping_infos: deliveryTo,
      quote_id: quote.json().quote_id,
    });
    expect(delivery.statusCode, delivery.body).toBe(201);
    placed.delivery = delivery.json().id;
    diners.set(placed.delivery!, courier);
    // The order page asks for the courier (spec §7 pairing), as the completion page does.
    expect((await courier('POST', `/api/orders/${placed.delivery}/pairing`, {})).statusCode).toBe(200);
    await orderAt(XINYI, 'shipping', {
      order_type: 3,
      payment_type: 4,
      cart: { items: [milkTea(6)] },
      shipping_infos: {
        recipient: '黃阿姨',
        phone: '0933-123-456',
        shipping_city: '臺中市',
        shipping_district: '西屯區',
        shipping_address: '臺灣大道三段99號',
        shipping_floor: '12樓之3',
      },
      invoice_type: 'donation',
      invoice_value: '919',
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('a 早餐套餐 with its picks, their options and upgrades, 品項備註, a 提袋 and a 統編 with its 公司抬頭', async () => {
    const { card } = await views(MWD, 'setMeal');
    expect(card.total).toBe(157);
    const [line] = card.items;
    expect(line!.collections!.map(pickText)).toEqual([
      '主餐：卡滋雞腿漢堡 +$40（加蛋 +$10）（品項備註：不要美乃滋）',
      '飲料：冰拿鐵咖啡 +$30',
    ]);
    expect(orderLineTexts(line!)).toEqual([
      '早餐套餐 ×1 $155',
      '  主餐：卡滋雞腿漢堡 +$40（加蛋 +$10）（品項備註：不要美乃滋）',
      '  飲料：冰拿鐵咖啡 +$30',
      '  品項備註：醬料分開',
    ]);
    expect(card.custom_items.map((c) => [c.name, c.price])).toEqual([['提袋', 2]]);
    expect(card.memo).toBe('九點半來拿');
    expect(invoiceLabel(card)).toBe('公司統編 04595252（範例股份有限公司）');
    expect(dueTimeText(card, MONDAY_9AM)).toMatch(/^取餐時間 盡快（約 09:\d\d）$/);
  });

  it('外帶: the lines with options, 品項備註 and the carrier', async () => {
    const { card } = await views(XINYI, 'takeaway');
    expect(orderTypeLabel(card.order_type, card.order_tab_type)).toBe('外帶');
    expect(orderLineTexts(card.items[0]!)).toEqual([
      `奶茶 ×2 $${card.items[0]!.total}`,
      '  大、半糖、少冰、珍珠',
      '  品項備註：一杯去冰',
    ]);
    expect(invoiceLabel(card)).toBe('手機條碼 /ABC+123');
  });

  it('內用 seated: its table, no time of its own', async () => {
    const { card } = await views(XINYI, 'seated');
    expect(card).toMatchObject({ order_tab_type: 'ready-for-seat', table_number: '5' });
    expect(orderTypeLabel(card.order_type, card.order_tab_type)).toBe('內用・現場入座');
    expect(dueTimeText(card, MONDAY_9AM)).toBeNull();
  });

  it('訂位: tomorrow 18:30 for 4 reads with its date, not as a pickup today', async () => {
    const { card } = await views(XINYI, 'reservation');
    expect(card).toMatchObject({ order_tab_type: 'reservation', party_size: 4, memo: '靠窗的位子' });
    expect(orderTypeLabel(card.order_type, card.order_tab_type)).toBe('內用・預約訂位');
    expect(dueTimeText(card, MONDAY_9AM)).toBe('訂位時間 11/24（二）18:30');
  });

  it('候位: the waiting number the diner holds', async () => {
    const { card, diner } = await views(XINYI, 'waiting');
    expect(card.waiting_number).toBe(diner.waiting!.number);
    expect(card.waiting_number).toBeGreaterThanOrEqual(1);
    expect(card.party_size).toBe(2);
  });

  it('外送: recipient, phone, full address with floor, the fee and the courier', async () => {
    const { card } = await views(XINYI, 'delivery');
    expect(card.shipping_infos).toMatchObject({ recipient: '陳大文', phone: '0912000111' });
    expect(shippingAddressText(card.shipping_infos!)).toBe('臺北市信義區松高路11號 5樓');
    expect(card.shipping_fee).toBeGreaterThan(0);
    expect(card.delivery?.status_name).toBeTruthy();
    expect(dueTimeText(card, MONDAY_9AM)).toMatch(/^送達時間 盡快（約 \d\d:\d\d）$/);
  });

  it('宅配: recipient, phone, full address with floor and the shipping fee, no time', async () => {
    const { card } = await views(XINYI, 'shipping');
    expect(shippingAddressText(card.shipping_infos!)).toBe('臺中市西屯區臺灣大道三段99號 12樓之3');
    expect(card.shipping_fee).toBe(150);
    expect(dueTimeText(card, MONDAY_9AM)).toBeNull();
    expect(invoiceLabel(card)).toBe('捐贈發票（愛心碼 919）');
  });

  it('an order the diner changed: the store sees the change and when', async () => {
    const id = placed.reservation!;
    const before = await dinerView(id);
    const menuVersion = (await t.app.inject({ method: 'GET', url: `/api/menu/${XINYI}/check` })).json()
      .version;
    t.setNow(MONDAY_9AM + 5 * 60_000);
    const edited = await diners.get(id)!('PATCH', `/api/orders/${id}`, {
      identifier: XINYI,
      menu_version: menuVersion,
      order_type: 1,
      payment_type: 0,
      order_tab_type: 'reservation',
      party_size: 5,
      target_time: '2026-11-24 18:30:00',
      cart: { items: [milkTea(5)] },
      name: before.name,
      phone: before.phone,
      memo: '五位，靠窗',
      version: before.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { card } = await views(XINYI, 'reservation');
    expect(card).toMatchObject({ version: 2, party_size: 5, memo: '五位，靠窗' });
    expect(card.edited_at).toBe(Math.floor((MONDAY_9AM + 5 * 60_000) / 1000));
  });

  it('the CSV lists the same details, one row per order', async () => {
    const res = await consoleGet(XINYI, '/orders.csv?from=2026-11-23&to=2026-11-23');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    const cell = (row: string[], column: string) => row[header!.indexOf(column)];
    const rowOf = async (key: string) => {
      const card = await detail(XINYI, placed[key]!);
      return { card, row: rows.find((r) => cell(r, '單號') === card.item_name)! };
    };
    const shipping = await rowOf('shipping');
    expect(cell(shipping.row, '收件人')).toBe('黃阿姨');
    expect(cell(shipping.row, '收件人電話')).toBe(shipping.card.shipping_infos!.phone);
    expect(cell(shipping.row, '收件地址')).toBe('臺中市西屯區臺灣大道三段99號 12樓之3');
    expect(cell(shipping.row, '運費（元）')).toBe('150');
    expect(cell(shipping.row, '發票')).toBe('捐贈發票（愛心碼 919）');
    expect(cell(shipping.row, '品項')).toBe(shipping.card.items.flatMap(orderLineTexts).join('\n'));
    const reservation = await rowOf('reservation');
    expect(cell(reservation.row, '內用方式')).toBe('預約訂位');
    expect(cell(reservation.row, '人數')).toBe('5');
    expect(cell(reservation.row, '指定時間')).toBe('2026-11-24 18:30');
    expect(cell(reservation.row, '訂單備註')).toBe('五位，靠窗');
    expect(cell(reservation.row, '已修改')).toBe('是');
    const seated = await rowOf('seated');
    expect(cell(seated.row, '桌號')).toBe('5');
    expect(cell(seated.row, '指定時間')).toBe('');
    expect(cell(seated.row, '已修改')).toBe('否');
    const delivery = await rowOf('delivery');
    expect(cell(delivery.row, '外送狀態')).toBe(delivery.card.delivery!.status_name);
    expect(cell(delivery.row, '訂單備註')).toBe('到了請打電話');

    const mwd = await consoleGet(MWD, '/orders.csv?from=2026-11-23&to=2026-11-23');
    const [mwdHeader, setRow] = parseCsv(mwd.rawPayload.subarray(3).toString('utf8'));
    const at = (column: string) => setRow![mwdHeader!.indexOf(column)];
    expect(at('品項')).toBe(
      [
        '早餐套餐 ×1 $155',
        '  主餐：卡滋雞腿漢堡 +$40（加蛋 +$10）（品項備註：不要美乃滋）',
        '  飲料：冰拿鐵咖啡 +$30',
        '  品項備註：醬料分開',
      ].join('\n'),
    );
    expect(at('加購')).toBe('提袋 $2');
    expect(at('發票')).toBe('公司統編 04595252（範例股份有限公司）');
    expect(at('金額（元）')).toBe('157');
  });

  it("refuses another store's order and an unknown one with 404, no data", async () => {
    const foreign = await consoleGet(XINYI, `/orders/${placed.setMeal}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'order_not_found' });
    expect(foreign.body).not.toContain('卡滋雞腿漢堡');
    const unknown = await consoleGet(XINYI, '/orders/not-an-order');
    expect(unknown.statusCode).toBe(404);
    const noSession = await t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${XINYI}/orders/${placed.takeaway}`,
      headers: CONSOLE_WRITE,
    });
    expect(noSession.statusCode).toBe(401);
  });
});
