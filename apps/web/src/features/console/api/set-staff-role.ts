/**
 * PUT /api/console/stores/{sid}/staff/{staffId}/role (owners only): owner or staff at the store.
 * @throws ApiError staff_change_refused (422: the last enabled owner, or oneself) | staff_not_found (404) |
 *   forbidden (403) | unauthorized (401)
 */
import { consoleApiPaths, type StaffRole, type StoreStaffMember } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function setStaffRole(sid: string, staffId: number, role: StaffRole): Promise<StoreStaffMember> {
  return api<StoreStaffMember>(consoleApiPaths.staffRole(sid, staffId), {
    method: 'PUT',
    body: { role },
    session: false,
  });
}
