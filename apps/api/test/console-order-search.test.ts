/**
 * The board's 搜尋訂單 (docs/features.md "Store console"): a store finds its orders by number, the phone's last
 * digits or the name, narrowed by order type and stage, over every open order and the last 7 business days'
 * completed and cancelled ones; another store's orders are never found (another store's staff are refused
 * with 403 by the route walk of console-access.test.ts). The board's order-type filter counts truly. Bad
 * input is a zh-TW 400.
 */
import {
  type BoardColumn,
  type BoardResponse,
  type ConsoleOrder,
  type OrderSearchResponse,
  taipeiDateTimeToMs,
} from '@iding/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermsOf } from '../src/modules/orders/search-store-orders';
import { escapeLike } from '../src/modules/orders/store-orders.queries';
import { CONSOLE_WRITE, openOrders, staffSession } from './console-factories';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';

/** Monday 2026-11-23 12:00 Taipei. */
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const at = (date: string, time: string) => new Date(taipeiDateTimeToMs(date, time));

describe('order search on the board', () => {
  let t: TestApp;
  let store: CreatedStore;
  let other: CreatedStore;
  let owner: string;
  /** This store's orders placed today through the API, by who placed them. */
  const placed = {} as Record<'lin' | 'amy' | 'wang' | 'cancelled', string>;
  let otherLin = '';
  let threeDaysAgo: string[] = [];
  let tenDaysAgo: string[] = [];

  const get = (url: string, cookie = owner) =>
    t.app.inject({ method: 'GET', url, cookies: { iding_console: cookie } });
  const search = async (query: string): Promise<ConsoleOrder[]> => {
    const res = await get(`/api/console/stores/${store.identifier}/orders/search?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as OrderSearchResponse).orders;
  };
  const ids = (orders: ConsoleOrder[]) => orders.map((o) => o.id);
  const placeOrder = async (s: CreatedStore, name: string, phone: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, { name, phone }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    store = await createStore(t.db);
    other = await createStore(t.db);
    owner = await staffSession(t, store, '0911000222', 'owner', 'owner-pass-1');
    // Last week's orders first, so today's are the newest: completed 3 and 10 business days ago (王小明).
    threeDaysAgo = await openOrders(t.db, store, {
      count: 2,
      businessDate: '2026-11-20',
      createdAt: at('2026-11-20', '11:00'),
      stage: 'completed',
    });
    tenDaysAgo = await openOrders(t.db, store, {
      count: 2,
      businessDate: '2026-11-13',
      createdAt: at('2026-11-13', '11:00'),
      stage: 'completed',
    });
    otherLin = await placeOrder(other, '林美玲', '0933111521');
    placed.lin = await placeOrder(store, '林美玲', '0933111521');
    placed.amy = await placeOrder(store, 'Amy Chen', '0912000777');
    placed.wang = await placeOrder(store, '王小明', '0955000888');
    placed.cancelled = await placeOrder(store, '張大千', '0966000999');
    // 王小明's order is 內用 (order type 1).
    await t.db.execute(sql`update orders set order_type = 1 where id = ${placed.wang}`);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${store.identifier}/orders/${placed.cancelled}/cancel`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: owner },
      payload: { reason: '食材用完' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  }, 60_000);
  afterAll(async () => t.close());

  it('finds an order by its number exactly, with or without # and leading zeros', async () => {
    const [lin] = await search('q=林美玲');
    const number = lin!.item_name;
    expect(number).toMatch(/^\d{3}$/);
    for (const q of [number, `%23${number}`, String(Number(number))]) {
      const found = await search(`q=${q}&stage=new`);
      expect(found.map((o) => o.item_name)).toEqual([number]);
    }
    // The number alone, not numbers containing it: 5 (or 「00」) is no order's number.
    expect(await search('q=00')).toEqual([]);
  });

  it('finds orders by the last digits of the phone, 3 or more', async () => {
    expect(ids(await search('q=1521'))).toEqual([placed.lin]);
    expect(ids(await search('q=521'))).toEqual([placed.lin]);
    expect(ids(await search('q=111-521'))).toEqual([placed.lin]);
    // Digits in the middle of a number are not its end.
    expect(await search('q=3311')).toEqual([]);
  });

  it('finds orders by part of the name, in any case, newest first', async () => {
    expect(ids(await search('q=美玲'))).toEqual([placed.lin]);
    expect(ids(await search('q=amy'))).toEqual([placed.amy]);
    expect(ids(await search('q=CHEN'))).toEqual([placed.amy]);
    // 王小明: today's order, then the completed ones of 3 days ago; those of 10 days ago are past the 7 days.
    const wang = ids(await search('q=王小明'));
    expect(wang).toEqual([placed.wang, ...threeDaysAgo.toReversed()]);
    expect(wang).not.toContain(tenDaysAgo[0]);
  });

  it('matches LIKE wildcards in the text as themselves', async () => {
    expect(await search('q=%25')).toEqual([]);
    expect(await search('q=_')).toEqual([]);
    expect(await search('q=%5C')).toEqual([]);
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('never finds another store’s orders', async () => {
    const found = ids(await search('q=林美玲'));
    expect(found).toEqual([placed.lin]);
    expect(found).not.toContain(otherLin);
    expect(ids(await search('q=0933111521'))).toEqual([placed.lin]);
  });

  it('narrows by order type and by stage; a cancelled order carries its reason', async () => {
    expect(ids(await search('q=王小明&order_type=1'))).toEqual([placed.wang]);
    expect(ids(await search('q=王小明&order_type=0'))).toEqual(threeDaysAgo.toReversed());
    expect(ids(await search('q=王小明&stage=completed'))).toEqual(threeDaysAgo.toReversed());
    const [cancelled, ...rest] = await search('q=張大千&stage=cancelled');
    expect(rest).toEqual([]);
    expect(cancelled).toMatchObject({ id: placed.cancelled, stage: 'cancelled', cancel_reason: '食材用完' });
    expect(await search('q=張大千&stage=new')).toEqual([]);
  });

  it('answers at most `limit` orders', async () => {
    expect(await search('q=王小明&limit=2')).toHaveLength(2);
  });

  it('refuses bad input with a zh-TW 400', async () => {
    const base = `/api/console/stores/${store.identifier}/orders/search`;
    for (const query of [
      '',
      '?q=',
      '?q=%20%20',
      `?q=${'一'.repeat(31)}`,
      '?q=521&order_type=9',
      '?q=521&order_type=x',
      '?q=521&stage=late',
      '?q=521&limit=0',
      '?q=521&limit=101',
      '?q=521&unknown=1',
    ]) {
      expectRefusal(await get(`${base}${query}`), 400, 'validation_error');
    }
    const res = await get(`${base}?q=%20`);
    expect(res.json().message).toContain('請輸入單號、電話末碼或姓名');
  });

  it('reads a number, a phone suffix and a name from the typed text', () => {
    expect(searchTermsOf(' #7 ')).toEqual({ numbers: ['7', '007'], phoneSuffix: undefined, name: '#7' });
    expect(searchTermsOf('0521')).toEqual({ numbers: ['0521'], phoneSuffix: '0521', name: '0521' });
    expect(searchTermsOf('王')).toEqual({ numbers: [], phoneSuffix: undefined, name: '王' });
  });
});

describe('the board filtered by order type', () => {
  let t: TestApp;
  let store: CreatedStore;
  let owner: string;
  let dineIn: string[] = [];

  const get = (url: string) => t.app.inject({ method: 'GET', url, cookies: { iding_console: owner } });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    store = await createStore(t.db);
    owner = await staffSession(t, store, '0911000333', 'owner', 'owner-pass-1');
    // 30 new orders, 25 of them 外帶 and 5 內用; 3 ready 外帶.
    const fresh = await openOrders(t.db, store, {
      count: 30,
      businessDate: '2026-11-23',
      createdAt: at('2026-11-23', '10:00'),
    });
    dineIn = fresh.slice(0, 5);
    await t.db.execute(
      sql`update orders set order_type = 1 where id in (${sql.join(
        dineIn.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await openOrders(t.db, store, {
      count: 3,
      businessDate: '2026-11-23',
      createdAt: at('2026-11-23', '09:00'),
      stage: 'ready',
    });
  }, 60_000);
  afterAll(async () => t.close());

  const counts = (b: BoardResponse) =>
    Object.fromEntries(Object.entries(b.columns).map(([stage, c]) => [stage, c.count]));

  it('counts and lists only the chosen type', async () => {
    const all: BoardResponse = (await get(`/api/console/stores/${store.identifier}/orders`)).json();
    expect(counts(all)).toEqual({
      scheduled: 0,
      new: 30,
      preparing: 0,
      ready: 3,
      completed: 0,
      cancelled: 0,
    });

    const res = await get(`/api/console/stores/${store.identifier}/orders?order_type=1`);
    expect(res.statusCode, res.body).toBe(200);
    const dine: BoardResponse = res.json();
    expect(counts(dine)).toEqual({
      scheduled: 0,
      new: 5,
      preparing: 0,
      ready: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(dine.columns.new.orders.map((o) => o.id).sort()).toEqual([...dineIn].sort());
    expect(dine.columns.new.orders.every((o) => o.order_type === 1)).toBe(true);

    const takeaway: BoardResponse = (
      await get(`/api/console/stores/${store.identifier}/orders?order_type=0`)
    ).json();
    expect(counts(takeaway)).toEqual({
      scheduled: 0,
      new: 25,
      preparing: 0,
      ready: 3,
      completed: 0,
      cancelled: 0,
    });
  });

  it('pages a column of the chosen type with its true count', async () => {
    const url = `/api/console/stores/${store.identifier}/board/new?order_type=0&limit=20`;
    const first: BoardColumn = (await get(url)).json();
    expect(first.count).toBe(25);
    expect(first.orders).toHaveLength(20);
    const second: BoardColumn = (await get(`${url}&after=${first.next_after}`)).json();
    expect(second.orders).toHaveLength(5);
    expect(second.next_after).toBeNull();
    const seen = [...first.orders, ...second.orders];
    expect(new Set(seen.map((o) => o.id)).size).toBe(25);
    expect(seen.every((o) => o.order_type === 0)).toBe(true);
  });

  it('refuses an unknown order type with a zh-TW 400', async () => {
    for (const url of [
      `/api/console/stores/${store.identifier}/orders?order_type=4`,
      `/api/console/stores/${store.identifier}/board/new?order_type=-1`,
    ]) {
      const res = await get(url);
      expectRefusal(res, 400, 'validation_error');
      expect(res.json().message).toContain('訂單類型');
    }
  });
});
