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

  it('shows each coupon the server applied as 優惠券：名稱 −$20, a removed one marked 已移除 with its message, and the 合計 net of the server discount', () => {
    render(
      <OrderTotalsSummary
        totals={orderTotals(120, 0, [BAG], ['bag'], {
          applied: [
            { id: 'w', name: '優惠碼 WELCOME50', discount: 50, gift: null },
            { id: 'g', name: '滿 $150 送阿薩姆紅茶', discount: 0, gift: '阿薩姆紅茶' },
          ],
          removed: [{ id: 'm', name: '滿額折', message: '未達滿額門檻 $300' }],
          discount: 50,
        })}
        feeLabel="運費"
        totalTestId="cart-total"
      />,
    );
    const lines = screen.getAllByTestId('coupon-line').map((l) => l.textContent);
    expect(lines).toEqual(['優惠券：優惠碼 WELCOME50−$50', '優惠券：滿 $150 送阿薩姆紅茶贈品「阿薩姆紅茶」']);
    expect(screen.getByTestId('coupon-removed-line').textContent).toBe(
      '優惠券：滿額折已移除未達滿額門檻 $300',
    );
    expect(screen.getByTestId('order-breakdown').textContent).toContain('餐點小計$120');
    // 120 + 2 (提袋) − 50: the server's discount, taken as answered.
    expect(screen.getByTestId('cart-total').textContent).toBe('合計$72');
  });
});
