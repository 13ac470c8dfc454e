/**
 * GET /api/console/stores/{sid}/staff_audit (owners only): the store's staff audit log, newest first, a page
 * at a time (before = next_before of the previous page).
 * @throws ApiError forbidden (403) | unauthorized (401) | store_not_found (404)
 */
import { consoleApiPaths, type StaffAuditResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** Query key of a store's staff audit log (an infinite query; under ['console'], cleared at logout). */
export const staffAuditKey = (sid: string) => ['console', 'staff-audit', sid] as const;

export function getStaffAudit(
  sid: string,
  before?: number,
  signal?: AbortSignal,
): Promise<StaffAuditResponse> {
  return api<StaffAuditResponse>(consoleApiPaths.staffAudit(sid, before), { signal, session: false });
}
