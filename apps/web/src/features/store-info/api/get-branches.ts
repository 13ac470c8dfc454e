/**
 * GET /api/stores/{identifier}/subsidiaries — the store plus the other stores of its brand (spec §3
 * "Branch stores", §7). 404 store_not_found for an unknown store.
 */
import type { SubsidiariesResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError (spec §8), 404 when the store is unknown. */
export function getBranches(sid: string, signal?: AbortSignal): Promise<SubsidiariesResponse> {
  return api<SubsidiariesResponse>(apiPaths.storeSubsidiaries(sid), { signal });
}

/** react-query options of the branch stores (spec §7 GET /api/stores/{identifier}/subsidiaries), fresh for a minute. */
export const branchesQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: storeKeys.branches(sid),
    queryFn: ({ signal }) => getBranches(sid, signal),
    staleTime: 60_000,
  });

/** The store plus the other branches of its brand (wire: `subsidiaries`; spec §3 Branch stores, §7). */
export function useBranches(sid: string) {
  return useQuery(branchesQueryOptions(sid));
}
