/** GET /api/console/stores/{sid}/options (品項供應): options by group and name with their flag. */
import { type OptionStockResponse, storeDayApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** Query key of a store's option switches (under ['console'], cleared at logout). */
export const optionStockKey = (sid: string) => ['console', 'options', sid] as const;

/**
 * The store's options.
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404)
 */
export function getOptionStock(sid: string, signal?: AbortSignal): Promise<OptionStockResponse> {
  return api<OptionStockResponse>(storeDayApiPaths.options(sid), { signal, session: false });
}
