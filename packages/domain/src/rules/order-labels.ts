/**
 * The words a placed order is shown in, one source for the diner's order pages and the store's console (the
 * board card, the order detail, the CSV export and, later, a printed ticket), so both sides read the same
 * thing: the order type with its dine-in tab (spec §3 Order draft orderTabType), what its time is called, the
 * invoice kind with its carrier or 統一編號 and 公司抬頭 (spec §3 invoiceType / invoiceValue), option lines,
 * set-meal picks with their upgrade (spec §3 Cart item options, collections, upgrade; spec §9 price filter),
 * custom items, and the two kinds of notes (品項備註 on a line, 訂單備註 on the order). Zod-free and pure.
 */
import {
  ORDER_TYPE_NAMES,
  OrderStatus,
  OrderType,
  PAYMENT_STATUS_NAMES,
  PAYMENT_TYPE_NAMES,
  PaymentStatus,
  PaymentType,
} from '../enums';
import type { InvoiceType } from './e-invoice';
import { formatCurrency, formatPriceDelta } from './format';
import { type OrderTabType, targetTimeKind } from './order-types';
import { addDays, taipeiDate, taipeiTime, taipeiWeekday } from './time-slots';

/** The dine-in tabs by name (spec §3 orderTabType; flow markers ready / reservation / waiting). */
export const ORDER_TAB_TYPE_NAMES: Record<OrderTabType, string> = {
  'ready-for-seat': '現場入座',
  reservation: '預約訂位',
  waiting: '排隊候位',
};

/** The name of an order type (spec §3 order types), or 「類型 N」 for a number the spec does not name. */
export function orderTypeName(orderType: number): string {
  return ORDER_TYPE_NAMES[orderType as OrderType] ?? `類型 ${orderType}`;
}

/** The order type with its dine-in tab: 外帶, 宅配, 內用・預約訂位, 內用・現場入座. */
export function orderTypeLabel(orderType: number, tab?: OrderTabType | null): string {
  const name = orderTypeName(orderType);
  return tab ? `${name}・${ORDER_TAB_TYPE_NAMES[tab] ?? tab}` : name;
}

/** What an order's target time is called, by its kind (targetTimeKind). */
export const TARGET_TIME_NAMES = {
  pickup: '取餐時間',
  delivery: '送達時間',
  reservation: '訂位時間',
} as const;

/**
 * What the order's target time is called: 取餐時間 (外帶), 送達時間 (外送), 訂位時間 (a reservation), or null when
 * the order has none (宅配, seated, waiting: spec §5 sendsTargetTime).
 */
export function targetTimeName(orderType: number, tab?: OrderTabType | null): string | null {
  const kind = targetTimeKind(orderType, tab);
  return kind ? TARGET_TIME_NAMES[kind] : null;
}

/** What the diner's order-type picker is called (取餐 is only 外帶's word, spec §3 order types). */
export const ORDER_TYPE_PICKER_NAME = '用餐方式';

/** The name of a payment type (spec §3 Payment types), or 「付款方式 N」. */
export function paymentTypeName(paymentType: number): string {
  return PAYMENT_TYPE_NAMES[paymentType as PaymentType] ?? `付款方式 ${paymentType}`;
}

/** Whether an order is brought to the diner (外送, 宅配), so its cash is paid on arrival. */
function isBrought(orderType: number | undefined): boolean {
  return orderType === OrderType.DELIVERY || orderType === OrderType.SHIP;
}

/**
 * When a cash order is paid, by its order type: 貨到付款 (外送, 宅配: paid to whoever brings it), 現場付款
 * (內用, 掃碼點餐), else 取餐時付款 (外帶, or no type given).
 */
export function cashPaymentWhen(orderType?: number): string {
  if (isBrought(orderType)) return PAYMENT_TYPE_NAMES[PaymentType.PAY_ON_DELIVERY];
  if (orderType === OrderType.DINE_IN || orderType === OrderType.QR_CODE) return '現場付款';
  return '取餐時付款';
}

/**
 * The payment of an order in one line, as the diner's completed page shows it: a 外送 or 宅配 cash order (type
 * 0, and 貨到付款 itself) is 「貨到付款」; other cash 「現金（取餐時付款）」 or 「現金（現場付款）」 (cashPaymentWhen);
 * else the payment type's name (paymentTypeName).
 */
export function paymentText(paymentType: number, orderType?: number): string {
  if (paymentType === PaymentType.CASH) {
    return isBrought(orderType)
      ? cashPaymentWhen(orderType)
      : `${paymentTypeName(paymentType)}（${cashPaymentWhen(orderType)}）`;
  }
  return paymentTypeName(paymentType);
}

/**
 * The payment type of an order as a row shows it (no 「（…）」): a 外送 or 宅配 cash order reads 貨到付款, any
 * other its name (paymentTypeName).
 */
export function orderPaymentTypeName(paymentType: number, orderType?: number): string {
  if (paymentType === PaymentType.CASH && isBrought(orderType)) return cashPaymentWhen(orderType);
  return paymentTypeName(paymentType);
}

/**
 * The payment status as it reads for an order (spec §4 Payment status): an unpaid cash order is paid later,
 * nothing is owed yet — 取餐時付款, 貨到付款 or 現場付款 by `orderType` (cashPaymentWhen; 取餐時付款 without one)
 * — else 未付款, 部分付款, 已付款, 已退款, or 「付款狀態 N」.
 */
export function paymentStatusLabel(paymentStatus: number, paymentType: number, orderType?: number): string {
  if (paymentStatus === PaymentStatus.UNPAID && paymentType === PaymentType.CASH)
    return cashPaymentWhen(orderType);
  return PAYMENT_STATUS_NAMES[paymentStatus as PaymentStatus] ?? `付款狀態 ${paymentStatus}`;
}

/**
 * The store's word on a 轉帳 order still unpaid (docs/features.md "轉帳"): 「待轉帳」 until the diner reports,
 * then 「已回報轉帳：末五碼 12345」; null for other payment types, paid or cancelled orders.
 */
export function transferStatusLabel(order: {
  payment_type: number;
  payment_status: number;
  status: number;
  transfer_last_five: string | null;
}): string | null {
  if (order.payment_type !== PaymentType.TRANSFER || order.payment_status !== PaymentStatus.UNPAID)
    return null;
  if (order.status === OrderStatus.CANCELLED) return null;
  return order.transfer_last_five ? `已回報轉帳：末五碼 ${order.transfer_last_five}` : '待轉帳';
}

/** What the store is called on an order: 取餐店家 for a pickup (外帶), else 訂購店家. */
export function orderStoreTitle(orderType: number): string {
  return orderType === OrderType.TAKEAWAY ? '取餐店家' : '訂購店家';
}

/**
 * The diner's name for a ready order (spec §4 status READY 2) by its order type: 可取餐 (外帶, 掃碼點餐),
 * 已出餐 (內用), 待送達 (外送: made, waiting for the courier), 待出貨 (宅配).
 */
export function readyStatusName(orderType: number): string {
  switch (orderType) {
    case OrderType.DINE_IN:
      return '已出餐';
    case OrderType.DELIVERY:
      return '待送達';
    case OrderType.SHIP:
      return '待出貨';
    default:
      return '可取餐';
  }
}

/** The invoice kinds by name (spec §1 invoice kinds: paper, carrier, buyer, donatee). */
export const INVOICE_TYPE_NAMES: Record<InvoiceType, string> = {
  paper: '紙本發票',
  mobile_barcode: '手機條碼',
  citizen_certificate: '自然人憑證',
  company: '公司統編',
  donation: '捐贈發票',
};

/**
 * An order's invoice in one line: 紙本發票, 手機條碼 /ABC+123, 自然人憑證 AB12345678901234, 公司統編 04595252
 * （範例股份有限公司）, 捐贈發票（愛心碼 919）.
 */
export function invoiceLabel(invoice: {
  invoice_type: string;
  invoice_value: string | null;
  company_title: string | null;
}): string {
  const value = invoice.invoice_value ?? '';
  switch (invoice.invoice_type) {
    case 'mobile_barcode':
    case 'citizen_certificate':
      return `${INVOICE_TYPE_NAMES[invoice.invoice_type]} ${value}`;
    case 'company':
      return `${INVOICE_TYPE_NAMES.company} ${value}${invoice.company_title ? `（${invoice.company_title}）` : ''}`;
    case 'donation':
      return `${INVOICE_TYPE_NAMES.donation}（愛心碼 ${value}）`;
    default:
      return INVOICE_TYPE_NAMES.paper;
  }
}

/** A chosen option as orders and carts give it back. */
interface NamedOption {
  name: string;
  quantity: number;
  /** TWD per unit, when priced (display only). */
  price?: number;
}

/** The options of a line or a pick in one line: 「大、半糖、少冰、珍珠×2」 (× only for more than one). */
export function optionsText(options: readonly NamedOption[]): string {
  return options.map((o) => (o.quantity > 1 ? `${o.name}×${o.quantity}` : o.name)).join('、');
}

/**
 * A set-meal pick's options with what each adds (spec §3 item collections): 「加蛋 +$10、半糖」, 「加蛋×2 +$20」
 * (price × quantity; nothing for a free or unpriced one), so the amounts on the line add up.
 */
export function pricedOptionsText(options: readonly NamedOption[]): string {
  return options
    .map((o) => {
      const name = o.quantity > 1 ? `${o.name}×${o.quantity}` : o.name;
      const delta = formatPriceDelta(o.price === undefined ? undefined : o.price * o.quantity);
      return delta ? `${name} ${delta}` : name;
    })
    .join('、');
}

/** What the diner wrote on a line (spec §3 Cart item memo) or on the whole order (spec §3 orderMemo). */
export const ITEM_MEMO_NAME = '品項備註';
export const ORDER_MEMO_NAME = '訂單備註';
/** Extras of the whole order (spec §3 custom_items: 提袋, 環保餐具). */
export const CUSTOM_ITEMS_NAME = '加購';

/** 「品項備註：少辣」. */
export function itemMemoText(memo: string): string {
  return `${ITEM_MEMO_NAME}：${memo}`;
}

/** 「訂單備註：到了請打電話」. */
export function orderMemoText(memo: string): string {
  return `${ORDER_MEMO_NAME}：${memo}`;
}

/**
 * A coupon an order uses, with what it took off (ADR 031): 「優惠券 開幕優惠 −$20」, as the console's card,
 * detail and ticket show it above the total. `discount` TWD.
 */
export function orderCouponText(name: string, discount: number): string {
  return `優惠券 ${name} −${formatCurrency(discount)}`;
}

/** 「加購：提袋」. */
export function customItemText(name: string): string {
  return `${CUSTOM_ITEMS_NAME}：${name}`;
}

/** A set-meal pick as carts and orders give it back (spec §3 item collections). */
export interface PickLike {
  name: string;
  entree: { name: string; memo?: string; upgrade?: number; options: readonly NamedOption[] };
}

/**
 * A set-meal pick in parts, for a screen that styles them: title 「主餐：卡滋雞腿漢堡」, delta 「+$40」 (empty when
 * included), options 「加蛋 +$10」 with what each adds (pricedOptionsText), memo 「品項備註：不要美乃滋」 (empty
 * when none).
 */
export function pickParts(pick: PickLike): { title: string; delta: string; options: string; memo: string } {
  return {
    title: `${pick.name}：${pick.entree.name}`,
    delta: formatPriceDelta(pick.entree.upgrade),
    options: pricedOptionsText(pick.entree.options),
    memo: pick.entree.memo ? itemMemoText(pick.entree.memo) : '',
  };
}

/** A set-meal pick in one line: 「主餐：卡滋雞腿漢堡 +$40（加蛋 +$10）（品項備註：不要美乃滋）」. */
export function pickText(pick: PickLike): string {
  const p = pickParts(pick);
  return `${p.title}${p.delta ? ` ${p.delta}` : ''}${p.options ? `（${p.options}）` : ''}${p.memo ? `（${p.memo}）` : ''}`;
}

/**
 * A line of a placed order as plain text (the CSV cell, a printed ticket): 「早餐套餐 ×1 $157」, then indented by
 * two spaces its options, each set-meal pick (pickText) and its 品項備註.
 */
export function orderLineTexts(line: {
  name: string;
  quantity: number;
  total: number;
  memo: string;
  options: readonly NamedOption[];
  collections?: readonly PickLike[];
}): string[] {
  const texts = [`${line.name} ×${line.quantity} ${formatCurrency(line.total)}`];
  if (line.options.length > 0) texts.push(`  ${optionsText(line.options)}`);
  for (const pick of line.collections ?? []) texts.push(`  ${pickText(pick)}`);
  if (line.memo) texts.push(`  ${itemMemoText(line.memo)}`);
  return texts;
}

/** Shipping or delivery address (spec §3 shippingInfos) in one line: 「臺中市西屯區臺灣大道三段99號 5樓」. */
export function shippingAddressText(ship: {
  shipping_city: string;
  shipping_district: string;
  shipping_address: string;
  shipping_floor: string;
}): string {
  const floor = ship.shipping_floor ? ` ${ship.shipping_floor}` : '';
  return `${ship.shipping_city}${ship.shipping_district}${ship.shipping_address}${floor}`;
}

/** A party size: 「4 位」. */
export function partySizeText(people: number): string {
  return `${people} 位`;
}

/** A waiting-list number: 「候位 3 號」. */
export function waitingNumberText(number: number): string {
  return `候位 ${number} 號`;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/**
 * When a store's order is due, Asia/Taipei: "18:30" when `epochSeconds` falls on the Taipei day of `nowMs`,
 * else "11/24（二）18:30" (month and day without leading zeros, and the weekday), so a reservation for tomorrow
 * never reads as today's pickup.
 */
export function formatDueTime(epochSeconds: number, nowMs: number): string {
  const ms = epochSeconds * 1000;
  const time = taipeiTime(ms);
  const date = taipeiDate(ms);
  if (date === taipeiDate(nowMs)) return time;
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}（${WEEKDAYS[taipeiWeekday(ms)]}）${time}`;
}

/**
 * An order's due time under the name the diner's pages give it (targetTimeName): name 訂位時間 and when
 * 「11/24（二）18:30」, name 取餐時間 and when 「盡快（約 12:30）」; null when the order has no time of its own
 * (宅配, seated, waiting; spec §5).
 * @param order target_time in epoch seconds; nowMs epoch ms (formatDueTime).
 */
export function dueTime(
  order: { order_type: number; order_tab_type: OrderTabType | null; target_time: number; is_asap: boolean },
  nowMs: number,
): { name: string; when: string } | null {
  const name = targetTimeName(order.order_type, order.order_tab_type);
  if (!name) return null;
  const time = formatDueTime(order.target_time, nowMs);
  return { name, when: order.is_asap ? `盡快（約 ${time}）` : time };
}

/** dueTime in one line: 「訂位時間 11/24（二）18:30」, 「取餐時間 盡快（約 12:30）」; null without a time. */
export function dueTimeText(order: Parameters<typeof dueTime>[0], nowMs: number): string | null {
  const due = dueTime(order, nowMs);
  return due ? `${due.name} ${due.when}` : null;
}

const FIVE_MINUTES_MS = 5 * 60_000;

/**
 * When a 外送 order reaches the door, epoch ms: the quote's time plus its ETA (spec §7 quote eta_minutes), but
 * never before the food is ready — `readyMs`, the order's own time (a reserved slot, or 盡快 = now + MinLead
 * rounded up to 5 minutes, as the server sets target_time). One rule for the checkout, the completed page and
 * the order page, so one delivery shows one time.
 * @param quotedAtMs when the quote was given (at checkout) or the order was placed (after), epoch ms.
 * @param etaMinutes the quote's minutes to the door.
 * @param readyMs when the food is ready, epoch ms; omitted or NaN: not known.
 */
export function deliveryArrivalMs(quotedAtMs: number, etaMinutes: number, readyMs?: number): number {
  const quoted = quotedAtMs + etaMinutes * 60_000;
  return readyMs !== undefined && Number.isFinite(readyMs) ? Math.max(quoted, readyMs) : quoted;
}

/** 盡快's ready time as the server sets it: `nowMs` + `leadMinutes`, rounded up to 5 minutes (epoch ms). */
export function asapReadyMs(nowMs: number, leadMinutes: number): number {
  return Math.ceil((nowMs + leadMinutes * 60_000) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
}

/** A 外送 order's arrival (deliveryArrivalMs) as every page says it: 「約 15:40 送達」 (Asia/Taipei). */
export function deliveryEtaText(arrivalMs: number): string {
  return `約 ${taipeiTime(arrivalMs)} 送達`;
}

/**
 * A cancelled order's headline by who cancelled it (GET /api/orders/{id} cancelled_by): 「您已取消訂單」 for the
 * diner's own, 「店家已取消訂單」 for the store's, 「訂單已取消」 while not known yet.
 */
export function cancelledText(by: 'diner' | 'store' | null | undefined): string {
  if (by === 'diner') return '您已取消訂單';
  if (by === 'store') return '店家已取消訂單';
  return '訂單已取消';
}

/**
 * The refund line of a cancelled order (spec §4 payment status): 「已退款 $120，將退回原付款方式」 once REFUNDED,
 * else null (nothing was paid, or it is paid at the counter). `total` in TWD.
 */
export function refundText(paymentStatus: number, total: number): string | null {
  return paymentStatus === PaymentStatus.REFUNDED
    ? `已退款 ${formatCurrency(total)}，將退回原付款方式`
    : null;
}

/**
 * A date as the phone's date picker offers it, short enough to show whole at 390 px: 「12/07（一）今天」,
 * 「12/08（二）明天」, 「12/09（三）」 (month and day with two digits, the weekday, then 今天 / 明天).
 * @param date "YYYY-MM-DD" (Asia/Taipei, spec §5); today the Taipei date now, same form.
 */
export function pickerDateLabel(date: string, today: string): string {
  const [, month = '', day = ''] = date.split('-');
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  const base = `${month}/${day}（${weekday}）`;
  if (date === today) return `${base}今天`;
  if (date === addDays(today, 1)) return `${base}明天`;
  return base;
}
