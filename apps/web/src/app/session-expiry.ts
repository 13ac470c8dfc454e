/**
 * spec §4 Session, §8 "Token expired / invalid token": what happens when the API refuses a session (401).
 * Installed by main.tsx as the api client's session-failure handler and loaded on the first 401 only, so it
 * costs the first page nothing.
 *
 * - token_expired / invalid_token, or `unauthorized` while this browser thinks it is logged in (the cookie is
 *   gone, e.g. revoked or expired with its session), is a lost session.
 * - With a stored uid the session is renewed once with POST /api/user/login {uid} (ADR 008) and the call is
 *   retried. Concurrent failures share that one attempt.
 * - Otherwise: local logout (auth, member data, register step, cart) plus the server logout to drop the
 *   cookie, and /stores/login?redirect=<current path and query>, where 「登入已逾時，請重新登入」 is shown
 *   (user store `sessionExpired`, until the next login).
 * - A visitor (nothing stored) whose browser still sends a stale session cookie: the cookie is dropped and
 *   the call retried as a visitor, without a redirect.
 */

import { userKeys } from '../api/query-keys';
import { login } from '../features/member/api/login';
import { logout } from '../features/member/api/logout';
import { clearUserLocally } from '../features/member/utils/local-logout';
import type { ApiError, SessionFailureOutcome } from '../lib/api-client';
import { paths } from '../lib/paths';
import { useGlobal } from '../stores/global-store';
import { useUser } from '../stores/user-store';
import { queryClient } from './providers';
import { appRouter } from './router';

const SESSION_CODES: ReadonlySet<string> = new Set(['token_expired', 'invalid_token']);

let pending: Promise<SessionFailureOutcome> | null = null;

/**
 * Handles a 401 from the API (see the file comment). @returns 'retry' after a renewed session (the caller repeats
 * its call), 'ignore' when the 401 is not a lost session, 'handled' after logging out and going to login.
 */
export function handleSessionFailure(error: ApiError): Promise<SessionFailureOutcome> {
  const hadSession = useUser.getState().expireTime !== null;
  const lost = SESSION_CODES.has(error.code) || (hadSession && error.code === 'unauthorized');
  if (!lost) return Promise.resolve('ignore');
  pending ??= recover(hadSession).finally(() => {
    pending = null;
  });
  return pending;
}

async function recover(hadSession: boolean): Promise<SessionFailureOutcome> {
  if (!hadSession) {
    // A visitor with a stale cookie: drop it and carry on as a visitor.
    await logout().catch(() => undefined);
    return 'retry';
  }
  const uid = useUser.getState().uid;
  if (uid) {
    try {
      const renewed = await login({ uid, identifier: useGlobal.getState().identifier });
      useUser.getState().setAuth(renewed.auth, renewed.user);
      return 'retry';
    } catch {
      // Not renewable (revoked, or expired too long ago): log out below.
    }
  }
  await expire();
  return 'handled';
}

/**
 * Logs out locally, says why, and sends the member to login with a way back (spec §4 Session). Resolves
 * once the login screen is shown, so the screen that made the call never renders its failure.
 */
async function expire(): Promise<void> {
  const here = `${window.location.pathname}${window.location.search}`;
  // Cleared before navigating: the login route's redirectIfLogged must see a visitor.
  clearUserLocally();
  useUser.setState({ sessionExpired: true });
  void logout().catch(() => undefined);
  if (window.location.pathname !== paths.login()) {
    await appRouter().navigate(paths.login(here), { replace: true });
  }
  // After leaving the member screen: removing its query earlier would make it fetch again.
  queryClient.removeQueries({ queryKey: userKeys.all() });
}
