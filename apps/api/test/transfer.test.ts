/**
 * 轉帳 (docs/features.md "轉帳"; spec §3 PaymentType TRANSFER 4): the store sets its account in its settings,
 * checkout offers 轉帳 only then, the diner's order page shows the account and the deadline, the diner reports
 * the last five digits of their account, the store sees the report and confirms the payment (確認收款).
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStoreEvents } from '../src/db/schema';
import { staffSession } from './console-factories';
import { type CreatedStore, createStore, DRINK_SETTINGS, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile } from './member-factories';

/** Monday 2026-11-23 12:00 Taipei. */
const NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const WRITE = { 'x-requested-with': 'XMLHttpRequest' };
const ACCOUNT = {
  bank_code: '812',
  bank_name: '台新銀行',
  account_number: '20011234567890',
  account_name: '五十嵐企業社',
  deadline_hours: 2,
};

describe('轉帳', () => {
  let t: TestApp;
  let a: CreatedStore;
  let owner: string;
  const settingsUrl = () => `/api/console/stores/${a.identifier}/settings`;
  /** The settings body as the console sends it: the store's current settings with `transfer` set. */
  const settingsWith = async (transfer: unknown) => {
    const cur = (
      await t.app.inject({ method: 'GET', url: settingsUrl(), cookies: { iding_console: owner } })
    ).json();
    return {
      app_settings: { OrderTypes: [0], ToGo: { payments: [0, 4], MinLead: 10, Jumbo: 20 } },
      business_hour: cur.business_hour,
      holiday: [],
      custom_items: [],
      carousel_messages: [],
      transfer,
    };
  };
  const putSettings = async (transfer: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: settingsUrl(),
      headers: WRITE,
      cookies: { iding_console: owner },
      payload: await settingsWith(transfer),
    });
  const placeTransferOrder = (overrides: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(a, { payment_type: 4, phone: nextMobile(), ...overrides }),
    });
  const report = (orderId: string, visitor: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/transfer_report`,
      headers: WRITE,
      cookies: visitor ? { iding_visitor: visitor } : {},
      payload: payload as object,
    });
  const getOrder = (orderId: string, visitor: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, cookies: { iding_visitor: visitor } });
  const consoleOrder = (orderId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/console/stores/${a.identifier}/orders/${orderId}`,
      cookies: { iding_console: owner },
    });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOON });
    a = await createStore(t.db, {
      appSettings: { ...DRINK_SETTINGS, ToGo: { ...DRINK_SETTINGS.ToGo!, payments: [0, 4] } },
      transferAccount: null,
    });
    owner = await staffSession(t, a, '0911200001', 'owner', 'pw-owner-transfer');
  });
  afterAll(async () => t.close());

  it('without an account: checkout does not offer 轉帳 and the server refuses a 轉帳 order (422, zh-TW)', async () => {
    const settings = (
      await t.app.inject({ method: 'GET', url: settingsUrl(), cookies: { iding_console: owner } })
    ).json();
    expect(settings.transfer).toBeNull();
    const info = (await t.app.inject({ method: 'GET', url: `/iorder/stores/${a.identifier}` })).json();
    expect(info.app_settings.ToGo.payments).toEqual([0]);
    const res = await placeTransferOrder();
    expectRefusal(res, 422, 'payment_type_not_supported');
    expect(res.json().message).toBe('這家店尚未設定轉帳帳戶，請選擇其他付款方式');
  });

  it('validates the account with zh-TW messages', async () => {
    const bad = await putSettings({ ...ACCOUNT, bank_code: '81', account_number: '123-456' });
    expectRefusal(bad, 400, 'validation_error');
    expect(bad.json().message).toContain('銀行代碼須為 3 位數字');
    const short = await putSettings({ ...ACCOUNT, account_number: '123456789' });
    expect(short.json().message).toContain('帳號須為 10–16 位數字');
    const hours = await putSettings({ ...ACCOUNT, deadline_hours: 0 });
    expect(hours.json().message).toContain('轉帳期限須為 1–168 小時');
  });

  it('with an account: offered, the order page shows account and deadline, the report is stored', async () => {
    const saved = await putSettings(ACCOUNT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().transfer).toEqual(ACCOUNT);
    const info = (await t.app.inject({ method: 'GET', url: `/iorder/stores/${a.identifier}` })).json();
    expect(info.app_settings.ToGo.payments).toEqual([0, 4]);

    // The deadline: 2 hours after ordering (transferDeadline; its cap at the target time is tested in the domain).
    const placed = await placeTransferOrder({ target_time: '2026-11-24 11:00' });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as string;
    const visitor = placed.cookies.find((c) => c.name === 'iding_visitor')!.value;
    const order = (await getOrder(orderId, visitor)).json();
    expect(order.payment_status).toBe(0);
    expect(order.transfer).toEqual({
      bank_code: '812',
      bank_name: '台新銀行',
      account_number: '20011234567890',
      account_name: '五十嵐企業社',
      deadline: order.created_at + 2 * 3600,
      last_five: null,
      reported_at: null,
    });
    expect((await consoleOrder(orderId)).json().transfer_last_five).toBeNull();

    // Not 5 digits: 400 with the zh-TW message; nothing stored.
    for (const last_five of ['1234', '123456', '12a45']) {
      const bad = await report(orderId, visitor, { last_five });
      expectRefusal(bad, 400, 'validation_error');
      expect(bad.json().message).toContain('請輸入轉出帳號末五碼（5 位數字）');
    }
    // Someone else's order: 404, nothing stored.
    expectRefusal(await report(orderId, 'another-browser', { last_five: '99999' }), 404, 'order_not_found');
    expectRefusal(await report(orderId, undefined, { last_five: '99999' }), 404, 'order_not_found');
    expect((await getOrder(orderId, visitor)).json().transfer.last_five).toBeNull();

    const first = await report(orderId, visitor, { last_five: '11111' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await report(orderId, visitor, { last_five: '12345' });
    expect(second.json()).toEqual({ last_five: '12345', reported_at: NOON / 1000 });
    expect((await getOrder(orderId, visitor)).json().transfer).toMatchObject({
      last_five: '12345',
      reported_at: NOON / 1000,
    });
    const seen = (await consoleOrder(orderId)).json();
    expect(seen).toMatchObject({ payment_type: 4, payment_status: 0, transfer_last_five: '12345' });

    // 確認收款: paid, the diner's page says so; a report after it is refused.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${a.identifier}/orders/${orderId}/confirm_transfer`,
      headers: WRITE,
      cookies: { iding_console: owner },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().payment_status).toBe(2);
    expect((await getOrder(orderId, visitor)).json().payment_status).toBe(2);
    // A `paid` event reaches the diner's open page and the boards live, by the staff member who confirmed.
    const paid = await t.db
      .select()
      .from(orderStoreEvents)
      .where(and(eq(orderStoreEvents.orderId, orderId), eq(orderStoreEvents.kind, 'paid')));
    expect(paid.map((e) => e.actorStaffId !== null)).toEqual([true]);
    expectRefusal(await report(orderId, visitor, { last_five: '54321' }), 409, 'order_not_payable');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${a.identifier}/orders/${orderId}/confirm_transfer`,
      headers: WRITE,
      cookies: { iding_console: owner },
    });
    expectRefusal(again, 409, 'order_not_payable');
  });

  it('a cash order takes no report and no 確認收款', async () => {
    const placed = await placeTransferOrder({ payment_type: 0 });
    const visitor = placed.cookies.find((c) => c.name === 'iding_visitor')!.value;
    expect((await getOrder(placed.json().id, visitor)).json().transfer).toBeNull();
    expectRefusal(
      await report(placed.json().id, visitor, { last_five: '12345' }),
      422,
      'payment_method_mismatch',
    );
  });

  it('removing the account (null) stops offering 轉帳', async () => {
    await putSettings({ ...ACCOUNT, deadline_hours: 24 });
    const removed = await putSettings(null);
    expect(removed.json().transfer).toBeNull();
    const info = (await t.app.inject({ method: 'GET', url: `/iorder/stores/${a.identifier}` })).json();
    expect(info.app_settings.ToGo.payments).toEqual([0]);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/orders/{orderId}/transfer_report'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/console/stores/{sid}/orders/{orderId}/confirm_transfer'])).toEqual([
      'post',
    ]);
  });
});
