/**
 * The store's settings as the console edits them (docs/features.md "店家設定"), in the spec's
 * shapes (spec §3 Store info: app_settings with a settings block per order type, business_hour, holiday,
 * custom_items, carousel_messages; can_order keeps its own endpoint). Validation lives here, so the console
 * form and the API refuse the same things with the same zh-TW messages.
 */
import { z } from 'zod';
import {
  ORDER_TYPE_NAMES,
  ORDER_TYPE_SETTINGS_KEY,
  OrderStatus,
  OrderType,
  PAYMENT_TYPE_NAMES,
  PaymentType,
} from './enums';
import { fromMinutes, parseAvailableTime, taipeiDate, taipeiTime, toMinutes } from './rules/time-slots';
import { ZAppSettings, ZBusinessHour, ZCustomItem, ZNewsItem, ZPointRule } from './store';
import { zText } from './text';

/** Order types a store configures for online ordering (spec §3 ToGo, DineIn, Delivery, Ship; QR is separate). */
export const CONFIGURABLE_ORDER_TYPES = [
  OrderType.TAKEAWAY,
  OrderType.DINE_IN,
  OrderType.DELIVERY,
  OrderType.SHIP,
] as const;

/**
 * The payment types an order type may take (spec §3 Payment types; spec §5 online payments):
 * 貨到付款 (PAY_ON_DELIVERY) only where something is delivered (外送, 宅配); 宅配 cannot be paid in cash at the
 * counter (it is paid on delivery, by transfer or online); every other type takes every payment type.
 */
export function paymentTypesFor(orderType: number): number[] {
  const all = Object.values(PaymentType) as number[];
  switch (orderType) {
    case OrderType.DELIVERY:
      return all;
    case OrderType.SHIP:
      return all.filter((p) => p !== PaymentType.CASH);
    default:
      return all.filter((p) => p !== PaymentType.PAY_ON_DELIVERY);
  }
}

/** Limits of the console's settings (minutes, TWD, counts). */
export const STORE_SETTINGS_LIMITS = {
  minLeadMax: 240,
  jumboMax: 999,
  shiftsMax: 28,
  holidaysMax: 120,
  customItemsMax: 20,
  customItemNameMax: 20,
  customItemPriceMax: 9999,
  newsMax: 20,
  newsTitleMax: 40,
  newsDescriptionMax: 500,
  holidayNameMax: 20,
  busyExtraMax: 120,
  busyCapMax: 999,
  unacceptedAlertMax: 120,
  scheduledLeadMin: 10,
  scheduledLeadMax: 1440,
} as const;

/** Slot lengths busy mode counts orders in, minutes (each divides an hour, so slots start on the hour). */
export const BUSY_SLOT_MINUTES = [10, 15, 20, 30, 60] as const;

const WEEKDAY_NAMES = ['週日', '週一', '週二', '週三', '週四', '週五', '週六'];

/**
 * Busy mode: while enabled, avail_time adds `extra_minutes` to every lead and a slot of
 * `slot_minutes` (Taipei wall clock, from the hour) holding `slot_cap` orders (not cancelled, 宅配 aside) is
 * full: its times leave avail_time and an order for it is refused (422 slot_full). slot_cap 0 = no cap.
 */
export const ZBusyMode = z.strictObject({
  enabled: z.boolean().describe('Busy mode on'),
  extra_minutes: z
    .number('請輸入加長的等候分鐘數')
    .int('加長的等候時間須為整數分鐘')
    .min(0, `加長的等候時間須為 0–${STORE_SETTINGS_LIMITS.busyExtraMax} 分鐘`)
    .max(
      STORE_SETTINGS_LIMITS.busyExtraMax,
      `加長的等候時間須為 0–${STORE_SETTINGS_LIMITS.busyExtraMax} 分鐘`,
    )
    .describe('Minutes added to every lead (MinLead, after the Jumbo rule), rounded up to 5 with it'),
  slot_minutes: z
    .number()
    .int()
    .refine((n) => (BUSY_SLOT_MINUTES as readonly number[]).includes(n), {
      message: `每個時段須為 ${BUSY_SLOT_MINUTES.join('、')} 分鐘`,
    })
    .describe('Slot length in minutes: 10, 15, 20, 30 or 60'),
  slot_cap: z
    .number('請輸入每個時段的訂單上限')
    .int('每個時段的訂單上限須為整數')
    .min(0, `每個時段的訂單上限須為 0–${STORE_SETTINGS_LIMITS.busyCapMax} 筆`)
    .max(STORE_SETTINGS_LIMITS.busyCapMax, `每個時段的訂單上限須為 0–${STORE_SETTINGS_LIMITS.busyCapMax} 筆`)
    .describe('Orders per slot; 0 = no cap'),
});
export type BusyMode = z.infer<typeof ZBusyMode>;

/** Busy mode of a store that never set it: off. */
export const DEFAULT_BUSY_MODE: BusyMode = {
  enabled: false,
  extra_minutes: 0,
  slot_minutes: 15,
  slot_cap: 0,
};

/**
 * Orders the store has not accepted (接單) (spec §4 SUBMITTED with no acceptance): with `auto_cancel` on, an
 * order still unaccepted at its pickup/target time is cancelled for the diner (and refunded if paid) with
 * UNACCEPTED_CANCEL_REASON; the board marks an order unaccepted `alert_minutes` after it reached the store
 * as 逾時未接單 and chimes once more.
 */
export const ZUnacceptedOrders = z.strictObject({
  auto_cancel: z.boolean().describe('Cancel (and refund) orders still unaccepted at their pickup time'),
  alert_minutes: z
    .number('請輸入逾時未接單的分鐘數')
    .int('逾時未接單須為整數分鐘')
    .min(1, `逾時未接單須為 1–${STORE_SETTINGS_LIMITS.unacceptedAlertMax} 分鐘`)
    .max(
      STORE_SETTINGS_LIMITS.unacceptedAlertMax,
      `逾時未接單須為 1–${STORE_SETTINGS_LIMITS.unacceptedAlertMax} 分鐘`,
    )
    .describe('Minutes after an order reached the store before the board marks it 逾時未接單'),
});
export type UnacceptedOrders = z.infer<typeof ZUnacceptedOrders>;

/** The unaccepted-order setting of a store that never set it: cancel at pickup time, alert after 5 minutes. */
export const DEFAULT_UNACCEPTED_ORDERS: UnacceptedOrders = { auto_cancel: true, alert_minutes: 5 };

const leadRange = `預約單提前時間須為 ${STORE_SETTINGS_LIMITS.scheduledLeadMin}–${STORE_SETTINGS_LIMITS.scheduledLeadMax} 分鐘`;

/**
 * How the board files orders by time (spec §4 order status; docs/features.md "Store console"): an open order
 * due more than `scheduled_lead_minutes` from now (a reservation, an order for later or another day) waits
 * under 預約 and moves into the live queue that many minutes before it is due; with `auto_complete_day_end`
 * on, orders still open when the store's business day ends (Asia/Taipei midnight) are completed then, else
 * they show in 今日 as 前日未完成. Orders of `auto_accept_order_types` are accepted as they reach the store
 * (autoAccepts), with no estimate: the diner reads the pickup time.
 */
export const ZBoardSettings = z.strictObject({
  scheduled_lead_minutes: z
    .number('請輸入預約單提前進入看板的分鐘數')
    .int('預約單提前時間須為整數分鐘')
    .min(STORE_SETTINGS_LIMITS.scheduledLeadMin, leadRange)
    .max(STORE_SETTINGS_LIMITS.scheduledLeadMax, leadRange)
    .describe('Minutes before its due time an order for later leaves 預約 for the live queue'),
  auto_complete_day_end: z
    .boolean()
    .describe("Complete the orders still open when the store's business day ends"),
  auto_accept_order_types: z
    .array(
      z
        .number()
        .int()
        .refine(
          (t) => (CONFIGURABLE_ORDER_TYPES as readonly number[]).includes(t),
          '自動接單的用餐方式不正確',
        ),
    )
    .max(CONFIGURABLE_ORDER_TYPES.length)
    .refine((types) => new Set(types).size === types.length, '自動接單的用餐方式重複了')
    .default([])
    .describe('Order types (spec §3) accepted as soon as they reach the store, without staff pressing 接單'),
});
export type BoardSettings = z.infer<typeof ZBoardSettings>;

/** The board setting of a store that never set it: orders for later join the queue an hour before; no auto-accept. */
export const DEFAULT_BOARD_SETTINGS: BoardSettings = {
  scheduled_lead_minutes: 60,
  auto_complete_day_end: false,
  auto_accept_order_types: [],
};

/**
 * Whether a store with board setting `board` (as stored: keys may be missing) accepts orders of `orderType` as
 * they reach it (ZBoardSettings auto_accept_order_types).
 */
export function autoAccepts(board: Partial<BoardSettings> | null | undefined, orderType: number): boolean {
  return board?.auto_accept_order_types?.includes(orderType) ?? false;
}

/** Limits of the store's transfer account (轉帳帳戶; docs/features.md "轉帳"). Hours. */
export const TRANSFER_LIMITS = {
  bankCodeLength: 3,
  bankNameMax: 20,
  accountNameMax: 40,
  accountDigitsMin: 10,
  accountDigitsMax: 16,
  deadlineHoursMin: 1,
  deadlineHoursMax: 168,
  lastFiveLength: 5,
} as const;

const deadlineRange = `轉帳期限須為 ${TRANSFER_LIMITS.deadlineHoursMin}–${TRANSFER_LIMITS.deadlineHoursMax} 小時`;
const accountDigits = `帳號須為 ${TRANSFER_LIMITS.accountDigitsMin}–${TRANSFER_LIMITS.accountDigitsMax} 位數字`;

/**
 * The account a diner paying by 轉帳 (spec §3 PaymentType TRANSFER 4) transfers to: the 3-digit Taiwan bank
 * code (金融機構代碼, e.g. 812) and the bank's name, the account number (10–16 digits, no dashes), the
 * account holder, and how many hours after ordering the diner has to pay (transferDeadline caps it at the
 * order's target time).
 */
export const ZTransferAccount = z.strictObject({
  bank_code: zText()
    .trim()
    .regex(/^\d{3}$/, '銀行代碼須為 3 位數字')
    .describe('Taiwan bank code (金融機構代碼), 3 digits, e.g. "812"'),
  bank_name: zText()
    .trim()
    .min(1, '請輸入銀行名稱')
    .max(TRANSFER_LIMITS.bankNameMax, `銀行名稱最多 ${TRANSFER_LIMITS.bankNameMax} 字`)
    .describe('Bank (and branch) name, e.g. 台新銀行'),
  account_number: zText()
    .trim()
    .regex(/^\d+$/, '帳號只能是數字（不含 - 或空白）')
    .min(TRANSFER_LIMITS.accountDigitsMin, accountDigits)
    .max(TRANSFER_LIMITS.accountDigitsMax, accountDigits)
    .describe('Account number, 10–16 digits'),
  account_name: zText()
    .trim()
    .min(1, '請輸入戶名')
    .max(TRANSFER_LIMITS.accountNameMax, `戶名最多 ${TRANSFER_LIMITS.accountNameMax} 字`)
    .describe('Account holder (戶名)'),
  deadline_hours: z
    .number('請輸入轉帳期限（小時）')
    .int('轉帳期限須為整數小時')
    .min(TRANSFER_LIMITS.deadlineHoursMin, deadlineRange)
    .max(TRANSFER_LIMITS.deadlineHoursMax, deadlineRange)
    .describe('Hours after ordering the diner has to transfer; never past the order target time'),
});
export type TransferAccount = z.infer<typeof ZTransferAccount>;

/** The hours a new transfer account gives the diner to pay, before the store changes it. */
export const DEFAULT_TRANSFER_DEADLINE_HOURS = 24;

/**
 * When a 轉帳 order must be paid by (epoch seconds): `deadlineHours` after it was placed, but never after its
 * target time (the diner pays before collecting it). An order whose target time is not after its placing
 * (宅配, seated and waiting orders carry when they were placed; spec §5) gets the full hours.
 * (`createdAt`, `targetTime` epoch seconds.)
 */
export function transferDeadline(createdAt: number, targetTime: number, deadlineHours: number): number {
  const byHours = createdAt + deadlineHours * 3600;
  return targetTime > createdAt ? Math.min(byHours, targetTime) : byHours;
}

/** A 轉帳 deadline (epoch seconds) as the diner reads it, Asia/Taipei: "11/24 14:00" (M/D without zeros). */
export function formatTransferDeadline(epochSeconds: number): string {
  const ms = epochSeconds * 1000;
  const [, month, day] = taipeiDate(ms).split('-');
  return `${Number(month)}/${Number(day)} ${taipeiTime(ms)}`;
}

/**
 * POST /api/orders/{orderId}/transfer_report body: the last five digits of the account the diner transferred
 * from, so the store can find the transfer in its statement.
 */
export const ZTransferReportRequest = z.strictObject({
  last_five: zText()
    .trim()
    .regex(/^\d{5}$/, '請輸入轉出帳號末五碼（5 位數字）')
    .describe('Last five digits of the account the diner transferred from'),
});
export type TransferReportRequest = z.infer<typeof ZTransferReportRequest>;

/** POST /api/orders/{orderId}/transfer_report response: the report as stored. */
export const ZTransferReportResponse = z.object({
  last_five: zText().describe('Last five digits the diner reported'),
  reported_at: z.number().int().describe('Epoch seconds of the report'),
});
export type TransferReportResponse = z.infer<typeof ZTransferReportResponse>;

/** The order fields that decide when an order reaches the live board. */
interface BoardTiming {
  created_at: number;
  target_time: number;
  is_asap: boolean;
}

/**
 * When an order reaches the live queue (epoch ms): at once when placed for 盡快, else `leadMinutes` before
 * it is due (ZBoardSettings.scheduled_lead_minutes), and never before it was placed. Until then it waits
 * under 預約. (`created_at`, `target_time` epoch seconds.)
 */
export function liveQueueAt(order: BoardTiming, leadMinutes: number): number {
  const placed = order.created_at * 1000;
  return order.is_asap ? placed : Math.max(placed, order.target_time * 1000 - leadMinutes * 60_000);
}

/**
 * Is a board order 逾時未接單: still waiting for the store (SUBMITTED, never accepted) `alertMinutes` or more
 * after it reached the live queue (liveQueueAt; an order for later counts from when it left 預約)?
 * (`nowMs` epoch ms.)
 */
export function isOverdueUnaccepted(
  order: BoardTiming & { status: number; accepted_at: number | null },
  nowMs: number,
  alertMinutes: number,
  leadMinutes: number,
): boolean {
  return (
    order.status === OrderStatus.SUBMITTED &&
    order.accepted_at === null &&
    nowMs - liveQueueAt(order, leadMinutes) >= alertMinutes * 60_000
  );
}

/** The reason the diner is shown for an order cancelled because the store never accepted it. */
export const UNACCEPTED_CANCEL_REASON = '店家未於取餐時間前接單，訂單已自動取消';

/** The busy-mode effects in force: extra lead minutes and the cap (0 = none) per slot; none when off. */
export function busyEffects(busy: BusyMode | null | undefined): {
  extraMinutes: number;
  slotMinutes: number;
  slotCap: number;
} {
  if (!busy?.enabled) return { extraMinutes: 0, slotMinutes: 15, slotCap: 0 };
  return { extraMinutes: busy.extra_minutes, slotMinutes: busy.slot_minutes, slotCap: busy.slot_cap };
}

/** Start (epoch ms) of the busy-mode slot holding the instant (slots divide the hour; Taipei is UTC+8). */
export function slotStartOf(ms: number, slotMinutes: number): number {
  const size = slotMinutes * 60_000;
  return Math.floor(ms / size) * size;
}

/**
 * Takes the times of full slots out of "date#start#end" windows (spec §3 available date-time string; spec §5
 * 5-minute steps): a window is split around them, so the picker offers none of their times.
 * @param fullSlots start instants (epoch ms, slotStartOf) of the full slots; toMs turns a Taipei date and time
 *   into epoch ms (taipeiDateTimeToMs).
 */
export function withoutFullSlots(
  times: string[],
  fullSlots: ReadonlySet<number>,
  slotMinutes: number,
  toMs: (date: string, time: string) => number,
): string[] {
  if (fullSlots.size === 0) return times;
  const out: string[] = [];
  for (const s of times) {
    const slot = parseAvailableTime(s);
    if (!slot) continue;
    const start = toMinutes(slot.start);
    const end = toMinutes(slot.end);
    let runStart: number | null = null;
    let runEnd = start;
    for (let m = start; m <= end; m += 5) {
      const full = fullSlots.has(slotStartOf(toMs(slot.date, fromMinutes(m)), slotMinutes));
      if (full) {
        if (runStart !== null) out.push(`${slot.date}#${fromMinutes(runStart)}#${fromMinutes(runEnd)}`);
        runStart = null;
      } else {
        if (runStart === null) runStart = m;
        runEnd = m;
      }
    }
    // The last run keeps the window's own end (e.g. 23:59), as before any slot was full.
    if (runStart !== null) out.push(`${slot.date}#${fromMinutes(runStart)}#${slot.end}`);
  }
  return out;
}

/** Settings of one order type the console edits (spec §3 "Store settings by order type"). */
export const ZOrderTypeSettingsInput = z.strictObject({
  payments: z
    .array(z.number().int())
    .max(20)
    .describe('Payment types accepted (spec §3 PaymentType numbers)'),
  MinLead: z
    .number('請輸入最短準備時間')
    .int('最短準備時間須為整數分鐘')
    .min(0, `最短準備時間須為 0–${STORE_SETTINGS_LIMITS.minLeadMax} 分鐘`)
    .max(STORE_SETTINGS_LIMITS.minLeadMax, `最短準備時間須為 0–${STORE_SETTINGS_LIMITS.minLeadMax} 分鐘`)
    .describe('Minimum lead, minutes (spec §5)'),
  Jumbo: z
    .number('請輸入大量訂單門檻')
    .int('大量訂單門檻須為整數')
    .min(0, `大量訂單門檻須為 0–${STORE_SETTINGS_LIMITS.jumboMax} 份`)
    .max(STORE_SETTINGS_LIMITS.jumboMax, `大量訂單門檻須為 0–${STORE_SETTINGS_LIMITS.jumboMax} 份`)
    .describe('Large-order threshold (items); above it MinLead doubles (spec §5); 0 = none'),
});

/** The app_settings part the console edits: the types offered and each one's payments, MinLead and Jumbo. */
export const ZAppSettingsInput = z.strictObject({
  OrderTypes: z.array(z.number().int()).max(4).describe('Order types offered online (spec §3 OrderType 0–3)'),
  ToGo: ZOrderTypeSettingsInput.optional(),
  DineIn: ZOrderTypeSettingsInput.optional(),
  Delivery: ZOrderTypeSettingsInput.optional(),
  Ship: ZOrderTypeSettingsInput.optional(),
});

/** A custom item as the console sends it: id of an existing one (kept), or none for a new one. */
export const ZCustomItemInput = z.strictObject({
  id: zText().max(100).optional().describe('An existing custom item id; absent for a new item'),
  name: zText()
    .trim()
    .min(1, '請輸入加購項目名稱')
    .max(
      STORE_SETTINGS_LIMITS.customItemNameMax,
      `加購項目名稱最多 ${STORE_SETTINGS_LIMITS.customItemNameMax} 字`,
    ),
  price: z
    .number('請輸入加購項目價格')
    .int('加購項目價格須為整數元')
    .min(0, '加購項目價格不可為負數')
    .max(
      STORE_SETTINGS_LIMITS.customItemPriceMax,
      `加購項目價格最多 ${STORE_SETTINGS_LIMITS.customItemPriceMax} 元`,
    )
    .describe('TWD'),
});

/** A news entry as the console sends it (spec §3 carousel_messages; the first description is the news line). */
export const ZNewsInput = z.strictObject({
  title: zText()
    .trim()
    .min(1, '請輸入消息標題')
    .max(STORE_SETTINGS_LIMITS.newsTitleMax, `消息標題最多 ${STORE_SETTINGS_LIMITS.newsTitleMax} 字`),
  description: zText()
    .trim()
    .min(1, '請輸入消息內容')
    .max(
      STORE_SETTINGS_LIMITS.newsDescriptionMax,
      `消息內容最多 ${STORE_SETTINGS_LIMITS.newsDescriptionMax} 字`,
    ),
  date: zText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '消息日期格式須為 YYYY-MM-DD')
    .nullable()
    .describe('Posted on, YYYY-MM-DD (Asia/Taipei); null = no date'),
});

const ZHolidayInput = z.strictObject({
  date: zText().regex(/^\d{4}-\d{2}-\d{2}$/, '公休日格式須為 YYYY-MM-DD'),
  name: zText()
    .trim()
    .min(1, '請輸入公休名稱')
    .max(STORE_SETTINGS_LIMITS.holidayNameMax, `公休名稱最多 ${STORE_SETTINGS_LIMITS.holidayNameMax} 字`),
});

const ZShiftInput = z.strictObject({
  weekday: z.number().int().min(0, '星期須為 0（週日）到 6（週六）').max(6, '星期須為 0（週日）到 6（週六）'),
  start: zText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '營業開始時間格式須為 HH:MM（00:00–23:59）'),
  end: zText().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, '營業結束時間格式須為 HH:MM（00:00–24:00）'),
});

function realDate(date: string): boolean {
  return parseAvailableTime(`${date}#00:00#00:00`) !== null;
}

/** Limits of the 點數 settings (spec §3 point_rule): unit name length, earning rules, a rule's numbers. */
export const POINT_RULE_LIMITS = {
  nameMax: 5,
  rulesMax: 5,
  amountMax: 100_000,
  pointMax: 1_000,
  redeemValueMax: 100,
} as const;

/**
 * The 點數 part of the settings (spec §3 point_rule, read by rules/points.ts pointsEarned): points on or off, the
 * unit (PMName, default 點) and the earning rules, each "every Amount TWD of items earns Point". A rule's
 * ExcludeApp and ExcludeTransaction are kept as sent (the console sends back those it read). On needs a rule
 * that earns. Redeeming (rules/points.ts maxRedeemablePoints, ADR 032): RedeemValue TWD a point takes off (0 or
 * absent: members cannot redeem), RedeemMaxPercent the share of the items total points may pay (absent: 100).
 */
export const ZPointRuleInput = z
  .strictObject({
    PMEnabled: z.boolean().describe('Points are earned and shown at this store'),
    PMName: zText()
      .trim()
      .min(1, '請輸入點數名稱')
      .max(POINT_RULE_LIMITS.nameMax, `點數名稱最多 ${POINT_RULE_LIMITS.nameMax} 字`)
      .describe('The unit the points are called by, e.g. 點 (spec §9 default)'),
    PGRules: z
      .array(
        z.strictObject({
          Amount: z
            .number('請輸入消費金額')
            .int('消費金額須為整數元')
            .min(1, '消費金額至少 1 元')
            .max(POINT_RULE_LIMITS.amountMax, `消費金額最多 ${POINT_RULE_LIMITS.amountMax} 元`)
            .describe('TWD of items per step'),
          Point: z
            .number('請輸入可得點數')
            .int('可得點數須為整數')
            .min(1, '可得點數至少 1 點')
            .max(POINT_RULE_LIMITS.pointMax, `可得點數最多 ${POINT_RULE_LIMITS.pointMax} 點`)
            .describe('Points per full step'),
          ExcludeApp: ZPointRule.shape.PGRules.unwrap().element.shape.ExcludeApp,
          ExcludeTransaction: ZPointRule.shape.PGRules.unwrap().element.shape.ExcludeTransaction,
        }),
      )
      .max(POINT_RULE_LIMITS.rulesMax, `集點規則最多 ${POINT_RULE_LIMITS.rulesMax} 條`)
      .describe('Earning rules (spec §3 PGRules)'),
    RedeemValue: z
      .number('每點折抵金額須為數字')
      .int('每點折抵金額須為整數元')
      .min(0, '每點折抵金額不可為負數')
      .max(POINT_RULE_LIMITS.redeemValueMax, `每點最多折抵 ${POINT_RULE_LIMITS.redeemValueMax} 元`)
      .optional()
      .describe('TWD one point takes off an order (0 or absent: points are not redeemed)'),
    RedeemMaxPercent: z
      .number('折抵上限須為數字')
      .int('折抵上限須為整數 %')
      .min(1, '折抵上限至少 1%')
      .max(100, '折抵上限最多 100%')
      .optional()
      .describe('At most this % of the items total (net of coupons) paid with points (absent: 100)'),
  })
  .refine((r) => !r.PMEnabled || r.PGRules.length > 0, {
    message: '開啟點數時請設定集點規則',
    path: ['PGRules'],
  });

/**
 * PUT /api/console/stores/{sid}/settings body (owners): the whole of each part, replacing it.
 * Rules (zh-TW messages): each shift ends after it starts and shifts of a weekday do not overlap; holidays are
 * real dates, each once; at least one order type, each offered type has its block with at least one payment,
 * each payment valid for the type (paymentTypesFor) and listed once; custom item names unique; news dates real.
 */
export const ZStoreSettingsRequest = z
  .strictObject({
    app_settings: ZAppSettingsInput,
    business_hour: z
      .array(ZShiftInput)
      .max(STORE_SETTINGS_LIMITS.shiftsMax, `營業時段最多 ${STORE_SETTINGS_LIMITS.shiftsMax} 個`)
      .describe('Weekly shifts, Asia/Taipei (spec §3 business_hour); end "24:00" = midnight'),
    holiday: z
      .array(ZHolidayInput)
      .max(STORE_SETTINGS_LIMITS.holidaysMax, `公休日最多 ${STORE_SETTINGS_LIMITS.holidaysMax} 天`)
      .describe('Days closed (spec §3 holiday)'),
    custom_items: z
      .array(ZCustomItemInput)
      .max(STORE_SETTINGS_LIMITS.customItemsMax, `加購項目最多 ${STORE_SETTINGS_LIMITS.customItemsMax} 個`)
      .describe('Extras for the whole order (spec §3 custom_items), in the order shown'),
    carousel_messages: z
      .array(ZNewsInput)
      .max(STORE_SETTINGS_LIMITS.newsMax, `最新消息最多 ${STORE_SETTINGS_LIMITS.newsMax} 則`)
      .describe('News, newest first (spec §3 carousel_messages)'),
    unaccepted_orders: ZUnacceptedOrders.optional().describe(
      'Orders the store has not accepted: auto-cancel at pickup time, board alert minutes; absent = unchanged',
    ),
    board: ZBoardSettings.optional().describe(
      'The board: 預約 lead minutes, completing open orders at day end; absent = unchanged',
    ),
    transfer: ZTransferAccount.nullable()
      .optional()
      .describe(
        '轉帳帳戶: the account 轉帳 orders are paid to; null = none (轉帳 not offered); absent = unchanged',
      ),
    point_rule: ZPointRuleInput.optional().describe(
      '點數 (spec §3 point_rule): on or off, the unit, the earning rules; absent = unchanged',
    ),
  })
  .superRefine((v, ctx) => {
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });

    // Business hours: end after start, no overlap within a weekday.
    const byDay = new Map<number, { start: number; end: number; i: number }[]>();
    v.business_hour.forEach((h, i) => {
      const start = toMinutes(h.start);
      const end = toMinutes(h.end);
      const day = WEEKDAY_NAMES[h.weekday] ?? '';
      if (end <= start) {
        issue(`${day}的營業時間 ${h.start}–${h.end}：結束時間須晚於開始時間`, ['business_hour', i, 'end']);
        return;
      }
      const list = byDay.get(h.weekday) ?? [];
      list.push({ start, end, i });
      byDay.set(h.weekday, list);
    });
    for (const [weekday, list] of byDay) {
      list.sort((a, b) => a.start - b.start);
      for (let k = 1; k < list.length; k++) {
        if (list[k]!.start < list[k - 1]!.end) {
          issue(`${WEEKDAY_NAMES[weekday]}的營業時段重疊，請調整`, ['business_hour', list[k]!.i, 'start']);
        }
      }
    }

    // Holidays: real dates, each once.
    const days = new Set<string>();
    v.holiday.forEach((h, i) => {
      if (!realDate(h.date)) issue(`公休日 ${h.date} 不是有效的日期`, ['holiday', i, 'date']);
      else if (days.has(h.date)) issue(`公休日 ${h.date} 重複`, ['holiday', i, 'date']);
      days.add(h.date);
    });

    // Order types and their payment lists (spec §3; paymentTypesFor).
    const types = v.app_settings.OrderTypes;
    if (types.length === 0) issue('請至少開放一種取餐方式', ['app_settings', 'OrderTypes']);
    const seenTypes = new Set<number>();
    types.forEach((type, i) => {
      if (!(CONFIGURABLE_ORDER_TYPES as readonly number[]).includes(type)) {
        issue(`取餐方式 ${type} 無法線上開放`, ['app_settings', 'OrderTypes', i]);
        return;
      }
      if (seenTypes.has(type)) issue('取餐方式重複', ['app_settings', 'OrderTypes', i]);
      seenTypes.add(type);
      const key = ORDER_TYPE_SETTINGS_KEY[type as keyof typeof ORDER_TYPE_SETTINGS_KEY];
      const name = ORDER_TYPE_NAMES[type as OrderType];
      const block = v.app_settings[key];
      if (!block) {
        issue(`請設定${name}的付款方式與準備時間`, ['app_settings', key]);
        return;
      }
      if (block.payments.length === 0)
        issue(`請至少選擇一種${name}的付款方式`, ['app_settings', key, 'payments']);
      const allowed = paymentTypesFor(type);
      const seen = new Set<number>();
      block.payments.forEach((p, j) => {
        if (!allowed.includes(p)) {
          issue(`${name}不接受付款方式 ${paymentName(p)}`, ['app_settings', key, 'payments', j]);
        } else if (seen.has(p)) {
          issue(`${name}的付款方式 ${paymentName(p)} 重複`, ['app_settings', key, 'payments', j]);
        }
        seen.add(p);
      });
    });

    // Custom items: names unique (a diner tells them apart by name).
    const names = new Set<string>();
    v.custom_items.forEach((c, i) => {
      if (names.has(c.name)) issue(`加購項目「${c.name}」重複`, ['custom_items', i, 'name']);
      names.add(c.name);
    });

    v.carousel_messages.forEach((n, i) => {
      if (n.date !== null && !realDate(n.date)) {
        issue(`消息日期 ${n.date} 不是有效的日期`, ['carousel_messages', i, 'date']);
      }
    });
  });
export type StoreSettingsRequest = z.infer<typeof ZStoreSettingsRequest>;

function paymentName(p: number): string {
  return PAYMENT_TYPE_NAMES[p as PaymentType] ?? String(p);
}

/** GET /api/console/stores/{sid}/settings (and the PUT responses): the store's settings in the spec's shapes. */
export const ZStoreSettings = z.object({
  identifier: zText(),
  can_order: z.boolean().describe('spec §3 can_order (PUT …/can_order changes it)'),
  app_settings: ZAppSettings,
  business_hour: z.array(ZBusinessHour),
  holiday: z.array(z.object({ date: zText(), name: zText() })),
  custom_items: z.array(ZCustomItem),
  carousel_messages: z.array(ZNewsItem),
  busy_mode: ZBusyMode,
  unaccepted_orders: ZUnacceptedOrders,
  board: ZBoardSettings,
  transfer: ZTransferAccount.nullable().describe('轉帳帳戶; null = none set (checkout does not offer 轉帳)'),
  point_rule: ZPointRule.describe('點數 (spec §3 point_rule); PMEnabled false when the store has none'),
  logo: zText()
    .nullable()
    .describe('spec §3 logo: an uploaded image (/images/{id}) or an https URL; null = none'),
  cover: zText().nullable().describe('spec §3 cover: as logo'),
});
export type StoreSettings = z.infer<typeof ZStoreSettings>;
