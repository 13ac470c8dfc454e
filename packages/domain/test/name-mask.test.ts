import { describe, expect, it } from 'vitest';
import { maskName } from '../src';

describe('maskName (the name staff see when they confirm a top-up)', () => {
  it('keeps the first and last character of a Chinese name and hides each one between', () => {
    expect(maskName('王小明')).toBe('王○明');
    expect(maskName('歐陽娜娜')).toBe('歐○○娜');
    expect(maskName('司馬相如君')).toBe('司○○○君');
  });

  it('keeps only the first of two characters and a single character as it is', () => {
    expect(maskName('王明')).toBe('王○');
    expect(maskName('明')).toBe('明');
    expect(maskName('')).toBe('');
    expect(maskName('   ')).toBe('');
  });

  it('masks Latin names over the whole name, keeping the spaces', () => {
    expect(maskName('John Smith')).toBe('J○○○ ○○○○h');
    expect(maskName('Mary Jane Lee')).toBe('M○○○ ○○○○ ○○e');
    expect(maskName('Al')).toBe('A○');
    expect(maskName('A B')).toBe('A ○');
    expect(maskName('  Amy   Chen ')).toBe('A○○ ○○○n');
  });

  it('never splits an accent off its letter nor a character in two', () => {
    // "José" with a combining acute (NFD), and a name ending in a letter no precomposed form has.
    expect(maskName('Jose\u0301')).toBe('J○○é');
    expect(maskName('Ana\u0301\u0323')).toBe('A○a\u0301\u0323'.normalize('NFC'));
    // A character outside the BMP (a surrogate pair) stays whole.
    expect(maskName('王𠀋明')).toBe('王○明');
    expect(maskName('𠀋小')).toBe('𠀋○');
  });

  it('shows none of the hidden characters', () => {
    for (const name of ['王小明', 'John Smith', '歐陽娜娜']) {
      const masked = maskName(name);
      expect([...masked].length).toBe([...name].length);
      const hidden = [...name].slice(1, -1).filter((c) => c !== ' ');
      for (const c of hidden) expect(masked.slice(1, -1)).not.toContain(c);
    }
  });
});
