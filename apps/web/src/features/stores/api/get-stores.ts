/** GET /api/stores — store lists (spec §3 "Store lists", §7). */
import type { StoreListsResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function getStores(signal?: AbortSignal): Promise<StoreListsResponse> {
  return api<StoreListsResponse>(apiPaths.stores(), { signal });
}

export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['stores'],
    queryFn: ({ signal }) => getStores(signal),
    staleTime: 60_000,
  });

export function useStores() {
  return useQuery(storesQueryOptions());
}
