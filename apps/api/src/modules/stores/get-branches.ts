/**
 * A store's branches and news (spec §3 "Branch stores", §7 GET /api/stores/{identifier}/subsidiaries and
 * /news).
 */
import type { StoreNewsResponse, SubsidiariesResponse } from '@iding/domain';
import type { Db } from '../../db/client';
import { toStoreSummary } from './get-store-info';
import { listBranchStores, type StoreRow } from './stores.queries';

/**
 * The store plus the other stores of its brand (open state now, Asia/Taipei). Favourite flags are false
 * until members can keep favourites (issue #3).
 */
export async function getSubsidiaries(db: Db, store: StoreRow, now: number): Promise<SubsidiariesResponse> {
  const branches = await listBranchStores(db, store.brandId, store.id);
  return {
    store: { identifier: store.identifier, name: store.name, favorite: false },
    subsidiaries: branches.map((b) => toStoreSummary(b, now)),
  };
}

/** The store's news: its carousel messages, newest first as the store ordered them (the first is the news line). */
export function getStoreNews(store: StoreRow): StoreNewsResponse {
  return { identifier: store.identifier, news: store.carouselMessages };
}
