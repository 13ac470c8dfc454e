/**
 * POST /api/console/stores/{sid}/points — the owner adds or takes a member's points with a reason (spec §3
 * Points ledger events MANUAL_ADJUST 48). The answer names the member masked (王○明). The same request_id again
 * answers the first adjustment and changes nothing.
 */
import { consoleApiPaths, type PointAdjustRequest, type PointAdjustResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';

/**
 * @throws ApiError validation_error (400) | unauthorized (401) | forbidden (403: another store, or a staff
 *   role: only owners adjust) | store_not_found (404) | member_not_found (404) | points_insufficient (422: the
 *   balance would go below 0; the message shows it) | points_limit (422)
 */
export function adjustPoints(sid: string, body: PointAdjustRequest): Promise<PointAdjustResponse> {
  return api<PointAdjustResponse>(consoleApiPaths.points(sid), { method: 'POST', body, session: false });
}
