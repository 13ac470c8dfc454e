/**
 * POST /api/orders/order/avail_time — pickup windows "date#start#end", the lead window and whether an
 * as-soon-as-possible order is possible (spec §5, §7). `size` (items in the cart) feeds the Jumbo rule.
 */
import type { AvailTimeRequest, AvailTimeResponse } from '@iding/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** spec §9: the client's timezone offset in hours goes with the request. */
const clientTimezoneHours = () => -new Date().getTimezoneOffset() / 60;

export function getAvailTime(body: AvailTimeRequest, signal?: AbortSignal): Promise<AvailTimeResponse> {
  return api<AvailTimeResponse>(apiPaths.availTime(), { method: 'POST', body, signal });
}

export const availTimeQueryOptions = (sid: string, orderType: number, size: number) =>
  queryOptions({
    queryKey: checkoutKeys.availTime(sid, orderType, size),
    queryFn: ({ signal }) =>
      getAvailTime(
        { identifier: sid, order_type: orderType, timezone: clientTimezoneHours(), total: size },
        signal,
      ),
    staleTime: 30_000,
    // Windows move with the clock: refresh every minute while the checkout is open.
    refetchInterval: 60_000,
  });

export function useAvailTime(sid: string, orderType: number, size: number) {
  return useQuery(availTimeQueryOptions(sid, orderType, size));
}
