/**
 * Store console calls (issue #14). `session: false`: a 401 here is the console session, never the member's,
 * so the member session-expiry handler stays out of it; the screens send staff to /console/login instead.
 */
import {
  type BoardOrder,
  type BoardResponse,
  CONSOLE_API_ROUTES,
  consoleApiPaths,
  type OrderAction,
  type StaffLoginRequest,
  type StaffMeResponse,
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

/** GET the store's board. @throws ApiError unauthorized (401) | store_not_found (404) */
export function getBoard(sid: string, signal?: AbortSignal): Promise<BoardResponse> {
  return api<BoardResponse>(consoleApiPaths.board(sid), { signal, session: false });
}

/** POST one transition: accept (estimate_minutes), ready, complete, cancel (reason). */
export function actOnOrder(
  sid: string,
  orderId: string,
  action: OrderAction,
  body?: { estimate_minutes?: number; reason?: string },
): Promise<BoardOrder> {
  return api<BoardOrder>(consoleApiPaths.action(sid, orderId, action), {
    method: 'POST',
    body: body ?? {},
    session: false,
  });
}
