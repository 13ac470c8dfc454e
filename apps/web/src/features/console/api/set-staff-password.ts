/**
 * POST /api/console/password: a staff member sets their password with the token of their one-time link (no
 * session).
 * @throws ApiError validation_error (400: too short) | password_link_invalid (422: unknown, used or expired) |
 *   rate_limited (429)
 */
import { consoleApiPaths, type SetStaffPasswordRequest, type SetStaffPasswordResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';

export function setStaffPassword(body: SetStaffPasswordRequest): Promise<SetStaffPasswordResponse> {
  return api<SetStaffPasswordResponse>(consoleApiPaths.setPassword(), {
    method: 'POST',
    body,
    session: false,
  });
}
