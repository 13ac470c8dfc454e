/**
 * Points (點數; spec §3 point_rule and Points ledger events, §6 "Points redemption only for logged-in users",
 * §7 GET /api/user/points, §9 page size 30 and unit 點): the ledger's events, the member's history and the
 * console's manual adjustment. Points are whole numbers; the store names their unit (point_rule PMName).
 */
import { z } from 'zod';
import { FIELD_LIMITS } from './limits';
import { ZPaginationLinks } from './member-orders';
import { VALIDATION_MESSAGES } from './rules/validators';
import { zText } from './text';

/**
 * spec §3 Points ledger events. This product writes NEW_ORDER_GAIN when the store completes an order,
 * CANCEL_ORDER_GAIN when a completed order is later cancelled or refunded, and MANUAL_ADJUST from the
 * console; the others (edits and redeeming points at order time) are kept for the order flow's later steps.
 */
export const PointEvent = {
  NEW_ORDER_GAIN: 40,
  MODIFY_ORDER_GAIN: 41,
  MODIFY_ORDER_GAIN_REVERT: 42,
  CANCEL_ORDER_GAIN: 43,
  NEW_ORDER_REDEEM: 44,
  MODIFY_ORDER_REDEEM: 45,
  MODIFY_ORDER_REDEEM_REVERT: 46,
  CANCEL_ORDER_REDEEM: 47,
  MANUAL_ADJUST: 48,
} as const;
export type PointEvent = (typeof PointEvent)[keyof typeof PointEvent];

/** zh-TW names of the ledger events (spec §3 Points ledger events), as the member's list shows them. */
export const POINT_EVENT_NAMES: Record<number, string> = {
  [PointEvent.NEW_ORDER_GAIN]: '訂單獲得',
  [PointEvent.MODIFY_ORDER_GAIN]: '訂單修改獲得',
  [PointEvent.MODIFY_ORDER_GAIN_REVERT]: '訂單修改收回',
  [PointEvent.CANCEL_ORDER_GAIN]: '訂單取消收回',
  [PointEvent.NEW_ORDER_REDEEM]: '訂單折抵',
  [PointEvent.MODIFY_ORDER_REDEEM]: '訂單修改折抵',
  [PointEvent.MODIFY_ORDER_REDEEM_REVERT]: '訂單修改退回',
  [PointEvent.CANCEL_ORDER_REDEEM]: '訂單取消退回',
  [PointEvent.MANUAL_ADJUST]: '店家調整',
};

/** The most one manual adjustment may add or take, points (a typo guard). */
export const POINT_ADJUST_MAX = 100_000;
/** The most a member's balance at one store may hold, points. */
export const POINT_BALANCE_MAX = 10_000_000;
/** The longest reason of a manual adjustment, characters. */
export const POINT_REASON_MAX = 100;

/** spec §7 `GET /api/user/points?page&per_page=30[&identifier]` query. */
export const ZPointHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('1-based page'),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, '每頁最多 100 筆')
    .default(30)
    .describe('Movements a page, 1–100 (default 30, spec §9)'),
  identifier: zText().min(1).max(100).optional().describe('Only the movements at this store'),
});
export type PointHistoryQuery = z.infer<typeof ZPointHistoryQuery>;

/** One movement of the member's points (spec §3 Points ledger events). */
export const ZPointHistoryEntry = z.object({
  id: zText(),
  event: z.number().int().describe('spec §3: NEW_ORDER_GAIN 40, CANCEL_ORDER_GAIN 43, MANUAL_ADJUST 48, …'),
  event_name: zText().describe('zh-TW, e.g. 訂單獲得'),
  points: z.number().int().describe('Whole points: positive when earned or added, negative when taken'),
  balance: z.number().int().describe('The balance at that store after this movement, points'),
  unit: zText().describe("The store's unit for points (point_rule PMName, default 點)"),
  reason: zText().describe('The store\'s reason for a manual adjustment; "" for the others'),
  order_id: zText()
    .nullable()
    .describe('The order that earned or gave back the points; null for an adjustment'),
  identifier: zText().describe('Store identifier'),
  store_name: zText(),
  created_at: z.number().describe('Epoch seconds'),
});
export type PointHistoryEntry = z.infer<typeof ZPointHistoryEntry>;

/** The member's point movements, newest first, with pagination links (spec §3 "points list"). */
export const ZPointHistoryResponse = z.object({
  data: z.array(ZPointHistoryEntry),
  links: ZPaginationLinks,
});
export type PointHistoryResponse = z.infer<typeof ZPointHistoryResponse>;

/**
 * Console `POST /api/console/stores/{sid}/points` body: the store adds or takes points of a member by hand
 * (spec §3 MANUAL_ADJUST 48), with the reason the member sees in their history.
 */
export const ZPointAdjustRequest = z.strictObject({
  phone: zText()
    .min(1, VALIDATION_MESSAGES.required)
    .max(FIELD_LIMITS.phoneInput, VALIDATION_MESSAGES.max(FIELD_LIMITS.phoneInput))
    .describe("The member's mobile number as they say it, e.g. 0912345678"),
  country_code: z
    .string()
    .regex(/^\d{1,4}$/, '國碼格式錯誤')
    .default('886')
    .describe('Calling code without "+" (default 886)'),
  points: z
    .number({ error: '請輸入點數' })
    .int('點數須為整數')
    .min(-POINT_ADJUST_MAX, `單次最多扣除 ${POINT_ADJUST_MAX.toLocaleString('en-US')} 點`)
    .max(POINT_ADJUST_MAX, `單次最多增加 ${POINT_ADJUST_MAX.toLocaleString('en-US')} 點`)
    .refine((n) => n !== 0, '點數不可為 0')
    .describe(`Points to add (positive) or take (negative), 1–${POINT_ADJUST_MAX} either way`),
  reason: zText()
    .trim()
    .min(1, '請輸入調整原因')
    .max(POINT_REASON_MAX, VALIDATION_MESSAGES.max(POINT_REASON_MAX))
    .describe('Why (the member sees it in their history), e.g. 生日禮'),
  request_id: z
    .uuid('request_id 格式錯誤')
    .describe('A new id per adjustment from the console: a retried or double-clicked one is recorded once'),
});
export type PointAdjustRequest = z.input<typeof ZPointAdjustRequest>;

/** The recorded adjustment: who, how many points, and the balance after it. */
export const ZPointAdjustResponse = z.object({
  name: zText().describe("The member's name masked (王○明, maskName), never the full name"),
  phone: zText().describe('The number as shown to its owner, e.g. 0912345678'),
  points: z.number().int().describe('Points added (positive) or taken (negative)'),
  point: z.number().int().describe('The balance at this store after the adjustment, points'),
  reason: zText(),
  created_at: z.number().describe('Epoch seconds'),
});
export type PointAdjustResponse = z.infer<typeof ZPointAdjustResponse>;
