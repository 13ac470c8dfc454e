/**
 * PUT /api/console/stores/{sid}/options/sold_out: an option, e.g. 加料 › 珍珠, sold out (true) or
 * available again (false) on every entree of the store.
 */
import { type OptionSoldOutRequest, storeDayApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/**
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404) | not_found (404)
 *   for an option the store does not have
 */
export function setOptionSoldOut(sid: string, body: OptionSoldOutRequest): Promise<unknown> {
  return api(storeDayApiPaths.optionSoldOut(sid), { method: 'PUT', body, session: false });
}
