/**
 * GET /api/console/stores/{sid}/staff (員工, owners only; docs/features.md "Staff and roles"): the store's
 * staff with their roles, owners first.
 * @throws ApiError unauthorized (401) | forbidden (403: 只有店家負責人可以變更這項設定, a staff role; or a
 *   store the staff member does not work at) | store_not_found (404)
 */
import { consoleApiPaths, type StoreStaffResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';

/** Query key of a store's staff (under ['console'], cleared at logout). */
export const storeStaffKey = (sid: string) => ['console', 'staff', sid] as const;

export function getStoreStaff(sid: string, signal?: AbortSignal): Promise<StoreStaffResponse> {
  return api<StoreStaffResponse>(consoleApiPaths.staff(sid), { signal, session: false });
}
