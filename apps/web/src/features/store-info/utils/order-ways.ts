/**
 * The ways to order a diner picks from the store pages (spec §3 app_settings OrderTypes and "Store settings by
 * order type"): takeaway, dine-in, delivery, ship. QR table ordering (4) starts from a table's QR code instead.
 *
 * The key map mirrors the domain's ORDER_TYPE_SETTINGS_KEY (checked by `satisfies`) rather than importing it:
 * that constant lives beside the zod schemas of store.ts, and importing it put all of zod (~24 KB gzip) into
 * the store page's first download.
 */
import type { AppSettings, ORDER_TYPE_SETTINGS_KEY, OrderTypeSettings } from '@iding/domain';

const SETTINGS_KEY = {
  0: 'ToGo',
  1: 'DineIn',
  2: 'Delivery',
  3: 'Ship',
} as const satisfies typeof ORDER_TYPE_SETTINGS_KEY;

/** An order type chosen on the store page: 0 takeaway, 1 dine-in, 2 delivery, 3 ship (spec §3 OrderType). */
export type OrderWay = keyof typeof SETTINGS_KEY;

/** The store's online order types that a diner picks from the store page, in the store's order. */
export function orderWays(settings: Pick<AppSettings, 'OrderTypes'>): OrderWay[] {
  return settings.OrderTypes.filter((type): type is OrderWay => Object.hasOwn(SETTINGS_KEY, type));
}

/** The settings of one order type (payments, MinLead, Jumbo …), undefined when the store has none. */
export function orderWaySettings(settings: AppSettings, way: OrderWay): OrderTypeSettings | undefined {
  return settings[SETTINGS_KEY[way]];
}
