/**
 * Where a payment sends the diner back stays on this site (spec §7 POST /api/payment/{method}, spec §2 landing
 * pages): confirm_url and cancel_url are paths of this app. A control character in them is refused (400), since
 * browsers drop tabs and newlines from a URL: `/\t/evil.example` would be followed as `//evil.example`, another
 * site. Nothing is started for a refused request.
 */
import type { AppSettings } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { type CreatedStore, createStore, orderBody } from './factories';
import { buildTestApp, expectRefusal, type TestApp } from './helper';
import { nextIp } from './member-factories';

/** 外帶: LINE Pay (6) and cards (2), through the sandbox. */
const SETTINGS: AppSettings = {
  MaxCashOrderAmount: 3000,
  OrderTypes: [0],
  ToGo: { payments: [0, 2, 6], MinLead: 10, Jumbo: 20 },
};

describe('payment return paths (spec §7)', () => {
  let t: TestApp;
  let shop: CreatedStore;
  let visitor = '';

  beforeAll(async () => {
    t = await buildTestApp({ now: Date.now() });
    visitor = (await t.app.inject({ method: 'GET', url: '/api/provider/stable_status' })).cookies.find(
      (c) => c.name === 'iding_visitor',
    )!.value;
    shop = await createStore(t.db, { appSettings: SETTINGS });
  });
  afterAll(async () => t.close());

  const send = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: { iding_visitor: visitor },
      remoteAddress: nextIp(),
    });
  const place = async (payment_type: number) => {
    const res = await send('/api/orders/order', orderBody(shop, { payment_type }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const landing = (method: string, id: string) => `/stores/${shop.identifier}/${method}?order_id=${id}`;
  const started = async (id: string) => t.db.select().from(payments).where(eq(payments.orderId, id));

  const CONTROL = [
    '/\t/evil.example',
    '/\n/evil.example/x',
    '/\r/evil.example',
    '/stores\u0000',
    '/\u001f/x',
    '/\u007f/x',
  ];

  it('refuses a confirm_url or cancel_url with a control character (400), and starts no payment', async () => {
    const wallet = await place(6);
    const card = await place(2);
    for (const path of CONTROL) {
      for (const field of ['confirm_url', 'cancel_url']) {
        const body = {
          order_id: wallet,
          identifier: shop.identifier,
          confirm_url: landing('line_pay', wallet),
        };
        const message = expectRefusal(
          await send('/api/payment/line_pay', { ...body, [field]: path }),
          400,
          'validation_error',
        );
        if (!path.includes('\u0000')) expect(message).toContain('返回網址不可含有控制字元');
        const cardBody = {
          order_id: card,
          identifier: shop.identifier,
          prime: 'test_sandbox_ok_4242_abcdef12',
          confirm_url: landing('credit_card', card),
        };
        expectRefusal(
          await send('/api/payment/credit_card', { ...cardBody, [field]: path }),
          400,
          'validation_error',
        );
      }
    }
    expect(await started(wallet)).toEqual([]);
    expect(await started(card)).toEqual([]);
  });

  it('still takes a path of this site, with a percent-encoded tab kept as text', async () => {
    const wallet = await place(6);
    const res = await send('/api/payment/line_pay', {
      order_id: wallet,
      identifier: shop.identifier,
      confirm_url: `${landing('line_pay', wallet)}&note=%09`,
      cancel_url: `/stores/${shop.identifier}/checkout`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await started(wallet)).toHaveLength(1);
  });
});
