/**
 * POST /api/console/stores/{sid}/staff/{staffId}/sign_out (owners only): ends every session of the member's
 * account (a lost tablet).
 * @throws ApiError staff_not_found (404) | forbidden (403) | unauthorized (401)
 */
import { consoleApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** @returns how many sessions were live. */
export function signOutStaff(sid: string, staffId: number): Promise<{ signed_out: number }> {
  return api<{ signed_out: number }>(consoleApiPaths.staffSignOut(sid, staffId), {
    method: 'POST',
    session: false,
  });
}
