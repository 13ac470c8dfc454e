/**
 * Store-credit top-ups and the member's movements (spec §3 Store-credit transactions
 * STORE_CREDIT_DEPOSIT 1002, §3 memberInfos.store_credit, §7 GET /api/user/transactions/store_credits): the store's
 * staff record a top-up paid at the counter in the console; the member sees the balance and every movement
 * (top-up, order payment, refund) with the balance after it, newest first; a retried top-up counts once.
 */
import type { AppSettings } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCreditTransactions } from '../src/db/schema';
import { addStaff } from '../src/modules/staff/add-staff';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { BROWSER_WRITE, nextIp, registerMember, type TestMember } from './member-factories';

const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 1, 6], MinLead: 10, Jumbo: 20 },
};
/** The factory order: 2 × 中●珍珠奶茶 (大 半糖 少冰 +珍珠) = 140 TWD. */
const TOTAL = 140;

describe('store-credit top-ups and history', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let otherShop: CreatedStore;
  let member: TestMember;
  let other: TestMember;
  let staffCookie: string;
  let otherStaffCookie: string;
  let clock = Date.now();
  /** One second later: movements of one test are listed in the order they happened. */
  const tick = () => {
    clock += 1000;
    t.setNow(clock);
  };

  const staffLogin = async (account: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: BROWSER_WRITE,
      payload: { account, password },
    });
    return res.cookies.find((c) => c.name === 'iding_console')!.value;
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: clock });
    shop = await createStore(t.db, { appSettings: SETTINGS });
    otherShop = await createStore(t.db, { name: '50嵐 公館店', appSettings: SETTINGS });
    member = await registerMember(t, { name: '王小明' });
    other = await registerMember(t);
    await addStaff(t.db, {
      account: 'cashier@example.tw',
      storeIdentifier: shop.identifier,
      role: 'staff',
      password: 'cashier-pass-1',
    });
    await addStaff(t.db, {
      account: 'other@example.tw',
      storeIdentifier: otherShop.identifier,
      role: 'owner',
      password: 'other-pass-1',
    });
    staffCookie = await staffLogin('cashier@example.tw', 'cashier-pass-1');
    otherStaffCookie = await staffLogin('other@example.tw', 'other-pass-1');
  });
  afterAll(async () => t.close());

  const deposit = (body: Record<string, unknown>, cookie = staffCookie, sid = shop.identifier) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${sid}/store_credits`,
      headers: BROWSER_WRITE,
      cookies: { iding_console: cookie },
      payload: { request_id: crypto.randomUUID(), ...body },
    });
  const memberGet = (url: string, who = member) =>
    t.app.inject({ method: 'GET', url, headers: who.bearer, remoteAddress: nextIp() });
  const storeCredit = async (who = member, sid = shop.identifier) =>
    (await memberGet(`/api/user?identifier=${sid}`, who)).json().memberInfos.store_credit as number;
  const history = async (query = `identifier=${shop.identifier}`, who = member) =>
    memberGet(`/api/user/transactions/store_credits?${query}`, who);

  it('staff top up a member by phone: the balance shows in memberInfos, the movement in the history', async () => {
    const res = await deposit({ phone: member.phone, amount: 500 });
    expect(res.statusCode, res.body).toBe(200);
    // The staff member confirms with the diner from the masked name only (王○明), never the full name.
    expect(res.json()).toEqual({
      name: '王○明',
      phone: member.phone,
      amount: 500,
      store_credit: 500,
      created_at: expect.any(Number),
    });
    expect(res.body).not.toContain('小');
    expect(await storeCredit()).toBe(500);
    // Only at that store.
    expect(await storeCredit(member, otherShop.identifier)).toBe(0);
    const list = await history();
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      data: [
        {
          type: 1002,
          type_name: '儲值',
          amount: 500,
          balance: 500,
          order_id: null,
          identifier: shop.identifier,
        },
      ],
      links: { pagination: { total: 1, per_page: 30, current_page: 1, last_page: 1 } },
    });
    const [row] = await t.db
      .select()
      .from(storeCreditTransactions)
      .where(eq(storeCreditTransactions.userId, member.userId));
    expect(row!.staffId).not.toBeNull();
  });

  it('a retried top-up (same request_id) is recorded once, also when sent twice at once', async () => {
    const before = await storeCredit();
    const requestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      deposit({ phone: member.phone, amount: 100, request_id: requestId }),
      deposit({ phone: member.phone, amount: 100, request_id: requestId }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().store_credit).toBe(before + 100);
    expect(b.json().store_credit).toBe(before + 100);
    const again = await deposit({ phone: member.phone, amount: 100, request_id: requestId });
    expect(again.json()).toMatchObject({ name: '王○明', store_credit: before + 100 });
    expect(await storeCredit()).toBe(before + 100);
    // The same id for another member is a console bug: refused, nothing added.
    expectRefusal(
      await deposit({ phone: other.phone, amount: 100, request_id: requestId }),
      409,
      'idempotency_conflict',
    );
    expect(await storeCredit(other)).toBe(0);
  });

  it('refuses bad top-ups with a clear message and adds nothing', async () => {
    const before = await storeCredit();
    // A number nobody registered: the error's shape, no name, and the diner is told what to do.
    const unknown = await deposit({ phone: '0900000001', amount: 100 });
    expect(expectRefusal(unknown, 404, 'member_not_found')).toBe('找不到這個手機號碼的會員，請會員先註冊');
    expect(Object.keys(unknown.json()).sort()).toEqual(['code', 'message', 'status']);
    expectRefusal(await deposit({ phone: 'abc', amount: 100 }), 400, 'validation_error');
    expect(
      expectRefusal(await deposit({ phone: member.phone, amount: 0 }), 400, 'validation_error'),
    ).toContain('至少 1 元');
    expectRefusal(await deposit({ phone: member.phone, amount: 10.5 }), 400, 'validation_error');
    expectRefusal(await deposit({ phone: member.phone, amount: 50_001 }), 400, 'validation_error');
    expectRefusal(await deposit({ phone: member.phone, amount: 100, extra: 1 }), 400, 'validation_error');
    expectRefusal(
      await deposit({ phone: member.phone, amount: 100, request_id: 'x' }),
      400,
      'validation_error',
    );
    // Staff of another store: 403, no data. No console session: 401. A member's session is no console session.
    expectRefusal(await deposit({ phone: member.phone, amount: 100 }, otherStaffCookie), 403, 'forbidden');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/console/stores/${shop.identifier}/store_credits`,
      headers: { ...BROWSER_WRITE, ...member.bearer },
      payload: { phone: member.phone, amount: 100, request_id: crypto.randomUUID() },
    });
    expectRefusal(anonymous, 401, 'unauthorized');
    expect(await storeCredit()).toBe(before);
  });

  it('never takes a balance over 1,000,000 TWD', async () => {
    const rich = await registerMember(t);
    for (let i = 0; i < 20; i++) {
      expect((await deposit({ phone: rich.phone, amount: 50_000 })).statusCode).toBe(200);
    }
    expect(await storeCredit(rich)).toBe(1_000_000);
    expectRefusal(await deposit({ phone: rich.phone, amount: 1 }), 422, 'store_credit_limit');
    expect(await storeCredit(rich)).toBe(1_000_000);
  });

  it('lists payment and refund after the top-up, newest first, each with the balance after it; pages of per_page', async () => {
    const buyer = await registerMember(t);
    await deposit({ phone: buyer.phone, amount: 300 });
    tick();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(shop, { payment_type: 1 }),
      headers: buyer.bearer,
      remoteAddress: nextIp(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/store_credits',
      payload: { order_id: id, identifier: shop.identifier },
      headers: buyer.bearer,
      remoteAddress: nextIp(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await storeCredit(buyer)).toBe(300 - TOTAL);
    tick();
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${id}`,
      headers: buyer.bearer,
      remoteAddress: nextIp(),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await storeCredit(buyer)).toBe(300);
    const all = (await history('', buyer)).json();
    expect(
      all.data.map((d: { type: number; amount: number; balance: number }) => [d.type, d.amount, d.balance]),
    ).toEqual([
      [1001, TOTAL, 300],
      [1000, -TOTAL, 300 - TOTAL],
      [1002, 300, 300],
    ]);
    expect(all.data[0]).toMatchObject({ type_name: '訂單退款', order_id: id, store_name: '50嵐 信義松仁店' });
    const page2 = (await history('page=2&per_page=2', buyer)).json();
    expect(page2.data.map((d: { type: number }) => d.type)).toEqual([1002]);
    expect(page2.links.pagination).toEqual({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
    const past = (await history('page=9&per_page=2', buyer)).json();
    expect(past).toMatchObject({ data: [], links: { pagination: { total: 3, last_page: 2 } } });
    // Another member sees only their own movements; a visitor is refused.
    expect(
      (await history('', other))
        .json()
        .data.every((d: { id: string }) => !all.data.some((x: { id: string }) => x.id === d.id)),
    ).toBe(true);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/user/transactions/store_credits' });
    expectRefusal(visitor, 401, 'unauthorized');
    expectRefusal(await history('per_page=101', buyer), 400, 'validation_error');
  });
});
