/**
 * The checkout's submit button says where it leads (spec §5 Money): 前往付款 for an online payment, 送出訂單
 * for one paid at the store (現金, 貨到付款, 轉帳) or from store credit, with the total.
 */
import { PaymentType } from '@iding/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitLabel } from './submit-label';

function labelOf(payment: string, busy = false): string {
  const { unmount } = render(
    <button type="submit">
      <SubmitLabel payment={payment} total={120} busy={busy} />
    </button>,
  );
  const text = screen.getByRole('button').textContent ?? '';
  unmount();
  return text;
}

describe('submit button words', () => {
  it('says 前往付款 when the order is paid online next', () => {
    for (const p of [
      PaymentType.CREDIT_CARD,
      PaymentType.LINE_PAY,
      PaymentType.APPLE_PAY,
      PaymentType.JKO_PAY,
    ]) {
      expect(labelOf(String(p))).toBe('前往付款$120');
    }
  });

  it('says 送出訂單 when it is paid at the store or from store credit', () => {
    for (const p of [
      PaymentType.CASH,
      PaymentType.PAY_ON_DELIVERY,
      PaymentType.TRANSFER,
      PaymentType.STORE_CREDIT,
    ]) {
      expect(labelOf(String(p))).toBe('送出訂單$120');
    }
    expect(labelOf('')).toBe('送出訂單$120');
  });

  it('says 送出中… while sending', () => {
    expect(labelOf(String(PaymentType.LINE_PAY), true)).toBe('送出中…');
  });
});
