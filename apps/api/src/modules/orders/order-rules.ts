/**
 * Checks shared by avail_time, check_order and create_order (spec §4 "Order check" and its refusals, §5 time
 * selection). `validateOrder` is pure, so create_order re-runs it inside its transaction against rows it has
 * locked.
 */
import {
  busyEffects,
  CartLineError,
  type CheckOrderRequest,
  computeAvailableTimes,
  daysBetween,
  formatCurrency,
  type Holiday,
  isDistrictOf,
  isOpenAt,
  isPaidThroughApp,
  isValidTableNumber,
  isWithinAvailableTimes,
  jumboSize,
  leadWindow,
  needsPartySize,
  type OrderTabType,
  OrderType,
  type OrderTypeSettings,
  orderTypeSettings,
  PAYMENT_TYPE_NAMES,
  PaymentType,
  type PricedCart,
  type PricedCustomItems,
  parseOrderPhone,
  priceCart,
  roundUpTo5,
  type ShippingInfos,
  type SoldOut,
  sendsTableNumber,
  sendsTargetTime,
  taipeiDate,
  taipeiDateTimeToMs,
  taipeiTime,
  toCents,
  withoutFullSlots,
} from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import type { stores } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { CachedMenu, MenuCache } from '../menu/menu-cache';
import type { SoldOutCache } from '../menu/sold-out-cache';
import type { StoreRow } from '../stores/get-store';
import { findFullSlots } from './busy-slots.queries';
import {
  NO_COUPONS,
  type OrderCouponInput,
  type PricedCoupons,
  priceOrderCoupons,
  withGiftLines,
} from './order-coupons';
import { type DeliveryCaller, resolveDeliveryFee } from './order-delivery';
import { NO_POINTS, type OrderPointInput, type PricedPoints, priceOrderPoints } from './order-points';
import { priceOrderCustomItems } from './price-order-custom-items';
import { validateInvoice } from './validate-invoice';

/** Days of available times offered: today and the next 6. */
export const AVAILABLE_DAYS = 7;

/** The store columns the order rules read. */
export type OrderStore = Pick<
  typeof stores.$inferSelect,
  | 'canOrder'
  | 'isClosed'
  | 'appSettings'
  | 'businessHours'
  | 'holidays'
  | 'menuVersion'
  | 'tableLimit'
  | 'customItems'
  | 'busyMode'
  | 'transferAccount'
>;

/**
 * The settings of an order type the store offers online (spec §3 "Store settings by order type";
 * orderTypeSettings of the domain: the type is in app_settings.OrderTypes and has its settings block).
 * @throws ApiError order_type_not_supported (422): 「此店家尚未開放外送」 for delivery, otherwise
 *   「這家店目前不提供此取餐方式」.
 */
export function requireOrderTypeSettings(
  store: Pick<OrderStore, 'appSettings'>,
  orderType: number,
): OrderTypeSettings {
  const settings = orderTypeSettings(store, orderType);
  if (settings) return settings;
  if (orderType === OrderType.DELIVERY) throw new ApiError('order_type_not_supported', '此店家尚未開放外送');
  throw new ApiError('order_type_not_supported', '這家店目前不提供此取餐方式');
}

/** The type-specific fields of a passed order, as create_order stores them. */
export interface OrderTypeDetails {
  orderTabType: OrderTabType | null;
  tableNumber: string | null;
  partySize: number | null;
  /** Recipient and address with the recipient phone normalised ("0912345678"); 宅配 / 外送 only. */
  shippingInfos: ShippingInfos | null;
}

/**
 * The order-type rules of a request (spec §5 table number and target time rules), before the
 * cart and the time are checked:
 * - dine-in needs order_tab_type; ready-for-seat needs a table number 1..table_limit; reservation and waiting
 *   need party_size; a table number only for ready-for-seat; party size only for reservation and waiting;
 * - target time: required for a dine-in reservation, refused for ready-for-seat, waiting and 宅配;
 * - 宅配 and 外送 need shipping_infos (recipient, a Taiwan mobile, city/district from the zip table, address);
 *   other types may not send them; quote_id only for 外送.
 * @throws ApiError invalid_order_details | invalid_table_number | invalid_shipping_info (422), zh-TW messages.
 */
export function validateOrderTypeDetails(
  store: Pick<OrderStore, 'tableLimit'>,
  req: Pick<
    CheckOrderRequest,
    | 'order_type'
    | 'order_tab_type'
    | 'table_number'
    | 'party_size'
    | 'target_time'
    | 'shipping_infos'
    | 'quote_id'
  >,
): OrderTypeDetails {
  const type = req.order_type;
  const tab = type === OrderType.DINE_IN ? (req.order_tab_type ?? null) : null;
  const refuse = (message: string) => new ApiError('invalid_order_details', message);
  if (type === OrderType.DINE_IN && !tab) throw refuse('請選擇內用方式：現場入座、預約訂位或排隊候位');
  if (type !== OrderType.DINE_IN && req.order_tab_type) throw refuse('內用方式只用於內用訂單');

  const table = req.table_number?.trim() || null;
  if (sendsTableNumber(type, tab)) {
    if (!table) throw new ApiError('invalid_table_number', '請輸入桌號');
    if (!isValidTableNumber(table, store.tableLimit)) {
      throw new ApiError(
        'invalid_table_number',
        store.tableLimit > 0 ? `桌號須為 1 到 ${store.tableLimit} 的數字` : '這家店沒有開放桌號點餐',
      );
    }
  } else if (table) {
    throw refuse('桌號只用於現場入座的內用訂單');
  }

  const party = req.party_size ?? null;
  if (needsPartySize(type, tab)) {
    if (party === null) throw refuse('請選擇用餐人數');
  } else if (party !== null) {
    throw refuse('用餐人數只用於內用的預約訂位與排隊候位');
  }

  if (type === OrderType.DINE_IN && tab === 'reservation' && !req.target_time) {
    throw refuse('預約訂位請選擇日期與時間');
  }
  if (!sendsTargetTime(type, tab) && req.target_time) {
    throw refuse(type === OrderType.SHIP ? '宅配訂單不需選擇時間' : '現場入座與排隊候位不需選擇時間');
  }

  if (type !== OrderType.DELIVERY && req.quote_id) throw refuse('外送報價只用於外送訂單');

  let shippingInfos: ShippingInfos | null = null;
  if (type === OrderType.SHIP || type === OrderType.DELIVERY) {
    const info = req.shipping_infos;
    if (!info) throw new ApiError('invalid_shipping_info', '請填寫收件人與地址');
    const phone = parseOrderPhone(info.phone);
    if (phone === null)
      throw new ApiError('invalid_shipping_info', '收件人手機請輸入 09 開頭的 10 碼手機號碼');
    if (!isDistrictOf(info.shipping_city, info.shipping_district)) {
      throw new ApiError('invalid_shipping_info', '請從清單選擇收件地址的縣市與區域');
    }
    shippingInfos = { ...info, phone };
  } else if (req.shipping_infos) {
    throw refuse('收件資料只用於宅配與外送訂單');
  }
  return { orderTabType: tab, tableNumber: table, partySize: party, shippingInfos };
}

/** Number of items in the cart (sum of quantities), for the Jumbo rule (spec §5). */
export function cartSize(items: { quantity: number }[]): number {
  return items.reduce((n, i) => n + (Number.isInteger(i.quantity) && i.quantity > 0 ? i.quantity : 0), 0);
}

/** Rounds an instant (epoch ms) up to the next whole 5-minute mark. */
export function roundUpTo5Minutes(ms: number): number {
  return roundUpTo5(Math.ceil(ms / 60_000)) * 60_000;
}

/** Busy mode's full slots: their length in minutes and their start instants (epoch ms). */
export interface BusySlots {
  slotMinutes: number;
  full: ReadonlySet<number>;
}

/** No full slot (busy mode off, or no cap). */
export const NO_FULL_SLOTS: BusySlots = { slotMinutes: 15, full: new Set() };

/**
 * The full slots of a store from now to the last day avail_time offers (busy mode, docs/features.md
 * "店家設定"): none without a cap, so a store not in busy mode costs no query.
 * @param excludeOrderId an order being changed, which does not count against its own slot.
 */
export async function loadBusySlots(
  db: Runner,
  store: Pick<typeof stores.$inferSelect, 'id' | 'busyMode'>,
  now: number,
  excludeOrderId?: string,
): Promise<BusySlots> {
  const { slotCap, slotMinutes } = busyEffects(store.busyMode);
  if (slotCap <= 0) return NO_FULL_SLOTS;
  const full = await findFullSlots(db, {
    storeId: store.id,
    fromMs: now - slotMinutes * 60_000,
    toMs: now + (AVAILABLE_DAYS + 1) * 86_400_000,
    slotMinutes,
    cap: slotCap,
    excludeOrderId,
  });
  return { slotMinutes, full: new Set(full) };
}

/** True when busy mode has the slot of the instant (epoch ms) full. */
export function isSlotFull(busy: BusySlots, ms: number): boolean {
  const size = busy.slotMinutes * 60_000;
  return busy.full.has(Math.floor(ms / size) * size);
}

/** Pickup windows of an order type at an instant (spec §5). */
export interface AvailableTimes {
  /** Waiting-time window in minutes: leadWindow(MinLead, size, Jumbo). */
  lead: { start: number; end: number };
  /** "date#start#end" windows for today and the next 6 days (asapOnly: up to asapAt's day), Asia/Taipei. */
  times: string[];
  /** Open now, and now + lead (rounded up to 5 minutes) falls inside an available window. */
  asapAvailable: boolean;
  /** The as-soon-as-possible pickup instant, epoch ms. */
  asapAt: number;
}

/**
 * Available pickup windows and the lead window of an order type at `now` (spec §5, Asia/Taipei). Busy mode
 * adds its extra minutes to the lead and takes the times of full slots out of the windows.
 * @param size cart size (items) for the Jumbo rule; now epoch ms; busy the full slots (loadBusySlots);
 *   opts.asapOnly: only asapAvailable and asapAt are wanted, so `times` holds the windows up to asapAt's day
 *   only (every check and order sent for as soon as possible asks; the other days cost it ~35 µs).
 */
export function availableTimesFor(
  store: OrderStore,
  settings: OrderTypeSettings,
  size: number,
  now: number,
  busy: BusySlots = NO_FULL_SLOTS,
  opts: { asapOnly?: boolean } = {},
): AvailableTimes {
  const lead = leadWindow(settings.MinLead, size, settings.Jumbo, busyEffects(store.busyMode).extraMinutes);
  const asapAt = roundUpTo5Minutes(now + lead.start * 60_000);
  const asapDay = taipeiDate(asapAt);
  const days = opts.asapOnly
    ? Math.min(AVAILABLE_DAYS, daysBetween(taipeiDate(now), asapDay) + 1)
    : AVAILABLE_DAYS;
  const times = withoutFullSlots(
    computeAvailableTimes({
      now,
      businessHours: store.businessHours,
      holidays: store.holidays,
      leadMinutes: lead.start,
      days,
    }),
    busy.full,
    busy.slotMinutes,
    taipeiDateTimeToMs,
  );
  const asapAvailable =
    !store.isClosed &&
    isOpenAt(now, store.businessHours, store.holidays) &&
    isWithinAvailableTimes(asapDay, taipeiTime(asapAt), times);
  return { lead, times, asapAvailable, asapAt };
}

function holidayOn(holidays: Holiday[], date: string): Holiday | undefined {
  return holidays.find((h) => h.date === date);
}

/** The result of a passed check. */
export interface CheckedOrder {
  priced: PricedCart;
  settings: OrderTypeSettings;
  /** Pickup / seating instant (epoch ms); for "as soon as possible" now + lead rounded up to 5 minutes; 宅配: now. */
  targetMs: number;
  isAsap: boolean;
  details: OrderTypeDetails;
  /** 宅配 fee (Ship.ShippingFee) or the quoted delivery fee, integer cents of TWD. */
  shippingFeeCents: number;
  /** The custom items of custom_item_ids (環保餐具, 提袋), priced from the store row. */
  customItems: PricedCustomItems;
  /** The coupons chosen: those that apply with what they take off, the others with why (order-coupons.ts). */
  coupons: PricedCoupons;
  /** The points redeemed and what they take off (order-points.ts). */
  points: PricedPoints;
  /** Items plus shippingFeeCents plus the custom items less the coupons' discount, integer cents of TWD. */
  totalCents: number;
}

/**
 * Every rule of an order request against a store, its current menu and sold-out state (pure; spec §4, §5;
 * docs/spec-map.md §4). Order: can_order, order type, type details (tab, table, party, target time, shipping),
 * payment type of that type, menu version, cart, items, time, coupons (priced on the items; a coupon that does
 * not apply is answered in `coupons.remove`, not refused here), cash limit (on the total with the fee).
 * @param menu the menu of `store.menuVersion`; now epoch ms; deliveryFeeCents the fee resolveDeliveryFee
 *   priced for a 外送 order (0 otherwise); takesPayment whether the configuration can take a payment type now
 *   (providers/payment paymentTypeTaker: no online type under PAYMENT_PROVIDER=none; default: every type).
 * @param coupons the coupons the request names, resolved by the server (loadOrderCoupons; default none).
 * @param points the store's point rule and the member's balance (loadOrderPoints; default none): the points
 *   that apply are answered in `points`, never refused here.
 * @throws ApiError store_cannot_order, order_type_not_supported,
 *   invalid_order_details, invalid_table_number, invalid_shipping_info, payment_type_not_supported (also 轉帳 at a store without a transfer account), payment_type_unavailable, menu_version_changed (409), cart_empty,
 *   menu_item_error (message names the item), store_closed (ASAP while closed; a holiday),
 *   invalid_target_time, slot_full (busy mode: the slot holds its cap), cash_limit_exceeded (message shows the limit).
 */
export function validateOrder(
  store: OrderStore,
  menu: CachedMenu,
  soldOut: SoldOut,
  req: CheckOrderRequest,
  now: number,
  deliveryFeeCents = 0,
  busy: BusySlots = NO_FULL_SLOTS,
  takesPayment: (paymentType: number) => boolean = () => true,
  coupons: OrderCouponInput = NO_COUPONS,
  points: OrderPointInput = NO_POINTS,
): CheckedOrder {
  if (!store.canOrder) throw new ApiError('store_cannot_order', '這家店目前暫停線上點餐');
  const settings = requireOrderTypeSettings(store, req.order_type);
  const details = validateOrderTypeDetails(store, req);
  // Each order type has its own payment list (spec §3).
  if (!settings.payments.includes(req.payment_type)) {
    throw new ApiError('payment_type_not_supported', '此取餐方式不接受這個付款方式，請選擇其他付款方式');
  }
  // 轉帳 needs the account the diner transfers to (docs/features.md "轉帳").
  if (req.payment_type === PaymentType.TRANSFER && !store.transferAccount) {
    throw new ApiError('payment_type_not_supported', '這家店尚未設定轉帳帳戶，請選擇其他付款方式');
  }
  // An online type the configuration cannot take (PAYMENT_PROVIDER=none, or no provider for it under live)
  // is refused before an order that could never be paid is made.
  if (!takesPayment(req.payment_type)) {
    const name = PAYMENT_TYPE_NAMES[req.payment_type as PaymentType] ?? '這個付款方式';
    throw new ApiError('payment_type_unavailable', `目前暫停${name}線上付款，請選擇其他付款方式`);
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

  let targetMs: number;
  let isAsap: boolean;
  if (req.order_type === OrderType.SHIP) {
    // 宅配 has no time slot: it ships within the store's stated days, whatever the hours.
    targetMs = now;
    isAsap = true;
  } else {
    ({ targetMs, isAsap } = checkTime(
      store,
      settings,
      jumboSize(cartSize(req.cart.items), details.partySize),
      req,
      now,
      busy,
    ));
  }

  const shippingFeeCents =
    req.order_type === OrderType.SHIP
      ? toCents(settings.ShippingFee ?? 0)
      : req.order_type === OrderType.DELIVERY
        ? deliveryFeeCents
        : 0;
  // Custom items: priced from the store's list; an unknown id is refused (422).
  const customItems = priceOrderCustomItems(store, req.custom_item_ids);
  // Coupons take off the items only (rules/coupon-discounts.ts); a GiftCoupon adds its entree at $0.
  const pricedCoupons = priceOrderCoupons(coupons, priced, req.order_type, now, menu.index, soldOut);
  priced = withGiftLines(priced, pricedCoupons);
  // Points take off the items net of coupons, up to the store's share (rules/points.ts maxRedeemablePoints).
  const pricedPoints = priceOrderPoints(
    points,
    req.point_redeem,
    priced.totalCents - pricedCoupons.discountCents,
  );
  const totalCents =
    priced.totalCents +
    shippingFeeCents +
    customItems.totalCents -
    pricedCoupons.discountCents -
    pricedPoints.discountCents;
  // Nothing to pay online or from a balance (a provider takes no 0 TWD payment; spending store credit needs > 0).
  if (totalCents <= 0 && isPaidThroughApp(req.payment_type)) {
    throw new ApiError('payment_type_not_supported', '這筆訂單金額為 0 元，請改選現場付款');
  }
  const limit = store.appSettings.MaxCashOrderAmount;
  if (req.payment_type === PaymentType.CASH && limit > 0 && totalCents > toCents(limit)) {
    throw new ApiError(
      'cash_limit_exceeded',
      `現金付款金額上限為 ${formatCurrency(limit)}，本筆 ${formatCurrency(totalCents / 100)}，請減少品項`,
    );
  }
  return {
    priced,
    settings,
    targetMs,
    isAsap,
    details,
    shippingFeeCents,
    customItems,
    coupons: pricedCoupons,
    points: pricedPoints,
    totalCents,
  };
}

/**
 * The pickup / seating time of a request (spec §5): as soon as possible when no target time was sent (the
 * store must be open and now + lead inside a window), else the chosen time inside the available windows.
 * @param size order size for the Jumbo rule (jumboSize: cart items or party size).
 */
function checkTime(
  store: OrderStore,
  settings: OrderTypeSettings,
  size: number,
  req: Pick<CheckOrderRequest, 'target_time'>,
  now: number,
  busy: BusySlots,
): { targetMs: number; isAsap: boolean } {
  const { times, asapAvailable, asapAt } = availableTimesFor(store, settings, size, now, busy, {
    asapOnly: !req.target_time,
  });
  if (!req.target_time) {
    if (!asapAvailable) {
      // Busy mode: open, but the first slot is full.
      if (isSlotFull(busy, asapAt) && !store.isClosed && isOpenAt(now, store.businessHours, store.holidays)) {
        throw new ApiError('slot_full', '店家目前訂單已滿，無法立即取餐，請改選其他時間');
      }
      const today = holidayOn(store.holidays, taipeiDate(now));
      if (today) throw new ApiError('store_closed', `店家今日${today.name}，請改選預約時間`);
      if (store.isClosed || !isOpenAt(now, store.businessHours, store.holidays)) {
        throw new ApiError('store_closed', '店家目前未營業，請改選預約時間');
      }
      throw new ApiError('store_closed', '店家即將打烊，無法立即取餐，請改選預約時間');
    }
    return { targetMs: asapAt, isAsap: true };
  }
  const [date, time] = req.target_time.split(' ') as [string, string];
  const hhmm = time.slice(0, 5);
  const holiday = holidayOn(store.holidays, date);
  if (holiday) throw new ApiError('store_closed', `店家 ${date} ${holiday.name}，請選擇其他日期`);
  if (!isWithinAvailableTimes(date, hhmm, times)) {
    if (isSlotFull(busy, taipeiDateTimeToMs(date, hhmm))) {
      throw new ApiError('slot_full', '這個時段的訂單已滿，請選擇其他時間');
    }
    throw new ApiError('invalid_target_time', '所選的時間無法接單，請重新選擇時間');
  }
  return { targetMs: taipeiDateTimeToMs(date, hhmm), isAsap: false };
}

/** The app's menu and sold-out caches, which the order checks read (app.ts AppState, ADR 027). */
export interface MenuCaches {
  menus: MenuCache;
  soldOut: SoldOutCache;
}

/**
 * check_order (spec §7): validates the request against the store's current menu (from the cache) and
 * sold-out state and prices the cart from the database; client prices and totals are ignored. The invoice
 * fields get the order's rule too, so a wrong 統一編號 is told before the diner sends.
 * A 外送 order's fee is the caller's quote (order-delivery.ts resolveDeliveryFee).
 * @param caller who checks (their quote only); opts.coupons the request's coupons as loadOrderCoupons resolved
 *   them (answered in the result's `coupons`, never refused here).
 * @throws ApiError validation_error (400) for an invalid invoice; quote_invalid | quote_expired (422); the
 *   ApiErrors of validateOrder.
 */
export async function checkOrder(
  db: Db,
  caches: MenuCaches,
  store: StoreRow,
  req: CheckOrderRequest,
  now: number,
  caller: DeliveryCaller,
  opts: {
    excludeOrderId?: string;
    takesPayment?: (paymentType: number) => boolean;
    coupons?: OrderCouponInput;
    points?: OrderPointInput;
  } = {},
): Promise<CheckedOrder> {
  validateInvoice(req);
  const deliveryFeeCents = await resolveDeliveryFee(db, store, req, caller, now);
  const menu = await caches.menus.get(store);
  const soldOut = await caches.soldOut.get(store);
  const busy = await loadBusySlots(db, store, now, opts.excludeOrderId);
  return validateOrder(
    { ...store, menuVersion: menu.menu.version },
    menu,
    soldOut,
    req,
    now,
    deliveryFeeCents,
    busy,
    opts.takesPayment,
    opts.coupons,
    opts.points,
  );
}
