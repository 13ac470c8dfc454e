/**
 * The value as it was `delayMs` after it last changed (§1.4: searches wait for a pause in
 * typing instead of calling the API per keystroke).
 */
import { useEffect, useState } from 'react';

/** @param delayMs milliseconds without a change before the new value is passed on. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
