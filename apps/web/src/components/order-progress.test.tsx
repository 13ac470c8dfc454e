/**
 * The diner's live order status (spec §4 order status): a cancelled order says why, e.g. that no store accepted it
 * before its pickup time; an order still waiting shows no reason. A 外送 order's line agrees with its courier's
 * status (spec §4 Delivery status): never 「等待店家接單」 beside 「外送員取餐中」.
 */
import {
  DELIVERY_STATUS_NAMES,
  DeliveryStatus,
  type OrderDeliveryResponse,
  OrderType,
  UNACCEPTED_CANCEL_REASON,
} from '@iding/domain';
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
const send = (status: number, accepted: { accepted_at: number; estimate_minutes: number } | null = null) =>
  act(() =>
    feed!.onmessage!({
      data: JSON.stringify({
        id: 1,
        order_id: ORDER,
        kind: status === 4 ? 'cancel' : 'created',
        status,
        accepted_at: accepted?.accepted_at ?? null,
        estimate_minutes: accepted?.estimate_minutes ?? null,
      }),
    }),
  );

/** A sandbox courier at `status` (spec §4 Delivery status), as GET /api/orders/{id} gives it. */
const courierAt = (status: DeliveryStatus): OrderDeliveryResponse => ({
  status,
  status_name: DELIVERY_STATUS_NAMES[status],
  provider: 0,
  fee: 60,
  eta_minutes: 25,
  tracking_url: null,
  cancel_reason: status === DeliveryStatus.RETURNED ? 10 : null,
  cancel_reason_text: status === DeliveryStatus.RETURNED ? '目前沒有外送員' : null,
  cancel_party: status === DeliveryStatus.RETURNED ? 2 : null,
  cancel_party_name: status === DeliveryStatus.RETURNED ? '外送平台' : null,
  updated_at: 1_795_000_000,
});

function renderProgress(
  cancelReason: string | null,
  more: { order_type?: number; delivery?: OrderDeliveryResponse | null } = {},
) {
  const order = {
    id: ORDER,
    order_type: more.order_type ?? 0,
    cancelled_by: cancelReason ? ('store' as const) : null,
    cancel_reason: cancelReason,
    payment_status: 0,
    total: 140,
    delivery: more.delivery ?? null,
  };
  return render(
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

  describe('a 外送 order beside its courier (spec §4 Delivery status)', () => {
    const deliveryOrder = (status: DeliveryStatus | null) =>
      renderProgress(null, {
        order_type: OrderType.DELIVERY,
        delivery: status === null ? null : courierAt(status),
      });

    it('waits for the store while no courier moves', async () => {
      deliveryOrder(DeliveryStatus.PENDING);
      await send(1);
      expect(screen.getByRole('status').textContent).toBe('等待店家接單');
    });

    it('says 製作中, not 等待店家接單, once the courier comes for the food (PICKUP_COMPLETE alike)', async () => {
      for (const courier of [DeliveryStatus.PICKUP, DeliveryStatus.PICKUP_COMPLETE]) {
        const { unmount } = deliveryOrder(courier);
        await send(1);
        expect(screen.getByRole('status').textContent).toBe('製作中');
        unmount();
      }
    });

    it("keeps the store's own estimate while the courier picks up", async () => {
      deliveryOrder(DeliveryStatus.PICKUP);
      // Accepted at 12:00 Taipei with 15 minutes.
      await send(1, { accepted_at: Date.UTC(2026, 10, 23, 4, 0) / 1000, estimate_minutes: 15 });
      // 外送: the estimate is until the courier takes it, never 「可取餐」 (pickup words).
      expect(screen.getByRole('status').textContent).toBe('製作中，預計 15 分鐘（約 12:15）交給外送員');
    });

    it('says 待送達 while the food is on its way, and 已完成 once delivered', async () => {
      const onTheWay = deliveryOrder(DeliveryStatus.DROPOFF);
      await send(1);
      expect(screen.getByRole('status').textContent).toBe('待送達');
      onTheWay.unmount();
      deliveryOrder(DeliveryStatus.DELIVERED);
      await send(2);
      expect(screen.getByRole('status').textContent).toBe('已完成，謝謝您的光臨');
    });

    it('says the food did not arrive and the store will call when the courier brought it back', async () => {
      deliveryOrder(DeliveryStatus.RETURNED);
      await send(1);
      expect(screen.getByRole('status').textContent).toBe('外送未完成，店家會與您聯絡');
    });

    it("never undoes the store's word: cancelled stays cancelled whatever the courier says", async () => {
      deliveryOrder(DeliveryStatus.PICKUP);
      await send(4);
      expect(screen.getByRole('status').textContent).toBe('訂單已取消');
    });

    it('leaves other order types to the store alone', async () => {
      renderProgress(null, { order_type: OrderType.TAKEAWAY, delivery: courierAt(DeliveryStatus.PICKUP) });
      await send(1);
      expect(screen.getByRole('status').textContent).toBe('等待店家接單');
    });
  });
});
