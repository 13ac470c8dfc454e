/**
 * Analytics (spec §7, §9): a page-view event 250 ms after each route change, so the new page has set its
 * title and a redirect chain (/ → /stores) counts once. Events go to a pluggable sink: none in production
 * builds until one is registered with setAnalyticsSink (e.g. a tag manager's dataLayer.push), console.debug
 * in development.
 */

/** spec §9 page-view delay. */
export const PAGE_VIEW_DELAY_MS = 250;

export interface PageViewEvent {
  event: 'page_view';
  /** Path and query, e.g. `/stores/abc/menu?x=1`. */
  page_path: string;
  page_title: string;
  page_location: string;
}

export type AnalyticsSink = (event: PageViewEvent) => void;

let sink: AnalyticsSink | null = import.meta.env.DEV
  ? (event) => console.debug('[analytics]', event.event, event.page_path, event)
  : null;

/** Registers where events go; null drops them. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

/** Sends one page view for `path` with the document's current title. A failing sink is only logged. */
export function trackPageView(path: string): void {
  if (!sink) return;
  try {
    sink({ event: 'page_view', page_path: path, page_title: document.title, page_location: location.href });
  } catch (error) {
    console.warn('analytics sink failed', error);
  }
}

/**
 * Debounces route changes: `send(path)` runs `delayMs` after a change, and a newer change within that
 * time replaces the pending one.
 */
export function createPageViewScheduler(send: (path: string) => void, delayMs = PAGE_VIEW_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    routeChanged(path: string) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        send(path);
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
