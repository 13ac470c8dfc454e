/**
 * DELETE /api/console/stores/{sid}/menu/draft (捨棄草稿): the live menu stays; answers it as a draft.
 * @throws ApiError unauthorized (401) | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) | store_not_found (404)
 */
import { type MenuDraftResponse, menuEditApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function discardMenuDraft(sid: string): Promise<MenuDraftResponse> {
  return api<MenuDraftResponse>(menuEditApiPaths.draft(sid), { method: 'DELETE', session: false });
}
