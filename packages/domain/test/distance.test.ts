import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../src/rules/distance';

describe('distanceMetres (spec §3 Store lists distance)', () => {
  it('is 0 for the same point and symmetric', () => {
    expect(distanceMetres(25.0375, 121.5685, 25.0375, 121.5685)).toBe(0);
    expect(distanceMetres(25.0135, 121.4655, 24.9574, 121.2414)).toBe(
      distanceMetres(24.9574, 121.2414, 25.0135, 121.4655),
    );
  });

  it('gives whole metres: 板橋 to 中壢 is about 23.6 km, one thousandth of a degree of latitude about 111 m', () => {
    expect(distanceMetres(25.0135, 121.4655, 24.9574, 121.2414)).toBeGreaterThan(23_000);
    expect(distanceMetres(25.0135, 121.4655, 24.9574, 121.2414)).toBeLessThan(24_000);
    expect(distanceMetres(25, 121, 25.001, 121)).toBe(111);
  });
});
