/**
 * Choosing payment adapters by configuration (README configuration table): the sandbox by
 * default; a provider's methods go to its real adapter once its keys are set; PAYMENT_PROVIDER=live uses real
 * adapters only; half-configured providers, a missing PUBLIC_ORIGIN and bad merchant-id lists are refused at
 * start with a message naming the variables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSandboxProviders, checkSandboxExposure, loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { createPaymentProviders, payableMethods } from '../src/providers/payment/index';
import { PaymentProviderError } from '../src/providers/payment/provider-http';
import {
  LINE_CHANNEL_ID,
  LINE_CHANNEL_SECRET,
  type LinePayFake,
  startLinePayFake,
} from './fakes/line-pay-fake';

const LINE = { LINE_PAY_CHANNEL_ID: LINE_CHANNEL_ID, LINE_PAY_CHANNEL_SECRET: LINE_CHANNEL_SECRET };
const TAPPAY = { TAPPAY_PARTNER_KEY: 'partner_key', TAPPAY_MERCHANT_ID: 'iding_CTBC' };
const JKO = { JKO_PAY_API_KEY: 'k', JKO_PAY_SECRET_KEY: 's', JKO_PAY_STORE_ID: 'store' };
const ORIGIN = { PUBLIC_ORIGIN: 'https://order.example.tw' };
const MITAKE = { SMS_PROVIDER: 'mitake', MITAKE_SMS_USERNAME: 'u', MITAKE_SMS_PASSWORD: 'p' };
const UBER = {
  DELIVERY_PROVIDER: 'uber_direct',
  UBER_DIRECT_CUSTOMER_ID: 'c',
  UBER_DIRECT_CLIENT_ID: 'i',
  UBER_DIRECT_CLIENT_SECRET: 's',
};
// The sandbox adapter only touches the database when called; these tests never call it.
const NO_DB = {} as Db;

const codes = (env: Record<string, string>) => {
  const providers = createPaymentProviders(loadConfig(env), NO_DB)!;
  return Object.fromEntries(
    (
      [
        'credit_card',
        'line_pay',
        'jko_pay',
        'tw_pay',
        'easy_wallet',
        'plus_pay',
        'px_pay',
        'taishin_credit_card',
      ] as const
    ).map((m) => [m, providers(m).code]),
  );
};

describe('payment configuration', () => {
  it('defaults to the sandbox for every method, and none turns payments off', () => {
    expect(new Set(Object.values(codes({})))).toEqual(new Set(['sandbox']));
    expect(
      createPaymentProviders(loadConfig({ PAYMENT_PROVIDER: 'none', ...LINE, ...ORIGIN }), NO_DB),
    ).toBeNull();
    expect(payableMethods(loadConfig({ PAYMENT_PROVIDER: 'none' }))).toEqual([]);
  });

  it('gives a configured provider its methods and leaves the others on the sandbox', () => {
    expect(codes({ ...LINE, ...ORIGIN })).toMatchObject({
      line_pay: 'line_pay',
      credit_card: 'sandbox',
      jko_pay: 'sandbox',
    });
    expect(codes({ ...TAPPAY, ...JKO, ...ORIGIN })).toEqual({
      credit_card: 'tappay',
      line_pay: 'sandbox',
      jko_pay: 'jko_pay',
      tw_pay: 'sandbox',
      easy_wallet: 'tappay',
      plus_pay: 'tappay',
      px_pay: 'tappay',
      taishin_credit_card: 'tappay',
    });
  });

  it('live: real adapters only; a method without a provider (and Taiwan Pay) is refused, never faked', async () => {
    const env = { PAYMENT_PROVIDER: 'live', ...TAPPAY, ...ORIGIN };
    expect(codes(env)).toMatchObject({
      credit_card: 'tappay',
      line_pay: 'unavailable',
      tw_pay: 'unavailable',
    });
    const providers = createPaymentProviders(loadConfig(env), NO_DB)!;
    await expect(
      providers('line_pay').create({
        paymentId: 'p',
        method: 'line_pay',
        amountCents: 100,
        description: 'x',
        confirmUrl: '/',
        cancelUrl: '/',
        forPc: false,
        now: 0,
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(payableMethods(loadConfig(env))).toEqual([
      'credit_card',
      'plus_pay',
      'px_pay',
      'easy_wallet',
      'taishin_credit_card',
    ]);
    expect(payableMethods(loadConfig({ PAYMENT_PROVIDER: 'live', ...LINE, ...JKO, ...ORIGIN }))).toEqual([
      'line_pay',
      'jko_pay',
    ]);
    // live is no sandbox: a public HOST may start with real SMS, courier and payments.
    expect(activeSandboxProviders(loadConfig(env))).toEqual([
      'SMS_PROVIDER=sandbox',
      'DELIVERY_PROVIDER=sandbox',
    ]);
    expect(checkSandboxExposure(loadConfig({ HOST: '0.0.0.0', ...MITAKE, ...UBER, ...env }))).toBeNull();
    expect(
      checkSandboxExposure(loadConfig({ HOST: '0.0.0.0', ...MITAKE, ...UBER, ...LINE, ...ORIGIN })),
    ).toContain('PAYMENT_PROVIDER=sandbox');
  });

  it('refuses half-configured providers, naming what is missing', () => {
    expect(() => loadConfig({ LINE_PAY_CHANNEL_ID: '1', ...ORIGIN })).toThrow(
      /LINE Pay is half configured: set LINE_PAY_CHANNEL_ID, LINE_PAY_CHANNEL_SECRET \(missing: LINE_PAY_CHANNEL_SECRET\)/,
    );
    expect(() => loadConfig({ TAPPAY_PARTNER_KEY: 'k', ...ORIGIN })).toThrow(/missing: TAPPAY_MERCHANT_ID/);
    expect(() => loadConfig({ JKO_PAY_API_KEY: 'k', JKO_PAY_SECRET_KEY: '  ', ...ORIGIN })).toThrow(
      /missing: JKO_PAY_SECRET_KEY, JKO_PAY_STORE_ID/,
    );
    expect(() => loadConfig({ TAPPAY_MERCHANT_IDS: 'easy_wallet=iding_EW' })).toThrow(
      /TAPPAY_MERCHANT_IDS needs TAPPAY_PARTNER_KEY/,
    );
    // Empty values count as unset (a blank line in an .env file).
    expect(
      loadConfig({ LINE_PAY_CHANNEL_ID: '', LINE_PAY_CHANNEL_SECRET: '' }).LINE_PAY_CHANNEL_ID,
    ).toBeUndefined();
  });

  it('needs PUBLIC_ORIGIN (an origin, no path) once a provider is configured, and a provider for live', () => {
    expect(() => loadConfig({ ...LINE })).toThrow(
      /PUBLIC_ORIGIN \(e.g. https:\/\/order.example.com\) is required by LINE Pay/,
    );
    expect(() => loadConfig({ ...LINE, PUBLIC_ORIGIN: 'https://order.example.tw/app' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ ...LINE, PUBLIC_ORIGIN: 'order.example.tw' })).toThrow(/PUBLIC_ORIGIN/);
    expect(loadConfig({ ...LINE, PUBLIC_ORIGIN: 'https://order.example.tw/' }).PUBLIC_ORIGIN).toBe(
      'https://order.example.tw',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'live' })).toThrow(
      /PAYMENT_PROVIDER=live needs at least one/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('parses TAPPAY_MERCHANT_IDS as method=id pairs and refuses other methods', () => {
    const config = loadConfig({
      ...TAPPAY,
      ...ORIGIN,
      TAPPAY_MERCHANT_IDS: ' easy_wallet=iding_EW, plus_pay = iding_PS ,taishin_credit_card=iding_TS',
    });
    expect(config.TAPPAY_MERCHANT_IDS).toEqual({
      easy_wallet: 'iding_EW',
      plus_pay: 'iding_PS',
      taishin_credit_card: 'iding_TS',
    });
    expect(config.TAPPAY_THREE_DOMAIN_SECURE).toBe(true);
    expect(() => loadConfig({ ...TAPPAY, ...ORIGIN, TAPPAY_MERCHANT_IDS: 'line_pay=x' })).toThrow(
      /TAPPAY_MERCHANT_IDS takes method=merchant_id pairs/,
    );
    expect(() => loadConfig({ ...TAPPAY, ...ORIGIN, TAPPAY_MERCHANT_IDS: 'easy_wallet' })).toThrow(
      /not: easy_wallet/,
    );
  });
});

describe('configured adapters reach their provider', () => {
  let fake: LinePayFake;
  beforeAll(async () => {
    fake = await startLinePayFake();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('LINE Pay keys from the environment sign calls the fake accepts, with return URLs on PUBLIC_ORIGIN', async () => {
    const config = loadConfig({ PAYMENT_PROVIDER: 'live', ...LINE, LINE_PAY_API_URL: fake.url, ...ORIGIN });
    const linePay = createPaymentProviders(config, NO_DB)!('line_pay');
    const created = await linePay.create({
      paymentId: 'cfg-1',
      method: 'line_pay',
      amountCents: 9_900,
      description: '測試',
      confirmUrl: '/stores/s1/line_pay?order_id=o9',
      cancelUrl: '/stores/s1/line_pay?order_id=o9',
      forPc: true,
      now: 0,
    });
    expect(fake.txs.get(created.providerRef)!.request).toMatchObject({
      amount: 99,
      redirectUrls: { confirmUrl: 'https://order.example.tw/stores/s1/line_pay?order_id=o9' },
    });
  });
});
