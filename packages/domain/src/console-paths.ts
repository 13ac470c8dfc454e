/**
 * Store console URLs: the console's web routes and API endpoints, and their builders. Kept apart
 * from console.ts, whose zod contracts run at module load: the web router reads CONSOLE_ROUTES at start, and
 * importing them from there would put those schemas (and zod) in every page's first download.
 */
import type { BoardList, OrderAction } from './console';

/** Console screens (web) and endpoints (API); docs/features.md "Store console". */
export const CONSOLE_ROUTES = {
  /** The staff member's stores (one: its board; signed out: login). */
  home: '/console',
  login: '/console/login',
  orders: '/console/:sid/orders',
  /** 預約: open orders due after the store's lead time, soonest first. */
  scheduled: '/console/:sid/scheduled',
  /** One order with everything the diner chose (the board card's 詳細). */
  order: '/console/:sid/orders/:orderId',
  /** The order's ticket for a receipt printer (58 or 80 mm). */
  ticket: '/console/:sid/orders/:orderId/ticket',
  menu: '/console/:sid/menu',
  settings: '/console/:sid/settings',
  /** 儲值: record a member's top-up paid at the counter. */
  storeCredit: '/console/:sid/store_credit',
  /** 員工: the store's staff, their roles and the audit log (owners only). */
  staff: '/console/:sid/staff',
  /** A staff member sets their password from their one-time link (#token=…). */
  setPassword: '/console/set-password',
} as const;

export const CONSOLE_API_ROUTES = {
  login: '/api/console/login',
  logout: '/api/console/logout',
  me: '/api/console/me',
  board: '/api/console/stores/:sid/orders',
  /** One column of the board, a page at a time (載入更多). */
  boardColumn: '/api/console/stores/:sid/board/:stage',
  /** 搜尋訂單: by number, phone's last digits or name (a static segment, matched before :orderId). */
  orderSearch: '/api/console/stores/:sid/orders/search',
  order: '/api/console/stores/:sid/orders/:orderId',
  events: '/api/console/stores/:sid/events',
  action: '/api/console/stores/:sid/orders/:orderId/:action',
  /** 確認收款: the store confirms a 轉帳 order was paid (docs/features.md "轉帳"). */
  confirmTransfer: '/api/console/stores/:sid/orders/:orderId/confirm_transfer',
  menu: '/api/console/stores/:sid/menu',
  soldOut: '/api/console/stores/:sid/entrees/:entreeId/sold_out',
  canOrder: '/api/console/stores/:sid/can_order',
  /** Store settings and busy mode. */
  settings: '/api/console/stores/:sid/settings',
  busyMode: '/api/console/stores/:sid/busy_mode',
  storeCredits: '/api/console/stores/:sid/store_credits',
  /** 員工 (owners only): list and add; one member's role, disabled, sessions and link; the audit log. */
  staff: '/api/console/stores/:sid/staff',
  staffMember: '/api/console/stores/:sid/staff/:staffId',
  staffRole: '/api/console/stores/:sid/staff/:staffId/role',
  staffDisabled: '/api/console/stores/:sid/staff/:staffId/disabled',
  staffSignOut: '/api/console/stores/:sid/staff/:staffId/sign_out',
  staffPasswordLink: '/api/console/stores/:sid/staff/:staffId/password_link',
  staffAudit: '/api/console/stores/:sid/staff_audit',
  /** A staff member sets their password with the token of a one-time link (no session). */
  setPassword: '/api/console/password',
  /** POST: a manual points adjustment (spec §3 MANUAL_ADJUST 48; owners only). */
  points: '/api/console/stores/:sid/points',
  /** The diner's live order (owner-checked like GET /api/orders/{orderId}). */
  orderEvents: '/api/orders/:orderId/events',
  /** The logged-in member's orders, live (order history). */
  memberOrderEvents: '/api/orders/events',
} as const;

const enc = encodeURIComponent;
export const consoleApiPaths = {
  board: (sid: string) => `/api/console/stores/${enc(sid)}/orders`,
  boardColumn: (sid: string, stage: BoardList) => `/api/console/stores/${enc(sid)}/board/${stage}`,
  orderSearch: (sid: string) => `/api/console/stores/${enc(sid)}/orders/search`,
  order: (sid: string, orderId: string) => `/api/console/stores/${enc(sid)}/orders/${enc(orderId)}`,
  events: (sid: string) => `/api/console/stores/${enc(sid)}/events`,
  action: (sid: string, orderId: string, action: OrderAction) =>
    `/api/console/stores/${enc(sid)}/orders/${enc(orderId)}/${action}`,
  confirmTransfer: (sid: string, orderId: string) =>
    `/api/console/stores/${enc(sid)}/orders/${enc(orderId)}/confirm_transfer`,
  orderEvents: (orderId: string) => `/api/orders/${enc(orderId)}/events`,
  memberOrderEvents: () => '/api/orders/events',
  menu: (sid: string) => `/api/console/stores/${enc(sid)}/menu`,
  soldOut: (sid: string, entreeId: string) =>
    `/api/console/stores/${enc(sid)}/entrees/${enc(entreeId)}/sold_out`,
  canOrder: (sid: string) => `/api/console/stores/${enc(sid)}/can_order`,
  settings: (sid: string) => `/api/console/stores/${enc(sid)}/settings`,
  busyMode: (sid: string) => `/api/console/stores/${enc(sid)}/busy_mode`,
  storeCredits: (sid: string) => `/api/console/stores/${enc(sid)}/store_credits`,
  staff: (sid: string) => `/api/console/stores/${enc(sid)}/staff`,
  staffMember: (sid: string, staffId: number) => `/api/console/stores/${enc(sid)}/staff/${staffId}`,
  staffRole: (sid: string, staffId: number) => `/api/console/stores/${enc(sid)}/staff/${staffId}/role`,
  staffDisabled: (sid: string, staffId: number) =>
    `/api/console/stores/${enc(sid)}/staff/${staffId}/disabled`,
  staffSignOut: (sid: string, staffId: number) => `/api/console/stores/${enc(sid)}/staff/${staffId}/sign_out`,
  staffPasswordLink: (sid: string, staffId: number) =>
    `/api/console/stores/${enc(sid)}/staff/${staffId}/password_link`,
  staffAudit: (sid: string, before?: number) =>
    `/api/console/stores/${enc(sid)}/staff_audit${before === undefined ? '' : `?before=${before}`}`,
  setPassword: () => CONSOLE_API_ROUTES.setPassword,
  points: (sid: string) => `/api/console/stores/${enc(sid)}/points`,
};
export const consolePaths = {
  home: () => CONSOLE_ROUTES.home,
  login: () => CONSOLE_ROUTES.login,
  orders: (sid: string) => `/console/${enc(sid)}/orders`,
  scheduled: (sid: string) => `/console/${enc(sid)}/scheduled`,
  order: (sid: string, orderId: string) => `/console/${enc(sid)}/orders/${enc(orderId)}`,
  ticket: (sid: string, orderId: string, print = false) =>
    `/console/${enc(sid)}/orders/${enc(orderId)}/ticket${print ? '?print=1' : ''}`,
  menu: (sid: string) => `/console/${enc(sid)}/menu`,
  settings: (sid: string) => `/console/${enc(sid)}/settings`,
  storeCredit: (sid: string) => `/console/${enc(sid)}/store_credit`,
  staff: (sid: string) => `/console/${enc(sid)}/staff`,
  /** The one-time link's page: the token in the fragment, which no request (or server log) carries. */
  setPassword: (token: string) => `${CONSOLE_ROUTES.setPassword}#token=${enc(token)}`,
};

/**
 * The GETs the first render of the console's board (/console/{sid}/orders) makes: the staff member, the
 * board and the store's settings (its minutes). The server preloads them in the page's <head>
 * (apps/api/src/plugins/web-head.ts), as FIRST_SCREEN_GETS for the diner's landing pages: without the hint
 * they start only once the board's scripts have run (docs/benchmarks.md, console).
 */
export const CONSOLE_FIRST_SCREEN_GETS = {
  board: (sid: string): string[] => [
    CONSOLE_API_ROUTES.me,
    consoleApiPaths.board(sid),
    consoleApiPaths.settings(sid),
  ],
};
