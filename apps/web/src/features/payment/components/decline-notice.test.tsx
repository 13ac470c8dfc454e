/**
 * The declined-card page's notice (docs/features.md "Online payments"): the provider's decline code read in
 * zh-TW, and the minutes left before the unpaid order is cancelled, counted down.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeclineNotice, minutesLeft } from './decline-notice';

afterEach(() => vi.useRealTimers());

describe('minutesLeft', () => {
  it('rounds up to whole minutes and stops at 0', () => {
    const now = 1_800_000_000_000;
    expect(minutesLeft(now / 1000 + 15 * 60, now)).toBe(15);
    expect(minutesLeft(now / 1000 + 14 * 60 + 1, now)).toBe(15);
    expect(minutesLeft(now / 1000 + 30, now)).toBe(1);
    expect(minutesLeft(now / 1000, now)).toBe(0);
    expect(minutesLeft(now / 1000 - 600, now)).toBe(0);
  });
});

describe('DeclineNotice', () => {
  it.each([
    ['bank_declined', '原因：發卡銀行拒絕交易'],
    ['insufficient_funds', '原因：餘額不足'],
    ['card_expired', '原因：卡片已過期'],
  ] as const)('says why a card was declined: %s', (code, text) => {
    render(<DeclineNotice declineCode={code} />);
    expect(screen.getByTestId('decline-reason')).toHaveProperty('textContent', text);
  });

  it('counts the minutes left to pay down, then says the time is up', () => {
    vi.useFakeTimers();
    const now = new Date('2026-12-07T12:00:00Z').getTime();
    vi.setSystemTime(now);
    render(<DeclineNotice declineCode="insufficient_funds" expiresAt={now / 1000 + 12 * 60} />);
    const left = () => screen.getByTestId('payment-minutes-left').textContent;
    expect(left()).toBe('剩 12 分鐘可付款，逾時訂單將自動取消');
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(left()).toBe('剩 7 分鐘可付款，逾時訂單將自動取消');
    act(() => vi.advanceTimersByTime(7 * 60_000));
    expect(left()).toBe('付款時間已到，訂單即將取消');
  });

  it('shows nothing without a reason or a deadline (a wallet cancelled before it had one)', () => {
    const { container } = render(<DeclineNotice />);
    expect(container.innerHTML).toBe('');
  });
});
