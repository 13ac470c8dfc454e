/**
 * POST /api/console/stores/{sid}/staff/{staffId}/password_link (owners only): a new one-time link for a
 * member who has not set a password yet (their earlier links stop working).
 * @throws ApiError staff_change_refused (422: the account has a password) | staff_not_found (404) |
 *   forbidden (403) | unauthorized (401)
 */
import { consoleApiPaths, type StaffPasswordLink } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function issuePasswordLink(sid: string, staffId: number): Promise<StaffPasswordLink> {
  return api<StaffPasswordLink>(consoleApiPaths.staffPasswordLink(sid, staffId), {
    method: 'POST',
    session: false,
  });
}
