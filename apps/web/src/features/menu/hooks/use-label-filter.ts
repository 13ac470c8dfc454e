/**
 * The menu's food-label filter (docs/features.md "Food labels"), kept in the URL as `?diet=veg,no-peanut`
 * so a reload, a back and a shared link show the same filtered menu. Changing it replaces the history entry
 * (a filter is not a place to go back to) and keeps the scroll position.
 */
import {
  isMenuNote,
  MENU_LABEL_FILTERS,
  type MenuCategory,
  type MenuLabelFilter,
  matchesLabelFilters,
} from '@iding/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Search parameter holding the chosen filters, comma-separated. */
export const DIET_PARAM = 'diet';

/** The chosen filters (unknown words in the URL are ignored) and a toggle for one of them. */
export function useLabelFilter() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(DIET_PARAM) ?? '';
  const filters = useMemo(
    () => MENU_LABEL_FILTERS.filter((f) => raw.split(',').includes(f)),
    [raw],
  ) as readonly MenuLabelFilter[];

  const set = useCallback(
    (next: readonly MenuLabelFilter[]) =>
      setSearch(
        (prev) => {
          const params = new URLSearchParams(prev);
          if (next.length > 0) params.set(DIET_PARAM, next.join(','));
          else params.delete(DIET_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  const toggle = useCallback(
    (f: MenuLabelFilter) => set(filters.includes(f) ? filters.filter((x) => x !== f) : [...filters, f]),
    [filters, set],
  );
  const clear = useCallback(() => set([]), [set]);
  return { filters, toggle, clear };
}

/**
 * The categories a filter leaves: only the entrees whose labels match (merchant notes go too), and no category
 * left empty. No filter: the categories as they are.
 */
export function filterCategories(
  categories: MenuCategory[],
  filters: readonly MenuLabelFilter[],
): MenuCategory[] {
  if (filters.length === 0) return categories;
  return categories
    .map((c) => ({
      ...c,
      entrees: c.entrees.filter((e) => !isMenuNote(e) && matchesLabelFilters(e.labels, filters)),
    }))
    .filter((c) => c.entrees.length > 0);
}
