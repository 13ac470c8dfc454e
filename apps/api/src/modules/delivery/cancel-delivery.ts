/**
 * Calls off an order's courier when the order itself is cancelled (spec §4 Delivery cancellation):
 * through the delivery adapter first, so the platform really stops (DESIGN.md: never a faked
 * success), then the delivery is recorded CANCELED (or RETURNED once the food was on its way) with the reason
 * and its party. Called by the orders module with plain values.
 */
import { type DeliveryCancelReason, DeliveryStatus, findCancelReason } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import type { DeliveryProvider } from '../../providers/delivery/index';
import { advanceDelivery, type DeliveryState, deliveryState, nextDeliveryStatus } from './advance-delivery';
import { callOffUnbookedDelivery, findDelivery } from './delivery.queries';

/**
 * Cancels the order's delivery with `reason` (1–17 or its key; the store's own reasons are
 * DELIVERY_ETA_TOO_LONG, MISTAKE_ERROR, REASON_UNKNOWN). An order without a delivery, or one already
 * cancelled or returned, is left as it is (null / its state), so cancelling an order never fails on it. A
 * courier not booked yet is called off before it is (null).
 * @param now epoch ms.
 * @throws ApiError validation_error (400) for an unknown reason; delivery_transition_invalid (409) once
 *   delivered; delivery_unavailable (502) when the platform refuses (e.g. a courier already has the food).
 */
export async function cancelDelivery(
  db: Db,
  provider: DeliveryProvider,
  orderId: string,
  reason: string | number,
  now: number,
): Promise<DeliveryState | null> {
  const cancelReason: DeliveryCancelReason | undefined = findCancelReason(reason);
  if (!cancelReason) throw new ApiError('validation_error', `未知的取消原因：${reason}`);
  if (!isUuid(orderId)) return null;
  let current = await findDelivery(db, orderId);
  if (!current) {
    // A courier still to be booked (queue-booking.ts) is called off before it is: the booking then records
    // nothing and calls off what it booked.
    const calledOff = await callOffUnbookedDelivery(db, orderId, {
      status: DeliveryStatus.CANCELED,
      cancelReason: cancelReason.code,
      cancelParty: cancelReason.party,
      updatedAt: new Date(now),
    });
    if (calledOff) return null;
    // Not waiting (none, or refused), or booked just now: then it is called off below.
    current = await findDelivery(db, orderId);
    if (!current) return null;
  }
  if (current.status === DeliveryStatus.CANCELED || current.status === DeliveryStatus.RETURNED) {
    return deliveryState(current);
  }
  if (nextDeliveryStatus(current.status, 'cancel') === null) {
    throw new ApiError('delivery_transition_invalid', '餐點已送達，無法取消外送');
  }
  if (current.provider !== provider.code) {
    // Booked with a platform the configuration no longer selects: this adapter cannot reach it.
    throw new ApiError('delivery_unavailable', '外送平台暫時無法取消外送，請聯絡店家');
  }
  try {
    await provider.cancel(current.providerDeliveryId, cancelReason);
  } catch {
    throw new ApiError('delivery_unavailable', '外送平台暫時無法取消外送，請聯絡店家');
  }
  return advanceDelivery(db, orderId, 'cancel', cancelReason.code, now);
}
