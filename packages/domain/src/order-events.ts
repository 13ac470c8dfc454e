/**
 * Order changes and how long an order may be changed (docs/features.md; spec §7 PATCH
 * /api/orders/{editOid}; spec §4 order status). Kept apart from orders.ts so that ZOrderResponse can carry
 * these fields without an import cycle with the edit request (order-edit.ts).
 */
import { z } from 'zod';
import { isOnlinePayment, OrderStatus, OrderType, PaymentStatus } from './enums';

/** Who made a change recorded in an order's history. */
export const ORDER_EVENT_ACTORS = ['member', 'visitor'] as const;

/** One entry of an order's history (table order_events), newest last. Money in TWD. */
export const ZOrderEvent = z.object({
  kind: z.enum(['edited']).describe('edited: the diner changed the order (PATCH /api/orders/{oid})'),
  at: z.number().int().describe('When, epoch seconds'),
  by: z
    .enum(ORDER_EVENT_ACTORS)
    .describe('member: the logged-in member; visitor: the browser that placed it'),
  version: z.number().int().describe('The order version this change made'),
  before_total: z.number().describe('TWD, the total before the change'),
  after_total: z.number().describe('TWD, the total after the change'),
});
export type OrderEvent = z.infer<typeof ZOrderEvent>;

/** Fields of GET /api/orders/{orderId} about changing the order (spread into ZOrderResponse). */
export const ZOrderEditFields = {
  version: z
    .number()
    .int()
    .describe('The order version (1 when placed, +1 per change): send it back with PATCH /api/orders/{oid}'),
  editable_until: z
    .number()
    .int()
    .nullable()
    .describe(
      'Epoch seconds until which the diner may change the order (target time minus the MinLead of its type); ' +
        'null when it cannot be changed at all (not SUBMITTED, accepted by the store, paid, paid online, 外送 / 宅配) ' +
        'and for a 盡快 order (see editable_until_accepted)',
    ),
  editable_until_accepted: z
    .boolean()
    .describe(
      'true: a 盡快 order the diner may change until the store accepts it (no clock limit: its time is "as soon ' +
        'as ready", so target time minus MinLead would close the window a minute after ordering)',
    ),
  events: z.array(ZOrderEvent).describe("The order's history of changes, oldest first"),
};

/** Why an order cannot be changed whatever the time, or null when only the clock decides. */
export type OrderEditBlock = 'status' | 'accepted' | 'paid' | 'online_payment' | 'order_type';

/**
 * The part of the edit rule that does not depend on the clock: the order is SUBMITTED (spec
 * §4), unpaid, not paid online (online payments: spec §5; an edit that changes an online-paid total is out
 * of scope), and of a type with a pickup or seating time the diner chose (外送 has a courier booked and 宅配 no
 * time slot). Not once the store has accepted it (accepted_at set): the kitchen has started.
 */
export function orderEditBlock(order: {
  status: number;
  payment_status: number;
  payment_type: number;
  order_type: number;
  /** Epoch seconds the store accepted the order (console 接單), or null. */
  accepted_at: number | null;
}): OrderEditBlock | null {
  if (order.status !== OrderStatus.SUBMITTED) return 'status';
  if (order.accepted_at !== null) return 'accepted';
  if (isOnlinePayment(order.payment_type)) return 'online_payment';
  if (order.payment_status !== PaymentStatus.UNPAID) return 'paid';
  if (order.order_type === OrderType.DELIVERY || order.order_type === OrderType.SHIP) return 'order_type';
  return null;
}

/** The order facts of the edit window: orderEditBlock's, and whether it was placed for 盡快. */
type EditWindowFacts = Parameters<typeof orderEditBlock>[0] & { is_asap: boolean };

/**
 * Until when an order for a chosen time may be changed: while its target time is more than MinLead minutes
 * away, i.e. strictly before targetMs − MinLead; null when orderEditBlock forbids it anyway, and for a 盡快
 * order, which has no clock limit (orderEditableUntilAccepted).
 * @param targetMs the order's target time, epoch ms; minLeadMinutes the MinLead of its order type.
 * @returns epoch ms (the first instant at which it may no longer be changed), or null.
 */
export function orderEditableUntil(
  order: EditWindowFacts,
  targetMs: number,
  minLeadMinutes: number,
): number | null {
  if (orderEditBlock(order) || order.is_asap) return null;
  return targetMs - Math.max(0, minLeadMinutes) * 60_000;
}

/**
 * A 盡快 order may be changed until the store accepts it (orderEditBlock 'accepted'), whatever the clock: its
 * target is "as soon as ready", placed MinLead ahead, so the time rule would close the window within a minute.
 * Before acceptance the kitchen has not started; a change sets a new 盡快 time as a new order would.
 */
export function orderEditableUntilAccepted(order: EditWindowFacts): boolean {
  return order.is_asap && orderEditBlock(order) === null;
}
