/**
 * Distance text of a store card (spec §3 Store lists: distance in metres from the diner): whole metres under
 * 1 km ("350 公尺"), else kilometres with one decimal ("1.2 公里", "12 公里" from 10 km on).
 */
export type DistanceParts = { unit: 'metres' | 'kilometres'; value: string };

/** @param metres the API's `distance` (metres, ≥ 0). */
export function distanceParts(metres: number): DistanceParts {
  const m = Math.max(0, metres);
  const tens = Math.round(m / 10) * 10;
  if (tens < 1000) return { unit: 'metres', value: String(Math.max(1, tens)) };
  const km = Math.round(m / 100) / 10;
  return { unit: 'kilometres', value: km < 10 ? km.toFixed(1) : String(Math.round(m / 1000)) };
}
