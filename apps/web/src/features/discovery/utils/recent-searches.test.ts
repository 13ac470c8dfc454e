/** Recent searches kept in localStorage, max 5. */
import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  loadRecentSearches,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  saveRecentSearches,
} from './recent-searches';

/** A Map-backed Storage stand-in. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('addRecentSearch', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['清心'], '50嵐')).toEqual(['50嵐', '清心']);
  });

  it('moves a repeated search to the front instead of listing it twice (case and spaces ignored)', () => {
    expect(addRecentSearch(['清心', 'comebuy', '50嵐'], ' COMEBUY ')).toEqual(['COMEBUY', '清心', '50嵐']);
    expect(addRecentSearch(['50嵐  板橋'], '50嵐 板橋')).toEqual(['50嵐 板橋']);
  });

  it('keeps at most 5', () => {
    let list: string[] = [];
    for (const s of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) list = addRecentSearch(list, s);
    expect(list).toEqual(['g', 'f', 'e', 'd', 'c']);
  });

  it('ignores empty text and cuts to 50 characters', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
    expect(addRecentSearch([], 'x'.repeat(80))[0]).toHaveLength(50);
  });

  it('does not change the list it was given', () => {
    const list = ['a'];
    addRecentSearch(list, 'b');
    expect(list).toEqual(['a']);
  });
});

describe('parseRecentSearches', () => {
  it.each([null, '', 'not json', '{"a":1}', '42', 'null'])('treats %j as empty', (raw) => {
    expect(parseRecentSearches(raw)).toEqual([]);
  });

  it('keeps only non-empty strings, at most 5', () => {
    expect(parseRecentSearches(JSON.stringify(['a', 1, '', ' b ', null, 'c', 'd', 'e', 'f']))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
});

describe('load / save', () => {
  it('round-trips through storage and removes the key when cleared', () => {
    const storage = memoryStorage();
    saveRecentSearches(['50嵐', '清心'], storage);
    expect(storage.map.get(RECENT_SEARCHES_KEY)).toBe('["50嵐","清心"]');
    expect(loadRecentSearches(storage)).toEqual(['50嵐', '清心']);
    saveRecentSearches([], storage);
    expect(storage.map.has(RECENT_SEARCHES_KEY)).toBe(false);
  });

  it('survives blocked or missing storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadRecentSearches(blocked)).toEqual([]);
    expect(() => saveRecentSearches(['a'], blocked)).not.toThrow();
    expect(loadRecentSearches(undefined)).toEqual([]);
  });
});
