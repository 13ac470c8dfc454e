/**
 * GET /api/orders — the logged-in member's orders, newest first, a page at a time (spec §7 Orders; spec §2
 * order history; spec §8 get_history_orders). Response `data` + `links.pagination` like the points list.
 */
import { type MemberOrdersResponse, ORDER_HISTORY_PER_PAGE } from '@iding/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * One page (1-based) of the member's orders.
 * @throws ApiError unauthorized (401; handled centrally, spec §4 Session), 400 for a bad page
 */
export function getOrders(page: number, signal?: AbortSignal): Promise<MemberOrdersResponse> {
  return api<MemberOrdersResponse>(apiPaths.memberOrders({ page, per_page: ORDER_HISTORY_PER_PAGE }), {
    signal,
  });
}

/** Every member-orders query starts with this key: invalidate it after a cancel. */
export const memberOrdersKey = orderKeys.memberList();

/** Pages 1, 2, … of the history ("載入更多" asks for the next until current_page = last_page). */
export const memberOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: memberOrdersKey,
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { current_page, last_page } = last.links.pagination;
      return current_page < last_page ? current_page + 1 : undefined;
    },
  });

/** The member's order history (the query of memberOrdersQueryOptions). */
export function useMemberOrders() {
  return useInfiniteQuery(memberOrdersQueryOptions());
}
