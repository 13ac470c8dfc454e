/**
 * The app's one render into #root, taking over the elements already there (ADR 014 addendum): the server's
 * first-paint preview of /stores, a store page or a menu (packages/domain first-paint.ts, drawn inside the
 * layout's own wrappers). React's createRoot (preact/compat's as well) empties the container first, so the
 * page was created anew and laid out again from nothing. Preact's own render instead reuses, on a
 * container's first render, each existing element whose tag comes next in order: it reads the element's
 * attributes, changes only those that differ, adds the event handlers, creates what is missing and removes
 * what is left over. The result is the tree a fresh render makes; only the work differs (issue #10 §3).
 *
 * The one place the web app imports `preact` itself: everything else stays on React's API.
 */
import { type ComponentChild, render } from 'preact';
import type { ReactElement } from 'react';

/** Renders `app` into `container` (a React element: Preact renders it, ADR 014), reusing its elements. */
export function renderOver(container: HTMLElement, app: ReactElement): void {
  render(app as unknown as ComponentChild, container);
}

/**
 * Whether `img` has already failed to load (a 404, offline, blocked): for a ref on an <img> with an onError
 * fallback. An element taken over from the preview may have fired its `error` before the app's handler was
 * on it, so the fallback would never show (a broken image left on the menu). A lazy image not loaded yet is
 * not `complete`, so it is not taken for a failed one.
 */
export function imageFailedAlready(img: HTMLImageElement | null): boolean {
  return !!img?.complete && img.naturalWidth === 0 && img.getAttribute('src') !== null;
}
