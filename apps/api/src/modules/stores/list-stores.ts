/**
 * Store lists (spec §3 "Store lists", spec §7 GET /api/stores).
 */
import {
  normalizeSearchText,
  type StoreListsResponse,
  type StoreSummary,
  type TagCategoriesResponse,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { toStoreSummary } from './get-store-info';
import { searchTerms } from './search-stores';
import { countStoreCategories, findStoreIdsByDishTerms, listStores, type StoreRow } from './stores.queries';

/**
 * Store rows with their brand, in zip then identifier order: every store, one brand's (`brandId`) or those of
 * `ids`. The stores module's read for other modules (brands, favorites), which never query its tables.
 */
export function listStoreRows(
  db: Db,
  filter: { brandId?: number; ids?: number[] } = {},
): Promise<StoreRow[]> {
  return listStores(db, filter);
}

/**
 * Every store as a visitor's unfiltered store list holds it (spec §3 Store lists all_stores): summaries at `now`
 * (epoch ms; is_closed and today's hours, Asia/Taipei), zip then identifier order, `favorite` false, no
 * distance. What the server's first-paint preview of /stores draws from (plugins/web.ts), without the
 * groupings and search of getStoreLists.
 */
export async function listStoreSummaries(db: Db, now: number): Promise<StoreSummary[]> {
  return (await listStores(db)).map((row) => ({ ...toStoreSummary(row, now), favorite: false }));
}

/**
 * The food categories (spec §7 GET /api/tag_categories): the stores' category tags with how many stores carry
 * each, most used first, then by name.
 */
export async function listTagCategories(db: Db): Promise<TagCategoriesResponse> {
  const rows = await countStoreCategories(db);
  return { categories: rows.map((c) => ({ name: c.name, store_count: c.storeCount })) };
}

export interface ListStoresQuery {
  lat?: number;
  lng?: number;
  city?: string;
  district?: string;
  search?: string;
  category?: string;
}

/**
 * All stores keyed by identifier, plus near_by (sorted by server-computed distance when lat/lng are given),
 * search matches (every word of the text in the store's name, brand, district, address or a dish; see
 * searchTerms), and city / "city/district" groupings.
 * `favoriteIds` answers the store ids of the requesting member's favorites (spec §3 Store lists carry the
 * favorite flag); none for a visitor.
 */
export async function getStoreLists(
  db: Db,
  now: number,
  query: ListStoresQuery,
  favoriteIds: () => Promise<Set<number>> = async () => new Set(),
): Promise<StoreListsResponse> {
  const position = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : undefined;
  let rows = await listStores(db);
  if (query.city) rows = rows.filter((s) => s.city === query.city);
  if (query.district) rows = rows.filter((s) => s.district === query.district);
  if (query.category) rows = rows.filter((s) => s.categories.includes(query.category!));

  const favs = await favoriteIds();
  const all: Record<string, StoreSummary> = {};
  const city: Record<string, string[]> = {};
  const region: Record<string, string[]> = {};
  const cityOrder: string[] = [];
  for (const row of rows) {
    all[row.identifier] = { ...toStoreSummary(row, now, position), favorite: favs.has(row.id) };
    if (!city[row.city]) {
      city[row.city] = [];
      cityOrder.push(row.city);
    }
    city[row.city]!.push(row.identifier);
    // Appended in place: copying the district's list for every store was quadratic in its size.
    const key = `${row.city}/${row.district}`;
    region[key] ??= [];
    region[key].push(row.identifier);
  }
  const summaries = Object.values(all);
  const nearBy = position
    ? summaries
        .filter((s) => s.distance != null)
        .sort((a, b) => a.distance! - b.distance!)
        .map((s) => s.identifier)
    : [];
  // Every word in the store's own fields or one of its dishes, each word on its own, 台 = 臺 and any letter
  // case, as in the autocomplete (spec §7).
  const terms = searchTerms(query.search ?? '');
  const dishStores = await findStoreIdsByDishTerms(db, terms);
  const search =
    terms.length === 0
      ? []
      : rows
          .filter((s) => {
            const text = normalizeSearchText([s.name, s.brandName, s.address, s.city + s.district].join(' '));
            return terms.every((term, i) => text.includes(term) || dishStores[i]!.has(s.id));
          })
          .map((s) => s.identifier);
  return { all_stores: all, near_by: nearBy, search, city, region, city_identifier: cityOrder };
}
