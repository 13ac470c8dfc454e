/**
 * A store's branches and news (spec §3 "Branch stores", §7 GET /api/stores/{identifier}/subsidiaries and
 * /news).
 */
import type { StoreNewsResponse, SubsidiariesResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { newsItems, toStoreSummary } from './get-store-info';
import { listBranchStores, type StoreRow } from './stores.queries';

/**
 * The store plus its branches, the other stores of its brand (open state at `now`, epoch ms, Asia/Taipei),
 * each with the favorite flag of the requester (spec §3 Branch stores; `favoriteIds` resolves store ids to
 * the member's favorites, none for visitors). The wire keeps the spec's names: the branches go out as
 * `subsidiaries` (SubsidiariesResponse).
 */
export async function getBranches(
  db: Db,
  store: StoreRow,
  now: number,
  favoriteIds: (storeIds: number[]) => Promise<Set<number>> = async () => new Set(),
): Promise<SubsidiariesResponse> {
  const branches = await listBranchStores(db, store.brandId, store.id);
  const favs = await favoriteIds([store.id, ...branches.map((b) => b.id)]);
  return {
    store: { identifier: store.identifier, name: store.name, favorite: favs.has(store.id) },
    subsidiaries: branches.map((b) => ({ ...toStoreSummary(b, now), favorite: favs.has(b.id) })),
  };
}

/** The store's news: its carousel messages, newest first as the store ordered them (the first is the news line). */
export function getStoreNews(store: StoreRow): StoreNewsResponse {
  return { identifier: store.identifier, news: newsItems(store) };
}
