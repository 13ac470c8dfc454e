import { describe, expect, it } from 'vitest';
import { normalizeSearchText, SEARCH_FOLD } from '../src/rules/search-text';

describe('normalizeSearchText (台 and 臺 are the same in search)', () => {
  it('folds 臺 to 台 so either form finds the other', () => {
    expect(normalizeSearchText('臺北市信義區')).toBe('台北市信義區');
    expect(normalizeSearchText('台北')).toBe('台北');
    expect(normalizeSearchText('臺中 臺南')).toBe(normalizeSearchText('台中 台南'));
  });

  it('lowercases Latin letters and leaves other text alone', () => {
    expect(normalizeSearchText('COMEBUY 50嵐')).toBe('comebuy 50嵐');
    expect(normalizeSearchText('')).toBe('');
  });

  it('keeps the length, so indices in the normal form point into the original text', () => {
    for (const text of ['臺北市大安區復興南路', 'CoCo都可 臺中店', '珍珠奶茶']) {
      expect(normalizeSearchText(text)).toHaveLength(text.length);
    }
  });

  it('has a fold table of two equally long strings (the shape PostgreSQL translate() takes)', () => {
    expect(SEARCH_FOLD.from.length).toBe(SEARCH_FOLD.to.length);
  });
});
