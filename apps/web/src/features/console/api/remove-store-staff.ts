/**
 * DELETE /api/console/stores/{sid}/staff/{staffId} (owners only): takes the member off the store.
 * @throws ApiError staff_change_refused (422: the last enabled owner, or oneself) | staff_not_found (404) |
 *   forbidden (403) | unauthorized (401)
 */
import { consoleApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function removeStoreStaff(sid: string, staffId: number): Promise<unknown> {
  return api(consoleApiPaths.staffMember(sid, staffId), { method: 'DELETE', session: false });
}
