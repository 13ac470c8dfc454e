/**
 * GET /api/console/stores/{sid}/orders/{orderId}: one order of the store with everything the diner chose
 * (ConsoleOrder, the board card's order in full), for the order detail.
 */
import { type ConsoleOrder, consoleApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/**
 * The order as the store sees it.
 * @throws ApiError unauthorized (401) | forbidden (403, a store the staff member does not work at) |
 *   store_not_found (404) | order_not_found (404: another store's, unknown or not yet paid online)
 */
export function getConsoleOrder(sid: string, orderId: string, signal?: AbortSignal): Promise<ConsoleOrder> {
  return api<ConsoleOrder>(consoleApiPaths.order(sid, orderId), { signal, session: false });
}
