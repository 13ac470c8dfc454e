/**
 * The store console: staff accounts, the live order board and its transitions. The spec describes the
 * diner's app only; the store side is ours (docs/spec-map.md "Beyond the spec"), built on spec §4 Order
 * status (SUBMITTED 1, READY 2, COMPLETED 3, CANCELLED 4).
 *
 * Acceptance is not a status of its own: an accepted order stays SUBMITTED (1) with `accepted_at` and
 * `estimate_minutes` set, shown to the diner as 製作中.
 */
import { z } from 'zod';
import { ZConsoleOrder } from './console-order';
import { OrderStatus } from './enums';
import { ZSidParams } from './params';
import { zText } from './text';

/** A staff member's role at a store. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The board's view of an order's stage: new (not accepted), preparing (accepted), ready, completed, cancelled. */
export type BoardStage = 'new' | 'preparing' | 'ready' | 'completed' | 'cancelled';

/** The stage of an order from its spec §4 status and whether the store accepted it. */
export function boardStage(order: { status: number; accepted_at: number | null }): BoardStage {
  switch (order.status) {
    case OrderStatus.READY:
      return 'ready';
    case OrderStatus.COMPLETED:
      return 'completed';
    case OrderStatus.CANCELLED:
      return 'cancelled';
    default:
      return order.accepted_at === null ? 'new' : 'preparing';
  }
}

/** A store action on an order (one endpoint each). */
export const ORDER_ACTIONS = ['accept', 'ready', 'complete', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The legality matrix: which action each stage allows.
 * - accept: only a new order (accepting twice would move the diner's estimate).
 * - ready: a new or accepted order (a store may skip 接單 for a quick drink).
 * - complete: a ready order, or an accepted one handed over at once.
 * - cancel: anything not yet completed or cancelled.
 */
export const ORDER_TRANSITIONS: Record<BoardStage, readonly OrderAction[]> = {
  new: ['accept', 'ready', 'cancel'],
  preparing: ['ready', 'complete', 'cancel'],
  ready: ['complete', 'cancel'],
  completed: [],
  cancelled: [],
};

/** True when `action` is allowed on an order at `stage` (ORDER_TRANSITIONS). */
export function canTransition(stage: BoardStage, action: OrderAction): boolean {
  return ORDER_TRANSITIONS[stage].includes(action);
}

/** The spec §4 status an action leaves the order in. */
export const ACTION_STATUS: Record<OrderAction, OrderStatus> = {
  accept: OrderStatus.SUBMITTED,
  ready: OrderStatus.READY,
  complete: OrderStatus.COMPLETED,
  cancel: OrderStatus.CANCELLED,
};

/** Estimated preparation minutes a store may give when accepting (1–240). */
export const ESTIMATE_MINUTES = { min: 1, max: 240 } as const;

/** POST /api/console/login: phone (09…) or e-mail, and password. */
export const ZStaffLoginRequest = z.strictObject({
  account: zText().trim().min(1, '請輸入帳號').max(254).describe('Phone (0912345678) or e-mail'),
  password: zText().min(1, '請輸入密碼').max(128),
});
export type StaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

/** A store a staff member works at. */
export const ZStaffStore = z.object({
  identifier: zText().describe('The store identifier (spec §3), the {sid} of console URLs'),
  name: zText(),
  brand_name: zText(),
  role: z.enum(STAFF_ROLES),
  can_order: z.boolean().describe('spec §3: online ordering open (owners switch it)'),
});

/**
 * Wrong passwords for the staff member's own account in the last `period_hours` hours, once there are at
 * least a few (DESIGN.md "Security and integrity": strangers' guesses never lock an account, its holder is
 * told instead). The console shows it as a banner.
 */
export const ZStaffLoginAlert = z.object({
  failed_attempts: z.number().int().describe('Wrong passwords for this account in the period'),
  addresses: z.number().int().describe('How many client addresses they came from'),
  period_hours: z.number().int().describe('The period: the hours before now (24)'),
});
export type StaffLoginAlert = z.infer<typeof ZStaffLoginAlert>;

/** GET /api/console/me and the login response: the staff member, their stores and any login alert. */
export const ZStaffMeResponse = z.object({
  id: z.number().int(),
  name: zText(),
  stores: z.array(ZStaffStore),
  login_alert: ZStaffLoginAlert.nullable().describe(
    'Wrong passwords for this account from anywhere in the last day, or null when there were only a few',
  ),
});
export type StaffMeResponse = z.infer<typeof ZStaffMeResponse>;

/**
 * The board's lists as the API gives them: 預約 (`scheduled`: open orders due after the store's lead time,
 * domain ZBoardSettings) and one per stage (BoardStage). The board shows new to completed; 預約 and
 * cancelled have views of their own.
 */
export const BOARD_STAGES = ['scheduled', 'new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
/** One of BOARD_STAGES: a board list. An order's own stage (BoardStage) is never `scheduled`. */
export type BoardList = (typeof BOARD_STAGES)[number];

/** Orders per column page: the board's first page and each 載入更多 (query `limit`). */
export const BOARD_PAGE_SIZE = { default: 20, max: 100 } as const;

const LIMIT_MESSAGE = `每頁筆數須為 1–${BOARD_PAGE_SIZE.max} 的整數`;
const zPageLimit = z.coerce
  .number({ message: LIMIT_MESSAGE })
  .int(LIMIT_MESSAGE)
  .min(1, LIMIT_MESSAGE)
  .max(BOARD_PAGE_SIZE.max, LIMIT_MESSAGE)
  .optional()
  .describe(`Orders per column page, 1–${BOARD_PAGE_SIZE.max} (default ${BOARD_PAGE_SIZE.default})`);

/**
 * One column of the board: a page of its orders in the column's order, its true size and where the next page
 * starts. The column's order (a new order is never pushed out by old ones):
 * - scheduled: soonest due first (target_time);
 * - new: newest first (created_at), so a new order is always at the top;
 * - preparing, ready: soonest due first (target_time), orders due before today (Asia/Taipei) after today's;
 * - completed: most recently completed first; cancelled: newest first.
 * scheduled, new, preparing and ready hold every open order of any day (預約 those due after the store's lead
 * time, 盡快 orders never); completed and cancelled today's orders only.
 */
export const ZBoardColumn = z.object({
  orders: z.array(ZConsoleOrder).describe("A page of the column's orders, in the column's order"),
  count: z
    .number()
    .int()
    .describe('Every order in the column now, counted by the database (not only those of this page)'),
  next_after: zText()
    .nullable()
    .describe(
      'The id of the last order of this page when more follow: GET …/board/{stage}?after= it for the next ' +
        'page; null when this page ends the column',
    ),
});
export type BoardColumn = z.infer<typeof ZBoardColumn>;

/** The order types the board and the order search filter on (spec §3 order types: 外帶 0, 內用 1, 外送 2, 宅配 3). */
export const BOARD_ORDER_TYPES = [0, 1, 2, 3] as const;

const ORDER_TYPE_MESSAGE = '訂單類型須為 0（外帶）、1（內用）、2（外送）或 3（宅配）';
const zOrderTypeFilter = z.coerce
  .number({ message: ORDER_TYPE_MESSAGE })
  .int(ORDER_TYPE_MESSAGE)
  .min(0, ORDER_TYPE_MESSAGE)
  .max(3, ORDER_TYPE_MESSAGE)
  .optional()
  .describe(
    'Only orders of this type (spec §3: 0 外帶, 1 內用, 2 外送, 3 宅配), counts included; absent = all',
  );

/** GET /api/console/stores/{sid}/orders query. */
export const ZBoardQuery = z.strictObject({ limit: zPageLimit, order_type: zOrderTypeFilter });

/** GET /api/console/stores/{sid}/board/{stage} path. */
export const ZBoardColumnParams = ZSidParams.extend({
  stage: z.enum(BOARD_STAGES, {
    message: '看板欄位須為 scheduled、new、preparing、ready、completed 或 cancelled',
  }),
});

/** GET /api/console/stores/{sid}/board/{stage} query: the page after order `after` (keyset paging). */
export const ZBoardColumnQuery = z.strictObject({
  after: z
    .uuid({ message: '分頁位置格式錯誤，請重新整理看板' })
    .optional()
    .describe("next_after of the previous page (an order id); absent for the column's first page"),
  limit: zPageLimit,
  order_type: zOrderTypeFilter,
});

/** An order's own stages (BoardStage), as the order search filters on them. */
export const ORDER_STAGES = [
  'new',
  'preparing',
  'ready',
  'completed',
  'cancelled',
] as const satisfies readonly BoardStage[];

/** Business days the order search reaches back for completed and cancelled orders: today and the 6 before. */
export const ORDER_SEARCH_DAYS = 7;

/** What the order search answers at most (query `limit`). */
export const ORDER_SEARCH_LIMIT = { default: 20, max: 100 } as const;

/** The length of a search text, after trimming. */
export const ORDER_SEARCH_TEXT = { min: 1, max: 30 } as const;

/** The fewest trailing digits of a phone the search matches (電話末碼). */
export const PHONE_SUFFIX_MIN_DIGITS = 3;

const SEARCH_LIMIT_MESSAGE = `筆數須為 1–${ORDER_SEARCH_LIMIT.max} 的整數`;

/**
 * GET /api/console/stores/{sid}/orders/search query (the board's 搜尋訂單): `q` is an order number (exactly,
 * 「521」 or 「#521」), the last digits of the contact phone (at least PHONE_SUFFIX_MIN_DIGITS) or part of the
 * contact name; `order_type` and `stage` narrow it.
 */
export const ZOrderSearchQuery = z.strictObject({
  q: zText()
    .trim()
    .min(ORDER_SEARCH_TEXT.min, '請輸入單號、電話末碼或姓名')
    .max(ORDER_SEARCH_TEXT.max, `搜尋文字最多 ${ORDER_SEARCH_TEXT.max} 字`)
    .describe(
      `Order number (exact, a leading # allowed), the contact phone's last ${PHONE_SUFFIX_MIN_DIGITS}+ digits, ` +
        `or part of the contact name (any case); ${ORDER_SEARCH_TEXT.min}–${ORDER_SEARCH_TEXT.max} characters, trimmed`,
    ),
  order_type: zOrderTypeFilter,
  stage: z
    .enum(ORDER_STAGES, { message: '訂單狀態須為 new、preparing、ready、completed 或 cancelled' })
    .optional()
    .describe(
      "Only orders at this stage (the order's own stage: a 預約 order is new or preparing); absent = all",
    ),
  limit: z.coerce
    .number({ message: SEARCH_LIMIT_MESSAGE })
    .int(SEARCH_LIMIT_MESSAGE)
    .min(1, SEARCH_LIMIT_MESSAGE)
    .max(ORDER_SEARCH_LIMIT.max, SEARCH_LIMIT_MESSAGE)
    .optional()
    .describe(`Orders at most, 1–${ORDER_SEARCH_LIMIT.max} (default ${ORDER_SEARCH_LIMIT.default})`),
});
export type OrderSearchQuery = z.infer<typeof ZOrderSearchQuery>;

/** GET /api/console/stores/{sid}/orders/search: the orders found, newest first. */
export const ZOrderSearchResponse = z.object({
  orders: z.array(ZConsoleOrder).describe('The orders found, newest first (created_at), at most `limit`'),
});
export type OrderSearchResponse = z.infer<typeof ZOrderSearchResponse>;

/**
 * GET /api/console/stores/{sid}/orders: the board. Each column's first page and true count, plus the last
 * event id to follow from.
 */
export const ZBoardResponse = z.object({
  columns: z
    .object({
      scheduled: ZBoardColumn.describe(
        '預約: open orders (SUBMITTED 1, not 盡快) due more than board.scheduled_lead_minutes from now, ' +
          'soonest first; they join new or preparing that many minutes before they are due',
      ),
      new: ZBoardColumn.describe('新訂單: not yet accepted'),
      preparing: ZBoardColumn.describe('製作中: accepted (status SUBMITTED 1 with accepted_at)'),
      ready: ZBoardColumn.describe('可取餐: READY 2'),
      completed: ZBoardColumn.describe("已完成: today's COMPLETED 3"),
      cancelled: ZBoardColumn.describe("Today's CANCELLED 4"),
    })
    .describe('Every column, each with its first page and true count (ZBoardColumn)'),
  last_event_id: z.number().int().describe('Send as Last-Event-ID to /events to miss nothing after this'),
});
export type BoardResponse = z.infer<typeof ZBoardResponse>;

/** POST …/accept body: estimated minutes until ready. */
export const ZAcceptOrderRequest = z.strictObject({
  estimate_minutes: z
    .number()
    .int('預估時間須為整數分鐘')
    .min(ESTIMATE_MINUTES.min, `預估時間須為 ${ESTIMATE_MINUTES.min}–${ESTIMATE_MINUTES.max} 分鐘`)
    .max(ESTIMATE_MINUTES.max, `預估時間須為 ${ESTIMATE_MINUTES.min}–${ESTIMATE_MINUTES.max} 分鐘`),
});

/**
 * The reasons the console offers when the store cancels (the diner is told the chosen words, with the
 * store's own note after them); 其他 needs the note.
 */
export const STORE_CANCEL_REASONS = ['品項售完', '店家忙碌', '即將打烊', '其他'] as const;
export type StoreCancelReason = (typeof STORE_CANCEL_REASONS)[number];

/** Longest reason a store may give (characters), and the longest note beside a preset within it. */
export const STORE_CANCEL_REASON_MAX = 200;
export const STORE_CANCEL_NOTE_MAX = STORE_CANCEL_REASON_MAX - 10;

/**
 * The reason sent for a preset and a note: 「品項售完：珍珠用完了」, the preset alone without a note, the note
 * alone for 其他.
 */
export function storeCancelReasonText(preset: StoreCancelReason, note: string): string {
  const text = note.trim();
  if (preset === '其他') return text;
  return text ? `${preset}：${text}` : preset;
}

/** POST …/cancel body: the reason the diner is told. */
export const ZStoreCancelRequest = z.strictObject({
  reason: zText()
    .trim()
    .min(1, '請填寫取消原因')
    .max(STORE_CANCEL_REASON_MAX, `取消原因最多 ${STORE_CANCEL_REASON_MAX} 字`),
});

/** A live event of an order (SSE `data`, JSON): what changed, and the order's state after it. */
export const ZOrderLiveEvent = z.object({
  id: z.number().int().describe('Event id (the SSE id)'),
  order_id: zText(),
  kind: z
    .enum(['created', 'edited', 'accept', 'ready', 'complete', 'cancel', 'delivery', 'paid'])
    .describe(
      'created: reached the store; edited: the diner changed it; delivery: its 外送 courier moved (spec §4 ' +
        'Delivery status; read the order for it); paid: the store confirmed its 轉帳 (確認收款); the rest: ' +
        'store actions or a cancel',
    ),
  status: z.number().int(),
  accepted_at: z.number().nullable(),
  estimate_minutes: z.number().int().nullable(),
});
export type OrderLiveEvent = z.infer<typeof ZOrderLiveEvent>;

/** GET /api/console/stores/{sid}/menu: the store's entrees with their sold-out flag, in menu order. */
export const ZConsoleMenuResponse = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: zText(),
      entrees: z.array(z.object({ id: zText(), name: zText(), sold_out: z.boolean() })),
    }),
  ),
});
export type ConsoleMenuResponse = z.infer<typeof ZConsoleMenuResponse>;

/** PUT …/entrees/{entreeId}/sold_out body. */
export const ZSoldOutRequest = z.strictObject({ sold_out: z.boolean() });
export const ZSoldOutResponse = z.object({ id: zText(), sold_out: z.boolean() });

/** PUT …/can_order body (owners only). */
export const ZCanOrderRequest = z.strictObject({ can_order: z.boolean() });
