/**
 * The store's day from the console, part two: store settings (validated strictly, audited, read
 * by the diner at once) and busy mode (extra lead minutes and per-slot caps in avail_time and the order
 * checks). Store isolation as everywhere: staff of another store get 404 and change nothing.
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../src/modules/staff/add-staff';
import { listStoreSettingEvents } from '../src/modules/stores/store-settings.queries';
import { consoleLogin, staffSession } from './console-factories';
import { type CreatedStore, checkBody, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile } from './member-factories';

/** Monday 2026-11-23 12:00 Taipei. */
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };

/** A valid settings body: takeaway and 外送, Mon–Fri 10:00–14:00 and 17:00–21:00, one holiday, one extra. */
function settingsBody(overrides: Record<string, unknown> = {}) {
  return {
    app_settings: {
      OrderTypes: [0, 2],
      ToGo: { payments: [0, 6], MinLead: 25, Jumbo: 10 },
      Delivery: { payments: [0, 5], MinLead: 40, Jumbo: 0 },
    },
    business_hour: [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '10:00', end: '14:00' },
      { weekday, start: '17:00', end: '21:00' },
    ]),
    holiday: [{ date: '2026-11-25', name: '店休' }],
    custom_items: [{ name: '提袋', price: 2 }],
    carousel_messages: [{ title: '冬季新品', description: '熱可可上市', date: '2026-11-20' }],
    ...overrides,
  };
}

describe('console store settings and busy mode', () => {
  let t: TestApp;
  let a: CreatedStore;
  let b: CreatedStore;
  const cookies: Record<string, string> = {};

  const login = (account: string, password: string) => consoleLogin(t, account, password);
  const put = (who: string, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: WRITE, cookies: { iding_console: cookies[who]! }, payload });
  const getSettings = (who: string, s: CreatedStore) =>
    t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${s.identifier}/settings`,
      cookies: { iding_console: cookies[who]! },
    });
  const storeInfo = async (s: CreatedStore) =>
    (await t.app.inject({ method: 'GET', url: `/iorder/stores/${s.identifier}` })).json();
  const availTime = async (s: CreatedStore, orderType = 0) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/order/avail_time',
        payload: { identifier: s.identifier, order_type: orderType, total: 2 },
      })
    ).json() as { available_times: string[]; lead: { start: number; end: number }; asap_available: boolean };
  /** An order of a new diner (no cookie: a new browser; a phone of their own), as a busy store gets them. */
  const order = (s: CreatedStore, targetTime: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, { target_time: targetTime, phone: nextMobile() }),
    });
  const check = (s: CreatedStore, targetTime: string | null) => {
    const body = checkBody(s, { target_time: targetTime });
    return t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: body });
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    a = await createStore(t.db);
    b = await createStore(t.db, { name: '50嵐 公館店' });
    cookies.ownerA = await staffSession(t, a, '0911100001', 'owner', 'pw-owner-a');
    cookies.staffA = await staffSession(t, a, '0911100002', 'staff', 'pw-staff-a');
    cookies.ownerB = await staffSession(t, b, '0911100003', 'owner', 'pw-owner-b');
  });
  afterAll(async () => t.close());

  describe('settings', () => {
    it('shows the store its settings in the spec’s shapes, busy mode off', async () => {
      const res = await getSettings('staffA', a);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.can_order).toBe(true);
      expect(body.app_settings.OrderTypes).toEqual([0]);
      expect(body.app_settings.ToGo).toMatchObject({ payments: [0], MinLead: 10, Jumbo: 20 });
      expect(body.business_hour).toHaveLength(7);
      expect(body.busy_mode).toEqual({ enabled: false, extra_minutes: 0, slot_minutes: 15, slot_cap: 0 });
    });

    it('answers 403 with no data to staff of another store, and changes nothing for them', async () => {
      const read = await getSettings('ownerB', a);
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'forbidden' });
      expect(read.body).not.toContain('MinLead');
      const write = await put('ownerB', `/api/console/stores/${a.identifier}/settings`, settingsBody());
      expect(write.statusCode).toBe(403);
      const busy = await put('ownerB', `/api/console/stores/${a.identifier}/busy_mode`, {
        enabled: true,
        extra_minutes: 30,
        slot_minutes: 15,
        slot_cap: 1,
      });
      expect(busy.statusCode).toBe(403);
      expect((await getSettings('ownerA', a)).json().busy_mode.enabled).toBe(false);
      expect((await storeInfo(a)).app_settings.ToGo.MinLead).toBe(10);
    });

    it('lets only the owner save settings (403 for a staff role)', async () => {
      const res = await put('staffA', `/api/console/stores/${a.identifier}/settings`, settingsBody());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('只有店家負責人可以變更這項設定');
    });

    it.each([
      [
        'a shift that ends before it starts',
        { business_hour: [{ weekday: 1, start: '14:00', end: '10:00' }] },
        '週一的營業時間 14:00–10:00：結束時間須晚於開始時間',
      ],
      [
        'overlapping shifts of one weekday',
        {
          business_hour: [
            { weekday: 2, start: '10:00', end: '14:00' },
            { weekday: 2, start: '13:00', end: '18:00' },
          ],
        },
        '週二的營業時段重疊，請調整',
      ],
      [
        'a time that does not exist',
        { business_hour: [{ weekday: 1, start: '25:00', end: '26:00' }] },
        'HH:MM',
      ],
      [
        'a holiday twice',
        {
          holiday: [
            { date: '2026-12-01', name: '店休' },
            { date: '2026-12-01', name: '盤點' },
          ],
        },
        '公休日 2026-12-01 重複',
      ],
      [
        'an impossible holiday',
        { holiday: [{ date: '2026-02-30', name: '店休' }] },
        '公休日 2026-02-30 不是有效的日期',
      ],
      ['no order type', { app_settings: { OrderTypes: [] } }, '請至少開放一種取餐方式'],
      [
        'a type without its settings',
        { app_settings: { OrderTypes: [0, 1], ToGo: { payments: [0], MinLead: 10, Jumbo: 0 } } },
        '請設定內用的付款方式與準備時間',
      ],
      [
        'a type without payments',
        { app_settings: { OrderTypes: [0], ToGo: { payments: [], MinLead: 10, Jumbo: 0 } } },
        '請至少選擇一種外帶的付款方式',
      ],
      [
        '貨到付款 for takeaway',
        { app_settings: { OrderTypes: [0], ToGo: { payments: [0, 5], MinLead: 10, Jumbo: 0 } } },
        '外帶不接受付款方式 貨到付款',
      ],
      [
        'cash for 宅配',
        { app_settings: { OrderTypes: [3], Ship: { payments: [0], MinLead: 0, Jumbo: 0 } } },
        '宅配不接受付款方式 現金',
      ],
      [
        'an unknown payment type',
        { app_settings: { OrderTypes: [0], ToGo: { payments: [42], MinLead: 10, Jumbo: 0 } } },
        '外帶不接受付款方式 42',
      ],
      ['QR table orders as an online type', { app_settings: { OrderTypes: [4] } }, '取餐方式 4 無法線上開放'],
      [
        'MinLead out of range',
        { app_settings: { OrderTypes: [0], ToGo: { payments: [0], MinLead: 600, Jumbo: 0 } } },
        '最短準備時間須為 0–240 分鐘',
      ],
      [
        'a custom item with a negative price',
        { custom_items: [{ name: '提袋', price: -1 }] },
        '加購項目價格不可為負數',
      ],
      [
        'two custom items of one name',
        {
          custom_items: [
            { name: '提袋', price: 2 },
            { name: '提袋', price: 3 },
          ],
        },
        '加購項目「提袋」重複',
      ],
      [
        'news without a title',
        { carousel_messages: [{ title: ' ', description: '內容', date: null }] },
        '請輸入消息標題',
      ],
    ])('refuses %s with a zh-TW 400 and changes nothing', async (_what, overrides, message) => {
      const res = await put(
        'ownerA',
        `/api/console/stores/${a.identifier}/settings`,
        settingsBody(overrides),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      const info = await storeInfo(a);
      expect(info.app_settings.OrderTypes).toEqual([0]);
      expect(info.business_hour).toHaveLength(7);
    });

    it('refuses an unknown field (strict) and a custom item id the store does not have', async () => {
      const extra = await put('ownerA', `/api/console/stores/${a.identifier}/settings`, {
        ...settingsBody(),
        is_closed: true,
      });
      expect(extra.statusCode).toBe(400);
      const unknown = await put(
        'ownerA',
        `/api/console/stores/${a.identifier}/settings`,
        settingsBody({ custom_items: [{ id: 'not-ours', name: '提袋', price: 2 }] }),
      );
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ code: 'custom_item_invalid' });
    });

    it('saves, audits, and the diner reads the new settings at once (store info, news, avail_time)', async () => {
      // Warm every cache the diner's reads go through first.
      await storeInfo(a);
      await availTime(a);
      const res = await put('ownerA', `/api/console/stores/${a.identifier}/settings`, settingsBody());
      expect(res.statusCode).toBe(200);
      const saved = res.json();
      expect(saved.app_settings).toMatchObject({
        MaxCashOrderAmount: 3000, // kept: not the console's to change here
        OrderTypes: [0, 2],
        ToGo: { payments: [0, 6], MinLead: 25, Jumbo: 10, HideEntreeNote: false },
      });
      expect(saved.custom_items).toEqual([{ id: expect.any(String), name: '提袋', price: 2 }]);

      const info = await storeInfo(a);
      expect(info.app_settings.OrderTypes).toEqual([0, 2]);
      expect(info.business_hour).toHaveLength(10);
      expect(info.holiday).toEqual([{ date: '2026-11-25', name: '店休' }]);
      expect(info.custom_items).toEqual(saved.custom_items);
      expect(info.carousel_messages[0]).toEqual({
        title: '冬季新品',
        description: '熱可可上市',
        date: '2026-11-20',
      });
      const news = (await t.app.inject({ method: 'GET', url: `/api/stores/${a.identifier}/news` })).json();
      expect(JSON.stringify(news)).toContain('熱可可上市');

      // MinLead 25 → lead 25–30; Monday 12:00 → today's window from 12:25 to the 14:00 close, then 17:00–21:00;
      // Wednesday the 25th is a holiday.
      const times = await availTime(a);
      expect(times.lead).toEqual({ start: 25, end: 30 });
      expect(times.available_times.slice(0, 2)).toEqual(['2026-11-23#12:25#14:00', '2026-11-23#17:00#21:00']);
      expect(times.available_times.some((s) => s.startsWith('2026-11-25'))).toBe(false);

      // A custom item sent back with its id keeps it (a cart holding it stays valid).
      const again = await put(
        'ownerA',
        `/api/console/stores/${a.identifier}/settings`,
        settingsBody({ custom_items: [{ id: saved.custom_items[0].id, name: '提袋', price: 3 }] }),
      );
      expect(again.json().custom_items).toEqual([{ id: saved.custom_items[0].id, name: '提袋', price: 3 }]);

      const events = await listStoreSettingEvents(t.db, a.storeId, 10);
      expect(events[0]).toMatchObject({ kind: 'settings', staffId: expect.any(Number) });
      expect(Object.keys(events[0]!.changes), JSON.stringify(events[0]!.changes).slice(0, 1500)).toEqual([
        'customItems',
      ]);
      expect(Object.keys(events[1]!.changes).sort()).toEqual(
        ['appSettings', 'businessHours', 'carouselMessages', 'customItems', 'holidays'].sort(),
      );
    });
  });

  it('unaccepted orders: auto-cancel on and a 5-minute board alert by default; the owner changes both, kept when not sent', async () => {
    expect((await getSettings('ownerA', a)).json().unaccepted_orders).toEqual({
      auto_cancel: true,
      alert_minutes: 5,
    });
    const url = `/api/console/stores/${a.identifier}/settings`;
    const off = await put(
      'ownerA',
      url,
      settingsBody({ unaccepted_orders: { auto_cancel: false, alert_minutes: 8 } }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().unaccepted_orders).toEqual({ auto_cancel: false, alert_minutes: 8 });
    // A body without it (an older console) leaves it as it was.
    expect((await put('ownerA', url, settingsBody())).json().unaccepted_orders).toEqual({
      auto_cancel: false,
      alert_minutes: 8,
    });
    const bad = await put(
      'ownerA',
      url,
      settingsBody({ unaccepted_orders: { auto_cancel: true, alert_minutes: 0 } }),
    );
    expectRefusal(bad, 400, 'validation_error');
    expect(bad.json().message).toContain('逾時未接單須為 1–120 分鐘');
    const back = await put(
      'ownerA',
      url,
      settingsBody({ unaccepted_orders: { auto_cancel: true, alert_minutes: 5 } }),
    );
    expect(back.json().unaccepted_orders).toEqual({ auto_cancel: true, alert_minutes: 5 });
  });

  it('board: 預約 an hour ahead and no day-end completion by default; the owner changes both, kept when not sent', async () => {
    expect((await getSettings('ownerA', a)).json().board).toEqual({
      scheduled_lead_minutes: 60,
      auto_complete_day_end: false,
      auto_accept_order_types: [],
    });
    const url = `/api/console/stores/${a.identifier}/settings`;
    const changed = await put(
      'ownerA',
      url,
      settingsBody({ board: { scheduled_lead_minutes: 30, auto_complete_day_end: true } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().board).toEqual({
      scheduled_lead_minutes: 30,
      auto_complete_day_end: true,
      auto_accept_order_types: [],
    });
    expect((await put('ownerA', url, settingsBody())).json().board).toEqual({
      scheduled_lead_minutes: 30,
      auto_complete_day_end: true,
      auto_accept_order_types: [],
    });
    const bad = await put(
      'ownerA',
      url,
      settingsBody({ board: { scheduled_lead_minutes: 5, auto_complete_day_end: true } }),
    );
    expectRefusal(bad, 400, 'validation_error');
    expect(bad.json().message).toContain('預約單提前時間須為 10–1440 分鐘');
    const back = await put(
      'ownerA',
      url,
      settingsBody({ board: { scheduled_lead_minutes: 60, auto_complete_day_end: false } }),
    );
    expect(back.json().board).toEqual({
      scheduled_lead_minutes: 60,
      auto_complete_day_end: false,
      auto_accept_order_types: [],
    });
  });

  it('board: auto-accept takes the order types the store offers, each once, and refuses others in zh-TW', async () => {
    const url = `/api/console/stores/${a.identifier}/settings`;
    const board = (types: unknown) => ({
      board: { scheduled_lead_minutes: 60, auto_complete_day_end: false, auto_accept_order_types: types },
    });
    const set = await put('ownerA', url, settingsBody(board([0, 1])));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().board.auto_accept_order_types).toEqual([0, 1]);
    const unknown = await put('ownerA', url, settingsBody(board([9])));
    expectRefusal(unknown, 400, 'validation_error');
    expect(unknown.json().message).toContain('自動接單的用餐方式不正確');
    const twice = await put('ownerA', url, settingsBody(board([0, 0])));
    expect(twice.json().message).toContain('自動接單的用餐方式重複了');
    expect((await getSettings('ownerA', a)).json().board.auto_accept_order_types).toEqual([0, 1]);
    await put('ownerA', url, settingsBody(board([])));
  });

  it('點數: off by default; the owner turns points on with a unit and a rule, kept when not sent; the diner reads it', async () => {
    expect((await getSettings('ownerA', a)).json().point_rule).toEqual({
      PMEnabled: false,
      PMName: '點',
      PGRules: [],
    });
    const url = `/api/console/stores/${a.identifier}/settings`;
    const rule = {
      PMEnabled: true,
      PMName: '豆',
      PGRules: [{ Amount: 100, Point: 2, ExcludeTransaction: [2] }],
    };
    const on = await put('ownerA', url, settingsBody({ point_rule: rule }));
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().point_rule).toEqual(rule);
    // Not sent: unchanged. The diner's store info carries it as the spec's JSON string.
    expect((await put('ownerA', url, settingsBody())).json().point_rule).toEqual(rule);
    expect(JSON.parse((await storeInfo(a)).point_rule)).toEqual(rule);
    const noRule = await put('ownerA', url, settingsBody({ point_rule: { ...rule, PGRules: [] } }));
    expect(expectRefusal(noRule, 400, 'validation_error')).toContain('開啟點數時請設定集點規則');
    const zero = await put(
      'ownerA',
      url,
      settingsBody({ point_rule: { ...rule, PGRules: [{ Amount: 0, Point: 1 }] } }),
    );
    expect(expectRefusal(zero, 400, 'validation_error')).toContain('消費金額至少 1 元');
    const blank = await put('ownerA', url, settingsBody({ point_rule: { ...rule, PMName: ' ' } }));
    expect(expectRefusal(blank, 400, 'validation_error')).toContain('請輸入點數名稱');
    // Redeeming (ADR 032): $1 a point, at most half the items; refused out of range, in zh-TW.
    const redeeming = { ...rule, RedeemValue: 1, RedeemMaxPercent: 50 };
    const redeem = await put('ownerA', url, settingsBody({ point_rule: redeeming }));
    expect(redeem.json().point_rule).toEqual(redeeming);
    expect(JSON.parse((await storeInfo(a)).point_rule)).toMatchObject({
      RedeemValue: 1,
      RedeemMaxPercent: 50,
    });
    const share = await put('ownerA', url, settingsBody({ point_rule: { ...rule, RedeemMaxPercent: 0 } }));
    expect(expectRefusal(share, 400, 'validation_error')).toContain('折抵上限至少 1%');
    const value = await put('ownerA', url, settingsBody({ point_rule: { ...rule, RedeemValue: 0.5 } }));
    expect(expectRefusal(value, 400, 'validation_error')).toContain('每點折抵金額須為整數元');
    expect((await put('ownerA', url, settingsBody({ point_rule: rule }))).json().point_rule).toEqual(rule);
    expectRefusal(await put('staffA', url, settingsBody({ point_rule: rule })), 403, 'forbidden');
    const off = await put(
      'ownerA',
      url,
      settingsBody({ point_rule: { PMEnabled: false, PMName: '點', PGRules: [] } }),
    );
    expect(off.json().point_rule).toEqual({ PMEnabled: false, PMName: '點', PGRules: [] });
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/console/stores/{sid}/settings'])).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/console/stores/{sid}/busy_mode'])).toEqual(['put']);
  });

  describe('busy mode', () => {
    it('refuses values out of range with zh-TW 400s', async () => {
      const url = `/api/console/stores/${b.identifier}/busy_mode`;
      const slot = await put('ownerB', url, {
        enabled: true,
        extra_minutes: 10,
        slot_minutes: 7,
        slot_cap: 2,
      });
      expect(slot.statusCode).toBe(400);
      expect(slot.json().message).toContain('每個時段須為 10、15、20、30、60 分鐘');
      const extra = await put('ownerB', url, {
        enabled: true,
        extra_minutes: 500,
        slot_minutes: 15,
        slot_cap: 2,
      });
      expect(extra.json().message).toContain('加長的等候時間須為 0–120 分鐘');
    });

    it('adds its extra minutes to avail_time’s lead, for staff as well as owners, and goes when turned off', async () => {
      expect((await availTime(b)).available_times[0]).toBe('2026-11-23#12:10#23:59');
      const url = `/api/console/stores/${b.identifier}/busy_mode`;
      const on = await put('ownerB', url, {
        enabled: true,
        extra_minutes: 20,
        slot_minutes: 15,
        slot_cap: 0,
      });
      expect(on.statusCode).toBe(200);
      const busy = await availTime(b);
      expect(busy.lead).toEqual({ start: 30, end: 35 });
      expect(busy.available_times[0]).toBe('2026-11-23#12:30#23:59');
      // An order for a time the extra minutes took away is refused.
      expect((await check(b, '2026-11-23 12:15:00')).json()).toMatchObject({ code: 'invalid_target_time' });

      await put('ownerB', url, { enabled: false, extra_minutes: 20, slot_minutes: 15, slot_cap: 0 });
      expect((await availTime(b)).lead).toEqual({ start: 10, end: 15 });

      const events = await listStoreSettingEvents(t.db, b.storeId, 10);
      expect(events.map((e) => e.kind)).toEqual(['busy_mode', 'busy_mode']);
    });

    it('takes full slots out of avail_time and refuses an order for one with 422 slot_full', async () => {
      const s = await createStore(t.db, { name: '50嵐 忙碌店' });
      await addStaff(t.db, {
        account: '0911100004',
        storeIdentifier: s.identifier,
        role: 'staff',
        password: 'pw-staff-s',
      });
      cookies.staffS = await login('0911100004', 'pw-staff-s');
      const on = await put('staffS', `/api/console/stores/${s.identifier}/busy_mode`, {
        enabled: true,
        extra_minutes: 0,
        slot_minutes: 15,
        slot_cap: 2,
      });
      expect(on.statusCode).toBe(200);

      // Two orders in the 13:00–13:15 slot fill it; a cancelled one would not count.
      const first = await order(s, '2026-11-23 13:00:00');
      expect(first.statusCode, first.body).toBe(201);
      expect((await availTime(s)).available_times[0]).toBe('2026-11-23#12:10#23:59');
      expect((await order(s, '2026-11-23 13:10:00')).statusCode).toBe(201);

      const times = (await availTime(s)).available_times;
      expect(times.slice(0, 2)).toEqual(['2026-11-23#12:10#12:55', '2026-11-23#13:15#23:59']);
      const full = await order(s, '2026-11-23 13:05:00');
      expect(full.statusCode).toBe(422);
      expect(full.json()).toMatchObject({ code: 'slot_full', message: '這個時段的訂單已滿，請選擇其他時間' });
      expect((await check(s, '2026-11-23 13:05:00')).json()).toMatchObject({ code: 'slot_full' });
      expect((await order(s, '2026-11-23 13:15:00')).statusCode).toBe(201);
      // Tomorrow's 13:00 is another slot.
      expect((await check(s, '2026-11-24 13:05:00')).statusCode).toBe(200);

      // As soon as possible (12:10) while the 12:00 slot is full.
      expect((await order(s, null)).statusCode).toBe(201);
      expect((await order(s, null)).statusCode).toBe(201);
      const asap = await order(s, null);
      expect(asap.statusCode).toBe(422);
      expect(asap.json()).toMatchObject({
        code: 'slot_full',
        message: '店家目前訂單已滿，無法立即取餐，請改選其他時間',
      });
      expect((await availTime(s)).asap_available).toBe(false);

      // Off: every slot is back.
      await put('staffS', `/api/console/stores/${s.identifier}/busy_mode`, {
        enabled: false,
        extra_minutes: 0,
        slot_minutes: 15,
        slot_cap: 2,
      });
      expect((await availTime(s)).available_times[0]).toBe('2026-11-23#12:10#23:59');
      expect((await order(s, '2026-11-23 13:05:00')).statusCode).toBe(201);
    });

    it('holds the cap when submits race for the last places of a slot', async () => {
      const s = await createStore(t.db, { name: '50嵐 搶位店' });
      await addStaff(t.db, {
        account: '0911100006',
        storeIdentifier: s.identifier,
        role: 'owner',
        password: 'pw-owner-r',
      });
      cookies.ownerR = await login('0911100006', 'pw-owner-r');
      await put('ownerR', `/api/console/stores/${s.identifier}/busy_mode`, {
        enabled: true,
        extra_minutes: 0,
        slot_minutes: 15,
        slot_cap: 2,
      });
      const results = await Promise.all(Array.from({ length: 6 }, () => order(s, '2026-11-23 16:00:00')));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 201, 422, 422, 422, 422]);
      expect(results.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'slot_full')).toBe(
        true,
      );
      // 宅配 is outside every slot (none here: the store is takeaway only) and other slots stay open.
      expect((await order(s, '2026-11-23 16:15:00')).statusCode).toBe(201);
    });

    it('lets an order in a full slot be changed without counting against itself; another slot full is refused', async () => {
      const s = await createStore(t.db, { name: '50嵐 改單店' });
      await addStaff(t.db, {
        account: '0911100005',
        storeIdentifier: s.identifier,
        role: 'owner',
        password: 'pw-owner-e',
      });
      cookies.ownerE = await login('0911100005', 'pw-owner-e');
      await put('ownerE', `/api/console/stores/${s.identifier}/busy_mode`, {
        enabled: true,
        extra_minutes: 0,
        slot_minutes: 30,
        slot_cap: 1,
      });
      const visitor = (
        await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' })
      ).cookies.find((c) => c.name === 'iding_visitor')!.value;
      const place = (time: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/order',
          cookies: { iding_visitor: visitor },
          payload: orderBody(s, { target_time: time }),
        });
      const mine = await place('2026-11-23 14:00:00');
      expect(mine.statusCode).toBe(201);
      expect((await place('2026-11-23 15:00:00')).statusCode).toBe(201);
      const edit = (time: string, version: number) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/orders/${mine.json().id}`,
          cookies: { iding_visitor: visitor },
          payload: orderBody(s, { target_time: time, memo: '少冰', version }),
        });
      // Its own slot (14:00–14:30) holds only itself: the change goes through.
      const same = await edit('2026-11-23 14:10:00', 1);
      expect(same.statusCode, same.body).toBe(200);
      // 15:00–15:30 is full with another order.
      const other = await edit('2026-11-23 15:10:00', 2);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'slot_full' });

      // Two orders moved into one empty slot at once: it takes one.
      const theirs = await place('2026-11-23 16:00:00');
      const editOf = (id: string, time: string) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/orders/${id}`,
          cookies: { iding_visitor: visitor },
          payload: orderBody(s, { target_time: time, version: id === mine.json().id ? 2 : 1 }),
        });
      const moved = await Promise.all([
        editOf(mine.json().id, '2026-11-23 17:00:00'),
        editOf(theirs.json().id, '2026-11-23 17:05:00'),
      ]);
      expect(moved.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    });
  });
});
