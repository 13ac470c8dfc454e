/**
 * GET /api/stores/{identifier}/news — the store's news, first = the news line of the store page (spec §3
 * carousel_messages, §7). 404 store_not_found for an unknown store.
 */
import type { StoreNewsResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError (spec §8), 404 when the store is unknown. */
export function getStoreNews(sid: string, signal?: AbortSignal): Promise<StoreNewsResponse> {
  return api<StoreNewsResponse>(apiPaths.storeNews(sid), { signal });
}

/** react-query options of the store news (spec §7 GET /api/stores/{identifier}/news), fresh for a minute. */
export const storeNewsQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: storeKeys.news(sid),
    queryFn: ({ signal }) => getStoreNews(sid, signal),
    staleTime: 60_000,
  });

/** The store's news (spec §3 carousel_messages, §7). */
export function useStoreNews(sid: string) {
  return useQuery(storeNewsQueryOptions(sid));
}
