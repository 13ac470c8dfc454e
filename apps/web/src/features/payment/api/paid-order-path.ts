/**
 * Where the diner goes once an online payment is confirmed (spec §2): the paid order is read again (its payment
 * state changed), then placedOrderPath: a 外送 order to pairing, where its courier is arranged, any other to
 * order completed. Shared by the landing page (LINE Pay, JKO Pay, card…) and Taiwan Pay's desktop QR page, which
 * has not read the order before.
 */
import type { QueryClient } from '@tanstack/react-query';
import { orderQueryOptions } from '../../../api/get-order';
import { orderKeys } from '../../../api/query-keys';
import { paths } from '../../../lib/paths';
import { placedOrderPath } from '../../../lib/placed-order-path';

/**
 * The screen for paid order `orderId` (UUID) at store `sid`. The order is refreshed in the cache (a page
 * showing it refetches; otherwise it is read once: its type never changes). Should that read fail, order
 * completed, which reads the order itself and says what went wrong.
 */
export async function paidOrderPath(client: QueryClient, sid: string, orderId: string): Promise<string> {
  await client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
  try {
    const order = await client.ensureQueryData(orderQueryOptions(orderId));
    return placedOrderPath(sid, orderId, order.order_type);
  } catch {
    return paths.orderCompleted(sid, orderId);
  }
}
