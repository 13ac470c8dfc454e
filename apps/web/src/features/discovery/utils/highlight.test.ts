/** Suggestion highlighting. */
import { describe, expect, it } from 'vitest';
import { highlightParts, searchWords } from './highlight';

const marked = (text: string, search: string) =>
  highlightParts(text, search)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts', () => {
  it('marks the typed text inside a Chinese name', () => {
    expect(highlightParts('50嵐 板橋店', '50嵐')).toEqual([
      { text: '50嵐', match: true },
      { text: ' 板橋店', match: false },
    ]);
    expect(marked('Boujee烤肉飯 中壢創始店', '中壢')).toBe('Boujee烤肉飯 [中壢]創始店');
  });

  it('ignores case and surrounding spaces', () => {
    expect(marked('COMEBUY 台北站前店', '  comebuy ')).toBe('[COMEBUY] 台北站前店');
  });

  it('marks every word and every occurrence, merging overlaps', () => {
    expect(marked('50嵐 板橋店', '50嵐 板橋')).toBe('[50嵐] [板橋]店');
    expect(marked('茶茶茶', '茶茶')).toBe('[茶茶茶]');
    expect(marked('abcab', 'ab')).toBe('[ab]c[ab]');
  });

  it('gives the text back unchanged, whatever the search', () => {
    for (const search of ['', '嵐', 'x', '50嵐 店', '.*']) {
      expect(
        highlightParts('50嵐 信義店 (24h)', search)
          .map((p) => p.text)
          .join(''),
      ).toBe('50嵐 信義店 (24h)');
    }
  });

  it('has nothing to mark for an empty search or no match (e.g. an alias matched on the server)', () => {
    expect(highlightParts('50嵐 信義店', '')).toEqual([{ text: '50嵐 信義店', match: false }]);
    expect(highlightParts('50嵐 信義店', '五十嵐')).toEqual([{ text: '50嵐 信義店', match: false }]);
    expect(highlightParts('', '50嵐')).toEqual([]);
  });

  it('marks 臺 for 台 and 台 for 臺, keeping the text as written', () => {
    expect(marked('臺北市信義區', '台北')).toBe('[臺北]市信義區');
    expect(marked('台式烏龍奶茶', '臺式')).toBe('[台式]烏龍奶茶');
  });

  it('treats regex characters as plain text', () => {
    expect(marked('a.b (c)', '(c)')).toBe('a.b [(c)]');
  });
});

describe('searchWords', () => {
  it('splits on whitespace, lowercases, dedupes, longest first', () => {
    expect(searchWords(' 50 50嵐  Tea tea ')).toEqual(['50嵐', 'tea', '50']);
    expect(searchWords('   ')).toEqual([]);
  });
});
