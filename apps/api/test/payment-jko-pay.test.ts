/**
 * The JKO Pay direct-API adapter (PROVIDERS.md §3) against a local fake that verifies the
 * API-KEY and the DIGEST (hex HMAC-SHA256 of the exact body or query string) of every call: entry (the same
 * payment_url again before payment), inquiry as confirm and query, partial and repeated refunds never beyond
 * what was paid, each result code mapped, and timeouts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../src/providers/payment/index';
import { createJkoPay, jkoDigest } from '../src/providers/payment/jko-pay';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  PaymentRefundRefusedError,
  PaymentTimeoutError,
} from '../src/providers/payment/provider-http';
import {
  JKO_API_KEY,
  JKO_SECRET_KEY,
  JKO_STORE_ID,
  type JkoPayFake,
  startJkoPayFake,
} from './fakes/jko-pay-fake';

const ORIGIN = 'https://order.example.tw';
let fake: JkoPayFake;
let seq = 0;

const adapter = (overrides: Partial<Parameters<typeof createJkoPay>[0]> = {}) =>
  createJkoPay({
    apiUrl: fake.url,
    apiKey: JKO_API_KEY,
    secretKey: JKO_SECRET_KEY,
    storeId: JKO_STORE_ID,
    publicOrigin: ORIGIN,
    ...overrides,
  });

const input = (amountCents = 18_000): CreatePaymentInput => ({
  paymentId: `0b5c7a1e-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  method: 'jko_pay',
  amountCents,
  description: '50嵐 信義店 訂單 003',
  confirmUrl: '/stores/s1/jko_pay?order_id=o3',
  cancelUrl: '/stores/s1/jko_pay?order_id=o3',
  forPc: false,
  now: Date.UTC(2026, 10, 26, 4),
});

beforeAll(async () => {
  fake = await startJkoPayFake();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.hang = false;
});

describe('JKO Pay', () => {
  it('DIGEST is lowercase hex HMAC-SHA256 of the payload; a wrong secret or key is refused by the fake', async () => {
    expect(jkoDigest('k', 'platform_order_ids=A')).toMatch(/^[0-9a-f]{64}$/);
    await expect(adapter({ secretKey: 'wrong' }).create(input())).rejects.toMatchObject({ code: '201' });
    await expect(adapter({ apiKey: 'wrong' }).query('x')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('entry → inquiry → refund: payment_url, pending until paid, paid for final_price, refunds partial then rest', async () => {
    const jko = adapter();
    const req = input(18_000);
    const created = await jko.create(req);
    expect(created).toEqual({
      providerRef: req.paymentId,
      paymentUrl: `https://uat-onlinepay.jkopay.app/pay/${req.paymentId}`,
    });
    const entry = fake.requests.findLast((r) => r.path === '/platform/entry')!;
    expect(entry.headers['api-key']).toBe(JKO_API_KEY);
    expect(JSON.parse(entry.body)).toEqual({
      platform_order_id: req.paymentId,
      store_id: JKO_STORE_ID,
      currency: 'TWD',
      total_price: 180,
      final_price: 180,
      result_display_url: `${ORIGIN}/stores/s1/jko_pay?order_id=o3`,
      products: [{ name: '50嵐 信義店 訂單 003', unit_count: 1, unit_price: 180, unit_final_price: 180 }],
    });
    // Entry again before payment: the same payment_url.
    expect((await jko.create(req)).paymentUrl).toBe(created.paymentUrl);

    expect(await jko.confirm(created.providerRef, 18_000)).toEqual({ state: 'pending' });
    const inquiry = fake.requests.findLast((r) => r.path === '/platform/inquiry')!;
    expect(inquiry.query).toBe(`platform_order_ids=${req.paymentId}`);
    fake.pay(created.providerRef, 1);
    expect(await jko.query(created.providerRef)).toEqual({ state: 'pending' });
    fake.pay(created.providerRef, 0);
    expect(await jko.confirm(created.providerRef, 18_000)).toEqual({ state: 'paid', amountCents: 18_000 });
    // Idempotent: asking again answers paid again.
    expect(await jko.confirm(created.providerRef, 18_000)).toEqual({ state: 'paid', amountCents: 18_000 });

    const r1 = await jko.refund(created.providerRef, 8_000);
    await expect(jko.refund(created.providerRef, 10_100)).rejects.toBeInstanceOf(PaymentRefundRefusedError);
    const r2 = await jko.refund(created.providerRef, 10_000);
    expect(r1.refundRef).not.toBe(r2.refundRef);
    expect(fake.orders.get(created.providerRef)!.refunds).toEqual([80, 100]);
    await expect(jko.refund(created.providerRef, 100)).rejects.toMatchObject({ code: '103' });
    // Entry on a paid order: 101, an error (never a second charge).
    await expect(jko.create(req)).rejects.toMatchObject({ code: '101' });
  });

  it('maps result codes: not found reads pending, 108 is a decline, 200/999 are errors, refund codes refused', async () => {
    const jko = adapter();
    expect(await jko.query('never-created')).toEqual({ state: 'pending' });
    fake.failNext('/platform/inquiry', '100');
    expect(await jko.query('never-created')).toEqual({ state: 'pending' });
    fake.failNext('/platform/entry', '108');
    await expect(jko.create(input())).rejects.toBeInstanceOf(PaymentDeclinedError);
    for (const code of ['200', '999']) {
      fake.failNext('/platform/entry', code);
      const error = await jko.create(input()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect(error).not.toBeInstanceOf(PaymentDeclinedError);
      expect((error as PaymentProviderError).code).toBe(code);
    }
    fake.failNext('/platform/inquiry', '999');
    await expect(jko.confirm('x', 100)).rejects.toMatchObject({ code: '999' });
    const { providerRef } = await jko.create(input());
    fake.pay(providerRef);
    for (const code of ['105', '922']) {
      fake.failNext('/platform/refund', code);
      await expect(jko.refund(providerRef, 100)).rejects.toBeInstanceOf(PaymentRefundRefusedError);
    }
    expect(fake.orders.get(providerRef)!.refunds).toEqual([]);
  });

  it('gives up on JKO after the deadline', async () => {
    const jko = adapter({ timeoutMs: 300 });
    fake.hang = true;
    await expect(jko.create(input())).rejects.toBeInstanceOf(PaymentTimeoutError);
  });
});
