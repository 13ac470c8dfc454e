/**
 * Slices of a long list sized to the phone (issue #10 §3): each later slice holds as many items as the last
 * slice's pace fits in the budget, never none and never more than the cap.
 */
import { describe, expect, it } from 'vitest';
import { nextSliceSize, SLICE_BUDGET_MS } from './use-progressive';

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
