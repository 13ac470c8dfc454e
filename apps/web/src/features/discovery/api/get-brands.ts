/**
 * GET /api/brands?search= — brands with their store counts, by name (spec §3 Store lists "brands", §7);
 * `search` matches the name or an alias (五十嵐 finds 50嵐).
 */
import type { BrandsResponse } from '@iding/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * @param search trimmed text, at most 50 characters (server limit); '' lists every brand.
 * @throws ApiError — 400 for a longer text, 500 timeout / network.
 */
export function getBrands(search: string, signal?: AbortSignal): Promise<BrandsResponse> {
  return api<BrandsResponse>(apiPaths.brands(search.trim() || undefined), { signal });
}

/** Query options keyed by the trimmed search text (spec §7 GET /api/brands). */
export const brandsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: discoveryKeys.brands(search.trim()),
    queryFn: ({ signal }) => getBrands(search, signal),
    staleTime: 5 * 60_000,
  });

/** While a new search loads, the previous list stays on screen (no flash of the skeleton per keystroke). */
export function useBrands(search = '') {
  return useQuery({ ...brandsQueryOptions(search), placeholderData: keepPreviousData });
}
