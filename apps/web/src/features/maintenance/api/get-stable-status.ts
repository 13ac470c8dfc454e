/**
 * GET /api/provider/stable_status (spec §2 "Maintenance", §7 "Provider stable-status") →
 * `{status: 0 | 1, brand_link: string | null}`; status 1 = under maintenance.
 * A 404 (a server without the endpoint) counts as status 0. The check is background work: its failures
 * neither turn the progress bar red nor show it (query meta `silent`).
 */
import { queryOptions } from '@tanstack/react-query';
import { maintenanceKeys } from '../../../api/query-keys';
import { ApiError, api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { normaliseStableStatus, type StableStatus } from '../utils/maintenance';

/** GET the provider stable status (spec §7): `{status, brand_link}`; status 1 = maintenance. */
export function getStableStatus(signal?: AbortSignal): Promise<StableStatus> {
  return api<unknown>(apiPaths.stableStatus(), { signal }).then(normaliseStableStatus, (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return normaliseStableStatus(null);
    throw error;
  });
}

/** spec §2: checked at most once every 30 s (staleTime); never retried (the next route change asks again). */
export const stableStatusQueryOptions = () =>
  queryOptions({
    queryKey: maintenanceKeys.stableStatus(),
    queryFn: ({ signal }) => getStableStatus(signal),
    staleTime: 30_000,
    retry: false,
    meta: { silent: true },
  });
