/**
 * The TapPay adapter (PROVIDERS.md §2, §4) against a local fake that checks x-api-key and
 * partner_key, the required arguments, single-use primes and result URLs: pay by prime (card at once, card
 * with 3-D Secure, Apple Pay, Google Pay, and the Easy Wallet, Plus Pay, PX Pay and Taishin variants through
 * their merchant ids), pay by token for a saved card, the Backend Notify re-checked through the Record API,
 * refunds (never more than paid), status codes mapped to payment states or errors, and timeouts.
 */
import type { PaymentMethod } from '@iding/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentInput } from '../src/providers/payment/index';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  PaymentRefundRefusedError,
  PaymentTimeoutError,
} from '../src/providers/payment/provider-http';
import { createTapPay, TAPPAY_NOTIFY_PATH, tapPayNotifyRef } from '../src/providers/payment/tappay';
import { startTapPayFake, TAPPAY_MERCHANTS, TAPPAY_PARTNER_KEY, type TapPayFake } from './fakes/tappay-fake';

const ORIGIN = 'https://order.example.tw';
let fake: TapPayFake;
let seq = 0;

const adapter = (overrides: Partial<Parameters<typeof createTapPay>[0]> = {}) =>
  createTapPay({
    apiUrl: fake.url,
    partnerKey: TAPPAY_PARTNER_KEY,
    merchantIds: TAPPAY_MERCHANTS,
    publicOrigin: ORIGIN,
    threeDomainSecure: false,
    ...overrides,
  });

const input = (method: PaymentMethod, extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  paymentId: `pay-${++seq}`,
  method,
  amountCents: 32_000,
  description: '50嵐 信義店 訂單 002',
  confirmUrl: `/stores/s1/${method}?order_id=o2`,
  cancelUrl: `/stores/s1/${method}?order_id=o2&cancelled=1`,
  forPc: false,
  now: Date.UTC(2026, 10, 26, 4),
  ...extra,
});

const lastBody = (path: string) =>
  JSON.parse(fake.requests.findLast((r) => r.path === path)!.body) as Record<string, unknown>;

beforeAll(async () => {
  fake = await startTapPayFake();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.hang = false;
});

describe('TapPay pay by prime', () => {
  it('a card paid at once: no redirect, the diner goes straight to the landing page; confirm reads the record', async () => {
    const tappay = adapter();
    const prime = fake.issuePrime('card');
    const created = await tappay.create(input('credit_card', { prime }));
    expect(created.paymentUrl).toBe(`${ORIGIN}/stores/s1/credit_card?order_id=o2`);
    expect(fake.records.get(created.providerRef)).toMatchObject({ amount: 320, merchant_id: 'iding_CTBC' });
    const sent = fake.requests.findLast((r) => r.path === '/tpc/payment/pay-by-prime')!;
    expect(sent.headers['x-api-key']).toBe(TAPPAY_PARTNER_KEY);
    expect(JSON.parse(sent.body)).toMatchObject({
      prime,
      partner_key: TAPPAY_PARTNER_KEY,
      amount: 320,
      currency: 'TWD',
      details: '50嵐 信義店 訂單 002',
      cardholder: { phone_number: '', name: '', email: '' },
    });
    expect(await tappay.confirm(created.providerRef, 32_000)).toEqual({ state: 'paid', amountCents: 32_000 });
    expect(await tappay.query(created.providerRef)).toEqual({ state: 'paid', amountCents: 32_000 });
  });

  it('3-D Secure: payment_url to the bank, pending until finished; result URLs on the public origin', async () => {
    const tappay = adapter({ threeDomainSecure: true });
    const created = await tappay.create(input('credit_card', { prime: fake.issuePrime('card') }));
    expect(created.paymentUrl).toBe(`https://sandbox-redirect.tappaysdk.com/redirect/${created.providerRef}`);
    expect(lastBody('/tpc/payment/pay-by-prime')).toMatchObject({
      three_domain_secure: true,
      result_url: {
        frontend_redirect_url: `${ORIGIN}/stores/s1/credit_card?order_id=o2`,
        backend_notify_url: `${ORIGIN}${TAPPAY_NOTIFY_PATH}`,
        go_back_url: `${ORIGIN}/stores/s1/credit_card?order_id=o2&cancelled=1`,
      },
    });
    expect(await tappay.confirm(created.providerRef, 32_000)).toEqual({ state: 'pending' });
    // The Backend Notify says "paid" but is never trusted: its rec_trade_id is re-checked by the record.
    const notify = { status: 0, rec_trade_id: created.providerRef, amount: 320 };
    const ref = tapPayNotifyRef(notify)!;
    expect(ref).toBe(created.providerRef);
    expect(await tappay.query(ref)).toEqual({ state: 'pending' });
    fake.finish(created.providerRef, true);
    expect(await tappay.query(ref)).toEqual({ state: 'paid', amountCents: 32_000 });
    // A failed 3-D Secure check.
    const other = await tappay.create(input('credit_card', { prime: fake.issuePrime('card') }));
    fake.finish(other.providerRef, false);
    expect(await tappay.confirm(other.providerRef, 32_000)).toMatchObject({ state: 'failed' });
    expect(tapPayNotifyRef({ status: 0 })).toBeNull();
  });

  it('Apple Pay and Google Pay primes pay as cards and are never remembered', async () => {
    const tappay = adapter();
    for (const kind of ['apple_pay', 'google_pay'] as const) {
      const created = await tappay.create(
        input('credit_card', { prime: fake.issuePrime(kind), remember: true }),
      );
      expect(lastBody('/tpc/payment/pay-by-prime').remember).toBeUndefined();
      expect(created.savedCard).toBeUndefined();
      expect(await tappay.confirm(created.providerRef, 32_000)).toEqual({
        state: 'paid',
        amountCents: 32_000,
      });
    }
  });

  it('Easy Wallet, Plus Pay, PX Pay redirect through their own merchant ids; Taishin is a card of its own', async () => {
    const tappay = adapter();
    const cases = [
      ['easy_wallet', 'easy_wallet'],
      ['plus_pay', 'plus_pay'],
      ['px_pay', 'px_pay'],
    ] as const;
    for (const [method, kind] of cases) {
      const created = await tappay.create(input(method, { prime: fake.issuePrime(kind), remember: true }));
      expect(created.paymentUrl).toMatch(/^https:\/\/sandbox-redirect\.tappaysdk\.com\//);
      expect(created.savedCard).toBeUndefined();
      const body = lastBody('/tpc/payment/pay-by-prime');
      expect(body.merchant_id).toBe(TAPPAY_MERCHANTS[method]);
      expect(body.remember).toBeUndefined();
      expect(body.three_domain_secure).toBeUndefined();
      expect(await tappay.query(created.providerRef)).toEqual({ state: 'pending' });
      fake.finish(created.providerRef, true);
      expect(await tappay.confirm(created.providerRef, 32_000)).toEqual({
        state: 'paid',
        amountCents: 32_000,
      });
    }
    const taishin = await tappay.create(input('taishin_credit_card', { prime: fake.issuePrime('card') }));
    expect(fake.records.get(taishin.providerRef)!.merchant_id).toBe('iding_TAISHIN');
    // A method without its own merchant id falls back to the card merchant.
    const fallback = adapter({ merchantIds: { credit_card: 'iding_CTBC' } });
    const t2 = await fallback.create(input('taishin_credit_card', { prime: fake.issuePrime('card') }));
    expect(fake.records.get(t2.providerRef)!.merchant_id).toBe('iding_CTBC');
  });

  it('remember returns the saved card; pay by token charges it again', async () => {
    const tappay = adapter();
    const first = await tappay.create(
      input('credit_card', { prime: fake.issuePrime('card'), remember: true }),
    );
    expect(lastBody('/tpc/payment/pay-by-prime').remember).toBe(true);
    expect(first.savedCard).toMatchObject({
      brand: 'visa',
      lastFour: '4242',
      binCode: '424242',
      expiry: '203012',
      fingerprint: 'fp-4242-203012',
    });
    const { cardKey, cardToken } = first.savedCard!;
    const again = await tappay.create(input('credit_card', { cardSecret: { cardKey, cardToken } }));
    expect(lastBody('/tpc/payment/pay-by-token')).toMatchObject({
      card_key: cardKey,
      card_token: cardToken,
      partner_key: TAPPAY_PARTNER_KEY,
      merchant_id: 'iding_CTBC',
      amount: 320,
    });
    expect(await tappay.confirm(again.providerRef, 32_000)).toEqual({ state: 'paid', amountCents: 32_000 });
    // A wrong token is declined by TapPay.
    await expect(
      tappay.create(input('credit_card', { cardSecret: { cardKey, cardToken: 'stolen' } })),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });
});

describe('TapPay errors and refunds', () => {
  it('maps status codes: used/unknown prime 121 and expired 91 and a bank decline are declines; 80 and 50x are errors', async () => {
    const tappay = adapter();
    const prime = fake.issuePrime('card');
    await tappay.create(input('credit_card', { prime }));
    await expect(tappay.create(input('credit_card', { prime }))).rejects.toMatchObject({
      name: 'PaymentDeclinedError',
      code: '121',
    });
    await expect(
      tappay.create(input('credit_card', { prime: fake.issuePrime('card', { expired: true }) })),
    ).rejects.toMatchObject({ code: '91' });
    await expect(
      tappay.create(input('credit_card', { prime: fake.issuePrime('card', { decline: true }) })),
    ).rejects.toMatchObject({ name: 'PaymentDeclinedError', code: '10003' });
    // A wrong partner key: the fake refuses (80), an operator's problem, not a decline.
    const wrongKey = await adapter({ partnerKey: 'nope' })
      .create(input('credit_card', { prime: fake.issuePrime('card') }))
      .catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(PaymentProviderError);
    expect(wrongKey).not.toBeInstanceOf(PaymentDeclinedError);
    expect((wrongKey as PaymentProviderError).code).toBe('80');
    fake.failNext('/tpc/payment/pay-by-prime', 501);
    await expect(
      tappay.create(input('credit_card', { prime: fake.issuePrime('card') })),
    ).rejects.toMatchObject({
      code: '501',
    });
    // No prime and no saved card: spec §5 "Prime or card identifier is required", before calling TapPay.
    const before = fake.requests.length;
    await expect(tappay.create(input('credit_card'))).rejects.toThrow('Prime or card identifier is required');
    expect(fake.requests.length).toBe(before);
    // An unknown record reads as not paid; a query error is thrown.
    expect(await tappay.query('D0000')).toEqual({ state: 'pending' });
    fake.failNext('/tpc/transaction/query', 80);
    await expect(tappay.query('D0000')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds part then the rest, refuses more than paid, and reads a fully refunded record as cancelled', async () => {
    const tappay = adapter();
    const { providerRef } = await tappay.create(input('credit_card', { prime: fake.issuePrime('card') }));
    await expect(tappay.refund(providerRef, 32_100)).rejects.toBeInstanceOf(PaymentRefundRefusedError);
    const first = await tappay.refund(providerRef, 12_000);
    expect(lastBody('/tpc/transaction/refund')).toEqual({
      partner_key: TAPPAY_PARTNER_KEY,
      rec_trade_id: providerRef,
      amount: 120,
    });
    expect(await tappay.query(providerRef)).toEqual({ state: 'paid', amountCents: 32_000 });
    await expect(tappay.refund(providerRef, 20_100)).rejects.toBeInstanceOf(PaymentRefundRefusedError);
    const second = await tappay.refund(providerRef, 20_000);
    expect(second.refundRef).not.toBe(first.refundRef);
    expect(fake.records.get(providerRef)!.refunded).toBe(320);
    expect(await tappay.query(providerRef)).toEqual({ state: 'cancelled' });
    await expect(tappay.refund(providerRef, 100)).rejects.toBeInstanceOf(PaymentRefundRefusedError);
  });

  it('gives up on TapPay after the deadline', async () => {
    const tappay = adapter({ timeoutMs: 300 });
    const { providerRef } = await tappay.create(input('credit_card', { prime: fake.issuePrime('card') }));
    fake.hang = true;
    await expect(tappay.query(providerRef)).rejects.toBeInstanceOf(PaymentTimeoutError);
    fake.hang = false;
    expect(await tappay.confirm(providerRef, 32_000)).toEqual({ state: 'paid', amountCents: 32_000 });
  });
});
