/**
 * 取消訂單 on the console: a preset reason (with an optional note), or 其他 with its note, is what the diner is
 * told; a paid order warns that it will be refunded in full before the store confirms.
 */
import { PaymentStatus } from '@iding/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../lib/i18n';
import { OrderActions } from './order-actions';

beforeAll(() => loadStrings('console'));

function renderActions(paymentStatus: number = PaymentStatus.UNPAID) {
  const onAction = vi.fn();
  render(
    <OrderActions
      order={{ stage: 'new', payment_status: paymentStatus, total: 140 }}
      busy={false}
      onAction={onAction}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: '取消訂單' }));
  return onAction;
}

describe('取消訂單 on the console', () => {
  it('sends the preset with the note after it', () => {
    const onAction = renderActions();
    const confirm = screen.getByRole('button', { name: '確定取消' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: '店家忙碌' }));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText(/補充說明/), { target: { value: ' 今天人手不足 ' } });
    fireEvent.click(confirm);
    expect(onAction).toHaveBeenCalledWith('cancel', { reason: '店家忙碌：今天人手不足' });
  });

  it('其他 needs the store to say why', () => {
    const onAction = renderActions();
    fireEvent.click(screen.getByRole('radio', { name: '其他' }));
    const confirm = screen.getByRole('button', { name: '確定取消' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/請說明取消原因/), { target: { value: '颱風停止營業' } });
    fireEvent.click(confirm);
    expect(onAction).toHaveBeenCalledWith('cancel', { reason: '颱風停止營業' });
  });

  it('warns that a paid order is refunded in full', () => {
    renderActions(PaymentStatus.PAID_FULL);
    expect(screen.getByRole('note').textContent).toBe('這筆訂單已付款 $140，取消後會全額退款給顧客。');
  });

  it('says nothing of a refund for an unpaid order', () => {
    renderActions(PaymentStatus.UNPAID);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
