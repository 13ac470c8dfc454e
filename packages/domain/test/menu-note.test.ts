import { describe, expect, it } from 'vitest';
import { isMenuNote } from '../src';

const group = {
  id: '00000000-0000-4000-8000-000000000001',
  name: '配料',
  min: 0,
  max: 2,
  options: [],
};

describe('isMenuNote (merchant notes)', () => {
  it('a price-0 entree with no options is a note (馮廚港式燒臘「烤鴨來源: 台灣」)', () => {
    expect(isMenuNote({ price: 0, option_groups: [] })).toBe(true);
  });
  it('a priced entree is orderable, with or without options', () => {
    expect(isMenuNote({ price: 50, option_groups: [] })).toBe(false);
    expect(isMenuNote({ price: 0.5, option_groups: [] })).toBe(false);
    expect(isMenuNote({ price: 50, option_groups: [group] })).toBe(false);
  });
  it('a price-0 entree with options is priced by its choices, so it stays orderable', () => {
    expect(isMenuNote({ price: 0, option_groups: [group] })).toBe(false);
  });
});
