/**
 * Books the courier of a placed DELIVERY order (issue #12 §1): through the delivery adapter every time
 * (DESIGN.md: never a faked success), then records the delivery as PENDING (spec §4). Called by the orders
 * module after the order is committed, with plain values.
 */
import { DeliveryStatus, findCancelReason } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DeliveryProvider } from '../../providers/delivery/index';
import type { StoreRow } from '../stores/get-store';
import { type DeliveryRow, findQuote, insertDelivery } from './delivery.queries';
import { pickupOf } from './request-quote';

export interface StartDeliveryInput {
  orderId: string;
  quoteId: string;
  /** The order's store (the pickup place). */
  store: Pick<StoreRow, 'id' | 'identifier' | 'name' | 'phone' | 'city' | 'district' | 'address'>;
  /** Who receives the food (spec §3 shippingInfos recipient, phone). */
  recipient: { name: string; phone: string };
  /** Epoch ms. */
  now: number;
}

/**
 * Books a courier for the order at the quote's address and fee, and records the delivery (status PENDING).
 * @throws ApiError quote_invalid (422) for an unknown, another store's, already used quote or one from
 *   another provider (the configuration changed since); delivery_unavailable (502) when the platform refuses.
 */
export async function startDelivery(
  db: Db,
  provider: DeliveryProvider,
  input: StartDeliveryInput,
): Promise<DeliveryRow> {
  const found = await findQuote(db, input.quoteId);
  if (!found || found.quote.storeId !== input.store.id || found.quote.provider !== provider.code) {
    throw new ApiError('quote_invalid', '找不到這筆外送報價，請重新取得報價');
  }
  if (found.usedByOrderId !== null) {
    throw new ApiError('quote_invalid', '這筆外送報價已用於另一筆訂單，請重新取得報價');
  }
  const { quote } = found;
  let booked: Awaited<ReturnType<DeliveryProvider['createDelivery']>>;
  try {
    booked = await provider.createDelivery({
      orderId: input.orderId,
      providerQuoteId: quote.providerQuoteId,
      pickup: pickupOf(input.store),
      dropoff: { city: quote.city, district: quote.district, address: quote.address, floor: quote.floor },
      recipient: input.recipient,
      total: quote.totalCents / 100,
    });
  } catch {
    throw new ApiError('delivery_unavailable', '外送平台暫時無法安排外送員，請稍後再試');
  }
  try {
    return await insertDelivery(db, {
      orderId: input.orderId,
      quoteId: quote.id,
      provider: provider.code,
      providerDeliveryId: booked.providerDeliveryId,
      trackingUrl: booked.trackingUrl,
      status: DeliveryStatus.PENDING,
      feeCents: quote.feeCents,
      etaMinutes: quote.etaMinutes,
      createdAt: new Date(input.now),
      updatedAt: new Date(input.now),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request used the quote first. The platform is idempotent on the order id, so this booking is
    // either that order's own (same order id) or a second courier that must be called off.
    const existing = await findQuote(db, input.quoteId);
    if (existing?.usedByOrderId !== input.orderId) {
      await provider.cancel(booked.providerDeliveryId, findCancelReason('MISTAKE_ERROR')!).catch(() => {});
    }
    throw new ApiError('quote_invalid', '這筆外送報價已用於另一筆訂單，請重新取得報價');
  }
}
