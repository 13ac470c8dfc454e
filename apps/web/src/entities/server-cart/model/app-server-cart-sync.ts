/**
 * The app's server cart sync (spec §4 Cart): createServerCartSync wired to the real endpoints,
 * the cart and user stores, the snackbar and sessionStorage. One sync per login: created when a logged-in
 * member first needs it, disposed when the member logs out (the user store says so), then created afresh on
 * the next login. Loaded lazily by hooks/use-server-cart-sync.ts, only for a logged-in member (spec §6).
 */
import type { QueryClient } from '@tanstack/react-query';
import { showApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCart } from '../../../stores/cart-store';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import { getServerCart } from '../api/get-server-cart';
import { saveServerCart } from '../api/save-server-cart';
import { createServerCartSync, type ServerCartSync } from './server-cart-sync';

let current: ServerCartSync | null = null;

function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The sync of the member logged in now, created and started on first use after a login; null for a visitor.
 * @param queryClient the app's client: the cart calls run as its mutations (scope 'server-cart').
 */
export function serverCartSyncFor(queryClient: QueryClient): ServerCartSync | null {
  if (!isLoggedIn(useUser.getState())) return null;
  if (current && !current.disposed) return current;
  const sync = createServerCartSync({
    queryClient,
    api: { getServerCart: (sid) => getServerCart(sid), saveServerCart },
    cartStore: useCart,
    session: {
      isLoggedIn: () => isLoggedIn(useUser.getState()),
      onLogout: (listener) =>
        useUser.subscribe((state) => {
          if (!isLoggedIn(state)) listener();
        }),
    },
    messages: {
      info: (message, options) => notify.info(message, options),
      error: (message, options) => notify.error(message, options),
      apiError: showApiError,
      t: (key) => i18n.t(key),
    },
    reloadGuard: sessionStorageOrNull(),
    reload: () => window.location.reload(),
    onDispose: () => {
      if (current === sync) current = null;
    },
  });
  current = sync;
  sync.start();
  return sync;
}
