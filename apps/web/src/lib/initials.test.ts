import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials (image stand-ins)', () => {
  it('takes the first two characters, Latin ones upper-cased', () => {
    expect(initials('50嵐')).toBe('50');
    expect(initials(' 清心福全')).toBe('清心');
    expect(initials('comebuy')).toBe('CO');
    expect(initials('𠮷野家')).toBe('𠮷野');
    expect(initials('')).toBe('');
  });
});
