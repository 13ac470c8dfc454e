/**
 * GET /api/brands/{bid}?lat=&lng= — a brand and its stores (spec §2 /brands/{bid}/stores, §7); with the
 * diner's position each store carries its distance in metres. 404 brand_not_found for an unknown brand.
 */
import type { BrandResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** The diner's position in degrees (spec §3 userPosition), as the API's lat/lng. */
type Position = { lat: number; lng: number };

/** @throws ApiError — 404 brand_not_found, 500 timeout / network. */
export function getBrand(bid: string, position?: Position, signal?: AbortSignal): Promise<BrandResponse> {
  return api<BrandResponse>(apiPaths.brand(bid, position), { signal });
}

/** Query options keyed by brand and position (distances differ per position). */
export const brandQueryOptions = (bid: string, position?: Position) =>
  queryOptions({
    queryKey: discoveryKeys.brand(bid, position ?? null),
    queryFn: ({ signal }) => getBrand(bid, position, signal),
    staleTime: 60_000,
  });

/**
 * The brand and its stores. When only the position changed, the stores already shown stay (marked as
 * placeholder) until the answer with distances arrives; another brand never shows the previous one's stores.
 */
export function useBrand(bid: string, position?: Position) {
  return useQuery({
    ...brandQueryOptions(bid, position),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === bid ? previous : undefined),
  });
}
