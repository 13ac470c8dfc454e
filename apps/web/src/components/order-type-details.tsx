/**
 * What an order's type adds to the completion page and the order page: the dine-in tab, table
 * and party size, a waiting-list number with how many parties are ahead, and a 宅配 / 外送 recipient and
 * address with the shipping fee (外送費 for 外送), and a 外送 order's delivery status (spec §4: zh-TW name, ETA,
 * the cancellation reason and its party). Strings from the checkout part of the catalogue (loaded on both
 * routes).
 */
import {
  DeliveryStatus,
  deliveryArrivalMs,
  deliveryEtaText,
  formatCurrency,
  ORDER_TAB_TYPE_NAMES,
  type OrderResponse,
  OrderStatus,
  OrderType,
  partySizeText,
  shippingAddressText,
  taipeiDateTimeToMs,
} from '@iding/domain';
import clsx from 'clsx';
import { usePairOrderDelivery } from '../api/pair-order-delivery';
import { useTranslation } from '../lib/i18n';

type TypedOrder = Pick<
  OrderResponse,
  'order_tab_type' | 'party_size' | 'table_number' | 'shipping_infos' | 'waiting' | 'status'
>;

/**
 * Label / value rows of the order's type, for a definition list: 內用方式, 用餐人數, 收件人, 收件地址 (the values in
 * the domain's order-label words, as the store's console shows them).
 */
export function useOrderTypeRows(order: TypedOrder): [string, string][] {
  const { t } = useTranslation();
  const rows: [string, string][] = [];
  if (order.order_tab_type) {
    rows.push([t('orderTypes.tabs'), ORDER_TAB_TYPE_NAMES[order.order_tab_type]]);
  }
  if (order.party_size) rows.push([t('orderTypes.partySize'), partySizeText(order.party_size)]);
  const ship = order.shipping_infos;
  if (ship) {
    rows.push([t('orderTypes.shipTo'), `${ship.recipient} ${ship.phone}`]);
    rows.push([t('orderTypes.shipAddress'), shippingAddressText(ship)]);
  }
  return rows;
}

/**
 * A waiting-list order's number, large, and how many parties still wait ahead (while it is SUBMITTED);
 * nothing for other orders. `data-testid="waiting-number"`.
 */
export function WaitingNumber({ order, className }: { order: TypedOrder; className?: string }) {
  const { t } = useTranslation();
  if (!order.waiting) return null;
  const { number, ahead } = order.waiting;
  return (
    <div
      className={clsx('rounded-2xl bg-amber-50 px-4 py-3 text-center', className)}
      data-testid="waiting-number"
    >
      <p className="text-gray-800">{t('orderTypes.waitingNumber')}</p>
      <p className="text-4xl font-bold tabular-nums">{number}</p>
      {order.status === OrderStatus.SUBMITTED && (
        <p className="mt-1 font-semibold" data-testid="waiting-ahead">
          {ahead > 0 ? t('orderTypes.waitingAhead', { count: ahead }) : t('orderTypes.waitingNext')}
        </p>
      )}
    </div>
  );
}

/** The items' subtotal and the shipping fee (外送費 for 外送) above a total, when the order has a fee (TWD). */
export function ShippingFeeLines({
  order,
}: {
  order: Pick<OrderResponse, 'subtotal' | 'shipping_fee' | 'order_type'>;
}) {
  const { t } = useTranslation();
  if (!order.shipping_fee) return null;
  return (
    <dl className="mt-2 border-t border-gray-200 pt-2 text-gray-800">
      <div className="flex justify-between">
        <dt>{t('orderTypes.itemsTotal')}</dt>
        <dd className="tabular-nums">{formatCurrency(order.subtotal)}</dd>
      </div>
      <div className="flex justify-between" data-testid="order-shipping-fee">
        <dt>{order.order_type === OrderType.DELIVERY ? t('delivery.fee') : t('orderTypes.shippingFee')}</dt>
        <dd className="tabular-nums">{formatCurrency(order.shipping_fee)}</dd>
      </div>
    </dl>
  );
}

/**
 * When a 外送 order should arrive, epoch ms: ordered at + the quoted ETA (minutes), but never before the
 * order's own time (the food is made for target_time: a later slot, or MinLead for 盡快).
 */
export function arrivalMs(
  order: Pick<OrderResponse, 'created_at' | 'target_time'>,
  etaMinutes: number,
): number {
  const [date = '', time = ''] = order.target_time.split(' ');
  return deliveryArrivalMs(order.created_at * 1000, etaMinutes, taipeiDateTimeToMs(date, time.slice(0, 5)));
}

const DELIVERY_DONE: number[] = [DeliveryStatus.DELIVERED, DeliveryStatus.CANCELED, DeliveryStatus.RETURNED];

/**
 * A 外送 order's courier (spec §4): the status by its zh-TW name (the server's), the arrival
 * time (arrivalMs, Asia/Taipei) until it ends, the cancellation reason with its party (店家 / 外送平台), a tracking link when the platform
 * gives one; 正在為您安排外送員… while the courier is asked for (usePairOrderDelivery: a placed order that has
 * none yet), 尚未安排外送員 when none could be booked. Nothing for other types.
 * `data-testid="delivery-status"`.
 */
export function DeliveryStatusCard({
  order,
  className,
}: {
  order: Pick<
    OrderResponse,
    | 'id'
    | 'order_type'
    | 'delivery'
    | 'created_at'
    | 'target_time'
    | 'status'
    | 'payment_type'
    | 'payment_status'
  >;
  className?: string;
}) {
  const { t } = useTranslation();
  // A placed 外送 order without a courier yet asks for one (spec §7 pairing) while this card shows.
  const { pairing } = usePairOrderDelivery(order);
  if (order.order_type !== OrderType.DELIVERY) return null;
  const d = order.delivery;
  const cancelled = d?.cancel_reason_text != null;
  return (
    <div
      className={clsx('rounded-2xl px-4 py-3 text-left', cancelled ? 'bg-red-50' : 'bg-sky-50', className)}
      data-testid="delivery-status"
    >
      <p className="text-sm text-gray-800">{t('delivery.status')}</p>
      <p className="text-lg font-bold" aria-live="polite">
        {d ? d.status_name : pairing ? t('delivery.pairing') : t('delivery.notBooked')}
      </p>
      {d && !DELIVERY_DONE.includes(d.status) && d.eta_minutes > 0 && (
        <p className="text-sm text-gray-800">{deliveryEtaText(arrivalMs(order, d.eta_minutes))}</p>
      )}
      {d && cancelled && (
        <p className="mt-1 text-sm text-red-800" data-testid="delivery-cancel-reason">
          {t('delivery.cancelReason', { reason: d.cancel_reason_text!, party: d.cancel_party_name ?? '' })}
        </p>
      )}
      {d?.tracking_url && (
        <a
          href={d.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
        >
          {t('delivery.track')}
        </a>
      )}
    </div>
  );
}
