/**
 * POST /api/console/stores/{sid}/staff (新增員工, owners only): gives an account (phone or e-mail) a role at
 * the store; the answer carries the one-time password link when the account has no password yet.
 * @throws ApiError validation_error (400, zh-TW message) | forbidden (403, a staff role) | staff_exists (409,
 *   already at this store) | unauthorized (401) | store_not_found (404)
 */
import { type AddStaffRequest, type AddStaffResponse, consoleApiPaths } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function addStoreStaff(sid: string, body: AddStaffRequest): Promise<AddStaffResponse> {
  return api<AddStaffResponse>(consoleApiPaths.staff(sid), { method: 'POST', body, session: false });
}
