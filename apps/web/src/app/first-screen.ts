/**
 * The first screen renders once, complete (ADR 019). On the page a diner lands on, the router
 * waits for the route's code and for the GETs its first render makes before anything renders: main.tsx
 * renders only when the router is ready, so the diner's first paint is the whole page (no skeleton that the
 * data then replaces, no second layout of the page) and the phone's start-up work is done by the time the
 * page shows, instead of blocking the first taps after it.
 *
 * The GETs are packages/domain FIRST_SCREEN_GETS, the ones the server hints with `<link rel="preload"
 * as="fetch">` (apps/api/src/plugins/web-head.ts), so waiting for them costs no extra round trip: the answers
 * are downloading beside the scripts already (first-screen.test.ts holds each loader to that list). Later
 * navigations do not wait: the page shows at once with its skeleton and the progress bar (spec §2), as before.
 * A failed or slow GET never holds the page back for long: the wait ends after FIRST_DATA_WAIT_MS and the page
 * then shows its own loading or error state.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { inventoryQueryOptions } from '../api/get-inventory';
import { menuQueryOptions } from '../api/get-menu';
import { storeInfoQueryOptions } from '../api/get-store-info';
import { storesQueryOptions } from '../api/get-stores';
import { queryClient } from './providers';

/** The longest the first render waits for its data (ms): the page then shows its skeleton (ADR 019). */
export const FIRST_DATA_WAIT_MS = 1000;

let landing = true;

/** Called once the first screen has rendered: from then on, the loaders below return at once. */
export function firstScreenShown(): void {
  landing = false;
}

/**
 * Resolves once every fetch has settled (or FIRST_DATA_WAIT_MS has passed). prefetchQuery never throws: a
 * failed GET is left in the cache as an error for the page to show (and to retry on mount).
 */
function settle(fetches: Promise<unknown>[]): Promise<null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
  });
  return Promise.race([Promise.all(fetches), timeout]).then(() => {
    clearTimeout(timer);
    return null;
  });
}

/**
 * A route loader that waits, on the landing page only, for the GETs `fetches(args)` starts. A URL with a
 * query asks for other data than the server hinted (filters, search), so it does not wait for any.
 */
function firstScreen(fetches: (sid: string) => Promise<unknown>[]) {
  return ({ params, request }: LoaderFunctionArgs): Promise<null> | null => {
    if (!landing || new URL(request.url).search) return null;
    return settle(fetches(params.sid ?? ''));
  };
}

/** Loaders of the landing pages ADR 009 measures: the store list, a store's page and its menu. */
export const firstScreenLoaders = {
  /** /stores (spec §2): GET /api/stores, unfiltered. */
  stores: firstScreen(() => [queryClient.prefetchQuery(storesQueryOptions())]),
  /** /store/{sid} (spec §2): the store's info. */
  store: firstScreen((sid) => [queryClient.prefetchQuery(storeInfoQueryOptions(sid))]),
  /** /stores/{sid}/menu (spec §4 Menu fetch): store info, menu (check then menu) and sold-out items. */
  menu: firstScreen((sid) => [
    queryClient.prefetchQuery(storeInfoQueryOptions(sid)),
    queryClient.prefetchQuery(menuQueryOptions(sid)),
    queryClient.prefetchQuery(inventoryQueryOptions(sid)),
  ]),
};

/** Loaders above run on the landing only: no later navigation or search change asks them again. */
export const neverRevalidate = () => false;
