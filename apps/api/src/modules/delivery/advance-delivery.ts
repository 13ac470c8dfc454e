/**
 * Moves a delivery along (spec §4 Delivery status PENDING 0 … RETURNED 6) on a courier event: pickup,
 * dropoff, delivered, cancel (`npm run courier`, or a platform's status push). The spec lists the statuses
 * but no rules; these follow the platforms' order (Uber Direct pending → pickup → pickup_complete → dropoff →
 * delivered, or canceled / returned; PROVIDERS.md §7).
 */
import {
  CANCEL_PARTY_NAMES,
  type CancelParty,
  DELIVERY_STATUS_NAMES,
  type DeliveryEvent,
  DeliveryProvider,
  DeliveryStatus,
  findCancelReason,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import { type DeliveryRow, findDelivery, recordDeliveryMove, updateDeliveryStatus } from './delivery.queries';

const S = DeliveryStatus;

/** Per event: the statuses it may come from, and where it leads from each. */
const TRANSITIONS: Record<DeliveryEvent, Partial<Record<DeliveryStatus, DeliveryStatus>>> = {
  pickup: { [S.PENDING]: S.PICKUP },
  // Leaving with the food; a courier who reports dropoff straight from pickup has picked up.
  dropoff: { [S.PICKUP]: S.DROPOFF, [S.PICKUP_COMPLETE]: S.DROPOFF },
  delivered: { [S.DROPOFF]: S.DELIVERED },
  // Before the food left the store the delivery is cancelled; once on its way it goes back (RETURNED).
  cancel: {
    [S.PENDING]: S.CANCELED,
    [S.PICKUP]: S.CANCELED,
    [S.PICKUP_COMPLETE]: S.CANCELED,
    [S.DROPOFF]: S.RETURNED,
  },
};

/** Where `event` leads from `status`, or null when spec §4's order does not allow it. */
export function nextDeliveryStatus(status: number, event: DeliveryEvent): DeliveryStatus | null {
  return TRANSITIONS[event][status as DeliveryStatus] ?? null;
}

/** A delivery as its owner and the courier CLI see it. */
export interface DeliveryState {
  orderId: string;
  status: DeliveryStatus;
  statusName: string;
  /** 1–17 (spec §4), null unless cancelled or returned. */
  cancelReason: number | null;
  cancelReasonText: string | null;
  cancelParty: CancelParty | null;
  cancelPartyName: string | null;
}

export function deliveryState(row: DeliveryRow): DeliveryState {
  const reason = row.cancelReason != null ? findCancelReason(row.cancelReason) : undefined;
  const party = (row.cancelParty ?? null) as CancelParty | null;
  return {
    orderId: row.orderId,
    status: row.status as DeliveryStatus,
    statusName: DELIVERY_STATUS_NAMES[row.status as DeliveryStatus] ?? '',
    cancelReason: row.cancelReason ?? null,
    cancelReasonText: reason?.text ?? null,
    cancelParty: party,
    cancelPartyName: party != null ? CANCEL_PARTY_NAMES[party] : null,
  };
}

/**
 * Applies a courier event to the order's delivery, recording the cancellation reason and its party, and
 * writes the order's live event (kind `delivery`) so the diner's open order page updates.
 * @param reason for cancel only: 1–17 or the reason's key (e.g. NO_COURIER), spec §4.
 * @param now epoch ms. options.sandboxOnly: refuse deliveries of a real platform (the courier CLI).
 * @throws ApiError not_found (404) when the order has no delivery; validation_error (400) for a missing,
 *   unknown or unexpected reason; delivery_transition_invalid (409) when the status does not allow the event.
 */
export async function advanceDelivery(
  db: Db,
  orderId: string,
  event: DeliveryEvent,
  reason?: string | number,
  now: number = Date.now(),
  options: { sandboxOnly?: boolean } = {},
): Promise<DeliveryState> {
  const cancelReason = reason === undefined || reason === '' ? undefined : findCancelReason(reason);
  if (event === 'cancel' && reason === undefined) {
    throw new ApiError('validation_error', '取消外送須註明原因（1–17）');
  }
  if (event !== 'cancel' && reason !== undefined) {
    throw new ApiError('validation_error', '只有取消外送需要原因');
  }
  if (reason !== undefined && !cancelReason)
    throw new ApiError('validation_error', `未知的取消原因：${reason}`);

  const current = isUuid(orderId) ? await findDelivery(db, orderId) : undefined;
  if (!current) throw new ApiError('not_found', '這筆訂單沒有外送');
  // A real platform's courier reports through the platform; moving it by hand would show the diner a
  // status the courier never reached.
  if (options.sandboxOnly && current.provider !== DeliveryProvider.DEFAULT) {
    throw new ApiError('delivery_transition_invalid', '這筆外送由外送平台處理，不能手動更新');
  }
  const refuse = (status: number) =>
    new ApiError(
      'delivery_transition_invalid',
      `外送狀態為「${DELIVERY_STATUS_NAMES[status as DeliveryStatus] ?? status}」，不能${EVENT_NAMES[event]}`,
    );
  const to = nextDeliveryStatus(current.status, event);
  if (to === null) throw refuse(current.status);
  // The move and its order event in one transaction: the diner's live order page hears of every move that
  // happened, and only of those (recordDeliveryMove).
  const updated = await db.transaction(async (tx) => {
    const row = await updateDeliveryStatus(tx, orderId, [current.status], {
      status: to,
      cancelReason: cancelReason?.code ?? null,
      cancelParty: cancelReason?.party ?? null,
      updatedAt: new Date(now),
    });
    if (row) await recordDeliveryMove(tx, orderId);
    return row;
  });
  // Another event moved the delivery between the read and the write: refuse from where it is now.
  if (!updated) throw refuse((await findDelivery(db, orderId))?.status ?? current.status);
  return deliveryState(updated);
}

const EVENT_NAMES: Record<DeliveryEvent, string> = {
  pickup: '標記取餐',
  dropoff: '標記出發外送',
  delivered: '標記送達',
  cancel: '取消外送',
};
