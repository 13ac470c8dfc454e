/**
 * City and district choices of the store-list filters (spec §3 Store lists: city, region), from the official
 * zip table (packages/domain tw-districts). Islands no diner orders from are left out: 釣魚臺列嶼 (宜蘭縣),
 * 東沙群島 and 南沙群島 (高雄市).
 */
import { TW_DISTRICTS } from '@iding/domain';

/** Districts of the zip table that are never offered as a filter. */
export const HIDDEN_DISTRICTS: ReadonlySet<string> = new Set(['釣魚臺列嶼', '東沙群島', '南沙群島']);

/** A district choice of the store-list filter (spec §3 Store lists region). */
export interface DistrictOption {
  /** 3-digit zip; shared by several districts in 新竹市 (300) and 嘉義市 (600), so not a key alone. */
  zip: string;
  name: string;
}

/** Every county and city of Taiwan, in zip-table order (臺北市, 基隆市, 新北市 …). */
export function cityOptions(table: Record<string, string> = TW_DISTRICTS): string[] {
  return Object.keys(table);
}

/**
 * The districts of `city` in zip order, hidden islands left out; [] for an unknown or empty city.
 * @param table "zip name,zip name" per city (the TW_DISTRICTS shape).
 */
export function districtOptions(
  city: string | null | undefined,
  table: Record<string, string> = TW_DISTRICTS,
): DistrictOption[] {
  const rows = city && Object.hasOwn(table, city) ? table[city]! : '';
  if (!rows) return [];
  return rows
    .split(',')
    .map((row) => ({ zip: row.slice(0, 3), name: row.slice(4) }))
    .filter((d) => d.name && !HIDDEN_DISTRICTS.has(d.name));
}

/**
 * The city and district filters a URL asks for, dropped when they are not in the table (a hand-edited URL):
 * an unknown city drops both, a district of another city drops the district.
 */
export function validFilter(
  city: string | null | undefined,
  district: string | null | undefined,
  table: Record<string, string> = TW_DISTRICTS,
): { city?: string; district?: string } {
  if (!city || !Object.hasOwn(table, city)) return {};
  const known = district && districtOptions(city, table).some((d) => d.name === district);
  return known ? { city, district: district! } : { city };
}
