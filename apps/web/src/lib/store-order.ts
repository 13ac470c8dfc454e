/** Order of the stores in a list (spec §3 Store lists: all_stores by identifier, near_by by distance). */
import { openStoresFirst, type StoreListsResponse, type StoreSummary } from '@iding/domain';

type Lists = Pick<StoreListsResponse, 'all_stores' | 'near_by'>;

/** Every store, open ones first, the server's order otherwise (openStoresFirst, as the server's preview). */
export function openFirst(data: Lists): StoreSummary[] {
  return openStoresFirst(data.all_stores);
}

/**
 * Nearest first as the server sorted near_by (distances are the server's, in metres), then any store without
 * coordinates, so a filter never hides a store just because it has no map position.
 */
export function nearestFirst(data: Lists): StoreSummary[] {
  const near = data.near_by.map((id) => data.all_stores[id]).filter((s): s is StoreSummary => !!s);
  const placed = new Set(near.map((s) => s.identifier));
  return [...near, ...Object.values(data.all_stores).filter((s) => !placed.has(s.identifier))];
}

/** The stores open now when `on` (只看營業中), else all of them; order kept. */
export function openOnly(stores: StoreSummary[], on: boolean): StoreSummary[] {
  return on ? stores.filter((s) => !s.is_closed) : stores;
}
