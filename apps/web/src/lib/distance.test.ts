/** Store card distance text (spec §3 Store lists distance in metres). */
import { describe, expect, it } from 'vitest';
import { distanceParts } from './distance';

describe('distanceParts', () => {
  it.each([
    [0, 'metres', '1'],
    [4, 'metres', '1'],
    [347, 'metres', '350'],
    [994, 'metres', '990'],
    [999.6, 'kilometres', '1.0'],
    [1000, 'kilometres', '1.0'],
    [1249, 'kilometres', '1.2'],
    [9_960, 'kilometres', '10'],
    [10_400, 'kilometres', '10'],
    [12_345, 'kilometres', '12'],
    [-5, 'metres', '1'],
  ])('%d m → %s %s', (metres, unit, value) => {
    expect(distanceParts(metres)).toEqual({ unit, value });
  });
});
