import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../src';

describe('money in integer cents', () => {
  it('converts TWD to integer cents without float drift', () => {
    expect(toCents(50)).toBe(5000);
    expect(toCents(71.2)).toBe(7120);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(1.005)).toBe(100); // 1.005 is 1.00499… as a double
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0)).toBe(0);
    expect(Number.isInteger(toCents(0.1 + 0.2))).toBe(true);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
  it('rounds half away from zero, symmetric for negatives', () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(-5)).toBe(-500);
  });
  it('converts cents back to TWD', () => {
    expect(fromCents(7120)).toBe(71.2);
    expect(fromCents(21360)).toBe(213.6);
    expect(fromCents(-500)).toBe(-5);
    expect(fromCents(toCents(71.2) * 3)).toBe(213.6);
  });
  it('sums in cents where floats would drift', () => {
    expect(71.2 * 3).not.toBe(213.6);
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });
});
