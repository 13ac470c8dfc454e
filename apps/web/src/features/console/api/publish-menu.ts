/**
 * POST /api/console/stores/{sid}/menu/publish (發布; owners only): the saved draft at `revision` becomes the
 * live menu as a new menu_version.
 * @throws ApiError forbidden (403) | menu_draft_conflict (409) | menu_draft_outdated (409) | validation_error (400)
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
