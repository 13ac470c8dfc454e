/**
 * The breakdown under the lines (cart page and 修改訂單, spec §3 Order draft customItems): 餐點小計, the fee,
 * a 加購 line per extra and the 合計 that includes them all.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderTotals } from '../utils/order-totals';
import { OrderTotalsSummary } from './order-totals-summary';

const BAG = { id: 'bag', name: '提袋', price: 2 };
const STRAW = { id: 'straw', name: '環保吸管', price: 10 };

describe('OrderTotalsSummary', () => {
  it('shows each 加購 line and a 合計 that includes them', () => {
    render(
      <OrderTotalsSummary
        totals={orderTotals(35, 0, [BAG, STRAW], ['bag', 'straw'])}
        feeLabel="運費"
        totalTestId="edit-total"
      />,
    );
    const breakdown = screen.getByTestId('order-breakdown');
    expect(breakdown.textContent).toContain('餐點小計$35');
    expect(breakdown.textContent).toContain('加購：提袋$2');
    expect(breakdown.textContent).toContain('加購：環保吸管$10');
    expect(screen.queryByTestId('shipping-fee')).toBeNull();
    expect(screen.getByTestId('edit-total').textContent).toBe('合計$47');
  });

  it('shows the fee and only the 合計 line when nothing is added', () => {
    const { unmount } = render(
      <OrderTotalsSummary totals={orderTotals(35, 120, [BAG], [])} feeLabel="運費" totalTestId="t" />,
    );
    expect(screen.getByTestId('shipping-fee').textContent).toBe('運費$120');
    expect(screen.getByTestId('t').textContent).toBe('合計$155');
    unmount();
    render(<OrderTotalsSummary totals={orderTotals(35, 0, [BAG], [])} feeLabel="運費" totalTestId="t" />);
    expect(screen.queryByTestId('order-breakdown')).toBeNull();
    expect(screen.getByTestId('t').textContent).toBe('合計$35');
  });
});
