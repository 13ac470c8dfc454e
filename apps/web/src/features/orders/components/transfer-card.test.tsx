/**
 * 轉帳 on the diner's order page (docs/features.md "轉帳"): the account, amount and deadline while unpaid; a
 * report that is not 5 digits refused under its field before anything is sent; the report shown once made;
 * 已付款 once the store confirmed it.
 */
import type { OrderResponse } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { TransferCard } from './transfer-card';

beforeAll(() => loadStrings('checkout'));
afterEach(() => vi.unstubAllGlobals());

/** Placed 2026-11-23 12:00 Taipei; due 12:30; 24 hours to pay, so the deadline is the pickup time. */
const TRANSFER: NonNullable<OrderResponse['transfer']> = {
  bank_code: '812',
  bank_name: '台新銀行',
  account_number: '20011234567890',
  account_name: '五十嵐企業社',
  deadline: Date.UTC(2026, 10, 23, 4, 30) / 1000,
  last_five: null,
  reported_at: null,
};

function renderCard(overrides: Partial<Parameters<typeof TransferCard>[0]['order']> = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <TransferCard
        order={{
          id: '5b0e1c8e-0000-4000-8000-000000000001',
          payment_type: 4,
          payment_status: 0,
          status: 1,
          total: 140,
          transfer: TRANSFER,
          ...overrides,
        }}
      />
    </QueryClientProvider>,
  );
}

describe('the 轉帳 card', () => {
  it('shows the bank, account, holder, amount and the deadline in Taipei time', () => {
    renderCard();
    const card = screen.getByRole('region', { name: '轉帳付款' });
    expect(card.textContent).toContain('812 台新銀行');
    expect(card.textContent).toContain('20011234567890');
    expect(card.textContent).toContain('五十嵐企業社');
    expect(card.textContent).toContain('$140');
    expect(screen.getByTestId('transfer-deadline').textContent).toBe('請於 11/23 12:30 前完成轉帳');
    expect(screen.getByRole('button', { name: '複製帳號' })).toBeTruthy();
  });

  it('refuses a report that is not 5 digits under its field, sending nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderCard();
    fireEvent.change(screen.getByLabelText('轉出帳號末五碼'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '回報轉帳' }));
    expect(await screen.findByText('請輸入轉出帳號末五碼（5 位數字）')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the report is waiting for the store, then 已付款; nothing for a cash order', () => {
    const reported = renderCard({ transfer: { ...TRANSFER, last_five: '12345', reported_at: 1 } });
    expect(screen.getByRole('status').textContent).toBe('已回報，末五碼 12345，等待店家確認');
    expect(screen.getByRole('button', { name: '重新回報' })).toBeTruthy();
    reported.unmount();
    const paid = renderCard({ payment_status: 2 });
    expect(screen.getByRole('status').textContent).toBe('店家已確認收款（已付款）');
    expect(screen.queryByLabelText('轉出帳號末五碼')).toBeNull();
    paid.unmount();
    const { container } = renderCard({ payment_type: 0, transfer: null });
    expect(container.textContent).toBe('');
  });
});
