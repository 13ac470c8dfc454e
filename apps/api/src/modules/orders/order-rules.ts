/**
 * Checks shared by avail_time, check_order and create_order (spec §4 "Order check", §5 time selection,
 * issue #2 §3 refusals). `validateOrder` is pure, so create_order re-runs it inside its transaction against
 * rows it has locked.
 */
import {
  CartLineError,
  type CheckOrderRequest,
  computeAvailableTimes,
  formatCurrency,
  type Holiday,
  isOpenAt,
  isWithinAvailableTimes,
  leadWindow,
  ORDER_TYPE_SETTINGS_KEY,
  type OrderTypeSettings,
  PaymentType,
  type PricedCart,
  priceCart,
  roundUpTo5,
  type SoldOut,
  taipeiDate,
  taipeiDateTimeToMs,
  taipeiTime,
} from '@iding/domain';
import type { Db } from '../../db/client';
import type { stores } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { type CachedMenu, getMenu } from '../menu/menu-cache';
import { getSoldOut } from '../menu/sold-out-cache';
import type { StoreRow } from '../stores/get-store';

/** Days of available times offered: today and the next 6 (issue #2 §3). */
export const AVAILABLE_DAYS = 7;

/** The store columns the order rules read. */
export type OrderStore = Pick<
  typeof stores.$inferSelect,
  'canOrder' | 'isClosed' | 'appSettings' | 'businessHours' | 'holidays' | 'menuVersion'
>;

/**
 * The settings of an order type the store offers online (spec §3 "Store settings by order type").
 * @throws ApiError order_type_not_supported (422) when the type is not in app_settings.OrderTypes or has no settings.
 */
export function requireOrderTypeSettings(store: OrderStore, orderType: number): OrderTypeSettings {
  const key = ORDER_TYPE_SETTINGS_KEY[orderType as keyof typeof ORDER_TYPE_SETTINGS_KEY];
  const settings = key ? store.appSettings[key] : undefined;
  if (!settings || !store.appSettings.OrderTypes.includes(orderType)) {
    throw new ApiError('order_type_not_supported', '這家店目前不提供此取餐方式');
  }
  return settings;
}

/** Number of items in the cart (sum of quantities), for the Jumbo rule (spec §5). */
export function cartSize(items: { quantity: number }[]): number {
  return items.reduce((n, i) => n + (Number.isInteger(i.quantity) && i.quantity > 0 ? i.quantity : 0), 0);
}

/** Rounds an instant (epoch ms) up to the next whole 5-minute mark. */
export function roundUpTo5Minutes(ms: number): number {
  return roundUpTo5(Math.ceil(ms / 60_000)) * 60_000;
}

/** Pickup windows of an order type at an instant (spec §5). */
export interface AvailableTimes {
  /** Waiting-time window in minutes: leadWindow(MinLead, size, Jumbo). */
  lead: { start: number; end: number };
  /** "date#start#end" windows for today and the next 6 days, Asia/Taipei. */
  times: string[];
  /** Open now, and now + lead (rounded up to 5 minutes) falls inside an available window. */
  asapAvailable: boolean;
  /** The as-soon-as-possible pickup instant, epoch ms. */
  asapAt: number;
}

/**
 * Available pickup windows and the lead window of an order type at `now` (spec §5, Asia/Taipei).
 * @param size cart size (items) for the Jumbo rule; now epoch ms.
 */
export function availableTimesFor(
  store: OrderStore,
  settings: OrderTypeSettings,
  size: number,
  now: number,
): AvailableTimes {
  const lead = leadWindow(settings.MinLead, size, settings.Jumbo);
  const times = computeAvailableTimes({
    now,
    businessHours: store.businessHours,
    holidays: store.holidays,
    leadMinutes: lead.start,
    days: AVAILABLE_DAYS,
  });
  const asapAt = roundUpTo5Minutes(now + lead.start * 60_000);
  const asapAvailable =
    !store.isClosed &&
    isOpenAt(now, store.businessHours, store.holidays) &&
    isWithinAvailableTimes(taipeiDate(asapAt), taipeiTime(asapAt), times);
  return { lead, times, asapAvailable, asapAt };
}

function holidayOn(holidays: Holiday[], date: string): Holiday | undefined {
  return holidays.find((h) => h.date === date);
}

/** The result of a passed check. */
export interface CheckedOrder {
  priced: PricedCart;
  settings: OrderTypeSettings;
  /** Pickup instant (epoch ms); for "as soon as possible" now + lead rounded up to 5 minutes. */
  targetMs: number;
  isAsap: boolean;
}

/**
 * Every rule of an order request against a store, its current menu and sold-out state (pure; spec §4, §5).
 * Order: can_order, order type, payment type, menu version, cart, items, pickup time, cash limit.
 * @param menu the menu of `store.menuVersion`; now epoch ms.
 * @throws ApiError store_cannot_order, order_type_not_supported, payment_type_not_supported,
 *   menu_version_changed (409), cart_empty, menu_item_error (message names the item), store_closed
 *   (ASAP while closed; a holiday), invalid_target_time, cash_limit_exceeded (message shows the limit).
 */
export function validateOrder(
  store: OrderStore,
  menu: CachedMenu,
  soldOut: SoldOut,
  req: CheckOrderRequest,
  now: number,
): CheckedOrder {
  if (!store.canOrder) throw new ApiError('store_cannot_order', '這家店目前暫停線上點餐');
  const settings = requireOrderTypeSettings(store, req.order_type);
  // Online payments are not wired yet; the stores list only what they accept (the demo: cash).
  if (!settings.payments.includes(req.payment_type)) {
    throw new ApiError('payment_type_not_supported', '這家店不接受此付款方式，請選擇其他付款方式');
  }
  // spec §4: a cart built on an older menu version must be re-checked by the diner.
  if (req.menu_version !== store.menuVersion) {
    throw new ApiError('menu_version_changed', '菜單已更新，請重新確認購物車');
  }
  if (req.cart.items.length === 0) throw new ApiError('cart_empty', '購物車是空的，請先加入餐點');

  let priced: PricedCart;
  try {
    priced = priceCart(menu.index, req.cart.items, soldOut);
  } catch (error) {
    if (error instanceof CartLineError) throw new ApiError('menu_item_error', error.message);
    throw error;
  }

  const { times, asapAvailable, asapAt } = availableTimesFor(store, settings, cartSize(req.cart.items), now);
  let targetMs: number;
  if (!req.target_time) {
    if (!asapAvailable) {
      const today = holidayOn(store.holidays, taipeiDate(now));
      if (today) throw new ApiError('store_closed', `店家今日${today.name}，請改選預約時間`);
      if (store.isClosed || !isOpenAt(now, store.businessHours, store.holidays)) {
        throw new ApiError('store_closed', '店家目前未營業，請改選預約時間');
      }
      throw new ApiError('store_closed', '店家即將打烊，無法立即取餐，請改選預約時間');
    }
    targetMs = asapAt;
  } else {
    const [date, time] = req.target_time.split(' ') as [string, string];
    const hhmm = time.slice(0, 5);
    const holiday = holidayOn(store.holidays, date);
    if (holiday) throw new ApiError('store_closed', `店家 ${date} ${holiday.name}，請選擇其他日期`);
    if (!isWithinAvailableTimes(date, hhmm, times)) {
      throw new ApiError('invalid_target_time', '所選的取餐時間無法接單，請重新選擇時間');
    }
    targetMs = taipeiDateTimeToMs(date, hhmm);
  }

  const limit = store.appSettings.MaxCashOrderAmount;
  if (req.payment_type === PaymentType.CASH && limit > 0 && priced.total > limit) {
    throw new ApiError(
      'cash_limit_exceeded',
      `現金付款金額上限為 ${formatCurrency(limit)}，本筆 ${formatCurrency(priced.total)}，請減少品項`,
    );
  }
  return { priced, settings, targetMs, isAsap: !req.target_time };
}

/**
 * check_order (spec §7): validates the request against the store's current menu (from the cache) and
 * sold-out state and prices the cart from the database; client prices and totals are ignored.
 * @throws the ApiErrors of validateOrder.
 */
export async function checkOrder(
  db: Db,
  store: StoreRow,
  req: CheckOrderRequest,
  now: number,
): Promise<CheckedOrder> {
  const menu = await getMenu(db, store);
  const soldOut = await getSoldOut(db, store);
  return validateOrder({ ...store, menuVersion: menu.menu.version }, menu, soldOut, req, now);
}
