/**
 * Store autocomplete (spec §7 GET /api/stores/autocomplete?search; issue #4 §1): store and brand names,
 * aliases, districts and addresses in Chinese, tolerant of partial input ("50", "中壢", "五十嵐").
 */
import type { AutocompleteResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { findBrandSuggestions } from '../brands/list-brands';
import { searchStores } from './stores.queries';

/** Most suggestions returned. */
export const MAX_STORE_SUGGESTIONS = 10;
export const MAX_BRAND_SUGGESTIONS = 5;
/** Most terms searched; more words add nothing a diner would miss. */
const MAX_TERMS = 5;

/**
 * Suggestions for what a diner typed: stores containing every whitespace-separated term (best first, see
 * searchStores) and brands whose name or alias contains the whole text. Blank text suggests nothing.
 */
export async function autocompleteStores(db: Db, search: string): Promise<AutocompleteResponse> {
  const text = search.trim();
  const terms = text.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  if (terms.length === 0) return { search: text, stores: [], brands: [] };
  const [stores, brands] = await Promise.all([
    searchStores(db, terms, MAX_STORE_SUGGESTIONS),
    findBrandSuggestions(db, text, MAX_BRAND_SUGGESTIONS),
  ]);
  return { search: text, stores, brands };
}
