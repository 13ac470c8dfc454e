/**
 * Payment rules both apps use (spec §3 Payment types and record types, §5 online payments;
 * ADR 015): which method pays a type, what the store may see, the sandbox card primes.
 */
import { describe, expect, it } from 'vitest';
import {
  isPaidThroughApp,
  isReleasedToStore,
  isSameSitePath,
  onlinePaymentTypes,
  PaymentStatus,
  PaymentType,
  parseSandboxPrime,
  paymentMethodOf,
  sandboxPrimeOf,
  transactionRecordType,
  ZCreditCardPaymentRequest,
  ZPaymentRequest,
} from '../src/index';

describe('payment methods and record types', () => {
  it('maps each online type to its endpoint; Apple Pay and Google Pay are sent as card (spec §7)', () => {
    expect(paymentMethodOf(PaymentType.LINE_PAY)).toBe('line_pay');
    expect(paymentMethodOf(PaymentType.JKO_PAY)).toBe('jko_pay');
    expect(paymentMethodOf(PaymentType.TW_PAY)).toBe('tw_pay');
    expect(paymentMethodOf(PaymentType.APPLE_PAY)).toBe('credit_card');
    expect(paymentMethodOf(PaymentType.GOOGLE_PAY)).toBe('credit_card');
    expect(paymentMethodOf(PaymentType.TAISHIN_CREDIT_CARD)).toBe('taishin_credit_card');
    for (const offline of [0, 1, 3, 4, 5]) expect(paymentMethodOf(offline)).toBeNull();
    expect(onlinePaymentTypes([0, 6, 1, 2, 5, 99])).toEqual([6, 2, 99]);
  });

  it('records the spec §3 numbers it gives, card 11 for the rest, nothing for types settled at the store', () => {
    expect(transactionRecordType(PaymentType.LINE_PAY)).toBe(80);
    expect(transactionRecordType(PaymentType.JKO_PAY)).toBe(82);
    expect(transactionRecordType(PaymentType.TW_PAY)).toBe(87);
    expect(transactionRecordType(PaymentType.EASY_WALLET)).toBe(96);
    expect(transactionRecordType(PaymentType.STORE_CREDIT)).toBe(2);
    expect(transactionRecordType(PaymentType.APPLE_PAY)).toBe(11);
    expect(transactionRecordType(PaymentType.CASH)).toBeNull();
  });
});

describe('isReleasedToStore', () => {
  it('releases an order paid at the store at once, one paid through the app only when PAID_FULL', () => {
    expect(isReleasedToStore({ payment_type: 0, payment_status: PaymentStatus.UNPAID })).toBe(true);
    expect(isReleasedToStore({ payment_type: 5, payment_status: PaymentStatus.UNPAID })).toBe(true);
    for (const type of [6, 2, 99, 1]) {
      expect(isPaidThroughApp(type)).toBe(true);
      expect(isReleasedToStore({ payment_type: type, payment_status: PaymentStatus.UNPAID })).toBe(false);
      expect(isReleasedToStore({ payment_type: type, payment_status: PaymentStatus.REFUNDED })).toBe(false);
      expect(isReleasedToStore({ payment_type: type, payment_status: PaymentStatus.PAID_FULL })).toBe(true);
    }
  });
});

describe('sandbox card primes', () => {
  it('turns only the test cards into a prime that keeps no more than the last four digits', () => {
    const ok = sandboxPrimeOf('4242 4242 4242 4242', 'ABCDEF12-3456');
    expect(ok).toBe('test_sandbox_ok_4242_abcdef12-3456');
    expect(parseSandboxPrime(ok!)).toEqual({ outcome: 'ok', lastFour: '4242' });
    const declined = sandboxPrimeOf('4000000000000002', 'abcdef1234');
    expect(parseSandboxPrime(declined!)).toEqual({ outcome: 'declined', lastFour: '0002' });
    expect(sandboxPrimeOf('5555 5555 5555 4444', 'abcdef1234')).toBeNull();
    expect(parseSandboxPrime('4242424242424242')).toBeNull();
    expect(parseSandboxPrime('test_sandbox_ok_4242_short')).toBeNull();
  });

  it('a card payment needs a prime or a card identifier (spec §5)', () => {
    const base = { order_id: 'o', identifier: 's', confirm_url: '/stores/s/credit_card' };
    const missing = ZCreditCardPaymentRequest.safeParse(base);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toContain('Prime or card identifier is required');
    expect(ZCreditCardPaymentRequest.safeParse({ ...base, prime: 'p' }).success).toBe(true);
    expect(ZCreditCardPaymentRequest.safeParse({ ...base, card_identifier: 'c' }).success).toBe(true);
    expect(ZCreditCardPaymentRequest.safeParse({ ...base, prime: 'p', card_number: '4242' }).success).toBe(
      false,
    );
  });
});

describe('return paths (spec §7 confirm_url, cancel_url)', () => {
  const body = (confirm_url: string, cancel_url?: string) => ({
    order_id: 'o',
    identifier: 's',
    confirm_url,
    ...(cancel_url === undefined ? {} : { cancel_url }),
  });
  const messageOf = (confirm_url: string, cancel_url?: string) =>
    ZPaymentRequest.safeParse(body(confirm_url, cancel_url)).error?.issues[0]?.message;

  it('takes a path of this site, query and percent-encoding included', () => {
    for (const path of ['/stores/s/line_pay?order_id=o', '/', '/a/b?x=%09%0A#top']) {
      expect(isSameSitePath(path)).toBe(true);
      expect(ZPaymentRequest.safeParse(body(path, path)).success).toBe(true);
    }
  });

  it('refuses control characters anywhere: browsers drop them, turning /<tab>/evil.example into //evil.example', () => {
    const controls = ['\t', '\n', '\r', '\u0001', '\u001f', '\u007f'];
    for (const c of controls) {
      const path = `/${c}/evil.example`;
      expect(isSameSitePath(path)).toBe(false);
      expect(messageOf(path)).toBe('返回網址不可含有控制字元');
      expect(messageOf('/stores/s/line_pay', `/stores/s${c}`)).toBe('返回網址不可含有控制字元');
    }
    expect(new URL('/\t/evil.example', 'https://order.example.tw').host).toBe('evil.example');
  });

  it('refuses other sites as before: absolute, protocol-relative and backslash paths', () => {
    for (const path of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'stores/s']) {
      expect(isSameSitePath(path)).toBe(false);
      expect(messageOf(path)).toBe('返回網址須為本站的路徑');
    }
  });
});
