/**
 * POST /api/orders/{orderId}/pairing (spec §7 pairing; spec §4 "Pairing failure yields paired false"): asks for
 * the courier of a placed 外送 order. The order's own request only records its quote; the order pages ask here
 * (DeliveryStatusCard) once the order is placed, and paid when it is paid online. The server books the courier
 * once however often it is asked, and books it itself should no page ask (ADR 006 外送).
 */
import {
  isOpenOrder,
  isReleasedToStore,
  type OrderResponse,
  OrderType,
  type PairingResponse,
} from '@iding/domain';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api-client';
import { apiPaths } from '../lib/paths';
import { orderKeys, orderMutationKeys } from './query-keys';

/**
 * @returns paired true with the delivery once a courier is booked; paired false with delivery null when none
 *   could be (the store arranges it).
 * @throws ApiError order_not_found (404), not_found (404, not a 外送 order), order_not_paid (409, its online
 *   payment is not done).
 */
export function pairOrderDelivery(orderId: string): Promise<PairingResponse> {
  return api<PairingResponse>(apiPaths.orderPairing(orderId), { method: 'POST', body: {} });
}

type PairableOrder = Pick<
  OrderResponse,
  'id' | 'order_type' | 'delivery' | 'status' | 'payment_type' | 'payment_status'
>;

/** A 外送 order still open and released to the store (paid, if paid online) that has no courier yet. */
export function awaitsCourier(order: PairableOrder): boolean {
  return (
    order.order_type === OrderType.DELIVERY &&
    order.delivery === null &&
    isOpenOrder(order.status) &&
    isReleasedToStore(order)
  );
}

/**
 * Whether the server has answered this page load's pairing of order `orderId` (paired or not): the pairing
 * screen then moves on, and the order's other screens do not ask again (a reload asks again).
 */
export function usePairingAnswered(orderId: string): boolean {
  return (
    useMutationState({ filters: { mutationKey: orderMutationKeys.pairing(orderId), status: 'success' } })
      .length > 0
  );
}

/**
 * Asks for the courier of an order that awaits one (awaitsCourier), once per page load: not again once the
 * server answered (usePairingAnswered), again after a failed request. The answer's delivery goes into the
 * cached order. @returns pairing: true while the answer is awaited.
 */
export function usePairOrderDelivery(order: PairableOrder): { pairing: boolean } {
  const client = useQueryClient();
  const answered = usePairingAnswered(order.id);
  const { mutate, isIdle, isPending } = useMutation({
    mutationKey: orderMutationKeys.pairing(order.id),
    mutationFn: () => pairOrderDelivery(order.id),
    onSuccess: ({ delivery }) =>
      client.setQueryData<OrderResponse>(orderKeys.detail(order.id), (old) =>
        old ? { ...old, delivery } : old,
      ),
  });
  const wanted = awaitsCourier(order) && !answered;
  useEffect(() => {
    if (wanted && isIdle) mutate();
  }, [wanted, isIdle, mutate]);
  return { pairing: wanted && (isIdle || isPending) };
}
