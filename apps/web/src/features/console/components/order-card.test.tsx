/**
 * A board card says when a cash order is paid as the diner's pages do: 取餐時付款 for 外帶, 現場付款 for 內用,
 * 貨到付款 for 外送 and 宅配 (domain cashPaymentWhen).
 */
import { OrderType, PaymentType } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { consoleOrder, STORE } from '../../../test/console-factories';
import { OrderCard } from './order-card';

beforeAll(() => loadStrings('console'));

function cardText(orderType: number): string {
  const { unmount } = render(
    <MemoryRouter>
      <OrderCard
        sid={STORE}
        order={consoleOrder(1, { order_type: orderType })}
        busy={false}
        nowMs={Date.UTC(2026, 10, 23, 4, 0)}
        onAction={() => {}}
      />
    </MemoryRouter>,
  );
  const text = screen.getByTestId('board-card').textContent ?? '';
  unmount();
  return text;
}

describe('a cash order on the board', () => {
  it('is paid when the diner pays it, by order type', () => {
    expect(cardText(OrderType.TAKEAWAY)).toContain('現金 · 取餐時付款');
    expect(cardText(OrderType.DINE_IN)).toContain('現金 · 現場付款');
    expect(cardText(OrderType.DELIVERY)).toContain('現金 · 貨到付款');
    expect(cardText(OrderType.SHIP)).toContain('現金 · 貨到付款');
  });
});

describe('a 轉帳 order on the board (docs/features.md "轉帳")', () => {
  const card = (overrides: Parameters<typeof consoleOrder>[1]) => {
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OrderCard
            sid={STORE}
            order={consoleOrder(1, { payment_type: PaymentType.TRANSFER, ...overrides })}
            busy={false}
            nowMs={Date.UTC(2026, 10, 23, 4, 0)}
            onAction={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const status = screen.queryByTestId('transfer-status');
    const out = {
      status: status?.textContent ?? null,
      confirm: screen.queryByRole('button', { name: '確認收款' }) !== null,
    };
    unmount();
    return out;
  };

  it('says 待轉帳, then the reported last five digits, with 確認收款; nothing once paid', () => {
    expect(card({})).toEqual({ status: '待轉帳確認收款', confirm: true });
    expect(card({ transfer_last_five: '12345' })).toEqual({
      status: '已回報轉帳：末五碼 12345確認收款',
      confirm: true,
    });
    expect(card({ transfer_last_five: '12345', payment_status: 2 })).toEqual({
      status: null,
      confirm: false,
    });
  });
});
