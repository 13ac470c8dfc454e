/**
 * POST /api/console/stores/{sid}/menu/publish (發布; owners only): the saved draft at `revision` becomes the
 * live menu as a new menu_version.
 * @throws ApiError validation_error (400) | unauthorized (401) | forbidden (403: another store's staff, or a
 *   staff role: only the owner publishes) | store_not_found (404) | menu_draft_conflict (409) |
 *   menu_draft_outdated (409)
 */
import { type MenuPublishResponse, menuEditApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function publishMenu(sid: string, revision: number): Promise<MenuPublishResponse> {
  return api<MenuPublishResponse>(menuEditApiPaths.publish(sid), {
    method: 'POST',
    body: { revision },
    session: false,
  });
}
