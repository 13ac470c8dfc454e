/** GET /api/inventory/{sid} — sold-out entree and option ids (spec §7). Shared by menu and cart. */
import type { Inventory } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';
import { storeKeys } from './query-keys';

export function getInventory(sid: string, signal?: AbortSignal): Promise<Inventory> {
  return api<Inventory>(apiPaths.inventory(sid), { signal });
}

/**
 * The answer as Sets. One function for every call: TanStack Query runs `select` again whenever its identity
 * changes, and new Sets on every render would re-render every memoised menu section.
 */
const toSets = (data: Inventory) => ({ entrees: new Set(data.entrees), options: new Set(data.options) });

/** How often an open menu or cart reads the sold-out items again (ms); the endpoint answers from memory. */
export const INVENTORY_REFRESH_MS = 30_000;

export const inventoryQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: storeKeys.inventory(sid),
    queryFn: ({ signal }) => getInventory(sid, signal),
    // Sold-out state changes during the day; refresh it whenever a screen needing it mounts, every
    // INVENTORY_REFRESH_MS while the page is in front, and when the diner comes back to it: a store's sold-out
    // switch reaches an open menu and cart within that, not only on the next visit.
    staleTime: 15_000,
    refetchInterval: INVENTORY_REFRESH_MS,
    refetchOnWindowFocus: true,
    select: toSets,
  });

export function useInventory(sid: string) {
  return useQuery(inventoryQueryOptions(sid));
}
