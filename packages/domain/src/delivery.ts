/**
 * Delivery (外送, order type DELIVERY 2): delivery status names, the 17 cancellation reasons
 * with the party that gives each, the delivery providers, the quote contract of
 * `POST /api/orders/quote` (spec §7) and the delivery status an order's owner reads.
 * Money in whole TWD, durations in minutes, instants in epoch seconds.
 */
import { z } from 'zod';
import { DeliveryStatus } from './enums';
import { FIELD_LIMITS } from './limits';
import { zText, zTrimmedText } from './text';
import { TW_DISTRICTS } from './tw-districts';

/** spec §4 Delivery status, zh-TW. PICKUP_COMPLETE is shown like PICKUP (spec: "shown like pickup"). */
export const DELIVERY_STATUS_NAMES: Record<DeliveryStatus, string> = {
  0: '等待外送員',
  1: '外送員取餐中',
  2: '外送員取餐中',
  3: '外送中',
  4: '已送達',
  5: '外送已取消',
  6: '已退回店家',
};

/**
 * The store's step on the diner's order page (spec §4 order status): 等待店家接單, 製作中, 可取餐 (待送達 for 外送),
 * 已完成, or cancelled.
 */
export type StoreStep = 'waiting' | 'preparing' | 'ready' | 'completed' | 'cancelled';

/** A StoreStep, or `undelivered`: the courier brought the food back to the store (外送未完成). */
export type OrderProgressStep = StoreStep | 'undelivered';

const STEP_ORDER: readonly StoreStep[] = ['waiting', 'preparing', 'ready', 'completed'];

/**
 * The step a 外送 order's courier (spec §4 Delivery status) shows the store has at least reached:
 * 外送員取餐中 (PICKUP, and PICKUP_COMPLETE "shown like pickup") means the courier is at the store for food
 * the store is making; 外送中 (DROPOFF) that the store handed it over; 已送達 (DELIVERED) that the order is done.
 */
const COURIER_FLOOR: Partial<Record<DeliveryStatus, StoreStep>> = {
  [DeliveryStatus.PICKUP]: 'preparing',
  [DeliveryStatus.PICKUP_COMPLETE]: 'preparing',
  [DeliveryStatus.DROPOFF]: 'ready',
  [DeliveryStatus.DELIVERED]: 'completed',
};

/**
 * The one progress a diner reads on a 外送 order's page, the store's step beside the courier's status
 * (spec §4: order status and Delivery status), so the two never contradict (「外送員取餐中」 beside
 * 「等待店家接單」). Both come from different hands: the store presses 接單 / 可取餐 on its board, the platform
 * reports the courier, and a store often makes the food from the printed ticket without pressing anything.
 * The courier is the later step of one journey, so where the courier is tells how far the store got: the
 * store step is raised to what the courier's status implies (COURIER_FLOOR), never lowered. Hiding the courier
 * until the store accepts would instead withhold what the platform says, and a diner who sees the courier
 * coming for the food understands 製作中 beside it. Food brought back (RETURNED) has left the kitchen and will
 * not arrive: `undelivered` (外送未完成，店家會與您聯絡), unless the store already completed or cancelled it.
 * A cancelled or completed order stays so; a called-off courier (CANCELED) or one not yet moving (PENDING,
 * or none: `deliveryStatus` null) changes nothing.
 */
export function progressBesideCourier(
  step: StoreStep,
  deliveryStatus: number | null | undefined,
): OrderProgressStep {
  if (step === 'cancelled' || step === 'completed' || deliveryStatus == null) return step;
  if (deliveryStatus === DeliveryStatus.RETURNED) return 'undelivered';
  const floor = COURIER_FLOOR[deliveryStatus as DeliveryStatus];
  if (!floor) return step;
  return STEP_ORDER.indexOf(floor) > STEP_ORDER.indexOf(step) ? floor : step;
}

/** spec §3 Delivery providers. */
export const DeliveryProvider = { DEFAULT: 0, UBER_DIRECT: 1, PANDAGO: 2 } as const;
export type DeliveryProvider = (typeof DeliveryProvider)[keyof typeof DeliveryProvider];

/** spec §4: who cancelled a delivery, store 1 or platform 2. */
export const CancelParty = { STORE: 1, PLATFORM: 2 } as const;
export type CancelParty = (typeof CancelParty)[keyof typeof CancelParty];

export const CANCEL_PARTY_NAMES: Record<CancelParty, string> = { 1: '店家', 2: '外送平台' };

/** One of the 17 cancellation reasons of spec §4. */
export interface DeliveryCancelReason {
  /** 1–17, in the spec's order. */
  code: number;
  /** The platform's wire name (pandago cancellation reasons, PROVIDERS.md §7). */
  key: string;
  /** zh-TW text shown on the order page and in history. */
  text: string;
  party: CancelParty;
}

const S = CancelParty.STORE;
const P = CancelParty.PLATFORM;

/**
 * spec §4's 17 reasons, numbered 1–17 in the spec's order. The party: pandago lets the store cancel with
 * DELIVERY_ETA_TOO_LONG, MISTAKE_ERROR or REASON_UNKNOWN only (PROVIDERS.md §7 DELETE /orders/{id}), so those
 * three are the store's; every other reason is reported by the platform (its courier, area or hours).
 */
export const DELIVERY_CANCEL_REASONS: readonly DeliveryCancelReason[] = [
  { code: 1, key: 'ADDRESS_INCOMPLETE_MISSTATED', text: '地址不完整或錯誤', party: P },
  { code: 2, key: 'BAD_WEATHER', text: '天候不佳', party: P },
  { code: 3, key: 'CLOSED', text: '店家已打烊', party: P },
  { code: 4, key: 'COURIER_ACCIDENT', text: '外送員發生意外', party: P },
  { code: 5, key: 'COURIER_UNREACHABLE', text: '無法聯絡外送員', party: P },
  { code: 6, key: 'DELIVERY_ETA_TOO_LONG', text: '預計送達時間過長', party: S },
  { code: 7, key: 'FOOD_QUALITY_SPILLAGE', text: '餐點品質不佳或灑出', party: P },
  { code: 8, key: 'LATE_DELIVERY', text: '外送延遲', party: P },
  { code: 9, key: 'MISTAKE_ERROR', text: '訂單有誤', party: S },
  { code: 10, key: 'NO_COURIER', text: '目前沒有外送員', party: P },
  { code: 11, key: 'OUTSIDE_DELIVERY_AREA', text: '超出外送範圍', party: P },
  { code: 12, key: 'OUTSIDE_SERVICE_HOURS', text: '非外送服務時間', party: P },
  { code: 13, key: 'REASON_UNKNOWN', text: '原因不明', party: S },
  { code: 14, key: 'TECHNICAL_PROBLEM', text: '系統技術問題', party: P },
  { code: 15, key: 'UNABLE_TO_FIND', text: '找不到收件地址或收件人', party: P },
  { code: 16, key: 'UNABLE_TO_PAY', text: '收件人無法付款', party: P },
  { code: 17, key: 'WRONG_ORDER_ITEMS_DELIVERED', text: '送達的餐點有誤', party: P },
];

/** The reason of a code (1–17) or key (case-insensitive), or undefined. */
export function findCancelReason(codeOrKey: string | number): DeliveryCancelReason | undefined {
  const text = String(codeOrKey).trim();
  if (/^\d{1,2}$/.test(text)) return DELIVERY_CANCEL_REASONS.find((r) => r.code === Number(text));
  const key = text.toUpperCase();
  return DELIVERY_CANCEL_REASONS.find((r) => r.key === key);
}

/** What a courier (or the platform) reports: the events that move a delivery (spec §4; `npm run courier`). */
export const DELIVERY_EVENTS = ['pickup', 'dropoff', 'delivered', 'cancel'] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

/** The zip table's districts per city, built on first use (every 外送 check and order asks). */
let districtsByCity: Map<string, Set<string>> | undefined;

/** True when `district` is a district of `city` in the Chunghwa Post zip table. */
export function isDistrictOf(city: string, district: string): boolean {
  districtsByCity ??= new Map(
    Object.entries(TW_DISTRICTS).map(([c, rows]) => [c, new Set(rows.split(',').map((row) => row.slice(4)))]),
  );
  return districtsByCity.get(city)?.has(district) ?? false;
}

/** A city as typed with 台 where the zip table writes 臺 (台北市 → 臺北市). */
const officialCity = (city: string) => city.replace(/^台/, '臺');

/** POST /api/orders/quote (spec §7): a delivery fee for an address, before check_order. */
export const ZDeliveryQuoteRequest = z
  .strictObject({
    identifier: zText().trim().min(1).max(FIELD_LIMITS.identifier).describe('Store identifier'),
    city: zTrimmedText(FIELD_LIMITS.placeName)
      .min(1, '請選擇縣市')
      .transform(officialCity)
      .describe('縣市 (zip table)'),
    district: zTrimmedText(FIELD_LIMITS.placeName)
      .min(1, '請選擇區域')
      .describe('區域 of that city (zip table)'),
    address: zTrimmedText(FIELD_LIMITS.address).min(1, '請填寫外送地址').describe('Street address'),
    floor: zTrimmedText(FIELD_LIMITS.floor).default('').describe('Floor, room'),
    total: z.number().min(0).max(1_000_000).describe('Order total in TWD, before the delivery fee'),
  })
  .superRefine((v, ctx) => {
    if (!Object.hasOwn(TW_DISTRICTS, v.city)) {
      ctx.addIssue({ code: 'custom', message: '縣市不在郵遞區號表內', path: ['city'] });
    } else if (!isDistrictOf(v.city, v.district)) {
      ctx.addIssue({ code: 'custom', message: `${v.city}沒有「${v.district}」這個區域`, path: ['district'] });
    }
  });
export type DeliveryQuoteRequest = z.infer<typeof ZDeliveryQuoteRequest>;

export const ZDeliveryQuoteResponse = z.object({
  quote_id: zText().describe('Pass to check_order and order as quote_id'),
  fee: z.number().int().min(0).describe('Delivery fee in whole TWD'),
  eta_minutes: z.number().int().min(0).describe('Minutes from now to the door'),
  expires_at: z.number().int().describe('Epoch seconds; after this the quote is refused'),
});
export type DeliveryQuoteResponse = z.infer<typeof ZDeliveryQuoteResponse>;

/** GET /api/orders/{orderId}/delivery: where an order's delivery is (spec §4 Delivery status). */
export const ZOrderDeliveryResponse = z.object({
  status: z.number().int().describe('spec §4 Delivery status 0–6'),
  status_name: zText(),
  provider: z
    .number()
    .int()
    .describe('spec §3 Delivery provider: DEFAULT 0 (sandbox), UBER_DIRECT 1, PANDAGO 2'),
  fee: z.number().int().describe('TWD'),
  eta_minutes: z.number().int(),
  tracking_url: zText().nullable(),
  cancel_reason: z.number().int().nullable().describe('1–17 (spec §4)'),
  cancel_reason_text: zText().nullable(),
  cancel_party: z.number().int().nullable().describe('1 store, 2 platform'),
  cancel_party_name: zText().nullable(),
  updated_at: z.number().int().describe('Epoch seconds'),
});
export type OrderDeliveryResponse = z.infer<typeof ZOrderDeliveryResponse>;

/**
 * POST /api/orders/{orderId}/pairing (spec §7; spec §4 "Pairing failure yields paired false"): whether a courier
 * is booked for the 外送 order, and its delivery as GET /api/orders/{orderId}/delivery shows it.
 */
export const ZPairingResponse = z.object({
  paired: z
    .boolean()
    .describe('true: a courier is booked (delivery not called off); false: none (the store arranges it)'),
  delivery: ZOrderDeliveryResponse.nullable().describe('null when no courier could be booked'),
});
export type PairingResponse = z.infer<typeof ZPairingResponse>;
