/**
 * GET /api/console/stores/{sid}/today (今日營業): order count, revenue by payment type and the
 * average preparation time (接單 → 可取餐) of the store's Taipei business day; and the CSV export's URL.
 */
import { type StoreDayResponse, storeDayApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** Query key of a store's figures (under ['console'], cleared at logout). */
export const storeDayKey = (sid: string) => ['console', 'today', sid] as const;

/**
 * Today's figures.
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404)
 */
export function getStoreDay(sid: string, signal?: AbortSignal): Promise<StoreDayResponse> {
  return api<StoreDayResponse>(storeDayApiPaths.today(sid), { signal, session: false });
}

/**
 * The URL of the CSV of business days `from`..`to` (YYYY-MM-DD, inclusive): a plain link downloads it with
 * the console cookie. The server answers 400 for a range over 92 days, and refuses another store's staff
 * (403) as every console call.
 */
export function ordersCsvUrl(sid: string, from: string, to: string): string {
  return storeDayApiPaths.ordersCsv(sid, from, to);
}
