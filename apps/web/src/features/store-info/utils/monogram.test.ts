/** spec §3 logo: the badge text of a store without a logo. */
import { describe, expect, it } from 'vitest';
import { monogram } from './monogram';

describe('monogram', () => {
  it('is the first character of a Chinese or Latin brand name', () => {
    expect(monogram('清心福全')).toBe('清');
    expect(monogram('COMEBUY')).toBe('C');
    expect(monogram('boujee烤肉飯')).toBe('B');
  });

  it('keeps a leading number with the character after it', () => {
    expect(monogram('50嵐')).toBe('50嵐');
    expect(monogram('85度C')).toBe('85度');
    expect(monogram('7')).toBe('7');
  });

  it('does not split a character outside the BMP, and is empty for an empty name', () => {
    expect(monogram('𠮷野家')).toBe('𠮷');
    expect(monogram('  ')).toBe('');
  });
});
