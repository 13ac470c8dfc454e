/**
 * GET /api/console/stores/{sid}/settings: the store's settings and busy mode.
 * @throws ApiError unauthorized (401) without a console session | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) |
 *   store_not_found (404)
 */
import { consoleApiPaths, type StoreSettings } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function getStoreSettings(sid: string, signal?: AbortSignal): Promise<StoreSettings> {
  return api<StoreSettings>(consoleApiPaths.settings(sid), { signal, session: false });
}
