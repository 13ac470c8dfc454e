/**
 * Order types as a store offers them (spec §1 order types; spec §3 "Store settings by order type",
 * Order draft orderTabType; spec §5 table number and target time rules). Facts both apps need: which types a
 * store offers, each type's settings, the dine-in tabs and what each tab sends.
 */
import { ORDER_TYPE_SETTINGS_KEY, OrderType } from '../enums';
import type { AppSettings, OrderTypeSettings } from '../store';

/**
 * The settings of `orderType` at a store, or null when the store does not offer it online: the type must be in
 * app_settings.OrderTypes AND have its settings block (ToGo 0, DineIn 1, Delivery 2, Ship 3; spec §3).
 * QR table orders (4) are never offered through the online cart.
 * @param store anything carrying app_settings (the API's store row `appSettings` or the web's StoreInfo).
 */
export function orderTypeSettings(
  store: { appSettings: AppSettings } | { app_settings: AppSettings },
  orderType: number,
): OrderTypeSettings | null {
  const settings = 'appSettings' in store ? store.appSettings : store.app_settings;
  const key = ORDER_TYPE_SETTINGS_KEY[orderType as keyof typeof ORDER_TYPE_SETTINGS_KEY];
  if (!key || !settings.OrderTypes.includes(orderType)) return null;
  return settings[key] ?? null;
}

/** The online order types a store offers, in the store's order (each with its settings block). */
export function offeredOrderTypes(
  store: { appSettings: AppSettings } | { app_settings: AppSettings },
): number[] {
  const settings = 'appSettings' in store ? store.appSettings : store.app_settings;
  return settings.OrderTypes.filter((t) => orderTypeSettings(store, t) !== null);
}

/**
 * The order type whose settings the menu applies before the cart is reached (spec §3: HideEntreeNote is
 * read for the chosen type, not always ToGo): `preferred` (the draft's choice) when the store offers it, else
 * the store's first offered type; null when the store offers no type online (nothing can be ordered).
 */
export function menuOrderType(
  store: { appSettings: AppSettings } | { app_settings: AppSettings },
  preferred: number,
): number | null {
  const offered = offeredOrderTypes(store);
  return offered.includes(preferred) ? preferred : (offered[0] ?? null);
}

/**
 * Dine-in tabs (spec §3 Order draft orderTabType; flow markers ready / reservation / waiting):
 * ready-for-seat = seated now at a numbered table; reservation = a table booked for a date and time;
 * waiting = join the store's waiting list.
 */
export const ORDER_TAB_TYPES = ['ready-for-seat', 'reservation', 'waiting'] as const;
export type OrderTabType = (typeof ORDER_TAB_TYPES)[number];

/** Largest dine-in party accepted online (a bigger group calls the store). */
export const MAX_PARTY_SIZE = 30;

/** spec §5: a table number is sent only for dine-in with the ready-for-seat tab. */
export function sendsTableNumber(orderType: number, tab: OrderTabType | null | undefined): boolean {
  return orderType === OrderType.DINE_IN && tab === 'ready-for-seat';
}

/**
 * spec §5: a target time is not sent for ready-for-seat or waiting (nor QR table takeaway); shipping has no
 * time slot either (it ships within the store's stated days).
 */
export function sendsTargetTime(orderType: number, tab: OrderTabType | null | undefined): boolean {
  if (orderType === OrderType.SHIP) return false;
  if (orderType === OrderType.DINE_IN) return tab === 'reservation';
  return true;
}

/**
 * What an order's target time is to the diner, so every page names it alike: `pickup` (外帶, QR: 取餐時間),
 * `delivery` (外送: when the courier brings it, 送達時間), `reservation` (內用 reservation: 訂位時間), or null
 * when the order has none (sendsTargetTime: 宅配, seated, waiting).
 */
export function targetTimeKind(
  orderType: number,
  tab: OrderTabType | null | undefined,
): 'pickup' | 'delivery' | 'reservation' | null {
  if (!sendsTargetTime(orderType, tab)) return null;
  if (orderType === OrderType.DELIVERY) return 'delivery';
  return orderType === OrderType.DINE_IN ? 'reservation' : 'pickup';
}

/** A dine-in tab that needs a party size (reservation, waiting). */
export function needsPartySize(orderType: number, tab: OrderTabType | null | undefined): boolean {
  return orderType === OrderType.DINE_IN && (tab === 'reservation' || tab === 'waiting');
}

/**
 * True when `table` names a table of a store with `tableLimit` tables: a whole number 1..tableLimit written
 * without leading zeros ("7", not "07"), so one table is never two strings. tableLimit 0 = no tables.
 */
export function isValidTableNumber(table: string, tableLimit: number): boolean {
  if (!/^[1-9]\d{0,3}$/.test(table)) return false;
  return Number(table) <= tableLimit;
}

/**
 * The size the Jumbo rule compares (spec §5 "doubled when party or order size exceeds Jumbo"): the larger of
 * the cart size (items) and the party size (dine-in reservation / waiting).
 */
export function jumboSize(cartSize: number, partySize: number | null | undefined): number {
  return Math.max(cartSize, partySize ?? 0);
}
