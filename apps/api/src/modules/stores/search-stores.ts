/**
 * Store autocomplete (spec §7 GET /api/stores/autocomplete?search): store and brand
 * names, aliases, districts, addresses and menu dishes in Chinese, tolerant of partial input ("50", "中壢",
 * "五十嵐") and of 台/臺 (domain normalizeSearchText).
 */
import { type AutocompleteResponse, normalizeSearchText } from '@iding/domain';
import type { Db } from '../../db/client';
import { isStoreClosed } from './get-store-info';
import { searchStores } from './stores.queries';

/** Most suggestions returned. */
export const MAX_STORE_SUGGESTIONS = 10;
export const MAX_BRAND_SUGGESTIONS = 5;
/** Most terms searched; more words add nothing a diner would miss. */
const MAX_TERMS = 5;

/**
 * The words of a search in search form (domain normalizeSearchText: lowercased, 臺 → 台), split on half- and
 * full-width spaces (「台北　奶茶」), at most MAX_TERMS. Blank text: none.
 */
export function searchTerms(text: string): string[] {
  return normalizeSearchText(text.trim()).split(/\s+/u).filter(Boolean).slice(0, MAX_TERMS);
}

/**
 * Brands whose name or alias contains `search`, at most `limit`: the brands module's findBrandSuggestions,
 * given to the stores module (brands sits above stores: ADR 024).
 */
export type BrandSuggestions = (
  db: Db,
  search: string,
  limit: number,
) => Promise<AutocompleteResponse['brands']>;

/**
 * Suggestions for what a diner typed: stores where every word (searchTerms) is in the store's text or one of
 * its dishes, each word on its own ("台北 奶茶": a 臺北市 store with a 奶茶 dish; best first, see
 * searchStores), each open or closed at `now` (epoch ms) with its
 * matching dishes, and brands whose name or alias contains the whole text (`brandSuggestions`). Blank text
 * suggests nothing.
 */
export async function autocompleteStores(
  db: Db,
  search: string,
  now: number,
  brandSuggestions: BrandSuggestions,
): Promise<AutocompleteResponse> {
  const text = search.trim();
  const terms = searchTerms(text);
  if (terms.length === 0) return { search: text, stores: [], brands: [] };
  const [rows, brands] = await Promise.all([
    searchStores(db, terms, MAX_STORE_SUGGESTIONS),
    brandSuggestions(db, text, MAX_BRAND_SUGGESTIONS),
  ]);
  // The store's is_closed rule (spec §3) is the store info's, whatever the row's column names.
  const stores = rows.map(({ business_hours, holidays, is_closed, ...store }) => ({
    ...store,
    is_closed: isStoreClosed({ isClosed: is_closed, businessHours: business_hours, holidays }, now),
  }));
  return { search: text, stores, brands };
}
