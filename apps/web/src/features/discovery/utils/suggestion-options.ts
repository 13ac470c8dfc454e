/**
 * The suggestions of the search page as one list of options (spec §7 GET /api/stores/autocomplete: stores
 * best first, then brands), for the arrow keys of the combobox and for where each option goes.
 */
import type { AutocompleteResponse } from '@iding/domain';

/** One option of the search listbox: a store or a brand suggestion (spec §7 autocomplete). */
export type SuggestionOption =
  | { kind: 'store'; key: string; store: AutocompleteResponse['stores'][number] }
  | { kind: 'brand'; key: string; brand: AutocompleteResponse['brands'][number] };

/** Stores first, then brands, in the server's order; `key` is unique across both kinds. */
export function suggestionOptions(
  data: Pick<AutocompleteResponse, 'stores' | 'brands'> | undefined,
): SuggestionOption[] {
  if (!data) return [];
  return [
    ...data.stores.map((store) => ({ kind: 'store' as const, key: `store:${store.identifier}`, store })),
    ...data.brands.map((brand) => ({ kind: 'brand' as const, key: `brand:${brand.identifier}`, brand })),
  ];
}

/**
 * The option made active by a key press (WAI-ARIA combobox: Down/Up move and wrap, Home/End jump).
 * @param active index of the active option, -1 for none.
 * @returns the new index, or null for a key that does not move.
 */
export function moveActive(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return active < 0 ? null : 0;
    case 'End':
      return active < 0 ? null : count - 1;
    default:
      return null;
  }
}
