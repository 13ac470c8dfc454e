/**
 * Route guards of spec §2, as loaders of the lazy member routes (they run when a route is entered, like the
 * spec's route middleware, and never pull the user store into the first page's JS):
 * - redirectIfLogged (login, register, forgot password): a logged-in member goes to the store menu, or
 *   /stores when no store is known;
 * - redirectIfNotLogin (member pages): a visitor goes to /stores/login?redirect=<current path and query>.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../../lib/paths';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useGlobal } from '../../../stores/global-store';
import { isLoggedIn, useUser } from '../../../stores/user-store';

/** The store the diner is ordering from: the route's sid (e.g. /stores/{sid}/login), else the global one. */
export function knownStore(sid?: string | null): string | null {
  return sid || useGlobal.getState().identifier || null;
}

/** spec §2: the store menu when a store is known, else the stores list. */
export function storeOrList(sid?: string | null): string {
  const store = knownStore(sid);
  return store ? paths.menu(store) : paths.stores();
}

const AUTH_SCREENS = [paths.login(), paths.register(), paths.forgetPassword()];

/**
 * Where to go after login or registration (spec §2): the `redirect` query when it is a same-site path
 * (lib/safe-redirect; never back to a login screen), else the store menu, else /stores.
 */
export function afterLoginPath(redirectTo: string | null, sid?: string | null): string {
  const fallback = storeOrList(sid);
  const target = safeRedirect(redirectTo, fallback);
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (AUTH_SCREENS.includes(pathname) || /^\/stores\/[^/]+\/login$/.test(pathname)) return fallback;
  return target;
}

/** spec §2 redirectIfLogged: a logged-in member goes to the store menu (params.sid) or /stores. */
export function redirectIfLogged({ params }: LoaderFunctionArgs) {
  if (isLoggedIn(useUser.getState())) throw redirect(storeOrList(params.sid));
  return null;
}

/** spec §2 redirectIfNotLogin: a visitor goes to /stores/login?redirect=<this path and query>. */
export function redirectIfNotLogin({ request }: LoaderFunctionArgs) {
  if (!isLoggedIn(useUser.getState())) {
    const url = new URL(request.url);
    throw redirect(paths.login(`${url.pathname}${url.search}`));
  }
  return null;
}
