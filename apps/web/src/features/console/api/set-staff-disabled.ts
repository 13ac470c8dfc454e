/**
 * PUT /api/console/stores/{sid}/staff/{staffId}/disabled (owners only): disables the member at the store
 * (their sessions end at once) or enables them.
 * @throws ApiError staff_change_refused (422: the last enabled owner, or oneself) | staff_not_found (404) |
 *   forbidden (403) | unauthorized (401)
 */
import { consoleApiPaths, type StoreStaffMember } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function setStaffDisabled(sid: string, staffId: number, disabled: boolean): Promise<StoreStaffMember> {
  return api<StoreStaffMember>(consoleApiPaths.staffDisabled(sid, staffId), {
    method: 'PUT',
    body: { disabled },
    session: false,
  });
}
