import { ZPointRule } from '@iding/domain';

/**
 * The store's unit for points (spec §3 point_rule PMName, spec §9 default 點); the rule is a JSON string on the
 * wire (store info point_rule), and one that cannot be read gives 點.
 */
export function pointUnit(pointRule: string | undefined): string {
  try {
    return ZPointRule.parse(JSON.parse(pointRule ?? '')).PMName || '點';
  } catch {
    return '點';
  }
}

/** A movement's points with their sign and unit: "+2 點", "-12 點", "0 點". */
export function formatPointDelta(points: number, unit: string): string {
  return `${points > 0 ? '+' : ''}${points.toLocaleString('en-US')} ${unit}`;
}
