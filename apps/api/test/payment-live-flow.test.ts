/**
 * The payment flow (spec §7 POST /api/payment/{method} and /confirm) with the real LINE Pay and
 * JKO Pay adapters chosen by configuration (PAYMENT_PROVIDER=live) against their local fakes: the diner gets
 * the provider's payment URL, the confirm asks the provider (pending until the diner approves), a capture
 * marks the order PAID_FULL with one ledger entry, and two confirms capture once.
 * Online types are still refused at order creation on this branch, so each test order is placed as cash and
 * switched to the online type in the database (the flow helper's order creation does that for real).
 */
import { PaymentType } from '@iding/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders';
import { type CreatedStore, createStore, orderBody } from './factories';
import {
  JKO_API_KEY,
  JKO_SECRET_KEY,
  JKO_STORE_ID,
  type JkoPayFake,
  startJkoPayFake,
} from './fakes/jko-pay-fake';
import {
  LINE_CHANNEL_ID,
  LINE_CHANNEL_SECRET,
  type LinePayFake,
  startLinePayFake,
} from './fakes/line-pay-fake';
import { buildTestApp, type TestApp } from './helper';
import { nextIp, registerMember, type TestMember } from './member-factories';

// Monday 2026-11-23 12:00 in Taipei; the factory store is open around the clock.
const T0 = Date.UTC(2026, 10, 23, 4, 0, 0);
const ORIGIN = 'https://order.example.tw';

describe('paying through the real adapters (PAYMENT_PROVIDER=live)', () => {
  let t: TestApp;
  let linePay: LinePayFake;
  let jko: JkoPayFake;
  let shop: CreatedStore;
  let member: TestMember;

  beforeAll(async () => {
    linePay = await startLinePayFake();
    jko = await startJkoPayFake();
    t = await buildTestApp({
      now: T0,
      env: {
        PAYMENT_PROVIDER: 'live',
        PUBLIC_ORIGIN: ORIGIN,
        LINE_PAY_CHANNEL_ID: LINE_CHANNEL_ID,
        LINE_PAY_CHANNEL_SECRET: LINE_CHANNEL_SECRET,
        LINE_PAY_API_URL: linePay.url,
        JKO_PAY_API_KEY: JKO_API_KEY,
        JKO_PAY_SECRET_KEY: JKO_SECRET_KEY,
        JKO_PAY_STORE_ID: JKO_STORE_ID,
        JKO_PAY_API_URL: jko.url,
      },
    });
    shop = await createStore(t.db);
    member = await registerMember(t);
  });
  afterAll(async () => {
    await t.close();
    await linePay.close();
    await jko.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: member.bearer, remoteAddress: nextIp() });

  /** An order of `paymentType` for 140 TWD (2 × 70); returns its id. */
  async function onlineOrder(paymentType: number): Promise<string> {
    const res = await post('/api/orders/order', orderBody(shop));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    await t.db.update(orders).set({ paymentType }).where(eq(orders.id, id));
    return id;
  }

  it('LINE Pay: payment_url from LINE Pay, pending until approved, then paid once with the ledger entry', async () => {
    const orderId = await onlineOrder(PaymentType.LINE_PAY);
    const landing = `/stores/${shop.identifier}/line_pay?order_id=${orderId}`;
    const start = await post('/api/payment/line_pay', {
      order_id: orderId,
      identifier: shop.identifier,
      confirm_url: landing,
    });
    expect(start.statusCode, start.body).toBe(200);
    const tx = [...linePay.txs.values()].find((x) => x.orderId !== '' && x.request.amount === 140)!;
    expect(start.json().payment_url).toBe(
      `https://sandbox-web-pay.line.me/web/payment/wait?transactionReserveId=${tx.id}`,
    );
    expect(start.json().reserve).toEqual({ payment_url_web: start.json().payment_url });
    expect(tx.request).toMatchObject({ redirectUrls: { confirmUrl: `${ORIGIN}${landing}` } });

    const early = await post('/api/payment/line_pay/confirm', { order_id: orderId });
    expect(early.json()).toMatchObject({ state: 'pending', payment_status: 0 });

    linePay.authenticate(String(tx.id));
    // A forged transactionId in the return URL changes nothing: the server confirms the one it started.
    const [a, b] = await Promise.all([
      post('/api/payment/line_pay/confirm', { order_id: orderId, transactionId: '1' }),
      post('/api/payment/line_pay/confirm', { order_id: orderId }),
    ]);
    // One confirm captures; the other waits for it or, losing the claim, answers pending (the page retries).
    const states = [a, b].map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().state as string;
    });
    expect(states).toContain('paid');
    expect(states.every((s) => s === 'paid' || s === 'pending')).toBe(true);
    expect((await post('/api/payment/line_pay/confirm', { order_id: orderId })).json()).toMatchObject({
      result: 0,
      state: 'paid',
      payment_status: 2,
    });
    expect(tx.state).toBe('captured');
    const transactions = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/transactions`,
      headers: member.bearer,
    });
    expect(transactions.json().transactions).toEqual([
      expect.objectContaining({ type: 80, payment_type: PaymentType.LINE_PAY, amount: 140 }),
    ]);
  });

  it('JKO Pay: entry payment_url, pending while unpaid, paid after the diner pays at JKO', async () => {
    const orderId = await onlineOrder(PaymentType.JKO_PAY);
    const start = await post('/api/payment/jko_pay', {
      order_id: orderId,
      identifier: shop.identifier,
      confirm_url: `/stores/${shop.identifier}/jko_pay?order_id=${orderId}`,
    });
    expect(start.statusCode, start.body).toBe(200);
    const entry = [...jko.orders.values()].at(-1)!;
    expect(start.json().payment_url).toBe(`https://uat-onlinepay.jkopay.app/pay/${entry.platformOrderId}`);
    expect(entry.finalPrice).toBe(140);
    // Pressing pay again while it is open answers the same URL.
    const again = await post('/api/payment/jko_pay', {
      order_id: orderId,
      identifier: shop.identifier,
      confirm_url: `/stores/${shop.identifier}/jko_pay?order_id=${orderId}`,
    });
    expect(again.json().payment_url).toBe(start.json().payment_url);

    expect((await post('/api/payment/jko_pay/confirm', { order_id: orderId })).json()).toMatchObject({
      state: 'pending',
    });
    jko.pay(entry.platformOrderId);
    expect((await post('/api/payment/jko_pay/confirm', { order_id: orderId })).json()).toMatchObject({
      result: 0,
      state: 'paid',
      payment_status: 2,
    });
  });

  it('a method no configured provider takes is refused, never faked (Taiwan Pay under live)', async () => {
    const orderId = await onlineOrder(PaymentType.TW_PAY);
    const res = await post('/api/payment/tw_pay', {
      order_id: orderId,
      identifier: shop.identifier,
      confirm_url: `/stores/${shop.identifier}/tw_pay?order_id=${orderId}`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('付款服務暫時無法使用');
  });
});
