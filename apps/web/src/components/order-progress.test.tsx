/**
 * The diner's live order status (spec §4 order status): a cancelled order says why, e.g. that no store accepted it
 * before its pickup time; an order still waiting shows no reason.
 */
import { UNACCEPTED_CANCEL_REASON } from '@iding/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../lib/i18n';
import { OrderProgress } from './order-progress';

beforeAll(() => loadStrings('checkout'));
let feed: { onmessage: ((m: { data: string }) => void) | null } | undefined;
beforeEach(() =>
  vi.stubGlobal(
    'EventSource',
    class {
      onmessage: ((m: { data: string }) => void) | null = null;
      constructor() {
        feed = this;
      }
      close() {}
    },
  ),
);
afterEach(() => vi.unstubAllGlobals());

const ORDER = '00000000-0000-4000-8000-000000000001';
const send = (status: number) =>
  act(() =>
    feed!.onmessage!({
      data: JSON.stringify({
        id: 1,
        order_id: ORDER,
        kind: status === 4 ? 'cancel' : 'created',
        status,
        accepted_at: null,
        estimate_minutes: null,
      }),
    }),
  );

function renderProgress(cancelReason: string | null) {
  const order = {
    id: ORDER,
    order_type: 0,
    cancelled_by: cancelReason ? ('store' as const) : null,
    cancel_reason: cancelReason,
    payment_status: 0,
    total: 140,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderProgress order={order} />
    </QueryClientProvider>,
  );
}

describe('OrderProgress', () => {
  it('tells the diner why the order was cancelled', async () => {
    renderProgress(UNACCEPTED_CANCEL_REASON);
    await send(4);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('店家已取消訂單');
    expect(status.textContent).toContain('店家未於取餐時間前接單，訂單已自動取消');
  });

  it('shows no reason while the order waits for the store', async () => {
    renderProgress(null);
    await send(1);
    expect(screen.getByRole('status').textContent).toBe('等待店家接單');
  });
});
