/**
 * Where the store is with the order, live: 等待店家接單, 製作中 (with the store's estimate),
 * 可取餐 (待送達 for 外送, 待出貨 for 宅配: readyStatusName), 已完成, or cancelled — 「您已取消訂單」 when the
 * diner cancelled, 「店家已取消訂單」 with the store's reason when the store did (cancelledText), with the refund
 * line once refunded (refundText). Shown on the order-completed page and the order detail; nothing before the
 * first event (an online order is shown to the store only once paid). A 外送 order's step agrees with its
 * courier's status (progressBesideCourier): 製作中 once the courier comes for the food, 待送達 while it is on the
 * way, 已完成 once delivered, 外送未完成，店家會與您聯絡 when it was brought back.
 */
import {
  cancelledText,
  type OrderResponse,
  OrderStatus,
  OrderType,
  progressBesideCourier,
  readyStatusName,
  refundText,
  type StoreStep,
} from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../api/query-keys';
import { useOrderLive } from '../hooks/use-order-live';
import { useTranslation } from '../lib/i18n';

/** The words after the store's estimate, per order type (spec §3 Order types). */
const ESTIMATE_DONE: Record<number, 'takeaway' | 'dineIn' | 'delivery' | 'ship'> = {
  [OrderType.TAKEAWAY]: 'takeaway',
  [OrderType.DINE_IN]: 'dineIn',
  [OrderType.DELIVERY]: 'delivery',
  [OrderType.SHIP]: 'ship',
};

export function OrderProgress({
  order,
  className = '',
}: {
  /** The order as GET /api/orders/{id} gave it: its type, who cancelled it and its refund. */
  order: Pick<
    OrderResponse,
    'id' | 'order_type' | 'cancelled_by' | 'cancel_reason' | 'payment_status' | 'total' | 'delivery'
  >;
  className?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const orderId = order.id;
  const live = useOrderLive(orderId, (event) => {
    // A change by the store or the courier refreshes the order (status, cancel, the courier's card) for the
    // rest of the page.
    if (event.kind !== 'created') void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  });
  if (!live) return null;
  const storeStep: StoreStep =
    live.status === OrderStatus.READY
      ? 'ready'
      : live.status === OrderStatus.COMPLETED
        ? 'completed'
        : live.status === OrderStatus.CANCELLED
          ? 'cancelled'
          : live.accepted_at !== null
            ? 'preparing'
            : 'waiting';
  // A 外送 order's courier card sits beside this line: one progress, never 「外送員取餐中」 beside
  // 「等待店家接單」 (spec §4 order and Delivery status; progressBesideCourier says why the courier raises it).
  const step =
    order.order_type === OrderType.DELIVERY
      ? progressBesideCourier(storeStep, order.delivery?.status)
      : storeStep;
  let text: string;
  const lines: string[] = [];
  let tone = 'bg-amber-50 text-amber-900 ring-amber-200';
  if (step === 'ready') {
    text = readyStatusName(order.order_type);
    tone = 'bg-emerald-50 text-emerald-900 ring-emerald-300';
  } else if (step === 'completed') {
    text = t('orderProgress.completed');
    tone = 'bg-gray-50 text-gray-800 ring-gray-200';
  } else if (step === 'cancelled') {
    text = cancelledText(order.cancelled_by);
    if (order.cancelled_by === 'store' && order.cancel_reason) {
      lines.push(t('orderProgress.cancelReason', { reason: order.cancel_reason }));
    }
    const refund = refundText(order.payment_status, order.total);
    if (refund) lines.push(refund);
    tone = 'bg-red-50 text-red-800 ring-red-200';
  } else if (step === 'undelivered') {
    text = t('orderProgress.undelivered');
    tone = 'bg-red-50 text-red-800 ring-red-200';
  } else if (step === 'preparing') {
    text =
      live.accepted_at !== null && live.estimate_minutes !== null
        ? t('orderProgress.preparingEstimate', {
            minutes: live.estimate_minutes,
            // What the estimate is until: 可取餐 only for 外帶 (spec §4 order status; words per order type).
            done: t(`orderProgress.estimateDone.${ESTIMATE_DONE[order.order_type] ?? 'takeaway'}`),
            time: new Intl.DateTimeFormat('zh-TW', {
              hour: '2-digit',
              minute: '2-digit',
              hour12: false,
              timeZone: 'Asia/Taipei',
            }).format((live.accepted_at + live.estimate_minutes * 60) * 1000),
          })
        : t('orderProgress.preparing');
  } else {
    text = t('orderProgress.waiting');
  }
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="order-progress"
      className={`rounded-xl px-3 py-2 ring-1 ${tone} ${className}`}
    >
      <p className="font-semibold">{text}</p>
      {lines.map((line) => (
        <p key={line} className="text-sm">
          {line}
        </p>
      ))}
    </div>
  );
}
