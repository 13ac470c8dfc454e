/**
 * How to collect an order and what happens next (issue #11 §2), on the completion page and the order page:
 * the code to tell the counter — the order number, or the last three digits of the contact phone at a store
 * that hides its order serials (OrderResponse.pickup_by, from spec §3 hide_order_serial) — and a line on
 * what comes next for the order's status (spec §4): submitted → made once the store accepts it; ready → come
 * and collect it. A completed or cancelled order has nothing to collect, so no line.
 */
import { OrderStatus, type PickupBy } from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from '../lib/i18n';

/** The order fields these read. */
interface PickupOrder {
  pickup_by: PickupBy;
  /** The order number, e.g. "001". */
  item_name: string;
  /** The contact phone as stored, "0912345678". */
  phone: string;
  status: number;
}

/**
 * The code the counter asks for with its label: 訂單編號 001 (`data-testid="order-number"`), or 手機末三碼
 * 678 (`data-testid="phone-last3"`).
 * @param size `large` on the completion page (the code is the page's point), `small` beside the order facts.
 */
export function PickupCode({
  order,
  size = 'large',
  className,
}: {
  order: PickupOrder;
  size?: 'large' | 'small';
  className?: string;
}) {
  const { t } = useTranslation();
  const byPhone = order.pickup_by === 'phone_last3';
  return (
    <p className={clsx(size === 'small' ? 'text-sm text-gray-700' : 'text-gray-700', className)}>
      <span className="block">{byPhone ? t('pickup.phoneLast3') : t('pickup.number')}</span>
      <span
        data-testid={byPhone ? 'phone-last3' : 'order-number'}
        className={clsx(
          'block font-bold tracking-wider text-brand-dark tabular-nums',
          size === 'large' ? 'text-6xl' : 'text-2xl',
        )}
      >
        {byPhone ? order.phone.slice(-3) : order.item_name}
      </span>
    </p>
  );
}

/** What happens next and what to tell the counter (`data-testid="pickup-next"`); nothing once it is done. */
export function PickupNext({ order, className }: { order: PickupOrder; className?: string }) {
  const { t } = useTranslation();
  const what = order.pickup_by === 'phone_last3' ? t('pickup.phoneLast3') : t('pickup.number');
  if (order.status === OrderStatus.SUBMITTED) {
    return (
      <p data-testid="pickup-next" className={className}>
        {t('pickup.nextSubmitted', { what })}
      </p>
    );
  }
  if (order.status === OrderStatus.READY) {
    return (
      <p data-testid="pickup-next" className={className}>
        {t('pickup.nextReady', { what })}
      </p>
    );
  }
  return null;
}
