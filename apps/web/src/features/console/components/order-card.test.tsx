/**
 * A board card says when a cash order is paid as the diner's pages do: 取餐時付款 for 外帶, 現場付款 for 內用,
 * 貨到付款 for 外送 and 宅配 (domain cashPaymentWhen).
 */
import { OrderType } from '@iding/domain';
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
