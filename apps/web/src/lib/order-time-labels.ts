/**
 * How the cart, the completed order and the order pages name an order's target time, by its type
 * (@iding/domain targetTimeKind; the title is the domain's TARGET_TIME_NAMES, as the console says): 取餐時間 /
 * 盡快取餐 for pickup, 送達時間 / 盡快送達 for 外送, 訂位時間 for a
 * reservation; null for an order without one (宅配, seated, waiting).
 */
import { type OrderTabType, TARGET_TIME_NAMES, targetTimeKind } from '@iding/domain';
import type { TFunction } from './i18n';

export interface OrderTimeLabels {
  /** The section or row title: 取餐時間, 送達時間, 訂位時間. */
  title: string;
  /** The as-soon-as-possible choice: 盡快取餐 / 盡快送達. */
  asap: string;
  /** As soon as possible, about `time` (HH:MM). */
  asapAt(time: string): string;
  /** The as-soon-as-possible choice is not open now. */
  asapUnavailable: string;
}

export function orderTimeLabels(
  t: TFunction,
  orderType: number,
  tab: OrderTabType | null | undefined,
): OrderTimeLabels | null {
  const kind = targetTimeKind(orderType, tab);
  if (kind === null) return null;
  const delivery = kind === 'delivery';
  return {
    title: TARGET_TIME_NAMES[kind],
    asap: t(delivery ? 'orderTime.asapDelivery' : 'orderTime.asapPickup'),
    asapAt: (time) => t(delivery ? 'orderTime.asapDeliveryAt' : 'orderTime.asapPickupAt', { time }),
    asapUnavailable: t(delivery ? 'orderTime.asapDeliveryUnavailable' : 'orderTime.asapPickupUnavailable'),
  };
}
