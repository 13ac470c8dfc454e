/**
 * PUT /api/console/stores/{sid}/store_images (owners only): the store's logo and cover, each an
 * uploaded image's URL (/images/{id}), an https URL, or null.
 * @throws ApiError validation_error (400) | unauthorized (401) | forbidden (403: another store's staff, or a
 *   staff role) | store_not_found (404)
 */
import { imageApiPaths, type StoreImages } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function saveStoreImages(sid: string, body: StoreImages): Promise<StoreImages> {
  return api<StoreImages>(imageApiPaths.storeImages(sid), { method: 'PUT', body, session: false });
}
