import { describe, expect, it } from 'vitest';
import { newsDate } from './news-date';

describe('newsDate (dates as 2026/11/24)', () => {
  it('writes YYYY-MM-DD as YYYY/MM/DD', () => {
    expect(newsDate('2026-11-24')).toBe('2026/11/24');
    expect(newsDate('2026-01-05')).toBe('2026/01/05');
  });

  it('gives null for no date or one it cannot read', () => {
    expect(newsDate(null)).toBeNull();
    expect(newsDate('')).toBeNull();
    expect(newsDate('24/11/2026')).toBeNull();
  });
});
