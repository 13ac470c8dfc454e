/**
 * Slices of a long list sized to the phone (issue #10 §3): each later slice holds as many items as the last
 * slice's pace fits in the budget, never none and never more than the cap.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextSliceSize, REVEAL_AHEAD_PX, SLICE_BUDGET_MS, whenNear } from './use-progressive';

describe('nextSliceSize', () => {
  it('keeps the pace that fits the budget', () => {
    // 4 items in 12 ms on a slow phone: 2 fit in 6 ms.
    expect(nextSliceSize(4, 12, 6, 16)).toBe(2);
    // 4 items in 3 ms: 8 fit.
    expect(nextSliceSize(4, 3, 6, 16)).toBe(8);
  });

  it('renders at least one item, however slow the last slice was', () => {
    expect(nextSliceSize(4, 200, SLICE_BUDGET_MS, 16)).toBe(1);
  });

  it('never goes past the cap, also when the last slice took no measurable time', () => {
    expect(nextSliceSize(4, 0.1, 6, 16)).toBe(16);
    expect(nextSliceSize(4, 0, 6, 16)).toBe(16);
    expect(nextSliceSize(4, Number.NaN, 6, 16)).toBe(16);
  });
});

describe('whenNear', () => {
  type Callback = (entries: { isIntersecting: boolean }[]) => void;
  interface Made {
    callback: Callback;
    margin: string | undefined;
    observed: unknown[];
    disconnected: boolean;
  }
  /** A stand-in IntersectionObserver and window (listeners by event type); `interacted` is module state. */
  function stubBrowser() {
    const made: Made[] = [];
    const listeners = new Map<string, () => void>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: Made;
        constructor(callback: Callback, options?: { rootMargin?: string }) {
          this.entry = { callback, margin: options?.rootMargin, observed: [], disconnected: false };
          made.push(this.entry);
        }
        observe(target: unknown) {
          this.entry.observed.push(target);
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    vi.stubGlobal('window', {
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    });
    return { made, listeners };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // The tests run in this order: the last one is the diner's first scroll, which the module remembers.
  it('while the page loads, renders the next slice only once the last item is on the screen', () => {
    const { made } = stubBrowser();
    const last = { id: 'last card' };
    const advance = vi.fn();
    whenNear(() => last as unknown as Element)(advance);
    expect(made[0]!.observed).toEqual([last]);
    expect(made[0]!.margin).toBe('0px 0px 0px 0px');
    made[0]!.callback([{ isIntersecting: false }]);
    expect(advance).not.toHaveBeenCalled();
    made[0]!.callback([{ isIntersecting: true }]);
    expect(advance).toHaveBeenCalledTimes(1);
    expect(made[0]!.disconnected).toBe(true);
  });

  it('stops watching when cancelled (another list, or the page left)', () => {
    const { made, listeners } = stubBrowser();
    const cancel = whenNear(() => ({}) as Element)(vi.fn());
    expect(listeners.has('scroll')).toBe(true);
    cancel();
    expect(made[0]!.disconnected).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('falls back to the next task without IntersectionObserver or without an item', () => {
    vi.useFakeTimers();
    stubBrowser();
    const advance = vi.fn();
    whenNear(() => null)(advance);
    expect(advance).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('once the diner scrolls, renders ahead of them: REVEAL_AHEAD_PX below the screen', () => {
    const { made, listeners } = stubBrowser();
    const advance = vi.fn();
    whenNear(() => ({}) as Element)(advance);
    expect(made[0]!.margin).toBe('0px 0px 0px 0px');
    listeners.get('scroll')!();
    expect(made[0]!.disconnected).toBe(true);
    expect(made[1]!.margin).toBe(`0px 0px ${REVEAL_AHEAD_PX}px 0px`);
    made[1]!.callback([{ isIntersecting: true }]);
    expect(advance).toHaveBeenCalledTimes(1);
    // Later lists look ahead from the start.
    whenNear(() => ({}) as Element)(vi.fn());
    expect(made[2]!.margin).toBe(`0px 0px ${REVEAL_AHEAD_PX}px 0px`);
  });
});
