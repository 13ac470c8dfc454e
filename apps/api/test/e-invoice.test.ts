/**
 * Taiwan e-invoice on orders: every kind accepted and stored, every invalid value refused with
 * its zh-TW message (400, nothing written), the member's last carrier remembered; and spec §5 invalidChar
 * (no "#") on the order's name, memo and item memos.
 */
import { taipeiDateTimeToMs } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { type CreatedStore, createStore, orderBody, PEARL_MILK_TEA, pearlMilkTea } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { BROWSER_WRITE, registerMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei.
const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');

describe('e-invoice on POST /api/orders/order', () => {
  let t: TestApp;
  let s: CreatedStore;
  let VISITOR = '';

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    const first = await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' });
    VISITOR = first.cookies.find((c) => c.name === 'iding_visitor')!.value;
  });
  afterAll(async () => t.close());
  // A store per test: the browser's open orders at one store are capped (cap-open-orders.ts).
  beforeEach(async () => {
    t.setNow(MONDAY_NOON);
    s = await createStore(t.db);
  });

  const post = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, overrides),
      headers,
      cookies: { iding_visitor: VISITOR },
    });
  const getOrder = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers, cookies: { iding_visitor: VISITOR } });
  const orderCount = async () => (await t.db.select({ id: orders.id }).from(orders)).length;

  it('keeps working without invoice fields: a paper invoice', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(201);
    const got = (await getOrder(res.json().id)).json();
    expect(got).toMatchObject({ invoice_type: 'paper', invoice_value: null, company_title: null });
  });

  it.each([
    ['paper', undefined, undefined, null, null],
    ['mobile_barcode', '/ABC+123', undefined, '/ABC+123', null],
    // Lower case is what a phone keyboard types: upper-cased, not refused.
    ['mobile_barcode', ' /ab.c-12 ', undefined, '/AB.C-12', null],
    ['citizen_certificate', 'AB12345678901234', undefined, 'AB12345678901234', null],
    ['company', '04595252', ' 範例股份有限公司 ', '04595252', '範例股份有限公司'],
    // The 7th-digit-7 rule (spec §5): the sum 29 is not divisible by 5, 29 + 1 is.
    ['company', '10458574', '範例商行', '10458574', '範例商行'],
    ['donation', '919', undefined, '919', null],
    ['donation', '1234567', undefined, '1234567', null],
  ])('accepts and stores %s %s', async (type, value, title, storedValue, storedTitle) => {
    const res = await post({ invoice_type: type, invoice_value: value, company_title: title });
    expect(res.statusCode).toBe(201);
    const got = (await getOrder(res.json().id)).json();
    expect(got).toMatchObject({ invoice_type: type, invoice_value: storedValue, company_title: storedTitle });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ invoiceType: type, invoiceValue: storedValue, companyTitle: storedTitle });
  });

  it('keeps no stray value on a paper invoice and no title on a carrier', async () => {
    const paper = await post({ invoice_type: 'paper', invoice_value: '/ABC+123', company_title: 'X' });
    expect((await getOrder(paper.json().id)).json()).toMatchObject({
      invoice_value: null,
      company_title: null,
    });
    const barcode = await post({
      invoice_type: 'mobile_barcode',
      invoice_value: '/ABC+123',
      company_title: 'X',
    });
    expect((await getOrder(barcode.json().id)).json()).toMatchObject({ company_title: null });
  });

  it.each([
    ['mobile_barcode', 'ABC+1234', '手機條碼格式錯誤'],
    ['mobile_barcode', '/ABC+12', '手機條碼格式錯誤'],
    ['mobile_barcode', undefined, '手機條碼格式錯誤'],
    ['citizen_certificate', 'A123456789012345', '自然人憑證格式錯誤'],
    ['citizen_certificate', 'AB1234567890123', '自然人憑證格式錯誤'],
    ['company', '04595253', '統一編號格式錯誤'],
    ['company', '1234567', '統一編號格式錯誤'],
    ['company', '', '統一編號格式錯誤'],
    ['donation', '12', '愛心碼格式錯誤'],
    ['donation', '12345678', '愛心碼格式錯誤'],
    ['donation', 'abc', '愛心碼格式錯誤'],
  ])('refuses %s %s with 400 %s and writes nothing', async (type, value, message) => {
    const before = await orderCount();
    const res = await post({ invoice_type: type, invoice_value: value, company_title: '範例股份有限公司' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a company invoice without a company title (請輸入公司抬頭)', async () => {
    for (const title of [undefined, null, '', '   ']) {
      const res = await post({ invoice_type: 'company', invoice_value: '04595252', company_title: title });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: '請輸入公司抬頭' });
    }
  });

  it('refuses an unknown invoice type, and a title or value beyond its limit, with 400 JSON (never 500)', async () => {
    const unknown = await post({ invoice_type: 'b2b', invoice_value: '04595252' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status).toBe(400);
    const long = await post({
      invoice_type: 'company',
      invoice_value: '04595252',
      company_title: '公'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('最多 60 個字');
    const value = await post({ invoice_type: 'donation', invoice_value: 1234 });
    expect(value.statusCode).toBe(400);
  });

  it('accepts the invoice fields on check_order too (one body for both calls)', async () => {
    const body = orderBody(s, { invoice_type: 'donation', invoice_value: '919' });
    const { name: _n, phone: _p, memo: _m, ...check } = body;
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: check });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an invalid invoice on check_order with the message order would give (spec §7 check_order)', async () => {
    const {
      name: _n,
      phone: _p,
      memo: _m,
      ...check
    } = orderBody(s, {
      invoice_type: 'company',
      invoice_value: '04595253',
      company_title: '範例股份有限公司',
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/check_order', payload: check });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: '統一編號格式錯誤' });
  });

  describe("a member's last carrier", () => {
    it('is remembered from their order, kept over a paper order, replaced by the next carrier', async () => {
      const m = await registerMember(t);
      const carrier = () =>
        t.app.inject({ method: 'GET', url: '/api/user/invoice_carrier', headers: m.bearer });
      expect((await carrier()).json()).toEqual({ carrier: null });

      const first = await post(
        { invoice_type: 'company', invoice_value: '10458574', company_title: '範例商行' },
        m.bearer,
      );
      expect(first.statusCode).toBe(201);
      expect((await getOrder(first.json().id, m.bearer)).json().invoice_type).toBe('company');
      expect((await carrier()).json()).toEqual({
        carrier: { invoice_type: 'company', invoice_value: '10458574', company_title: '範例商行' },
      });

      expect((await post({ invoice_type: 'paper' }, m.bearer)).statusCode).toBe(201);
      expect((await carrier()).json().carrier.invoice_value).toBe('10458574');

      expect(
        (await post({ invoice_type: 'mobile_barcode', invoice_value: '/abc+123' }, m.bearer)).statusCode,
      ).toBe(201);
      expect((await carrier()).json()).toEqual({
        carrier: { invoice_type: 'mobile_barcode', invoice_value: '/ABC+123', company_title: null },
      });
    });

    it('is not changed by a refused order, and is only the member’s own', async () => {
      const m = await registerMember(t);
      const other = await registerMember(t);
      await post({ invoice_type: 'donation', invoice_value: '919' }, m.bearer);
      const refused = await post({ invoice_type: 'donation', invoice_value: '1' }, m.bearer);
      expect(refused.statusCode).toBe(400);
      const mine = await t.app.inject({ method: 'GET', url: '/api/user/invoice_carrier', headers: m.bearer });
      expect(mine.json().carrier).toMatchObject({ invoice_type: 'donation', invoice_value: '919' });
      const theirs = await t.app.inject({
        method: 'GET',
        url: '/api/user/invoice_carrier',
        headers: other.bearer,
      });
      expect(theirs.json()).toEqual({ carrier: null });
    });

    it('answers a visitor with 401', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/invoice_carrier',
        headers: BROWSER_WRITE,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe(401);
    });
  });
});

describe('spec §5 invalidChar on orders (no "#" in names and memos)', () => {
  let t: TestApp;
  let s: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    s = await createStore(t.db);
  });
  afterAll(async () => t.close());

  it.each([
    ['name', { name: '王#小明' }],
    ['memo', { memo: '到了 #2 門口' }],
  ])('refuses # in the order %s with 400 不可包含 # 字元', async (_field, overrides) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/order',
      payload: orderBody(s, overrides),
    });
    expect(res.statusCode).toBe(400);
    // The schema's message, after the error handler's "輸入資料有誤：<field>" prefix.
    expect(res.json().status).toBe(400);
    expect(res.json().message).toContain('不可包含 # 字元');
  });

  it('refuses # in an item memo, on check_order and order', async () => {
    expect(s.option[`${PEARL_MILK_TEA}/尺寸/大`]).toBeTruthy();
    const line = { ...pearlMilkTea(s, { 尺寸: '大' }, 1), memo: '#去冰' };
    for (const url of ['/api/orders/check_order', '/api/orders/order']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: orderBody(s, { cart: { items: [line] } }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('不可包含 # 字元');
    }
  });
});
