/**
 * Nothing is hidden from the store (docs/features.md, Store console): with 2,000 orders open at one store (a
 * rush, and days of orders nobody pressed 完成 on), a new order is first in 新訂單 on the board's first page,
 * every column's count is the database's, and paging a column (keyset, GET …/board/{stage}) returns each of
 * its orders exactly once, even while orders arrive. Bad paging input is refused with a zh-TW 400.
 */
import { type BoardColumn, type BoardResponse, type BoardStage, taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrders, staffSession } from './console-factories';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { nextMobile } from './member-factories';

/** Monday 2026-11-23 12:00 Taipei. */
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const at = (date: string, time: string) => new Date(taipeiDateTimeToMs(date, time));
const ZH = /[\u4e00-\u9fff]/;

describe('the board at 2,000 open orders', () => {
  let t: TestApp;
  let store: CreatedStore;
  let owner: string;
  /** The factory's orders by where they stand, oldest first. */
  const opened = {} as Record<
    'staleNew' | 'todayNew' | 'stalePreparing' | 'todayPreparing' | 'staleReady' | 'todayReady' | 'completed',
    string[]
  >;
  let newest = '';

  const get = (url: string, cookie = owner) =>
    t.app.inject({ method: 'GET', url, cookies: { iding_console: cookie } });
  const board = async (query = ''): Promise<BoardResponse> => {
    const res = await get(`/api/console/stores/${store.identifier}/orders${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const column = async (stage: BoardStage, query: string): Promise<BoardColumn> => {
    const res = await get(`/api/console/stores/${store.identifier}/board/${stage}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Every order of a column, page after page of `limit`, calling `between` after the first page. */
  const pageThrough = async (stage: BoardStage, limit: number, between?: () => Promise<unknown>) => {
    const ids: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: BoardColumn = await column(stage, `?limit=${limit}${after ? `&after=${after}` : ''}`);
      ids.push(...page.orders.map((o) => o.id));
      after = page.next_after;
      if (++pages === 1) await between?.();
    } while (after);
    return ids;
  };
  /** One order through the API, as a diner places it (a phone of its own: open orders per diner are capped). */
  const placeOrder = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(store, { phone: nextMobile() }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    store = await createStore(t.db);
    owner = await staffSession(t, store, '0911000222', 'owner', 'owner-pass-1');
    // Three days nobody pressed 完成, then this morning's rush: 2,000 open orders in all.
    opened.staleNew = await openOrders(t.db, store, {
      count: 1000,
      businessDate: '2026-11-20',
      createdAt: at('2026-11-20', '11:00'),
    });
    opened.stalePreparing = await openOrders(t.db, store, {
      count: 200,
      businessDate: '2026-11-21',
      createdAt: at('2026-11-21', '11:00'),
      stage: 'preparing',
    });
    opened.staleReady = await openOrders(t.db, store, {
      count: 50,
      businessDate: '2026-11-22',
      createdAt: at('2026-11-22', '11:00'),
      stage: 'ready',
    });
    opened.todayNew = await openOrders(t.db, store, {
      count: 500,
      businessDate: '2026-11-23',
      createdAt: at('2026-11-23', '08:00'),
    });
    opened.todayPreparing = await openOrders(t.db, store, {
      count: 100,
      businessDate: '2026-11-23',
      createdAt: at('2026-11-23', '09:00'),
      stage: 'preparing',
    });
    opened.todayReady = await openOrders(t.db, store, {
      count: 150,
      businessDate: '2026-11-23',
      createdAt: at('2026-11-23', '10:00'),
      stage: 'ready',
    });
    opened.completed = await openOrders(t.db, store, {
      count: 10,
      businessDate: '2026-11-23',
      createdAt: at('2026-11-23', '07:00'),
      stage: 'completed',
    });
    // Yesterday's completed orders are off the board.
    await openOrders(t.db, store, {
      count: 5,
      businessDate: '2026-11-22',
      createdAt: at('2026-11-22', '07:00'),
      stage: 'completed',
    });
    newest = await placeOrder();
  }, 120_000);
  afterAll(async () => t.close());

  it('shows the new order first in 新訂單, with the true count of every column', async () => {
    const b = await board();
    expect(b.columns.new.orders[0]!.id).toBe(newest);
    expect(b.columns.new.orders[0]!.stage).toBe('new');
    expect(Object.fromEntries(Object.entries(b.columns).map(([stage, c]) => [stage, c.count]))).toEqual({
      scheduled: 0,
      new: 1501,
      preparing: 300,
      ready: 200,
      completed: 10,
      cancelled: 0,
    });
    // Each column's first page (20 by default), and where its next page starts.
    expect(b.columns.new.orders).toHaveLength(20);
    expect(b.columns.new.next_after).toBe(b.columns.new.orders[19]!.id);
    expect(b.columns.completed.orders).toHaveLength(10);
    expect(b.columns.completed.next_after).toBeNull();
    // 製作中 and 可取餐: today's soonest due first; the days-old ones after them.
    expect(b.columns.preparing.orders.map((o) => o.id)).toEqual(opened.todayPreparing.slice(0, 20));
    expect(b.columns.ready.orders.map((o) => o.id)).toEqual(opened.todayReady.slice(0, 20));
    expect(b.last_event_id).toBeGreaterThan(0);
  });

  it('pages every column: each order exactly once, in the column’s order', async () => {
    expect(await pageThrough('new', 100)).toEqual([
      newest,
      ...opened.todayNew.toReversed(),
      ...opened.staleNew.toReversed(),
    ]);
    expect(await pageThrough('preparing', 100)).toEqual([...opened.todayPreparing, ...opened.stalePreparing]);
    expect(await pageThrough('ready', 37)).toEqual([...opened.todayReady, ...opened.staleReady]);
    expect(await pageThrough('completed', 3)).toEqual(opened.completed.toReversed());
    expect(await pageThrough('cancelled', 20)).toEqual([]);
  });

  it('misses nothing and repeats nothing while orders arrive between pages', async () => {
    const before = (await board('?limit=1')).columns.new.count;
    let arrived = '';
    const ids = await pageThrough('new', 100, async () => {
      arrived = await placeOrder();
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(before);
    expect(ids).not.toContain(arrived);
    const after = await board('?limit=1');
    expect(after.columns.new.count).toBe(before + 1);
    expect(after.columns.new.orders.map((o) => o.id)).toEqual([arrived]);
  });

  it('refuses bad paging input with a zh-TW 400', async () => {
    const other = await createStore(t.db, { name: '50嵐 公館店' });
    const [elsewhere] = await openOrders(t.db, other, {
      count: 1,
      businessDate: '2026-11-23',
      createdAt: at('2026-11-23', '11:00'),
    });
    const sid = store.identifier;
    for (const url of [
      `/api/console/stores/${sid}/orders?limit=0`,
      `/api/console/stores/${sid}/orders?limit=101`,
      `/api/console/stores/${sid}/orders?limit=abc`,
      `/api/console/stores/${sid}/orders?page=2`,
      `/api/console/stores/${sid}/board/new?limit=1.5`,
      `/api/console/stores/${sid}/board/new?after=not-an-order`,
      `/api/console/stores/${sid}/board/new?after=${elsewhere}`,
      `/api/console/stores/${sid}/board/done`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: 400, code: 'validation_error' });
      expect(res.json().message, url).toMatch(ZH);
    }
    expect((await get(`/api/console/stores/${sid}/board/new?after=${elsewhere}`)).json().message).toBe(
      '找不到分頁位置，請重新整理看板',
    );
  });
});
