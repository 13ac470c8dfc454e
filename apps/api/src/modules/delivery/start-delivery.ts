/**
 * Books the courier of a placed DELIVERY order: through the delivery adapter every time
 * (DESIGN.md: never a faked success), then records the delivery as PENDING (spec §4). Called by the orders
 * module with plain values. Orders placed with a quote are booked off the request path by queue-booking.ts
 * (ADR 006 外送); this books one order at once and writes its row (or fills in one whose booking
 * was refused).
 */
import { DeliveryStatus, findCancelReason } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DeliveryProvider } from '../../providers/delivery/index';
import type { StoreRow } from '../stores/get-store';
import { type DeliveryRow, findQuote, recordBookedDelivery } from './delivery.queries';
import { QUOTE_NOT_FOUND_MESSAGE, QUOTE_USED_MESSAGE, type RedeemedQuote } from './redeem-quote';
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
  /**
   * The quote as redeemQuote read it for this order (check_order / order), so it is not read again: given for
   * an order placed with it (orders.quote_id; orders_quote_uidx refused a second order there); create-order
   * itself queues such bookings (queue-booking.ts).
   */
  quote?: RedeemedQuote;
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
  const quote = input.quote ? fromRedeemed(input.quote) : await readQuote(db, input.quoteId, input.orderId);
  if (!quote || quote.storeId !== input.store.id || quote.provider !== provider.code) {
    throw new ApiError('quote_invalid', QUOTE_NOT_FOUND_MESSAGE);
  }
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
  let recorded: DeliveryRow | undefined;
  try {
    recorded = await recordBookedDelivery(db, {
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
  }
  if (recorded) return recorded;
  // Another request used the quote first (or booked this order already). The platform is idempotent on the
  // order id, so this booking is either that order's own (same order id) or a second courier that must be
  // called off.
  const existing = await findQuote(db, input.quoteId);
  if (existing?.usedByOrderId !== input.orderId) {
    await provider.cancel(booked.providerDeliveryId, findCancelReason('MISTAKE_ERROR')!).catch(() => {});
  }
  throw new ApiError('quote_invalid', QUOTE_USED_MESSAGE);
}

/** The quote fields a booking needs. */
interface BookingQuote {
  id: string;
  storeId: number;
  provider: number;
  providerQuoteId: string | null;
  city: string;
  district: string;
  address: string;
  floor: string;
  totalCents: number;
  feeCents: number;
  etaMinutes: number;
}

/**
 * The quote by id, unused or used by this very order (placed with it, not booked yet).
 * @throws ApiError quote_invalid (422) once another order used it.
 */
async function readQuote(db: Db, quoteId: string, orderId: string): Promise<BookingQuote | undefined> {
  const found = await findQuote(db, quoteId);
  if (found && found.usedByOrderId !== null && found.usedByOrderId !== orderId) {
    throw new ApiError('quote_invalid', QUOTE_USED_MESSAGE);
  }
  return found?.quote;
}

/** A quote redeemQuote read for the order. */
function fromRedeemed(q: RedeemedQuote): BookingQuote {
  return {
    id: q.quoteId,
    storeId: q.storeId,
    provider: q.provider,
    providerQuoteId: q.providerQuoteId,
    city: q.city,
    district: q.district,
    address: q.address,
    floor: q.floor,
    totalCents: q.totalCents,
    feeCents: q.feeCents,
    etaMinutes: q.etaMinutes,
  };
}
