/**
 * The entree sheet, loaded on first use: its Radix dialog, focus trap and scroll lock (~9 KB gzip) are not
 * needed until a diner taps a drink, and the menu route has an initial-JS budget (150 KB).
 * The chunk is fetched when the browser is idle (spec §9: link prefetch idle timeout 2 s), so the first tap
 * still opens at once.
 */
import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../lib/when-idle';
import type { EntreeSheetProps } from './entree-sheet';

const load = () => import('./entree-sheet');
const Sheet = lazy(() => load().then((m) => ({ default: m.EntreeSheet })));

/** spec §9 link prefetch idle timeout. */
const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** Fetches the sheet's chunk when the browser is idle (or after 2 s at the latest). */
export function usePrefetchEntreeSheet(): void {
  useEffect(() => whenIdle(() => void load(), PREFETCH_IDLE_TIMEOUT_MS), []);
}

/** EntreeSheet, rendered once its chunk has loaded (nothing shows meanwhile: a tap took a few ms). */
export function LazyEntreeSheet(props: EntreeSheetProps) {
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
