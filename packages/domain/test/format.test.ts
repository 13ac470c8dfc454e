import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatItemPrice, formatPriceDelta } from '../src';

describe('spec §9 currency filter', () => {
  it('prefixes $, separates thousands and keeps at most 2 decimals without trailing zeros', () => {
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(50)).toBe('$50');
    expect(formatCurrency(71.2)).toBe('$71.2');
    expect(formatCurrency(213.6)).toBe('$213.6');
    expect(formatCurrency(1234.5)).toBe('$1,234.5');
    expect(formatCurrency(1234.5)).not.toBe('$1,234.50');
    expect(formatCurrency(1234567.89)).toBe('$1,234,567.89');
    expect(formatCurrency(1000)).toBe('$1,000');
  });
  it('rounds to 2 decimals (spec §5)', () => {
    expect(formatCurrency(0.125)).toBe('$0.13');
    expect(formatCurrency(99.999)).toBe('$100');
    expect(formatCurrency(10.004)).toBe('$10');
  });
  it('puts the minus before the $ and never prints -$0', () => {
    expect(formatCurrency(-5)).toBe('-$5');
    expect(formatCurrency(-1234.5)).toBe('-$1,234.5');
    expect(formatCurrency(-0.001)).toBe('$0');
    expect(formatCurrency(-0)).toBe('$0');
  });
  it('prints every cent amount as Intl.NumberFormat en-US would (money has at most 2 decimals)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const amounts = [
      0.01, 0.1, 0.99, 1.05, 9.9, 99.99, 100, 999.99, 1000, 10_000.5, 123_456.78, 9_999_999.99,
    ];
    for (let cents = 0; cents <= 200_000; cents += 7) amounts.push(cents / 100);
    for (const twd of amounts) expect(formatCurrency(twd)).toBe(`$${intl.format(twd)}`);
  });
  it('shows $0 for values that are not numbers', () => {
    expect(formatCurrency(Number.NaN)).toBe('$0');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('$0');
  });
});

describe('spec §9 price filter (option price deltas)', () => {
  it('is empty for zero and invalid values', () => {
    expect(formatPriceDelta(0)).toBe('');
    expect(formatPriceDelta(Number.NaN)).toBe('');
    expect(formatPriceDelta(undefined)).toBe('');
    expect(formatPriceDelta(null)).toBe('');
    expect(formatPriceDelta(0.001)).toBe('');
  });
  it('signs with + or -', () => {
    expect(formatPriceDelta(10)).toBe('+$10');
    expect(formatPriceDelta(-5)).toBe('-$5');
    expect(formatPriceDelta(1234.5)).toBe('+$1,234.5');
    expect(formatPriceDelta(71.2)).toBe('+$71.2');
  });
});

describe('spec §9 item price filter', () => {
  it('shows $0 for zero, else the currency filter', () => {
    expect(formatItemPrice(0)).toBe('$0');
    expect(formatItemPrice(Number.NaN)).toBe('$0');
    expect(formatItemPrice(71.2)).toBe('$71.2');
    expect(formatItemPrice(1234.5)).toBe('$1,234.5');
    expect(formatItemPrice(-5)).toBe('-$5');
  });
});

describe('formatDate / formatDateTime (one date format for diners)', () => {
  it('prints 2026/11/24 and 2026/11/24 18:30', () => {
    expect(formatDate('2026-11-24')).toBe('2026/11/24');
    expect(formatDate('2026-11-24 18:30:00')).toBe('2026/11/24');
    expect(formatDateTime('2026-11-24 18:30:00')).toBe('2026/11/24 18:30');
  });
});
