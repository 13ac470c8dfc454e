/**
 * Apple Pay and Google Pay are offered only where this browser can pay with them (spec §3 Payment types;
 * docs/features.md "Online payments"): the landing page's 改用其他付款方式 filters by browserCanPay.
 */
import { PaymentType } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { browserCanPay, canPayWithGooglePay } from './payment-choices';

/** A window with just the given properties. */
const win = (props: Record<string, unknown>) => props as unknown as Window;

describe('browserCanPay', () => {
  it('Google Pay needs the Payment Request API', () => {
    expect(canPayWithGooglePay(win({}))).toBe(false);
    expect(browserCanPay(PaymentType.GOOGLE_PAY, win({}))).toBe(false);
    expect(browserCanPay(PaymentType.GOOGLE_PAY, win({ PaymentRequest: class {} }))).toBe(true);
  });

  it('Apple Pay needs ApplePaySession.canMakePayments() to say yes; asking that throws reads as no', () => {
    expect(browserCanPay(PaymentType.APPLE_PAY, win({}))).toBe(false);
    const session = (answer: () => boolean) => win({ ApplePaySession: { canMakePayments: answer } });
    expect(
      browserCanPay(
        PaymentType.APPLE_PAY,
        session(() => false),
      ),
    ).toBe(false);
    expect(
      browserCanPay(
        PaymentType.APPLE_PAY,
        session(() => {
          throw new Error('insecure');
        }),
      ),
    ).toBe(false);
    expect(
      browserCanPay(
        PaymentType.APPLE_PAY,
        session(() => true),
      ),
    ).toBe(true);
  });

  it('every other type can be paid in any browser', () => {
    for (const type of [
      PaymentType.CASH,
      PaymentType.CREDIT_CARD,
      PaymentType.LINE_PAY,
      PaymentType.TW_PAY,
    ]) {
      expect(browserCanPay(type, win({}))).toBe(true);
    }
  });
});
