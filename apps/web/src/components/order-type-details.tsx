/**
 * What an order's type adds to the completion page and the order page (issue #12 §1): the dine-in tab, table
 * and party size, a waiting-list number with how many parties are ahead, and a 宅配 / 外送 recipient and
 * address with the shipping fee. Strings from the checkout part of the catalogue (loaded on both routes).
 */
import { formatCurrency, type OrderResponse, OrderStatus } from '@iding/domain';
import clsx from 'clsx';
import { type StringKey, useTranslation } from '../lib/i18n';

type TypedOrder = Pick<
  OrderResponse,
  'order_tab_type' | 'party_size' | 'table_number' | 'shipping_infos' | 'waiting' | 'status'
>;

/** Label / value rows of the order's type, for a definition list: 內用方式, 桌號, 用餐人數, 收件人, 收件地址. */
export function useOrderTypeRows(order: TypedOrder): [string, string][] {
  const { t } = useTranslation();
  const rows: [string, string][] = [];
  if (order.order_tab_type) {
    rows.push([t('orderTypes.tabs'), t(`orderTypes.tab.${order.order_tab_type}` as StringKey)]);
  }
  if (order.party_size)
    rows.push([t('orderTypes.partySize'), t('orderTypes.people', { count: order.party_size })]);
  const ship = order.shipping_infos;
  if (ship) {
    rows.push([t('orderTypes.shipTo'), `${ship.recipient} ${ship.phone}`]);
    rows.push([
      t('orderTypes.shipAddress'),
      `${ship.shipping_city}${ship.shipping_district}${ship.shipping_address}${ship.shipping_floor ? ` ${ship.shipping_floor}` : ''}`,
    ]);
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

/** The items' subtotal and the shipping fee above a total, when the order has a fee (TWD). */
export function ShippingFeeLines({ order }: { order: Pick<OrderResponse, 'subtotal' | 'shipping_fee'> }) {
  const { t } = useTranslation();
  if (!order.shipping_fee) return null;
  return (
    <dl className="mt-2 border-t border-gray-200 pt-2 text-gray-800">
      <div className="flex justify-between">
        <dt>{t('orderTypes.itemsTotal')}</dt>
        <dd className="tabular-nums">{formatCurrency(order.subtotal)}</dd>
      </div>
      <div className="flex justify-between" data-testid="order-shipping-fee">
        <dt>{t('orderTypes.shippingFee')}</dt>
        <dd className="tabular-nums">{formatCurrency(order.shipping_fee)}</dd>
      </div>
    </dl>
  );
}
