/**
 * How to collect an order and what happens next, on the completion page and the order page:
 * the code to tell the counter — the order number, or the last three digits of the contact phone at a store
 * that hides its order serials (OrderResponse.pickup_by, from spec §3 hide_order_serial) — and a line on
 * what comes next for the order's status (spec §4): submitted → made once the store accepts it; ready → come
 * and collect it. The line follows the order type and dine-in tab: a seated diner's food comes
 * to the table, a reservation and a waiting party tell the counter when they arrive or are called, 宅配 ships
 * and 外送 is brought. A completed or cancelled order has nothing to collect, so no line.
 */
import { OrderStatus, type OrderTabType, OrderType, type PickupBy } from '@iding/domain';
import clsx from 'clsx';
import { type StringKey, useTranslation } from '../lib/i18n';

/** The order fields these read. */
interface PickupOrder {
  pickup_by: PickupBy;
  /** The order number, e.g. "001". */
  item_name: string;
  /** The contact phone as stored, "0912345678". */
  phone: string;
  status: number;
  /** spec §3 order type (0 外帶, 1 內用, 2 外送, 3 宅配). */
  order_type: number;
  /** Dine-in tab, null for the other types. */
  order_tab_type: OrderTabType | null;
}

/** The catalogue keys of the next-step line of an order (submitted, ready); ready null: none for that kind. */
function nextKeys(order: PickupOrder): { submitted: StringKey; ready: StringKey | null } {
  if (order.order_type === OrderType.DINE_IN) {
    if (order.order_tab_type === 'ready-for-seat')
      return { submitted: 'pickup.seatSubmitted', ready: 'pickup.seatReady' };
    if (order.order_tab_type === 'reservation')
      return { submitted: 'pickup.reservationSubmitted', ready: 'pickup.seatReady' };
    if (order.order_tab_type === 'waiting')
      return { submitted: 'pickup.waitingSubmitted', ready: 'pickup.seatReady' };
  }
  if (order.order_type === OrderType.SHIP)
    return { submitted: 'pickup.shipSubmitted', ready: 'pickup.shipReady' };
  if (order.order_type === OrderType.DELIVERY) {
    return { submitted: 'pickup.deliverySubmitted', ready: 'pickup.deliveryReady' };
  }
  return { submitted: 'pickup.nextSubmitted', ready: 'pickup.nextReady' };
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
  const keys = nextKeys(order);
  const key =
    order.status === OrderStatus.SUBMITTED
      ? keys.submitted
      : order.status === OrderStatus.READY
        ? keys.ready
        : null;
  if (!key) return null;
  return (
    <p data-testid="pickup-next" className={className}>
      {t(key, { what })}
    </p>
  );
}
