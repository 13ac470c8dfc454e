/**
 * GET /api/user/points?page&per_page=30[&identifier] — the member's point movements, newest first (spec §7
 * User; spec §3 Points ledger events; spec §8 get_point_histories; spec §9 page size 30). Response `data` +
 * `links.pagination`.
 */
import type { PointHistoryResponse } from '@iding/domain';
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
export function getPointHistory(
  identifier: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<PointHistoryResponse> {
  return api<PointHistoryResponse>(apiPaths.userPoints({ page, per_page: PER_PAGE, identifier }), { signal });
}

/** Pages 1, 2, … ("載入更多" asks for the next until current_page = last_page). */
export const pointHistoryQueryOptions = (identifier: string | null) =>
  infiniteQueryOptions({
    queryKey: userKeys.points(identifier),
    queryFn: ({ pageParam, signal }) => getPointHistory(identifier, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { current_page, last_page } = last.links.pagination;
      return current_page < last_page ? current_page + 1 : undefined;
    },
  });

/** The member's point movements at `identifier` (null: every store). */
export function usePointHistory(identifier: string | null) {
  return useInfiniteQuery(pointHistoryQueryOptions(identifier));
}
