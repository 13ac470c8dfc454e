/**
 * PUT /api/console/stores/{sid}/menu/draft (儲存草稿): saves the whole draft from `revision` (0 = first save).
 * @throws ApiError validation_error (400, zh-TW message) | unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) |
 *   store_not_found (404) | menu_draft_conflict (409: someone saved since)
 */
import { type MenuDraftResponse, type MenuDraftSaveRequest, menuEditApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function saveMenuDraft(sid: string, body: MenuDraftSaveRequest): Promise<MenuDraftResponse> {
  return api<MenuDraftResponse>(menuEditApiPaths.draft(sid), { method: 'PUT', body, session: false });
}
