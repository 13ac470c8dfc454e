/**
 * Order types core (外送 quotes in delivery-orders.test.ts): per-type settings and payments, strict requests,
 * dine-in tabs (ready-for-seat, reservation, waiting), 宅配 with its fee, and 外送 without a quote.
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import {
  ALL_TYPES_SETTINGS,
  type CreatedStore,
  checkBody,
  createAllTypesStore,
  createStore,
  orderBody,
  pearlMilkTea,
} from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';

// Monday 2026-11-23 12:00 in Taipei; the stores are open around the clock.
const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');

const SHIP_TO = {
  recipient: '陳大文',
  phone: '0912-000-111',
  shipping_city: '臺中市',
  shipping_district: '西屯區',
  shipping_address: '臺灣大道三段99號',
  shipping_floor: '5樓',
};

describe('order types', () => {
  let t: TestApp;
  let all: CreatedStore;
  let takeawayOnly: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    all = await createAllTypesStore(t.db);
    takeawayOnly = await createStore(t.db);
  });
  afterAll(async () => t.close());

  const order = (s: CreatedStore, overrides: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, overrides),
      cookies: cookie ? { iding_visitor: cookie } : {},
    });
  const check = (s: CreatedStore, overrides: Record<string, unknown>) => {
    const body = checkBody(s, overrides);
    return t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: body });
  };
  const availTime = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/orders/order/avail_time', payload });
  const orderCount = async (s: CreatedStore) =>
    (await t.db.select().from(orders).where(eq(orders.storeId, s.storeId))).length;
  const getOrder = (id: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: { iding_visitor: cookie } });

  describe('strict requests', () => {
    it('refuses an unknown field of check_order, order and avail_time with 400 naming the field', async () => {
      const checked = await check(all, { redeem_points: 10 });
      expect(expectRefusal(checked, 400, 'validation_error')).toContain('redeem_points');
      const before = await orderCount(all);
      const sent = await order(all, { tableNumber: '3' });
      expect(expectRefusal(sent, 400, 'validation_error')).toContain('不接受的欄位：tableNumber');
      expect(await orderCount(all)).toBe(before);
      const times = await availTime({ identifier: all.identifier, order_type: 0, party: 2 });
      expect(expectRefusal(times, 400, 'validation_error')).toContain('party');
    });

    it('refuses an unknown field inside shipping_infos', async () => {
      const res = await check(all, {
        order_type: 3,
        payment_type: 4,
        shipping_infos: { ...SHIP_TO, zip: '407' },
      });
      expect(expectRefusal(res, 400, 'validation_error')).toContain('zip');
    });
  });

  describe('per-type settings', () => {
    it('refuses a type the store does not offer, and names 外送 when it is delivery', async () => {
      const dineIn = await check(takeawayOnly, { order_type: 1, order_tab_type: 'waiting', party_size: 2 });
      expect(expectRefusal(dineIn, 422, 'order_type_not_supported')).toBe('這家店目前不提供此取餐方式');
      const delivery = await check(takeawayOnly, { order_type: 2, quote_id: 'q1', shipping_infos: SHIP_TO });
      expect(expectRefusal(delivery, 422, 'order_type_not_supported')).toBe('此店家尚未開放外送');
    });

    it("refuses a payment type outside the chosen type's list, though another type accepts it", async () => {
      // Transfer (4) is in Ship's list, not in DineIn's.
      const res = await check(all, {
        order_type: 1,
        order_tab_type: 'waiting',
        party_size: 2,
        payment_type: 4,
      });
      expect(expectRefusal(res, 422, 'payment_type_not_supported')).toMatch(/付款方式/);
      const ship = await check(all, { order_type: 3, payment_type: 4, shipping_infos: SHIP_TO });
      expect(ship.statusCode).toBe(200);
    });

    it('uses the MinLead and Jumbo of the chosen type for avail_time; Jumbo doubles by party size', async () => {
      const togo = await availTime({ identifier: all.identifier, order_type: 0, total: 2 });
      expect(togo.json().lead).toEqual({ start: 10, end: 15 });
      const dine = await availTime({ identifier: all.identifier, order_type: 1, total: 2 });
      expect(dine.json().lead).toEqual({ start: 15, end: 20 });
      expect(dine.json().available_times[0]).toBe('2026-11-23#12:15#23:59');
      // A party of 8 is over DineIn.Jumbo 6: MinLead 15 doubles to 30.
      const party = await availTime({ identifier: all.identifier, order_type: 1, total: 8 });
      expect(party.json().lead).toEqual({ start: 30, end: 35 });
      expect(party.json().available_times[0]).toBe('2026-11-23#12:30#23:59');
    });

    it('refuses a reservation for a large party inside the doubled lead, accepts a small one', async () => {
      const at = { order_type: 1, order_tab_type: 'reservation', target_time: '2026-11-23 12:20:00' };
      const big = await check(all, { ...at, party_size: 8 });
      expectRefusal(big, 422, 'invalid_target_time');
      expect((await check(all, { ...at, party_size: 2 })).statusCode).toBe(200);
    });

    it('enforces MaxCashOrderAmount on the total with the shipping fee, for cash only', async () => {
      const s = await createAllTypesStore(t.db, {
        appSettings: { ...ALL_TYPES_SETTINGS, MaxCashOrderAmount: 200 },
      });
      // 2 × 70 = 140 of drinks is under 200; with the 150 fee it is 290.
      const cash = await check(s, { order_type: 3, payment_type: 0, shipping_infos: SHIP_TO });
      expect(expectRefusal(cash, 422, 'cash_limit_exceeded')).toContain('$200');
      const transfer = await check(s, { order_type: 3, payment_type: 4, shipping_infos: SHIP_TO });
      expect(transfer.statusCode).toBe(200);
    });
  });

  describe('內用 ready-for-seat', () => {
    it('takes a table number 1..table_limit, stores it and sends no target time', async () => {
      const res = await order(all, { order_type: 1, order_tab_type: 'ready-for-seat', table_number: '7' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        order_type: 1,
        table_number: '7',
        order_tab_type: 'ready-for-seat',
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
      expect(row).toMatchObject({
        tableNumber: '7',
        orderTabType: 'ready-for-seat',
        partySize: null,
        isAsap: true,
      });
    });

    it.each([
      ['21', '桌號須為 1 到 20 的數字'],
      ['0', '桌號須為 1 到 20 的數字'],
      ['07', '桌號須為 1 到 20 的數字'],
      ['A1', '桌號須為 1 到 20 的數字'],
    ])('refuses table %s and writes nothing', async (table, message) => {
      const before = await orderCount(all);
      const res = await order(all, { order_type: 1, order_tab_type: 'ready-for-seat', table_number: table });
      expect(expectRefusal(res, 422, 'invalid_table_number')).toBe(message);
      expect(await orderCount(all)).toBe(before);
    });

    it('refuses a missing table number, a target time, and a store without tables', async () => {
      const tab = { order_type: 1, order_tab_type: 'ready-for-seat' };
      expect(expectRefusal(await check(all, tab), 422, 'invalid_table_number')).toBe('請輸入桌號');
      const timed = await check(all, { ...tab, table_number: '3', target_time: '2026-11-23 13:00:00' });
      expect(expectRefusal(timed, 422, 'invalid_order_details')).toBe('現場入座與排隊候位不需選擇時間');
      const noTables = await createAllTypesStore(t.db, { tableLimit: 0 });
      const res = await check(noTables, { ...tab, table_number: '1' });
      expect(expectRefusal(res, 422, 'invalid_table_number')).toBe('這家店沒有開放桌號點餐');
    });

    it('refuses dine-in without a tab, and a table number on takeaway or another tab (spec §5)', async () => {
      expectRefusal(await check(all, { order_type: 1 }), 422, 'invalid_order_details');
      const takeaway = await check(all, { table_number: '3' });
      expect(expectRefusal(takeaway, 422, 'invalid_order_details')).toBe('桌號只用於現場入座的內用訂單');
      const waiting = await check(all, {
        order_type: 1,
        order_tab_type: 'waiting',
        party_size: 2,
        table_number: '3',
      });
      expectRefusal(waiting, 422, 'invalid_order_details');
      const tabOnTakeaway = await check(all, { order_tab_type: 'waiting' });
      expectRefusal(tabOnTakeaway, 422, 'invalid_order_details');
    });
  });

  describe('內用 reservation', () => {
    it('books a party of 2 at a chosen time: target time and party size stored', async () => {
      const res = await order(all, {
        order_type: 1,
        order_tab_type: 'reservation',
        party_size: 2,
        target_time: '2026-11-24 18:30:00',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ target_time: '2026-11-24 18:30:00', table_number: null });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
      expect(row).toMatchObject({ orderTabType: 'reservation', partySize: 2, isAsap: false });
    });

    it('refuses a reservation without a time or without a party size', async () => {
      const tab = { order_type: 1, order_tab_type: 'reservation' };
      const noTime = await check(all, { ...tab, party_size: 2 });
      expect(expectRefusal(noTime, 422, 'invalid_order_details')).toBe('預約訂位請選擇日期與時間');
      const noParty = await check(all, { ...tab, target_time: '2026-11-24 18:30:00' });
      expect(expectRefusal(noParty, 422, 'invalid_order_details')).toBe('請選擇用餐人數');
      const zero = await check(all, { ...tab, party_size: 0, target_time: '2026-11-24 18:30:00' });
      expectRefusal(zero, 400, 'validation_error');
    });
  });

  describe('內用 waiting', () => {
    it("numbers the day's waiting parties and says how many still wait ahead", async () => {
      const s = await createAllTypesStore(t.db);
      const waiting = { order_type: 1, order_tab_type: 'waiting', party_size: 3 };
      const first = await order(s, waiting);
      const cookie = first.cookies.find((c) => c.name === 'iding_visitor')!.value;
      // A takeaway order between them takes an order number but no place on the waiting list.
      expect((await order(s, {}, cookie)).statusCode).toBe(201);
      const second = await order(s, waiting, cookie);
      expect(first.json()).toMatchObject({ order_tab_type: 'waiting', waiting_number: 1 });
      expect(second.json()).toMatchObject({ item_name: '003', waiting_number: 2 });

      const read = await getOrder(second.json().id, cookie);
      expect(read.json()).toMatchObject({
        order_tab_type: 'waiting',
        party_size: 3,
        waiting: { number: 2, ahead: 1 },
      });
      // The first party is seated (no longer SUBMITTED): nobody waits ahead, the number stays.
      await t.db.update(orders).set({ status: 3 }).where(eq(orders.id, first.json().id));
      expect((await getOrder(second.json().id, cookie)).json().waiting).toEqual({ number: 2, ahead: 0 });
    });

    it('refuses a target time or a missing party size', async () => {
      const tab = { order_type: 1, order_tab_type: 'waiting' };
      expectRefusal(await check(all, tab), 422, 'invalid_order_details');
      const timed = await check(all, { ...tab, party_size: 2, target_time: '2026-11-23 13:00:00' });
      expect(expectRefusal(timed, 422, 'invalid_order_details')).toBe('現場入座與排隊候位不需選擇時間');
    });
  });

  describe('宅配', () => {
    it('adds Ship.ShippingFee to the total in check_order, the order and the order page', async () => {
      const body = { order_type: 3, payment_type: 4, shipping_infos: SHIP_TO };
      const checked = await check(all, body);
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toMatchObject({ shipping_fee: 150, total: 290, cart: { total: 140 } });

      const res = await order(all, { ...body, total: 1 });
      expect(res.statusCode).toBe(400); // a client total is an unknown field, never a price
      const sent = await order(all, body);
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({ order_type: 3, total: 290 });
      const cookie = sent.cookies.find((c) => c.name === 'iding_visitor')!.value;
      const read = await getOrder(sent.json().id, cookie);
      expect(read.json()).toMatchObject({
        subtotal: 140,
        shipping_fee: 150,
        total: 290,
        shipping_infos: { ...SHIP_TO, phone: '0912000111' },
      });
    });

    it('offers no time slot and refuses a target time', async () => {
      const times = await availTime({ identifier: all.identifier, order_type: 3, total: 2 });
      expect(times.json()).toEqual({ available_times: [], lead: { start: 0, end: 0 }, asap_available: true });
      const res = await check(all, {
        order_type: 3,
        payment_type: 4,
        shipping_infos: SHIP_TO,
        target_time: '2026-11-24 12:00:00',
      });
      expect(expectRefusal(res, 422, 'invalid_order_details')).toBe('宅配訂單不需選擇時間');
    });

    it('refuses missing shipping details, an unknown district and a bad recipient phone', async () => {
      const ship = { order_type: 3, payment_type: 4 };
      expectRefusal(await check(all, ship), 422, 'invalid_shipping_info');
      const district = await check(all, {
        ...ship,
        shipping_infos: { ...SHIP_TO, shipping_district: '信義區' },
      });
      expect(expectRefusal(district, 422, 'invalid_shipping_info')).toBe('請從清單選擇收件地址的縣市與區域');
      // A city named like an Object.prototype member is just another unknown city, never a crash.
      for (const city of ['__proto__', 'toString', 'valueOf']) {
        const res = await check(all, { ...ship, shipping_infos: { ...SHIP_TO, shipping_city: city } });
        expect(expectRefusal(res, 422, 'invalid_shipping_info')).toBe('請從清單選擇收件地址的縣市與區域');
      }
      const phone = await check(all, { ...ship, shipping_infos: { ...SHIP_TO, phone: '02-2720-0000' } });
      expectRefusal(phone, 422, 'invalid_shipping_info');
      const noRecipient = await check(all, { ...ship, shipping_infos: { ...SHIP_TO, recipient: ' ' } });
      expectRefusal(noRecipient, 400, 'validation_error');
      // A city or district longer than any in the zip table is told in zh-TW, as the other fields are.
      const long = await check(all, {
        ...ship,
        shipping_infos: { ...SHIP_TO, shipping_district: '區'.repeat(11) },
      });
      expect(expectRefusal(long, 400, 'validation_error')).toBe(
        '輸入資料有誤：shipping_infos.shipping_district 最多 10 個字',
      );
    });

    it('refuses shipping details or a quote on a takeaway order', async () => {
      expectRefusal(await check(all, { shipping_infos: SHIP_TO }), 422, 'invalid_order_details');
      expectRefusal(await check(all, { quote_id: 'q-1' }), 422, 'invalid_order_details');
    });
  });

  describe('外送 (quotes: delivery-orders.test.ts)', () => {
    it('needs a quote_id, and refuses one that was never quoted: nothing written', async () => {
      const base = {
        order_type: 2,
        payment_type: 5,
        shipping_infos: SHIP_TO,
        cart: { items: [pearlMilkTea(all)] },
      };
      expect(expectRefusal(await check(all, base), 422, 'quote_invalid')).toBe(
        '請先填寫外送地址並取得外送報價',
      );
      const before = await orderCount(all);
      const res = await order(all, { ...base, quote_id: 'q-123' });
      expectRefusal(res, 422, 'quote_invalid');
      expect(await orderCount(all)).toBe(before);
    });
  });
});
