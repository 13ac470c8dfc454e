/**
 * GET /iorder/stores/{sid} — store info (spec §3 "Store info", §7). Shared by the store, menu, cart and
 * order-completed screens, so it lives outside any one feature.
 */
import type { StoreInfo } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';

export function getStoreInfo(sid: string, signal?: AbortSignal): Promise<StoreInfo> {
  return api<StoreInfo>(apiPaths.storeInfo(sid), { signal });
}

export const storeInfoQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: ['store-info', sid],
    queryFn: ({ signal }) => getStoreInfo(sid, signal),
    staleTime: 60_000,
  });

export function useStoreInfo(sid: string) {
  return useQuery(storeInfoQueryOptions(sid));
}
