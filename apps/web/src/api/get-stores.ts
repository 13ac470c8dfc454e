/**
 * GET /api/stores — store lists (spec §3 "Store lists", §7), optionally narrowed by city, district and food
 * category, with each store's distance and `near_by` (nearest first) when the diner's position is sent.
 */
import type { StoreListsResponse } from '@iding/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiPaths, type StoreListQuery } from '../lib/paths';
import { storeKeys } from './query-keys';

/**
 * @param query filters; lat/lng (degrees) both or neither.
 * @throws ApiError — 400 for bad filters, 500 timeout / network.
 */
export function getStores(query: StoreListQuery = {}, signal?: AbortSignal): Promise<StoreListsResponse> {
  return api<StoreListsResponse>(apiPaths.stores(query), { signal });
}

/** Only the filters that are set, so `{}` and `{city: undefined}` share one cache entry. */
function cacheKey(query: StoreListQuery): StoreListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as StoreListQuery;
}

/** Query options keyed by the filters that are set (spec §7 GET /api/stores). */
export const storesQueryOptions = (query: StoreListQuery = {}) =>
  queryOptions({
    queryKey: storeKeys.list(cacheKey(query)),
    queryFn: ({ signal }) => getStores(query, signal),
    staleTime: 60_000,
  });

/**
 * @param enabled false while the query waits for something (e.g. the diner's position).
 * @param keepPrevious true: while a changed filter loads, the previous list stays (isPlaceholderData) instead
 *   of a skeleton, so a filter change does not blank the page.
 */
export function useStores(
  query: StoreListQuery = {},
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...storesQueryOptions(query),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
