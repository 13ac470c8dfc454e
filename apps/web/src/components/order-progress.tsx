/**
 * Where the store is with the order (issue #14 §2), live: 等待店家接單, 製作中 (with the store's estimate),
 * 可取餐 (待送達 for 外送, 待出貨 for 宅配: readyStatusName), 已完成 or 已取消. Shown on the order-completed page and the order detail; nothing before the first
 * event (an online order is shown to the store only once paid).
 */
import { OrderStatus, readyStatusName } from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../api/query-keys';
import { useOrderLive } from '../hooks/use-order-live';
import { useTranslation } from '../lib/i18n';

export function OrderProgress({
  orderId,
  orderType,
  className = '',
}: {
  orderId: string;
  /** The order type: a ready 外送 order reads 待送達, a 宅配 one 待出貨 (readyStatusName). */
  orderType: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = useOrderLive(orderId, (event) => {
    // A change by the store refreshes the order (status, cancel) for the rest of the page.
    if (event.kind !== 'created') void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  });
  if (!live) return null;
  let text: string;
  let tone = 'bg-amber-50 text-amber-900 ring-amber-200';
  if (live.status === OrderStatus.READY) {
    text = readyStatusName(orderType);
    tone = 'bg-emerald-50 text-emerald-900 ring-emerald-300';
  } else if (live.status === OrderStatus.COMPLETED) {
    text = t('orderProgress.completed');
    tone = 'bg-gray-50 text-gray-800 ring-gray-200';
  } else if (live.status === OrderStatus.CANCELLED) {
    text = t('orderProgress.cancelled');
    tone = 'bg-red-50 text-red-800 ring-red-200';
  } else if (live.accepted_at !== null) {
    text =
      live.estimate_minutes !== null
        ? t('orderProgress.preparingEstimate', {
            minutes: live.estimate_minutes,
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
    <p
      role="status"
      aria-live="polite"
      data-testid="order-progress"
      className={`rounded-xl px-3 py-2 font-semibold ring-1 ${tone} ${className}`}
    >
      {text}
    </p>
  );
}
