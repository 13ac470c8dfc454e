/**
 * Whether a CSS media query matches now, following changes (window resized, device rotated). Lets a screen
 * download and render a piece only where it shows — e.g. the menu's desktop cart sidebar (≥ 1024 px) is
 * never fetched on a phone.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint (1024 px), where screens put a second column beside the first. */
export const LG_QUERY = '(min-width: 1024px)';

/** True while `query` (e.g. "(min-width: 1024px)") matches; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
