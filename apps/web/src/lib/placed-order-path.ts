/**
 * Where the diner goes once an order is placed (and paid, when paid online): a 外送 order to pairing (spec §2
 * /stores/{sid}/pairing/{oid}, where its courier is arranged), every other one to order completed (spec §2
 * /stores/{sid}/order_completed?order_id={oid}, which shows that order).
 */
import { OrderType } from '@iding/domain';
import { paths } from './paths';

/** The screen for placed order `orderId` (UUID) of type `orderType` (spec §3 order types) at store `sid`. */
export function placedOrderPath(sid: string, orderId: string, orderType: number): string {
  return orderType === OrderType.DELIVERY ? paths.pairing(sid, orderId) : paths.orderCompleted(sid, orderId);
}
