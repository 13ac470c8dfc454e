/**
 * Names and memos read the way they were typed on the store's board (DESIGN.md "Security and integrity":
 * validate every input; spec §5 forms): a bidi control (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C)
 * would show the text reversed or moved, so it is refused with 400 and a zh-TW message; a name made only of
 * invisible characters (zero-width spaces, U+2060, U+FEFF, whitespace) is refused like an empty one. The
 * zero-width joiner inside an emoji sequence is text like any other. A refused order is not placed.
 */
import { BIDI_CONTROL_MESSAGE, taipeiDateTimeToMs, VALIDATION_MESSAGES } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../src/db/schema';
import {
  beefBowl,
  type CreatedStore,
  createAllTypesStore,
  createSplitShiftStore,
  orderBody,
} from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp } from './member-factories';

const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
/** RIGHT-TO-LEFT OVERRIDE: 「王小明 ‮05$」 shows as 「王小明 $50」. */
const RLO = '\u202e';

describe('bidi controls and invisible-only text (spec §5 forms)', () => {
  let t: TestApp;
  let boujee: CreatedStore;
  let all: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: MONDAY_NOON });
    boujee = await createSplitShiftStore(t.db);
    all = await createAllTypesStore(t.db);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });
  const body = (overrides: Record<string, unknown>) =>
    orderBody(boujee, { cart: { items: [beefBowl(boujee)] }, ...overrides });
  const placed = async () =>
    (await t.db.select().from(orders).where(eq(orders.storeId, boujee.storeId))).length;

  it('refuses a bidi control in an order name, memo or item memo with 400, and places no order', async () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', RLO, '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const c of [...controls, '\u200e', '\u200f', '\u061c']) {
      for (const overrides of [
        { name: `王小明${c}` },
        { memo: `${c}不要餐具` },
        { cart: { items: [{ ...beefBowl(boujee), memo: `飯少${c}` }] } },
      ]) {
        const res = await post('/api/orders/order', body(overrides));
        expect(expectRefusal(res, 400, 'validation_error')).toContain(BIDI_CONTROL_MESSAGE);
      }
    }
    expect(await placed()).toBe(0);
  });

  it('refuses a bidi control or an invisible-only 公司抬頭 on a 統編 invoice, and places no order', async () => {
    const invoice = (company_title: string) =>
      body({ invoice_type: 'company', invoice_value: '04595252', company_title });
    const bidi = await post('/api/orders/order', invoice(`範例${RLO}股份有限公司`));
    expect(expectRefusal(bidi, 400, 'validation_error')).toContain(BIDI_CONTROL_MESSAGE);
    const blank = await post('/api/orders/order', invoice('\u200b\ufeff'));
    expect(blank.statusCode).toBeGreaterThanOrEqual(400);
    expect(blank.statusCode).toBeLessThan(500);
    expect(blank.json().message).toContain('請輸入公司抬頭');
    expect(await placed()).toBe(0);
  });

  it('refuses a name made only of invisible characters as an empty name, and places no order', async () => {
    for (const name of ['\u200b', '\u200b\u200c\u200d', '\ufeff \u2060', '\u3000\u200b\t']) {
      const res = await post('/api/orders/order', body({ name }));
      expect(expectRefusal(res, 400, 'validation_error')).toContain(VALIDATION_MESSAGES.name);
    }
    expect(await placed()).toBe(0);
  });

  it('keeps emoji joined with U+200D and trims invisible characters around a name', async () => {
    const family = '👨\u200d👩\u200d👧';
    const res = await post(
      '/api/orders/order',
      body({
        name: `\u200b王小明${family}\ufeff`,
        memo: `全家${family}一起吃`,
        cart: { items: [{ ...beefBowl(boujee), memo: `飯少${family}` }] },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(row).toMatchObject({ contactName: `王小明${family}`, memo: `全家${family}一起吃` });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.json().id));
    expect(item!.memo).toBe(`飯少${family}`);
  });

  it('refuses a bidi control in a 宅配 recipient or address, and still serves an order stored before the rule', async () => {
    const visitor = (await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' })).cookies.find(
      (c) => c.name === 'iding_visitor',
    )!.value;
    const ship = (shipping: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/order',
        payload: orderBody(all, {
          order_type: 3,
          payment_type: 4,
          shipping_infos: {
            recipient: '王小明',
            phone: '0912345678',
            shipping_city: '臺北市',
            shipping_district: '信義區',
            shipping_address: '松仁路100號',
            ...shipping,
          },
        }),
        cookies: { iding_visitor: visitor },
        remoteAddress: nextIp(),
      });
    const bad: Record<string, string>[] = [
      { recipient: `${RLO}明小王` },
      { shipping_address: `松仁路${RLO}號001` },
    ];
    for (const shipping of bad) {
      expect(expectRefusal(await ship(shipping), 400, 'validation_error')).toContain(BIDI_CONTROL_MESSAGE);
    }
    const res = await ship({});
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const stored = { ...row!.shippingInfos!, recipient: `${RLO}明小王` };
    await t.db.update(orders).set({ shippingInfos: stored }).where(eq(orders.id, id));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      cookies: { iding_visitor: visitor },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().shipping_infos.recipient).toBe(`${RLO}明小王`);
  });
});
