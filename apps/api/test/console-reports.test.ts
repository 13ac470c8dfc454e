/**
 * 報表 in the console (docs/features.md "Reports"): the report of a range of business days agrees with the
 * orders themselves — the test sums the orders it placed (rows read back from the database) by its own code
 * and compares every table of the report, and the CSV carries the same figures; the count rule is 今日營業's
 * (a cancelled order and an unpaid online one are left out; a refunded one shows under refunds). Validation
 * answers 400 in zh-TW; another store's staff get 403 and no data.
 */
import {
  DiscountSource,
  ORDER_TYPE_NAMES,
  OrderStatus,
  type OrderType,
  PaymentStatus,
  PaymentType,
  paymentTypeName,
  RELEASED_ON_CREATE_PAYMENT_TYPES,
  type ReportResponse,
  taipeiDateTimeToMs,
} from '@iding/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderItems, orders, paymentTransactions } from '../src/db/schema';
import { staffSession } from './console-factories';
import { parseCsv } from './csv';
import {
  ALL_TYPES_SETTINGS,
  type CreatedStore,
  createStore,
  DRINK_GROUPS,
  orderBody,
  PEARL_MILK_TEA,
  pearlMilkTea,
} from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextMobile } from './member-factories';

const RED_TEA_LATTE = '紅茶拿鐵';
/** Placings: Taipei day and time, and what the order becomes (setup). Three weeks, two months, four hours. */
const PLACINGS = [
  { date: '2026-10-30', time: '09:10' },
  { date: '2026-10-30', time: '12:30', orderType: 1 },
  { date: '2026-11-02', time: '12:05', paymentType: PaymentType.LINE_PAY, paid: true },
  { date: '2026-11-02', time: '18:45', cancelled: true },
  { date: '2026-11-03', time: '18:10', paymentType: PaymentType.LINE_PAY, paid: false },
  { date: '2026-11-10', time: '12:40', paymentType: PaymentType.CREDIT_CARD, paid: true, refunded: true },
  { date: '2026-11-10', time: '19:05', orderType: 3, paymentType: PaymentType.CREDIT_CARD, paid: true },
  { date: '2026-11-11', time: '09:55', latte: true },
] as const;
const FROM = '2026-10-26';
const TO = '2026-11-15';

describe('報表 in the console', () => {
  let t: TestApp;
  let a: CreatedStore;
  let b: CreatedStore;
  const cookies: Record<string, string> = {};
  const get = (who: string, url: string) =>
    t.app.inject({ method: 'GET', url, cookies: { iding_console: cookies[who]! } });
  const reportUrl = (q: string) => `/api/console/stores/${a.identifier}/reports?${q}`;

  beforeAll(async () => {
    t = await buildTestApp({ now: taipeiDateTimeToMs(PLACINGS[0].date, '09:00') });
    a = await createStore(t.db, {
      appSettings: ALL_TYPES_SETTINGS,
      tableLimit: 6,
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

    for (const p of PLACINGS) {
      const at = taipeiDateTimeToMs(p.date, p.time);
      t.setNow(at);
      const items =
        'latte' in p
          ? [
              pearlMilkTea(a, { 尺寸: '中', 甜度: '無糖', 冰塊: '去冰' }, 3),
              {
                id: a.entree[RED_TEA_LATTE]!,
                quantity: 1,
                memo: '',
                options: [
                  { id: a.option[`${RED_TEA_LATTE}/尺寸/大`]!, quantity: 1 },
                  { id: a.option[`${RED_TEA_LATTE}/甜度/半糖`]!, quantity: 1 },
                  { id: a.option[`${RED_TEA_LATTE}/冰塊/少冰`]!, quantity: 1 },
                ],
              },
            ]
          : undefined;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        payload: orderBody(a, {
          ...(items ? { cart: { items } } : {}),
          ...('orderType' in p && p.orderType === 1
            ? { order_type: 1, order_tab_type: 'ready-for-seat', table_number: '2' }
            : {}),
        }),
      });
      expect(res.statusCode, `${p.date} ${p.time} ${res.body}`).toBe(201);
      const id = res.json().id as string;
      // Setup: the database's clock placed it now; the order becomes what the placing says.
      await t.db
        .update(orders)
        .set({
          createdAt: new Date(at),
          ...('orderType' in p && p.orderType === 3 ? { orderType: 3 } : {}),
          ...('paymentType' in p
            ? {
                paymentType: p.paymentType,
                paymentStatus: p.paid ? PaymentStatus.PAID_FULL : PaymentStatus.UNPAID,
              }
            : {}),
          ...('cancelled' in p ? { status: OrderStatus.CANCELLED, cancelReason: '材料用完' } : {}),
        })
        .where(eq(orders.id, id));
      if ('refunded' in p) {
        const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
        await t.db
          .update(orders)
          .set({ status: OrderStatus.CANCELLED, paymentStatus: PaymentStatus.REFUNDED })
          .where(eq(orders.id, id));
        await t.db.insert(paymentTransactions).values({
          orderId: id,
          recordType: 11,
          paymentType: p.paymentType,
          kind: 'refund',
          amountCents: -row!.totalCents,
          createdAt: new Date(at + 3_600_000),
        });
      }
    }
    // Another store's order the same day: never in A's report.
    t.setNow(taipeiDateTimeToMs('2026-11-02', '12:00'));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders/order', payload: orderBody(b) })).statusCode,
    ).toBe(201);
    // Signed in after the placings: a console session idles out over the weeks the clock moved.
    cookies.staffA = await staffSession(t, a, '0911000021', 'staff', 'pw-staff-a');
    cookies.ownerB = await staffSession(t, b, '0911000022', 'owner', 'pw-owner-b');
  });
  afterAll(() => t.close());

  /** The report the test computes itself from store A's orders of FROM..TO, read back from the database. */
  async function expectedReport() {
    const all = await t.db.select().from(orders).where(eq(orders.storeId, a.storeId));
    const inRange = all.filter((o) => o.businessDate >= FROM && o.businessDate <= TO);
    const counts = inRange.filter(
      (o) =>
        o.status !== OrderStatus.CANCELLED &&
        (RELEASED_ON_CREATE_PAYMENT_TYPES.includes(o.paymentType) ||
          o.paymentStatus === PaymentStatus.PAID_FULL),
    );
    const lines = await t.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          counts.map((o) => o.id),
        ),
      );
    const add = <K>(m: Map<K, { orders: number; cents: number }>, k: K, cents: number) => {
      const e = m.get(k) ?? { orders: 0, cents: 0 };
      e.orders += 1;
      e.cents += cents;
      m.set(k, e);
    };
    const byDay = new Map<string, { orders: number; cents: number }>();
    const byHour = new Map<number, { orders: number; cents: number }>();
    const byType = new Map<number, { orders: number; cents: number }>();
    const byPay = new Map<number, { orders: number; cents: number }>();
    for (const o of counts) {
      add(byDay, o.businessDate, o.totalCents);
      add(byHour, (o.createdAt.getUTCHours() + 8) % 24, o.totalCents);
      add(byType, o.orderType, o.totalCents);
      add(byPay, o.paymentType, o.totalCents);
    }
    const items = new Map<string, { quantity: number; cents: number }>();
    const options = new Map<string, number>();
    for (const l of lines) {
      const e = items.get(l.name) ?? { quantity: 0, cents: 0 };
      e.quantity += l.quantity;
      e.cents += l.totalCents;
      items.set(l.name, e);
      for (const op of l.options) {
        const k = `${op.group_name}/${op.name}`;
        options.set(k, (options.get(k) ?? 0) + op.quantity * l.quantity);
      }
    }
    const refunded = inRange.filter((o) => o.paymentStatus === PaymentStatus.REFUNDED);
    const cents = counts.reduce((s, o) => s + o.totalCents, 0);
    return { counts, byDay, byHour, byType, byPay, items, options, refunded, cents };
  }

  it('agrees with the orders: totals, series, hours, items, options, types, payments, refunds', async () => {
    const res = await get('staffA', reportUrl(`from=${FROM}&to=${TO}&group=day`));
    expect(res.statusCode).toBe(200);
    const r = res.json() as ReportResponse;
    const e = await expectedReport();
    // Eight placed: a cancelled one, an unpaid LINE Pay one and a refunded one are out.
    expect(e.counts).toHaveLength(5);
    expect(r.totals).toEqual({
      orders: 5,
      revenue: e.cents / 100,
      average: Math.round(e.cents / 5 / 100),
    });
    expect(r.series).toHaveLength(21);
    expect(r.series[0]!.start).toBe(FROM);
    for (const p of r.series) {
      const d = e.byDay.get(p.start);
      expect(p).toEqual({ start: p.start, orders: d?.orders ?? 0, revenue: (d?.cents ?? 0) / 100 });
    }
    expect(r.by_hour).toHaveLength(24);
    for (const h of r.by_hour) {
      const d = e.byHour.get(h.hour);
      expect(h).toEqual({ hour: h.hour, orders: d?.orders ?? 0, revenue: (d?.cents ?? 0) / 100 });
    }
    expect(r.by_hour.filter((h) => h.orders > 0).map((h) => h.hour)).toEqual([9, 12, 19]);
    expect(new Map(r.by_order_type.map((x) => [x.order_type, [x.name, x.orders, x.revenue]]))).toEqual(
      new Map(
        [...e.byType].map(([k, v]) => [k, [ORDER_TYPE_NAMES[k as OrderType], v.orders, v.cents / 100]]),
      ),
    );
    expect(new Map(r.by_payment.map((x) => [x.payment_type, [x.name, x.orders, x.revenue]]))).toEqual(
      new Map([...e.byPay].map(([k, v]) => [k, [paymentTypeName(k), v.orders, v.cents / 100]])),
    );
    expect(new Map(r.by_item.map((x) => [x.name, [x.quantity, x.revenue]]))).toEqual(
      new Map([...e.items].map(([k, v]) => [k, [v.quantity, v.cents / 100]])),
    );
    expect(r.by_item[0]!.name).toBe(PEARL_MILK_TEA);
    expect(new Map(r.by_option.map((x) => [`${x.group_name}/${x.name}`, x.quantity]))).toEqual(e.options);
    // 3 cups of 無糖 in one line and the default orders' 半糖 ×2 each.
    expect(r.by_option.find((x) => x.name === '無糖')!.quantity).toBe(3);
    expect(r.refunds).toEqual({
      count: 1,
      amount: e.refunded.reduce((s, o) => s + o.totalCents, 0) / 100,
    });
    expect(r.discounts).toEqual({ count: 0, amount: 0 });
  });

  it('groups by week (Monday first) and by month, with the same total', async () => {
    const e = await expectedReport();
    const week = (
      await get('staffA', reportUrl(`from=${FROM}&to=${TO}&group=week`))
    ).json() as ReportResponse;
    expect(week.series.map((p) => p.start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    const month = (
      await get('staffA', reportUrl(`from=${FROM}&to=${TO}&group=month`))
    ).json() as ReportResponse;
    expect(month.series.map((p) => p.start)).toEqual(['2026-10-01', '2026-11-01']);
    for (const r of [week, month]) {
      expect(r.series.reduce((s, p) => s + p.orders, 0)).toBe(5);
      expect(Math.round(r.series.reduce((s, p) => s + p.revenue, 0) * 100)).toBe(e.cents);
    }
    const oct = [...e.byDay].filter(([d]) => d < '2026-11-01').reduce((s, [, v]) => s + v.cents, 0);
    expect(month.series[0]!.revenue).toBe(oct / 100);
  });

  it('CSV: UTF-8 with a BOM, one section per table, the same figures', async () => {
    const res = await get(
      'staffA',
      `/api/console/stores/${a.identifier}/reports.csv?from=${FROM}&to=${TO}&group=day`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const r = (await get('staffA', reportUrl(`from=${FROM}&to=${TO}`))).json() as ReportResponse;
    const rows = parseCsv(res.body.slice(1));
    const after = (title: string) => rows[rows.findIndex((row) => row[0] === title) + 2]!;
    expect(after('總計')).toEqual([
      String(r.totals.orders),
      String(r.totals.revenue),
      String(r.totals.average),
    ]);
    expect(after('品項')).toEqual([
      PEARL_MILK_TEA,
      String(r.by_item[0]!.quantity),
      String(r.by_item[0]!.revenue),
    ]);
    expect(rows.find((row) => row[0] === '退款')).toEqual(['退款', '1', String(r.refunds.amount)]);
    expect(rows.find((row) => row[0] === '12:00')![1]).toBe(String(r.by_hour[12]!.orders));
    expect(res.body).not.toContain('50嵐 公館店');
  });

  it('refuses a reversed, impossible, too long range or an unknown group (400, zh-TW)', async () => {
    for (const q of [
      'from=2026-11-15&to=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
      'from=2026/11/01&to=2026-11-15',
      'from=2026-11-01&to=2026-11-15&group=year',
      'to=2026-11-15',
    ]) {
      expectRefusal(await get('staffA', reportUrl(q)), 400, 'validation_error');
    }
    // 366 days (a leap year's worth) is allowed.
    expect((await get('staffA', reportUrl('from=2026-01-01&to=2027-01-01'))).statusCode).toBe(200);
  });

  it('another store’s staff get 403 and no data, JSON and CSV', async () => {
    for (const path of ['reports', 'reports.csv']) {
      const res = await get('ownerB', `/api/console/stores/${a.identifier}/${path}?from=${FROM}&to=${TO}`);
      expectRefusal(res, 403, 'forbidden');
    }
    const anon = await t.app.inject({ method: 'GET', url: reportUrl(`from=${FROM}&to=${TO}`) });
    expect(anon.statusCode).toBe(401);
  });
  it('sums the coupons of the counted orders as discounts (a cancelled or unpaid order left out)', async () => {
    const day = '2026-11-20';
    t.setNow(taipeiDateTimeToMs(day, '12:00'));
    // Weeks after the other placings: a fresh console session.
    cookies.late = await staffSession(t, a, 'reports-late@example.com', 'staff', 'reports-late-password');
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        brandId: a.brandId,
        storeId: a.storeId,
        name: '折 20 元',
        source: DiscountSource.COUPON,
        applicability: 0,
        perMemberLimit: 5,
        startsAt: new Date(taipeiDateTimeToMs(day, '00:00')),
        endsAt: new Date(taipeiDateTimeToMs(day, '23:00')),
        benefit: { type: 'DiscountCoupon', value: { kind: 'amount', amount: 20 } },
      })
      .returning();
    const place = async (withCoupon: boolean) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        payload: orderBody(a, {
          phone: nextMobile(),
          ...(withCoupon ? { coupons: [{ id: coupon!.id }] } : {}),
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    await place(true);
    await place(true);
    await place(false);
    const cancelled = await place(true);
    const unpaid = await place(true);
    await t.db.update(orders).set({ status: OrderStatus.CANCELLED }).where(eq(orders.id, cancelled));
    await t.db
      .update(orders)
      .set({ paymentType: PaymentType.LINE_PAY, paymentStatus: PaymentStatus.UNPAID })
      .where(eq(orders.id, unpaid));
    const res = await get('late', reportUrl(`from=${day}&to=${day}&group=day`));
    expect(res.statusCode, res.body).toBe(200);
    const r: ReportResponse = res.json();
    expect(r.discounts).toEqual({ count: 2, amount: 40 });
    expect(r.totals.orders).toBe(3);
    const csv = await get('late', `/api/console/stores/${a.identifier}/reports.csv?from=${day}&to=${day}`);
    expect(parseCsv(csv.body.slice(1)).find((row) => row[0] === '折扣')).toEqual(['折扣', '2', '40']);
  });
});
