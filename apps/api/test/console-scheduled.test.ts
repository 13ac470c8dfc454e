/**
 * 預約 on the store's board (docs/features.md "Store console"; domain ZBoardSettings, liveQueueAt): an open
 * order placed for later than the store's lead time (60 minutes unless the store set it) waits under 預約,
 * soonest first, accepted or not, and moves into 新訂單 or 製作中 that many minutes before it is due; 盡快
 * orders never wait; the store's lead time decides; counts stay true and the column pages like the others.
 */
import { type BoardColumn, type BoardResponse, taipeiDate, taipeiTime } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_WRITE, staffSession } from './console-factories';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { nextIp, nextMobile } from './member-factories';

const MIN = 60_000;

/** The spec's target_time ("YYYY-MM-DD HH:MM:SS", Taipei) of epoch ms `ms`, on a 15-minute mark at or after it. */
function targetAt(ms: number): { wire: string; ms: number } {
  const mark = Math.ceil(ms / (15 * MIN)) * 15 * MIN;
  return { wire: `${taipeiDate(mark)} ${taipeiTime(mark)}:00`, ms: mark };
}

describe('預約: orders for later wait off the live queue until their lead time', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let owner: string;
  let T0 = 0;
  const ids: Record<'asap' | 'soon' | 'later' | 'tomorrow', string> = {
    asap: '',
    soon: '',
    later: '',
    tomorrow: '',
  };
  let laterDue = 0;

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, cookies: { iding_console: owner } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const board = () => get<BoardResponse>(`/api/console/stores/${shop.identifier}/orders`);
  const idsOf = (c: BoardColumn) => c.orders.map((o) => o.id);

  async function place(targetTime: string | null): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(shop, { phone: nextMobile(), target_time: targetTime }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  beforeAll(async () => {
    // Orders are stamped by the database clock, so the app's clock starts at the real time.
    T0 = Date.now();
    t = await buildTestApp({ now: T0 });
    shop = await createStore(t.db); // open all day, 外帶 cash
    owner = await staffSession(t, shop, 'plan-owner@example.tw', 'owner', 'owner-pass-1');
    ids.asap = await place(null);
    ids.soon = await place(targetAt(T0 + 30 * MIN).wire);
    const later = targetAt(T0 + 3 * 60 * MIN);
    laterDue = later.ms;
    ids.later = await place(later.wire);
    ids.tomorrow = await place(targetAt(T0 + 26 * 60 * MIN).wire);
  });
  afterAll(async () => t.close());

  it('lists orders due after the lead time under 預約, soonest first; 盡快 and soon ones in 新訂單', async () => {
    t.setNow(T0);
    const b = await board();
    expect(idsOf(b.columns.scheduled)).toEqual([ids.later, ids.tomorrow]);
    expect(b.columns.scheduled.count).toBe(2);
    expect(idsOf(b.columns.new).sort()).toEqual([ids.asap, ids.soon].sort());
    expect(b.columns.new.count).toBe(2);
    // The order's own stage is still where its status puts it: 預約 is where it waits.
    expect(b.columns.scheduled.orders.map((o) => o.stage)).toEqual(['new', 'new']);
  });

  it('pages the 預約 column like any other', async () => {
    t.setNow(T0);
    const base = `/api/console/stores/${shop.identifier}/board/scheduled`;
    const first = await get<BoardColumn>(`${base}?limit=1`);
    expect(idsOf(first)).toEqual([ids.later]);
    expect(first.count).toBe(2);
    const second = await get<BoardColumn>(`${base}?limit=1&after=${first.next_after}`);
    expect(idsOf(second)).toEqual([ids.tomorrow]);
    expect(second.next_after).toBeNull();
  });

  it('an order accepted ahead stays under 預約, then joins 製作中 at its lead time', async () => {
    t.setNow(T0);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${shop.identifier}/orders/${ids.later}/accept`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: owner },
      payload: { estimate_minutes: 20 },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(idsOf((await board()).columns.scheduled)).toContain(ids.later);

    // A minute before its lead time it still waits; at the lead time it is in 製作中.
    t.setNow(laterDue - 61 * MIN);
    expect(idsOf((await board()).columns.scheduled)).toContain(ids.later);
    t.setNow(laterDue - 60 * MIN);
    const b = await board();
    expect(idsOf(b.columns.scheduled)).toEqual([ids.tomorrow]);
    expect(idsOf(b.columns.preparing)).toContain(ids.later);
    expect(b.columns.preparing.count).toBe(1);
  });

  it("follows the store's lead time: at 240 minutes the order three hours ahead is live at once", async () => {
    t.setNow(T0);
    const current = await get<Record<string, unknown> & { board: { scheduled_lead_minutes: number } }>(
      `/api/console/stores/${shop.identifier}/settings`,
    );
    expect(current.board.scheduled_lead_minutes).toBe(60);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/console/stores/${shop.identifier}/settings`,
      headers: CONSOLE_WRITE,
      cookies: { iding_console: owner },
      payload: {
        app_settings: { OrderTypes: [0], ToGo: { payments: [0], MinLead: 10, Jumbo: 20 } },
        business_hour: current.business_hour,
        holiday: current.holiday,
        custom_items: current.custom_items,
        carousel_messages: current.carousel_messages,
        board: { scheduled_lead_minutes: 240, auto_complete_day_end: false },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const b = await board();
    expect(idsOf(b.columns.scheduled)).toEqual([ids.tomorrow]);
    expect(idsOf(b.columns.preparing)).toContain(ids.later);
  });
});
