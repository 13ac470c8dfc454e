/**
 * Starts the member server cart sync (spec §4 "Cart" synced to the server if logged in; spec §6 only when
 * logged in). This file is all the menu and cart routes carry: the sync itself
 * (model/server-cart-sync.ts, wired in model/app-server-cart-sync.ts) is a dynamic import made only for a
 * logged-in member, so visitors never download it and never call the cart API.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeKeys } from '../../../api/query-keys';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import type { CartSyncBinding } from '../model/server-cart-sync';

type CartSyncModule = typeof import('../model/app-server-cart-sync');

let loading: Promise<CartSyncModule> | null = null;
/** Loads the sync module once (a failed load may be retried by the next call). */
function loadCartSync(): Promise<CartSyncModule> {
  loading ??= import('../model/app-server-cart-sync').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Binds the logged-in member's sync (created on first use after login) to `binding`; nothing for a visitor. */
function bind(queryClient: QueryClient, binding: CartSyncBinding): void {
  loadCartSync()
    .then((m) => m.serverCartSyncFor(queryClient)?.bind(binding))
    .catch((error: unknown) => console.warn('cart sync', error));
}

/**
 * Right after a successful login or registration: merges the local cart with the member's server cart at
 * the known store `sid`, wherever the member lands. Nothing without a store.
 * @param queryClient the app's client (the cart calls run as its scoped mutations).
 */
export function syncCartAfterLogin(queryClient: QueryClient, sid: string | null | undefined): void {
  if (!sid) return;
  bind(queryClient, { sid });
}

/**
 * Keeps the cart of store `sid` in sync with the server while a member is logged in and the menu at
 * `menuVersion` is on screen (nothing until it is loaded). Mount it after the cart binding, which first
 * prices the local lines on the new menu (spec §4, docs/decisions/029). Logging out disposes the sync by itself.
 */
export function useServerCartSync(sid: string, menuVersion: number | undefined): void {
  const loggedIn = useUser((s) => isLoggedIn(s));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn || menuVersion === undefined) return;
    bind(queryClient, {
      sid,
      menuVersion,
      // spec §4 "Menu fetch": the existing menu-changed handling (refetch; the binding prices the cart on it).
      onMenuChanged: () => void queryClient.invalidateQueries({ queryKey: storeKeys.menu(sid) }),
    });
  }, [loggedIn, sid, menuVersion, queryClient]);
}
