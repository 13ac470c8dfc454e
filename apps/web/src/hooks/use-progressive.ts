/**
 * Long lists render a screenful first and the rest in later tasks (issue #10 §3, ADR 014): Preact renders
 * synchronously, so a whole list in one render is one long task while the phone is busiest. Each further
 * slice of `step` items renders in its own macrotask, so the browser can paint and answer taps in between.
 * A new list (another filter) starts again from the first slice.
 */
import { useEffect, useState } from 'react';

/**
 * The part of `items` to render now: the first `first`, then `step` more per task until all are shown.
 * @param first items rendered at once (about one phone screen); step items added per later task.
 */
export function useProgressiveList<T>(items: readonly T[], first = 4, step = 4): readonly T[] {
  const count = useProgressiveCount(items, items.length, first, step);
  return count >= items.length ? items : items.slice(0, count);
}

/**
 * How many of `total` units to render now: `first`, then `step` more per macrotask until `total`; a new
 * `key` (another list) starts again from `first`.
 */
export function useProgressiveCount(key: unknown, total: number, first: number, step: number): number {
  const [state, setState] = useState({ key, count: first });
  // A different list: start from the first slice again (render-phase reset, no extra commit).
  const count = state.key === key ? state.count : first;
  if (state.key !== key) setState({ key, count: first });
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setState((s) => (s.key === key ? { key, count: s.count + step } : s)), 0);
    return () => clearTimeout(timer);
  }, [key, count, total, step]);
  return Math.min(count, total);
}

/**
 * `value` one task later: `initial` on the first render, then `value` from the next macrotask on (and
 * straight away once shown). The part of a page that needs it renders in its own, later task (issue #10 §3):
 * Preact's stand-in for React's useDeferredValue(value, initial), which Preact treats as a no-op.
 */
export function useNextTaskValue<T, I>(value: T, initial: I): T | I {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? value : initial;
}
