/**
 * Starts the member server cart sync (spec §4 "Cart" synced to the server if logged in; spec §6 only when
 * logged in; issue #3 §3). This file is all the menu and cart routes carry: the sync itself
 * (entities/server-cart/model/server-cart-sync.ts) is a dynamic import made only for a logged-in member, so visitors
 * never download it and never call the cart API.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryKey } from '../../../api/get-menu';
import { isLoggedIn, useUser } from '../../../stores/user-store';

type CartSync = typeof import('../model/server-cart-sync');

let loading: Promise<CartSync> | null = null;
/** Loads the sync module once (a failed load may be retried by the next call). */
function loadCartSync(): Promise<CartSync> {
  loading ??= import('../model/server-cart-sync').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Right after a successful login or registration: merges the local cart with the member's server cart at
 * the known store `sid` (issue #3 §3), wherever the member lands. Nothing without a store.
 */
export function syncCartAfterLogin(sid: string | null | undefined): void {
  if (!sid) return;
  loadCartSync()
    .then((sync) => sync.bindServerCart({ sid }))
    .catch((error: unknown) => console.warn('cart sync', error));
}

/**
 * Keeps the cart of store `sid` in sync with the server while a member is logged in and the menu at
 * `menuVersion` is on screen (nothing until it is loaded). Mount it after the cart binding, which first
 * clears a stale local cart (spec §4). Logging out stops the sync by itself.
 */
export function useServerCartSync(sid: string, menuVersion: number | undefined): void {
  const loggedIn = useUser((s) => isLoggedIn(s));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn || menuVersion === undefined) return;
    loadCartSync()
      .then((sync) =>
        sync.bindServerCart({
          sid,
          menuVersion,
          // spec §4 "Menu fetch": the existing menu-changed handling (refetch, binding clears a stale cart).
          onMenuChanged: () => void queryClient.invalidateQueries({ queryKey: menuQueryKey(sid) }),
        }),
      )
      .catch((error: unknown) => console.warn('cart sync', error));
  }, [loggedIn, sid, menuVersion, queryClient]);
}
