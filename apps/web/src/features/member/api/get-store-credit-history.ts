/**
 * GET /api/user/transactions/store_credits?page&per_page=30[&identifier] — the member's store-credit movements,
 * newest first (spec §7 User; spec §3 Store-credit transactions; spec §8 get_store_credit_histories; spec §9
 * page size 30). Response `data` + `links.pagination`.
 */
import type { StoreCreditHistoryResponse } from '@iding/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { userKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** spec §9: points and store-credit history page size 30. */
const PER_PAGE = 30;

/**
 * One page (1-based) of the member's movements, at store `identifier` or at every store (null).
 * @throws ApiError unauthorized (401; handled centrally, spec §4 Session), 400 for a bad page
 */
export function getStoreCreditHistory(
  identifier: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<StoreCreditHistoryResponse> {
  return api<StoreCreditHistoryResponse>(
    apiPaths.userStoreCreditTransactions({ page, per_page: PER_PAGE, identifier }),
    { signal },
  );
}

/** Pages 1, 2, … ("載入更多" asks for the next until current_page = last_page). */
export const storeCreditHistoryQueryOptions = (identifier: string | null) =>
  infiniteQueryOptions({
    queryKey: userKeys.storeCredits(identifier),
    queryFn: ({ pageParam, signal }) => getStoreCreditHistory(identifier, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { current_page, last_page } = last.links.pagination;
      return current_page < last_page ? current_page + 1 : undefined;
    },
  });

/** The member's store-credit movements at `identifier` (null: every store). */
export function useStoreCreditHistory(identifier: string | null) {
  return useInfiniteQuery(storeCreditHistoryQueryOptions(identifier));
}
