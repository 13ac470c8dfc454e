/**
 * GET /iorder/stores/{sid} — store info (spec §3 "Store info", §7). Shared by the store, menu, cart and
 * order-completed screens, so it lives outside any one feature.
 */
import type { StoreInfo } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';
import { storeKeys } from './query-keys';

/** @throws ApiError — 404 store_not_found, 500 timeout / network. */
export function getStoreInfo(sid: string, signal?: AbortSignal): Promise<StoreInfo> {
  return api<StoreInfo>(apiPaths.storeInfo(sid), { signal });
}

/** The cache key of a store's info: what the favorite toggle updates in place (entities/favorite/model/toggle-favorite.ts). */
export const storeInfoQueryKey = storeKeys.info;

/** Query options: cached 60 s per store (opening state is recomputed by the server on each fetch). */
export const storeInfoQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: storeInfoQueryKey(sid),
    queryFn: ({ signal }) => getStoreInfo(sid, signal),
    staleTime: 60_000,
  });

/** The store info of `sid` for a screen. */
export function useStoreInfo(sid: string) {
  return useQuery(storeInfoQueryOptions(sid));
}
