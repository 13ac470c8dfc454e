/**
 * The member's order history, live: an EventSource on GET /api/orders/events; each event
 * (a store accepted, readied, completed or cancelled one of the member's orders) refreshes the history, so
 * 製作中 / 可取餐 / 已完成 show without a reload.
 */
import { consoleApiPaths } from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderKeys } from '../../../api/query-keys';

export function useMemberOrdersLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(consoleApiPaths.memberOrderEvents());
    source.onmessage = () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.memberList() });
    };
    return () => source.close();
  }, [queryClient]);
}
