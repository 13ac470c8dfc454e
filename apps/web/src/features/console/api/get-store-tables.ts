/** GET /api/console/stores/{sid}/tables (桌位): tables 1..table_limit and today's open 內用 orders. */
import { type StoreTablesResponse, storeDayApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** Query key of a store's table list (under ['console'], cleared at logout). */
export const storeTablesKey = (sid: string) => ['console', 'tables', sid] as const;

/**
 * The table list.
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404)
 */
export function getStoreTables(sid: string, signal?: AbortSignal): Promise<StoreTablesResponse> {
  return api<StoreTablesResponse>(storeDayApiPaths.tables(sid), { signal, session: false });
}
