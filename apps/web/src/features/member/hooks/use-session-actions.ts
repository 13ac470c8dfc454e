/**
 * Login and logout as the screens use them (spec §4 Session, Logout; spec §2 redirects after login).
 */
import type { LoginResponse } from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { userKeys } from '../../../api/query-keys';
import { syncCartAfterLogin } from '../../../entities/server-cart/hooks/use-server-cart-sync';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../stores/user-store';
import { logout } from '../api/logout';
import { afterLoginPath, knownStore, storeOrList } from '../utils/guards';
import { clearUserLocally } from '../utils/local-logout';

/**
 * Stores a login / registration answer, merges the local cart with the member's server cart at the known
 * store and goes to `redirect` (if safe), else the store menu, else /stores.
 */
export function useCompleteLogin(redirectTo: string | null, sid?: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (answer: LoginResponse, message?: string) => {
    queryClient.removeQueries({ queryKey: userKeys.all() });
    useUser.getState().setAuth(answer.auth, answer.user);
    syncCartAfterLogin(queryClient, knownStore(sid));
    if (message) notify.success(message);
    void navigate(afterLoginPath(redirectTo, sid), { replace: true });
  };
}

/**
 * spec §4 Logout: POST /api/user/logout, then clear auth, member data and the register step and (by
 * default) the local cart; the member lands on the store menu or /stores.
 */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (opts: { clearCart?: boolean } = {}) => {
    setBusy(true);
    // The server refuses only without a session (401); neither that nor a network failure keeps the member
    // logged in here.
    await logout().catch(() => undefined);
    // Leave the member screen first (its query would refetch if removed while it is shown), then forget.
    await navigate(storeOrList(), { replace: true });
    clearUserLocally(opts);
    queryClient.removeQueries({ queryKey: userKeys.all() });
    notify.success(t('member.home.loggedOut'), { duration: 2000 });
    setBusy(false);
  };
  return { logout: run, busy };
}
