import { describe, expect, it } from 'vitest';
import { firstCards } from './first-cards';

const menu = [
  { id: 1, entrees: ['a', 'b', 'c'] },
  { id: 2, entrees: ['d', 'e'] },
  { id: 3, entrees: ['f'] },
];

describe('firstCards (the menu rendered a few cards per task, issue #10 §3)', () => {
  it('cuts the category where the count ends and leaves out the ones after it', () => {
    expect(firstCards(menu, 4)).toEqual([
      { id: 1, entrees: ['a', 'b', 'c'] },
      { id: 2, entrees: ['d'] },
    ]);
  });

  it('keeps whole categories as they are (same objects, so their sections do not re-render)', () => {
    const shown = firstCards(menu, 5);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toBe(menu[0]);
    expect(shown[1]).toBe(menu[1]);
  });

  it('shows everything once the count reaches the total, and nothing for zero', () => {
    expect(firstCards(menu, Number.POSITIVE_INFINITY)).toEqual(menu);
    expect(firstCards(menu, 0)).toEqual([]);
  });
});
