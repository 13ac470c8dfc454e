import { describe, expect, it } from 'vitest';
import { formatPointDelta, pointUnit } from './point-unit';

describe('pointUnit (spec §3 point_rule PMName, §9 default 點)', () => {
  it("reads the store's unit from the JSON string, 點 when absent, empty or unreadable", () => {
    expect(pointUnit('{"PMEnabled":true,"PMName":"豆","PGRules":[]}')).toBe('豆');
    expect(pointUnit('{"PMEnabled":true}')).toBe('點');
    expect(pointUnit('{"PMEnabled":true,"PMName":""}')).toBe('點');
    expect(pointUnit('not json')).toBe('點');
    expect(pointUnit(undefined)).toBe('點');
  });
});

describe('formatPointDelta', () => {
  it('signs additions, keeps the minus of takes, and separates thousands', () => {
    expect(formatPointDelta(2, '點')).toBe('+2 點');
    expect(formatPointDelta(-12, '豆')).toBe('-12 豆');
    expect(formatPointDelta(0, '點')).toBe('0 點');
    expect(formatPointDelta(1500, '點')).toBe('+1,500 點');
  });
});
