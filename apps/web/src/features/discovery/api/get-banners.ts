/** GET /api/banners — banners showing now, in order (spec §3 Store lists "banners", §7). */
import type { BannersResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError — 500 timeout / network. */
export function getBanners(signal?: AbortSignal): Promise<BannersResponse> {
  return api<BannersResponse>(apiPaths.banners(), { signal });
}

/** Query options; banners change rarely, so 5 minutes fresh. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: discoveryKeys.banners(),
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 5 * 60_000,
  });

/** The index page's banners (spec §7 GET /api/banners). */
export function useBanners() {
  return useQuery(bannersQueryOptions());
}
