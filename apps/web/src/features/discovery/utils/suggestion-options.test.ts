/** Search page options and arrow keys (spec §7 autocomplete; WAI-ARIA combobox). */
import { describe, expect, it } from 'vitest';
import { moveActive, suggestionOptions } from './suggestion-options';

const store = (identifier: string) => ({
  identifier,
  name: identifier,
  brand_identifier: 'b',
  brand_name: 'B',
  city: '臺北市',
  district: '信義區',
  address: '臺北市信義區',
  is_closed: false,
  latitude: null,
  longitude: null,
  dishes: [],
  dish_count: 0,
});

describe('suggestionOptions', () => {
  it('lists stores then brands with unique keys, even when a store and a brand share an identifier', () => {
    const options = suggestionOptions({
      stores: [store('50lan'), store('50lan-daan')],
      brands: [{ identifier: '50lan', name: '50嵐', logo: null }],
    });
    expect(options.map((o) => o.key)).toEqual(['store:50lan', 'store:50lan-daan', 'brand:50lan']);
    expect(options.map((o) => o.kind)).toEqual(['store', 'store', 'brand']);
  });

  it('is empty before any answer', () => {
    expect(suggestionOptions(undefined)).toEqual([]);
  });
});

describe('moveActive', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(moveActive('ArrowDown', -1, 3)).toBe(0);
    expect(moveActive('ArrowDown', 0, 3)).toBe(1);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', -1, 3)).toBe(2);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
    expect(moveActive('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps with Home / End only while an option is active (else they move the caret)', () => {
    expect(moveActive('Home', 2, 3)).toBe(0);
    expect(moveActive('End', 0, 3)).toBe(2);
    expect(moveActive('Home', -1, 3)).toBeNull();
    expect(moveActive('End', -1, 3)).toBeNull();
  });

  it('does nothing without options or for other keys', () => {
    expect(moveActive('ArrowDown', -1, 0)).toBeNull();
    expect(moveActive('a', 0, 3)).toBeNull();
  });
});
