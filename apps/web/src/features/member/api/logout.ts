/** POST /api/user/logout — ends the session and clears the cookie; 401 without a session (spec §4). */
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /api/user/logout (spec §4 Logout): ends the server session and clears its cookie. */
export function logout(): Promise<unknown> {
  return api(apiPaths.userLogout(), { method: 'POST', session: false });
}
