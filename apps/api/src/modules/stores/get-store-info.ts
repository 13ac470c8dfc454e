/**
 * Store info (spec §3 "Store info", spec §7 GET /iorder/stores/{sid}) and store summaries for lists.
 */
import {
  type AppSettings,
  distanceMetres,
  fromCents,
  isOpenAt,
  type NewsItem,
  PaymentType,
  type StoreInfo,
  type StoreSummary,
  todayShifts,
} from '@iding/domain';
import type { StoreRow } from './stores.queries';

/**
 * The store's app_settings with each order type's payment list cut to the types that can be taken now
 * (under PAYMENT_PROVIDER=none the cart offers no online type; ADR 015).
 */
export function offeredAppSettings(
  settings: AppSettings,
  takesPayment: (paymentType: number) => boolean,
): AppSettings {
  const offered: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(settings)) {
    if (value && typeof value === 'object' && 'payments' in value && Array.isArray(value.payments)) {
      offered[key] = { ...value, payments: value.payments.filter(takesPayment) };
    }
  }
  return offered as AppSettings;
}

/**
 * spec §3 Store info `is_closed`: the store has closed itself (its closed switch) or `now` (epoch ms) is outside
 * its business hours, its holidays counted (Taipei time). Also what the menu's first-paint preview notes.
 */
export function isStoreClosed(
  store: Pick<StoreRow, 'isClosed' | 'businessHours' | 'holidays'>,
  now: number,
): boolean {
  return store.isClosed || !isOpenAt(now, store.businessHours, store.holidays);
}

/**
 * Store info with the spec defaults (can_order true, allow_user_login true, point unit 點); is_closed at
 * `now`; `favorite` = in the requesting member's favorites (false for visitors); the payment lists hold only
 * the types `takesPayment` accepts (default: every type), 轉帳 only when the store set its transfer account.
 */
export function toStoreInfo(
  store: StoreRow,
  now: number,
  favorite = false,
  takesPayment: (paymentType: number) => boolean = () => true,
): StoreInfo {
  const pointRule = store.pointRule ?? { PMEnabled: false, PMName: '點', PGRules: [] };
  return {
    status: 0,
    message: '',
    identifier: store.identifier,
    name: store.name,
    brand_identifier: store.brandIdentifier,
    brand_name: store.brandName,
    description: store.description,
    category: store.categories,
    app_code: store.brandIdentifier,
    // 轉帳 is offered only once the store has set the account it is paid to (docs/features.md "轉帳").
    app_settings: offeredAppSettings(
      store.appSettings,
      (p) => takesPayment(p) && (p !== PaymentType.TRANSFER || store.transferAccount != null),
    ),
    point_rule: JSON.stringify({ ...pointRule, PMName: pointRule.PMName || '點' }),
    table_limit: store.tableLimit,
    table_name: store.tableName,
    menu_version: store.menuVersion,
    allow_user_login: store.allowUserLogin,
    has_tax_key: false,
    cashier: false,
    tax_on_store_credit: false,
    show_holiday_dialog: store.showHolidayDialog,
    show_list: true,
    address: store.address,
    city: store.city,
    district: store.district,
    zip: store.zip,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: store.phone,
    banners: [],
    business_hour: store.businessHours,
    holiday: store.holidays,
    // spec §3 custom_items: the extras the cart page offers, TWD.
    custom_items: store.customItems.map((i) => ({ id: i.id, name: i.name, price: fromCents(i.price_cents) })),
    display_business_name: store.name,
    display_business_serial: '',
    display_food_business_serial: '',
    new_submenu: true,
    item_name: '訂單編號',
    is_closed: isStoreClosed(store, now),
    logo: store.logo,
    cover: store.cover,
    carousel_messages: newsItems(store),
    hide_order_serial: store.hideOrderSerial,
    can_order: store.canOrder,
    favorite,
  };
}

/** The store's news for the wire: every entry with its date, null when the data has none. */
export function newsItems(store: Pick<StoreRow, 'carouselMessages'>): NewsItem[] {
  return store.carouselMessages.map((m) => ({
    title: m.title,
    description: m.description,
    date: m.date ?? null,
  }));
}

/** A store card for lists; distance in metres when the diner's position is known. */
export function toStoreSummary(
  store: StoreRow,
  now: number,
  position?: { lat: number; lng: number },
): StoreSummary {
  const distance =
    position && store.latitude != null && store.longitude != null
      ? distanceMetres(position.lat, position.lng, store.latitude, store.longitude)
      : null;
  return {
    identifier: store.identifier,
    name: store.name,
    brand_identifier: store.brandIdentifier,
    brand_name: store.brandName,
    address: store.address,
    city: store.city,
    district: store.district,
    phone: store.phone,
    logo: store.logo,
    cover: store.cover,
    is_closed: isStoreClosed(store, now),
    can_order: store.canOrder,
    today_hours: todayShifts(now, store.businessHours, store.holidays),
    latitude: store.latitude,
    longitude: store.longitude,
    distance,
    favorite: false,
  };
}
