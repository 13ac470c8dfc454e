/**
 * PUT /api/console/stores/{sid}/settings (owners only): saves the settings page.
 * @throws ApiError validation_error (400, zh-TW message) | unauthorized (401) | forbidden (403: another
 *   store's staff, or a staff role) | store_not_found (404) | custom_item_invalid (422)
 */
import { consoleApiPaths, type StoreSettings, type StoreSettingsRequest } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function saveStoreSettings(sid: string, body: StoreSettingsRequest): Promise<StoreSettings> {
  return api<StoreSettings>(consoleApiPaths.settings(sid), { method: 'PUT', body, session: false });
}
