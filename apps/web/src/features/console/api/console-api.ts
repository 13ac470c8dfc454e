/**
 * Store console calls (DESIGN.md "store staff are not members"). `session: false`: a 401 here is the console
 * session, never the member's, so the member session-expiry handler stays out of it; the screens send staff to
 * /console/login instead.
 *
 * Every call on /api/console/stores/{sid}/… (here and in the other files of this folder) is refused, before
 * anything else, with unauthorized (401) without a console session, store_not_found (404) for an unknown store
 * and forbidden (403, "您沒有這家店的後台權限，請以這家店的帳號登入") for a store the staff member does not work
 * at. Each rejects as an ApiError carrying the API's zh-TW message, which the screens show as it is.
 */
import {
  type BoardColumn,
  type BoardList,
  type BoardResponse,
  CONSOLE_API_ROUTES,
  type ConsoleMenuResponse,
  type ConsoleOrder,
  consoleApiPaths,
  type OrderAction,
  type OrderSearchQuery,
  type OrderSearchResponse,
  type StaffLoginRequest,
  type StaffMeResponse,
  type StoreCreditDepositRequest,
  type StoreCreditDepositResponse,
} from '@iding/domain';
import { api } from '../../../lib/api-client';

/** POST /api/console/login. @throws ApiError staff_login_failed (401) | rate_limited (429) */
export function loginStaff(body: StaffLoginRequest): Promise<StaffMeResponse> {
  return api<StaffMeResponse>(CONSOLE_API_ROUTES.login, { method: 'POST', body, session: false });
}

/** POST /api/console/logout. */
export function logoutStaff(): Promise<unknown> {
  return api(CONSOLE_API_ROUTES.logout, { method: 'POST', session: false });
}

/** GET /api/console/me. @throws ApiError unauthorized (401) without a console session */
export function getStaffMe(signal?: AbortSignal): Promise<StaffMeResponse> {
  return api<StaffMeResponse>(CONSOLE_API_ROUTES.me, { signal, session: false });
}

/** `?order_type=N` for a board read of one order type, or nothing for all types. */
function orderTypeQuery(orderType: number | undefined, sep: '?' | '&' = '?'): string {
  return orderType === undefined ? '' : `${sep}order_type=${orderType}`;
}

/**
 * GET the store's board: each column's first page, its true count and where its next page starts; of one order
 * type only (spec §3: 0 外帶, 1 內用, 2 外送, 3 宅配) when `orderType` is given, counts included.
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404)
 */
export function getBoard(sid: string, orderType?: number, signal?: AbortSignal): Promise<BoardResponse> {
  return api<BoardResponse>(`${consoleApiPaths.board(sid)}${orderTypeQuery(orderType)}`, {
    signal,
    session: false,
  });
}

/**
 * GET 搜尋訂單: the store's orders whose number is `q`, whose phone ends with it or whose name contains it (open
 * ones of any day, completed and cancelled ones of the last 7 business days), newest first.
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) |
 *   store_not_found (404) | validation_error (400: 請輸入單號、電話末碼或姓名, …)
 */
export function searchOrders(
  sid: string,
  query: OrderSearchQuery,
  signal?: AbortSignal,
): Promise<OrderSearchResponse> {
  const params = new URLSearchParams({ q: query.q });
  if (query.order_type !== undefined) params.set('order_type', String(query.order_type));
  if (query.stage) params.set('stage', query.stage);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  return api<OrderSearchResponse>(`${consoleApiPaths.orderSearch(sid)}?${params}`, {
    signal,
    session: false,
  });
}

/**
 * GET a page of one board column (載入更多): the orders after order `after` in the column's order, or its first
 * page without it; of one order type only when `orderType` is given (the board's filter).
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404) |
 *   validation_error (400: 找不到分頁位置，請重新整理看板)
 */
export function getBoardColumn(
  sid: string,
  stage: BoardList,
  after: string | undefined,
  orderType?: number,
  signal?: AbortSignal,
): Promise<BoardColumn> {
  const query = after
    ? `?after=${encodeURIComponent(after)}${orderTypeQuery(orderType, '&')}`
    : orderTypeQuery(orderType);
  return api<BoardColumn>(`${consoleApiPaths.boardColumn(sid, stage)}${query}`, { signal, session: false });
}

/**
 * POST one transition: accept (estimate_minutes), ready, complete, cancel (reason).
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404) |
 *   order_not_found (404) | order_transition_invalid (409) | validation_error (400)
 */
export function actOnOrder(
  sid: string,
  orderId: string,
  action: OrderAction,
  body?: { estimate_minutes?: number; reason?: string },
): Promise<ConsoleOrder> {
  return api<ConsoleOrder>(consoleApiPaths.action(sid, orderId, action), {
    method: 'POST',
    body: body ?? {},
    session: false,
  });
}

/**
 * GET the store's entrees with their sold-out flag.
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404)
 */
export function getConsoleMenu(sid: string, signal?: AbortSignal): Promise<ConsoleMenuResponse> {
  return api<ConsoleMenuResponse>(consoleApiPaths.menu(sid), { signal, session: false });
}

/**
 * PUT an entree sold out (true) or available again (false).
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404) | not_found (404)
 */
export function setSoldOut(sid: string, entreeId: string, soldOut: boolean): Promise<unknown> {
  return api(consoleApiPaths.soldOut(sid, entreeId), {
    method: 'PUT',
    body: { sold_out: soldOut },
    session: false,
  });
}

/**
 * PUT online ordering open or closed (owners only).
 * @throws ApiError unauthorized (401) | forbidden (403: another store's staff, or 只有店家負責人可以變更這項設定
 *   for a staff role) | store_not_found (404)
 */
export function setCanOrder(sid: string, canOrder: boolean): Promise<{ can_order: boolean }> {
  return api(consoleApiPaths.canOrder(sid), { method: 'PUT', body: { can_order: canOrder }, session: false });
}

/**
 * POST a top-up the member paid at the counter (儲值; spec §3 STORE_CREDIT_DEPOSIT 1002). The answer names the
 * member masked (王○明). The same request_id again answers the first top-up and adds nothing.
 * @throws ApiError validation_error (400) | unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) |
 *   store_not_found (404) | member_not_found (404) | store_credit_limit (422)
 */
export function depositStoreCredit(
  sid: string,
  body: StoreCreditDepositRequest,
): Promise<StoreCreditDepositResponse> {
  return api<StoreCreditDepositResponse>(consoleApiPaths.storeCredits(sid), {
    method: 'POST',
    body,
    session: false,
  });
}

/**
 * 確認收款 of a 轉帳 order (docs/features.md "轉帳"): payment_status PAID_FULL.
 * @throws ApiError payment_method_mismatch (422), order_not_payable (409, paid or cancelled), order_not_found.
 */
export function confirmTransfer(sid: string, orderId: string): Promise<ConsoleOrder> {
  return api<ConsoleOrder>(consoleApiPaths.confirmTransfer(sid, orderId), {
    method: 'POST',
    body: {},
    session: false,
  });
}
