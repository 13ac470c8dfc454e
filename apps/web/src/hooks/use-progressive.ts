/**
 * Long lists render a screenful first and the rest in later tasks (issue #10 §3, ADR 014): Preact renders
 * synchronously, so a whole list in one render is one long task while the phone is busiest. Each further
 * slice renders in its own macrotask, so the browser can paint and answer taps in between, and is sized to
 * the phone: each slice's render is timed and the next one holds as many items as fit SLICE_BUDGET_MS. A
 * new list (another filter) starts again from the first slice.
 *
 * A list may also wait for the diner (`next`: whenNear): its next slice renders only once its last item is on
 * the screen, or within REVEAL_AHEAD_PX below it once the diner has started to scroll. A store list then
 * renders a screenful and nothing more until the diner scrolls: every later slice (a render, and a layout
 * with new glyphs) was main-thread time while the page loads (issue #10 §3: measured on /stores, total
 * blocking time 830–1 290 ms with the slices, 230–600 ms without).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Main-thread time a later slice aims at, in ms. Lighthouse counts a task as blocking from 50 ms on its
 * simulated phone, which runs 4× slower than the machine it measures on (so from 12.5 ms there), and a
 * slice's layout and paint come on top of its render.
 */
export const SLICE_BUDGET_MS = 6;

/** A later slice holds at most this many times the first later slice's `step` (a fast phone's pace). */
const MAX_SLICE_STEPS = 4;

/**
 * How many items the next slice renders: as many as the last slice's pace fits in `budgetMs`, at least 1,
 * at most `max` (also when the last slice took no measurable time).
 * @param added items the last slice rendered; elapsedMs how long its render and commit took.
 */
export function nextSliceSize(added: number, elapsedMs: number, budgetMs: number, max: number): number {
  if (!(elapsedMs > 0)) return max;
  return Math.max(1, Math.min(max, Math.floor((added * budgetMs) / elapsedMs)));
}

/**
 * How far below the screen (CSS px, about two phone screens) a waiting list's last item starts the next slice
 * once the diner scrolls (whenNear).
 */
export const REVEAL_AHEAD_PX = 1600;

/**
 * When the next slice renders: `advance` is called once, when it should; the function returned cancels.
 * The default is the next macrotask (nextTask); whenNear waits for the diner to scroll near.
 */
export type NextSlice = (advance: () => void) => () => void;

/** The next slice in the next macrotask. */
export const nextTask: NextSlice = (advance) => {
  const timer = setTimeout(advance, 0);
  return () => clearTimeout(timer);
};

/** Whether the diner has scrolled, touched or pressed a key on this page yet (whenNear). */
let interacted = false;
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Calls `then` at the diner's first scroll, touch or key (at once if there was one); returns a cancel. */
function onFirstInteraction(then: () => void): () => void {
  if (interacted || typeof window === 'undefined') return () => {};
  const seen = () => {
    interacted = true;
    stop();
    then();
  };
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, seen, true);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, seen, { capture: true, passive: true });
  return stop;
}

/**
 * The next slice once `element()` (the list's last rendered item) is on the screen, or, once the diner has
 * scrolled, touched or pressed a key, within REVEAL_AHEAD_PX below it: at once if it already is. So a page
 * that loads renders what fills the screen and stops; a diner who starts scrolling gets the rest ahead of
 * them. Without IntersectionObserver, or without an element, the next macrotask (nextTask).
 */
export function whenNear(element: () => Element | null | undefined): NextSlice {
  return (advance) => {
    const target = element();
    if (!target || typeof IntersectionObserver === 'undefined') return nextTask(advance);
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      const ahead = interacted ? REVEAL_AHEAD_PX : 0;
      const current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          cancel();
          advance();
        },
        { rootMargin: `0px 0px ${ahead}px 0px` },
      );
      observer = current;
      current.observe(target);
    };
    const stopWaiting = onFirstInteraction(watch);
    const cancel = () => {
      stopWaiting();
      observer?.disconnect();
    };
    watch();
    return cancel;
  };
}

/** How useProgressiveList slices a list. */
export interface ProgressiveOptions {
  /** Items rendered at once (about one phone screen; Infinity: all). Default 4. */
  first?: number;
  /** Items in the first later slice (later ones are sized to the phone's pace). Default 4. */
  step?: number;
  /** When each later slice renders: default one per macrotask (nextTask); whenNear: as the diner scrolls. */
  next?: NextSlice;
}

/**
 * The part of `items` to render now: the first `first`, then more per slice until all are shown
 * (useProgressiveCount).
 */
export function useProgressiveList<T>(
  items: readonly T[],
  { first = 4, step = 4, next }: ProgressiveOptions = {},
): readonly T[] {
  const count = useProgressiveCount(items, items.length, first, step, next);
  return count >= items.length ? items : items.slice(0, count);
}

/**
 * How many of `total` units to render now: `first`, then more per slice until `total`: `step` in the
 * first later slice, then as many as fit SLICE_BUDGET_MS at the pace just measured (1 to MAX_SLICE_STEPS ×
 * `step`). Each later slice renders when `next` says (default: the next macrotask). A new `key` (another
 * list) starts again from `first`. `next` should be a stable function.
 */
export function useProgressiveCount(
  key: unknown,
  total: number,
  first: number,
  step: number,
  next: NextSlice = nextTask,
): number {
  const [state, setState] = useState({ key, count: first });
  // The next slice's size, and the start (performance.now()) and size of the slice being rendered.
  const slice = useRef({ size: step, startedAt: 0, added: 0 });
  // A different list: start from the first slice again (render-phase reset, no extra commit).
  const count = state.key === key ? state.count : first;
  if (state.key !== key) setState({ key, count: first });
  // After every commit (a slice's: in its own task, right after it), the render's time sets the next
  // slice's size; other commits find no slice started and leave it.
  useLayoutEffect(() => {
    const s = slice.current;
    if (s.startedAt === 0) return;
    s.size = nextSliceSize(s.added, performance.now() - s.startedAt, SLICE_BUDGET_MS, step * MAX_SLICE_STEPS);
    s.startedAt = 0;
  });
  useEffect(() => {
    if (count >= total) return;
    return next(() => {
      const s = slice.current;
      s.startedAt = performance.now();
      s.added = s.size;
      setState((st) => (st.key === key ? { key, count: st.count + s.size } : st));
    });
  }, [key, count, total, next]);
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
