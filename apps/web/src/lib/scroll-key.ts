/**
 * Scroll positions per history entry (never lose what the diner did: back and reload return the
 * diner to where they were).
 *
 * react-router's <ScrollRestoration /> keys positions by `location.key`, but the first entry of every full
 * page load has the key "default", so without this a page opened in the same tab (a typed URL, a link from
 * LINE, the open-app fallback) was restored to the previous page's position. Here a "default" entry is keyed
 * by its path instead, so a reload or a back into it from another site returns to its own position, and a
 * fresh navigation to a URL starts at the top, as browsers do.
 *
 * A restored position is only reachable once the page is as tall as it was, so the menu lays every section out
 * at its real height when it arrives by a restore (restoresScroll), not at content-visibility's estimate.
 */
import { type Location, NavigationType } from 'react-router';

/** The part of react-router's data router this module reads: its location, and when it changes. */
interface LocationSource {
  state: { location: unknown };
  subscribe(listener: (state: { location: unknown }) => void): () => void;
}

/** sessionStorage key the positions live under (react-router's storageKey prop). */
export const SCROLL_STORAGE_KEY = 'iding-scroll-positions';

const FIRST_ENTRY_KEY = 'default';

/** The key one history entry's scroll position is saved under: its history key, or its path for a first entry. */
export function scrollKeyOf(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === FIRST_ENTRY_KEY ? `page:${location.pathname}${location.search}` : location.key;
}

/**
 * Forgets the saved position of the entry this document opened on when the browser opened it as a new
 * navigation (not a reload or back/forward), so that it starts at the top. Call before the router renders.
 * `navigationType` is the Navigation Timing type ('navigate' | 'reload' | 'back_forward' | 'prerender').
 */
export function forgetFreshEntry(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  location: Pick<Location, 'pathname' | 'search'>,
  navigationType: string | undefined,
): void {
  if (navigationType !== 'navigate') return;
  try {
    const saved = storage.getItem(SCROLL_STORAGE_KEY);
    if (!saved) return;
    const positions = JSON.parse(saved) as Record<string, number>;
    const key = scrollKeyOf({ key: FIRST_ENTRY_KEY, ...location });
    if (!(key in positions)) return;
    delete positions[key];
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage blocked or a damaged entry: the router then starts at the top anyway.
  }
}

/** Whether the app's first location restores a position, until the router leaves it (noteArrival). */
let arrival: { restores: boolean } | undefined;

/**
 * Notes whether the browser brought the diner back to the app's first location (a reload or back/forward
 * restores its position; a new navigation does not), until the router moves to another location. Call once,
 * with the router before it renders. `documentNavigationType` as in forgetFreshEntry.
 */
export function noteArrival(router: LocationSource, documentNavigationType: string | undefined) {
  const first = router.state.location;
  arrival = { restores: documentNavigationType === 'reload' || documentNavigationType === 'back_forward' };
  const stop = router.subscribe((state) => {
    if (state.location === first) return;
    arrival = undefined;
    stop();
  });
}

/**
 * Whether the page now rendering comes back to a saved position: the app's first location when the browser
 * reloaded it or came back to it, any later location reached by back/forward (history POP) within the app.
 */
export function restoresScroll(navigationType: NavigationType): boolean {
  return arrival ? arrival.restores : navigationType === NavigationType.Pop;
}

/**
 * Run once with the app's router, before it renders: forgets this document's own old position when it was
 * opened anew (forgetFreshEntry) and notes how it arrived (noteArrival).
 */
export function startScrollPositions(router: LocationSource): void {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  noteArrival(router, entry?.type);
  try {
    forgetFreshEntry(window.sessionStorage, window.location, entry?.type);
  } catch {
    // sessionStorage itself can throw (storage blocked): nothing is saved then.
  }
}
