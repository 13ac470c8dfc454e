/**
 * The store's day in the console: today's figures (order count, revenue by payment type,
 * average preparation time 接單 → 可取餐), the CSV export of a date range, the table list with today's open
 * 內用 orders, and sold-out options (the inventory answers at once; check_order refuses a cart holding one).
 * Store isolation as everywhere: another store's staff get 404 and no data.
 */
import { OrderStatus, PaymentStatus, PaymentType, taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { ORDERS_CSV_COLUMNS } from '../src/modules/orders/get-store-day';
import { consoleLogin, staffSession } from './console-factories';
import { parseCsv } from './csv';
import {
  ALL_TYPES_SETTINGS,
  type CreatedStore,
  checkBody,
  createStore,
  DRINK_GROUPS,
  orderBody,
  PEARL_MILK_TEA,
  pearlMilkTea,
} from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { registerMember } from './member-factories';

const TODAY = '2026-11-23';
const YESTERDAY = '2026-11-22';
const NOON = taipeiDateTimeToMs(TODAY, '12:00');
const MINUTE = 60_000;
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };
const RED_TEA_LATTE = '紅茶拿鐵';

describe('the store’s day in the console', () => {
  let t: TestApp;
  let a: CreatedStore;
  let b: CreatedStore;
  const cookies: Record<string, string> = {};

  const login = (account: string, password: string) => consoleLogin(t, account, password);
  const get = (who: string, url: string) =>
    t.app.inject({ method: 'GET', url, cookies: { iding_console: cookies[who]! } });
  const put = (who: string, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: WRITE, cookies: { iding_console: cookies[who]! }, payload });
  const act = (sid: string, orderId: string, action: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${sid}/orders/${orderId}/${action}`,
      headers: WRITE,
      cookies: { iding_console: cookies.ownerA! },
      payload,
    });

  /**
   * Places a cash order through the API at the app's clock; then, as setup, gives it another payment type
   * and payment status (an online order paid through a provider, or one never paid) and returns its id and
   * the server-computed total in TWD.
   */
  const place = async (
    s: CreatedStore,
    opts: { paymentType?: number; paymentStatus?: number; body?: Record<string, unknown> } = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, opts.body),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    if (opts.paymentType !== undefined) {
      await t.db
        .update(orders)
        .set({ paymentType: opts.paymentType, paymentStatus: opts.paymentStatus ?? PaymentStatus.UNPAID })
        .where(eq(orders.id, id));
    }
    const [row] = await t.db.select({ cents: orders.totalCents }).from(orders).where(eq(orders.id, id));
    return { id, total: row!.cents / 100 };
  };

  const inventory = async (s: CreatedStore) =>
    (await t.app.inject({ method: 'GET', url: `/api/inventory/${s.identifier}` })).json() as {
      entrees: string[];
      options: string[];
    };
  const check = (s: CreatedStore, items: unknown[]) => {
    const body = checkBody(s, { cart: { items } });
    return t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: body });
  };

  // Expected figures, filled while the orders are placed.
  const expected = { cash: 0, linePay: 0, creditCard: 0 };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    a = await createStore(t.db, {
      appSettings: ALL_TYPES_SETTINGS,
      tableLimit: 6,
      tableName: '桌號',
      menu: [
        {
          category: '找口感',
          entrees: [
            { name: PEARL_MILK_TEA, price: 50, groups: DRINK_GROUPS },
            { name: RED_TEA_LATTE, price: 45, groups: DRINK_GROUPS },
          ],
        },
      ],
    });
    b = await createStore(t.db, { name: '50嵐 公館店' });
    cookies.ownerA = await staffSession(t, a, '0911000011', 'owner', 'pw-owner-a');
    cookies.staffA = await staffSession(t, a, '0911000012', 'staff', 'pw-staff-a');
    cookies.ownerB = await staffSession(t, b, '0911000013', 'owner', 'pw-owner-b');

    // Yesterday: one cash order, completed. In the CSV of a range, never in today's figures.
    t.setNow(taipeiDateTimeToMs(YESTERDAY, '18:00'));
    await place(a);

    // Today, 12:00: two cash orders prepared in 10 and 20 minutes (接單 → 可取餐): average 15.0.
    t.setNow(NOON);
    const c1 = await place(a);
    const c2 = await place(a);
    // A LINE Pay order paid in full, prepared in 6 minutes → the average over three is (10 + 20 + 6) / 3 = 12.
    const lp = await place(a, { paymentType: PaymentType.LINE_PAY, paymentStatus: PaymentStatus.PAID_FULL });
    // A credit-card order paid in full, marked 可取餐 without 接單: revenue, but no preparation time.
    const cc = await place(a, {
      paymentType: PaymentType.CREDIT_CARD,
      paymentStatus: PaymentStatus.PAID_FULL,
    });
    // A LINE Pay order never paid: not the store's (nor its revenue's) until paid.
    await place(a, { paymentType: PaymentType.LINE_PAY, paymentStatus: PaymentStatus.UNPAID });
    // A cash order the store cancels: out of the count and the revenue.
    const cancelled = await place(a);
    // A cash 內用 order at table 3, left open.
    const dineIn = await place(a, {
      body: { order_type: 1, order_tab_type: 'ready-for-seat', table_number: '3' },
    });
    // Store B's order: never in A's figures.
    await place(b);
    expected.cash = c1.total + c2.total + dineIn.total;
    expected.linePay = lp.total;
    expected.creditCard = cc.total;

    t.setNow(NOON + MINUTE);
    for (const o of [c1, c2, lp])
      expect((await act(a.identifier, o.id, 'accept', { estimate_minutes: 10 })).statusCode).toBe(200);
    t.setNow(NOON + 7 * MINUTE);
    expect((await act(a.identifier, lp.id, 'ready')).statusCode).toBe(200);
    expect((await act(a.identifier, cc.id, 'ready')).statusCode).toBe(200);
    t.setNow(NOON + 11 * MINUTE);
    expect((await act(a.identifier, c1.id, 'ready')).statusCode).toBe(200);
    t.setNow(NOON + 21 * MINUTE);
    expect((await act(a.identifier, c2.id, 'ready')).statusCode).toBe(200);
    expect((await act(a.identifier, c2.id, 'complete')).statusCode).toBe(200);
    expect(
      (await act(a.identifier, cancelled.id, 'cancel', { reason: '=HYPERLINK("x") 材料用完' })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => t.close());

  it('today: count and revenue by payment type leave out cancelled and unpaid online orders; preparation is 接單 → 可取餐', async () => {
    const res = await get('staffA', `/api/console/stores/${a.identifier}/today`);
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.business_date).toBe(TODAY);
    expect(day.order_count).toBe(5);
    expect(day.revenue).toBeCloseTo(expected.cash + expected.linePay + expected.creditCard, 2);
    expect(day.by_payment).toEqual(
      expect.arrayContaining([
        { payment_type: 0, payment_name: '現金', orders: 3, revenue: expected.cash },
        { payment_type: 6, payment_name: 'LINE Pay', orders: 1, revenue: expected.linePay },
        { payment_type: 2, payment_name: '信用卡', orders: 1, revenue: expected.creditCard },
      ]),
    );
    expect(day.by_payment).toHaveLength(3);
    // Most revenue first.
    expect(day.by_payment[0].payment_type).toBe(0);
    expect(day.cancelled_count).toBe(1);
    expect(day.unpaid_online_count).toBe(1);
    expect(day.average_prep_minutes).toBe(12);
    expect(day.prep_sample).toBe(3);
  });

  it('the next Taipei day starts from zero', async () => {
    t.setNow(taipeiDateTimeToMs('2026-11-24', '00:05'));
    try {
      // A console session lasts 12 hours: a fresh login at 00:05.
      cookies.late = await login('0911000011', 'pw-owner-a');
      const day = (await get('late', `/api/console/stores/${a.identifier}/today`)).json();
      expect(day).toMatchObject({
        business_date: '2026-11-24',
        order_count: 0,
        revenue: 0,
        by_payment: [],
        average_prep_minutes: null,
      });
    } finally {
      t.setNow(NOON + 30 * MINUTE);
    }
  });

  it('CSV: UTF-8 with BOM, zh-TW header, one quoted row per order the store saw in the range', async () => {
    const res = await get(
      'staffA',
      `/api/console/stores/${a.identifier}/orders.csv?from=${YESTERDAY}&to=${TODAY}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`${YESTERDAY}-${TODAY}.csv`);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    const records = parseCsv(raw.subarray(3).toString('utf8'));
    expect(records[0]).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(lines[0]).toBe(
      '營業日,單號,下單時間,類型,桌號,狀態,付款方式,付款狀態,金額（元）,計入營收,接單時間,可取餐時間,完成時間,製作分鐘,取消原因,' +
        '內用方式,人數,候位號碼,指定時間,訂購人,訂購人電話,品項,加購,訂單備註,收件人,收件人電話,收件地址,外送狀態,運費（元）,發票,已修改',
    );
    // Yesterday's one and today's six the store saw (the unpaid LINE Pay order never reached it).
    expect(records).toHaveLength(1 + 1 + 6);
    expect(lines[1]).toMatch(
      new RegExp(`^${YESTERDAY},001,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},外帶,,已送出,現金,未付款,`),
    );
    // Today's 002 (c2): accepted 12:01, ready and completed 12:21: 20 minutes; counts in revenue.
    const c2Row = records.find((r) => r[0] === TODAY && r[1] === '002')!;
    // 下單時間 is the database's clock (created_at), not the test's.
    expect(c2Row.slice(3, 8)).toEqual(['外帶', '', '已完成', '現金', '未付款']);
    expect(c2Row.slice(9, 15)).toEqual([
      '是',
      `${TODAY} 12:01`,
      `${TODAY} 12:21`,
      `${TODAY} 12:21`,
      '20',
      '',
    ]);
    const cancelledRow = records.find((r) => r[5] === '已取消')!;
    // The formula-looking reason is made inert: '=HYPERLINK("x") 材料用完.
    expect(cancelledRow[9]).toBe('否');
    expect(cancelledRow[14]).toBe('\'=HYPERLINK("x") 材料用完');
    expect(records.find((r) => r[3] === '內用')!.slice(3, 7)).toEqual(['內用', '3', '已送出', '現金']);
    expect(records.filter((r) => r[6] === 'LINE Pay' && r[7] === '已付款')).toHaveLength(1);
    expect(res.body).not.toContain('50嵐 公館店');
  });

  it('CSV: refuses a reversed, impossible or too long range (400, zh-TW)', async () => {
    const url = (from: string, to: string) =>
      `/api/console/stores/${a.identifier}/orders.csv?from=${from}&to=${to}`;
    expectRefusal(await get('staffA', url(TODAY, YESTERDAY)), 400, 'validation_error');
    expectRefusal(await get('staffA', url('2026-02-30', '2026-03-01')), 400, 'validation_error');
    expectRefusal(await get('staffA', url('2026-01-01', '2026-12-31')), 400, 'validation_error');
    expectRefusal(await get('staffA', url('2026/11/01', TODAY)), 400, 'validation_error');
  });

  it('tables: 1..table_limit with today’s open 內用 orders', async () => {
    const res = await get('staffA', `/api/console/stores/${a.identifier}/tables`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.table_name).toBe('桌號');
    expect(body.tables.map((x: { number: string }) => x.number)).toEqual(['1', '2', '3', '4', '5', '6']);
    const three = body.tables.find((x: { number: string }) => x.number === '3');
    expect(three.open_orders).toEqual([
      expect.objectContaining({ item_name: '007', status: OrderStatus.SUBMITTED }),
    ]);
    expect(body.tables.filter((x: { open_orders: unknown[] }) => x.open_orders.length > 0)).toHaveLength(1);
  });

  it('another store’s staff get 403 and no data from every endpoint', async () => {
    for (const path of ['today', `orders.csv?from=${YESTERDAY}&to=${TODAY}`, 'tables', 'options']) {
      const res = await get('ownerB', `/api/console/stores/${a.identifier}/${path}`);
      expectRefusal(res, 403, 'forbidden');
      expect(res.body).not.toContain('現金');
    }
    const write = await put('ownerB', `/api/console/stores/${a.identifier}/options/sold_out`, {
      group: '加料',
      option: '珍珠',
      sold_out: true,
    });
    expectRefusal(write, 403, 'forbidden');
    expect((await inventory(a)).options).toEqual([]);
    // Without a console session: 401.
    const anon = await t.app.inject({ method: 'GET', url: `/api/console/stores/${a.identifier}/today` });
    expect(anon.statusCode).toBe(401);
  });

  it('sold-out option: every entree’s 珍珠 in the inventory at once, check_order refuses it; back, accepted', async () => {
    const list = (await get('staffA', `/api/console/stores/${a.identifier}/options`)).json();
    const toppings = list.groups.find((g: { name: string }) => g.name === '加料');
    expect(toppings.options[0]).toEqual({ name: '珍珠', entree_count: 2, sold_out: false });

    const withPearl = [pearlMilkTea(a, { 尺寸: '中', 甜度: '半糖', 冰塊: '少冰', 加料: '珍珠' })];
    const withoutPearl = [pearlMilkTea(a, { 尺寸: '中', 甜度: '半糖', 冰塊: '少冰', 加料: '椰果' })];
    expect((await check(a, withPearl)).statusCode).toBe(200);

    const url = `/api/console/stores/${a.identifier}/options/sold_out`;
    const off = await put('staffA', url, { group: '加料', option: '珍珠', sold_out: true });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ group: '加料', option: '珍珠', sold_out: true, updated: 2 });
    expect((await inventory(a)).options.sort()).toEqual(
      [a.option[`${PEARL_MILK_TEA}/加料/珍珠`], a.option[`${RED_TEA_LATTE}/加料/珍珠`]].sort(),
    );
    const refused = await check(a, withPearl);
    expect(expectRefusal(refused, 422, 'menu_item_error')).toContain('珍珠');
    // The same refusal at submit.
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(a, { cart: { items: withPearl } }),
    });
    expectRefusal(submit, 422, 'menu_item_error');
    expect((await check(a, withoutPearl)).statusCode).toBe(200);
    const shown = (await get('staffA', `/api/console/stores/${a.identifier}/options`)).json();
    expect(shown.groups.find((g: { name: string }) => g.name === '加料').options[0].sold_out).toBe(true);

    await put('staffA', url, { group: '加料', option: '珍珠', sold_out: false });
    expect((await inventory(a)).options).toEqual([]);
    expect((await check(a, withPearl)).statusCode).toBe(200);
  });

  it('sold-out option: unknown option 404, bad body 400; nothing changes', async () => {
    const url = `/api/console/stores/${a.identifier}/options/sold_out`;
    expectRefusal(
      await put('staffA', url, { group: '加料', option: '芋圓', sold_out: true }),
      404,
      'not_found',
    );
    expectRefusal(await put('staffA', url, { group: '加料', option: '珍珠' }), 400, 'validation_error');
    expectRefusal(
      await put('staffA', url, { group: '加料', option: '珍珠', sold_out: true, x: 1 }),
      400,
      'validation_error',
    );
    expect((await inventory(a)).options).toEqual([]);
  });
  it('member home: the member’s order list carries 接單 time and estimate once the store accepts', async () => {
    const member = await registerMember(t);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      headers: member.bearer,
      payload: orderBody(a),
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as string;
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: member.bearer }))
        .json()
        .data.find((o: { id: string }) => o.id === id);
    expect(await mine()).toMatchObject({
      status: OrderStatus.SUBMITTED,
      accepted_at: null,
      estimate_minutes: null,
    });
    expect((await act(a.identifier, id, 'accept', { estimate_minutes: 8 })).statusCode).toBe(200);
    expect(await mine()).toMatchObject({
      status: OrderStatus.SUBMITTED,
      accepted_at: Math.floor((NOON + 30 * MINUTE) / 1000),
      estimate_minutes: 8,
    });
  });
});
