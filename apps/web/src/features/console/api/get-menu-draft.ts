/**
 * GET /api/console/stores/{sid}/menu/draft (ADR 017 menu editing): the saved draft, or the live menu as one
 * (revision 0), with what publishing it would change.
 * @throws ApiError unauthorized (401) without a console session | forbidden (403: 您沒有這家店的後台權限…, a store the staff member does not work at) |
 *   store_not_found (404)
 */
import { type MenuDraftResponse, menuEditApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function getMenuDraft(sid: string, signal?: AbortSignal): Promise<MenuDraftResponse> {
  return api<MenuDraftResponse>(menuEditApiPaths.draft(sid), { signal, session: false });
}
