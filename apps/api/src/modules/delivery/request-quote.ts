/**
 * POST /api/orders/quote (spec §7): the delivery fee, ETA and a quote_id for an address at a
 * store, from the configured delivery adapter. The quote is stored with who asked (member id, visitor cookie
 * hash) so that check_order and order accept it only from them, at that store, until it expires.
 */
import {
  type DeliveryQuoteRequest,
  type DeliveryQuoteResponse,
  ORDER_TYPE_SETTINGS_KEY,
  OrderType,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { DeliveryOutOfRangeError } from '../../providers/delivery/errors';
import type { DeliveryProvider, PickupPlace } from '../../providers/delivery/index';
import type { StoreRow } from '../stores/get-store';
import { requireStore } from '../stores/get-store';
import { insertQuote } from './delivery.queries';

/** Who asks: the logged-in member (null for a visitor) and sha256 of the visitor cookie token. */
export interface QuoteCaller {
  userId: number | null;
  visitorHash: string;
}

export const OUT_OF_RANGE_MESSAGE = '超出外送範圍，請改用其他地址或取餐方式';

/** The store as the courier's pickup place. */
export function pickupOf(
  store: Pick<StoreRow, 'identifier' | 'name' | 'phone' | 'city' | 'district' | 'address'>,
): PickupPlace {
  return {
    identifier: store.identifier,
    name: store.name,
    phone: store.phone,
    city: store.city,
    district: store.district,
    address: store.address,
    floor: '',
  };
}

/**
 * True when the store offers delivery: DELIVERY in app_settings.OrderTypes and Delivery settings present
 * (spec §3 Store settings by order type).
 */
export function offersDelivery(store: Pick<StoreRow, 'appSettings'>): boolean {
  const key = ORDER_TYPE_SETTINGS_KEY[OrderType.DELIVERY];
  return store.appSettings.OrderTypes.includes(OrderType.DELIVERY) && store.appSettings[key] != null;
}

/**
 * Quotes a delivery and stores the quote.
 * @param request the validated body (city/district checked against the zip table, strings trimmed).
 * @param now epoch ms; ttlMinutes how long the quote may be used (DELIVERY_QUOTE_TTL_MINUTES), shortened to
 *   the platform's own expiry when that comes first.
 * @throws ApiError store_not_found (404); order_type_not_supported (422) for a store without delivery;
 *   delivery_out_of_range (422, 超出外送範圍); delivery_unavailable (502) when the platform fails.
 */
export async function requestQuote(
  db: Db,
  provider: DeliveryProvider,
  request: DeliveryQuoteRequest,
  caller: QuoteCaller,
  options: { now: number; ttlMinutes: number; onProviderError?: (error: Error) => void },
): Promise<DeliveryQuoteResponse> {
  const store = await requireStore(db, request.identifier);
  if (!offersDelivery(store)) throw new ApiError('order_type_not_supported', '這家店目前不提供外送');
  const { now } = options;
  let quoted: Awaited<ReturnType<DeliveryProvider['quote']>>;
  try {
    quoted = await provider.quote({
      pickup: pickupOf(store),
      dropoff: {
        city: request.city,
        district: request.district,
        address: request.address,
        floor: request.floor,
      },
      total: request.total,
      now,
    });
  } catch (error) {
    if (error instanceof DeliveryOutOfRangeError)
      throw new ApiError('delivery_out_of_range', OUT_OF_RANGE_MESSAGE);
    // The diner sees a short zh-TW line; the operator's log gets what the platform said.
    options.onProviderError?.(error as Error);
    throw new ApiError('delivery_unavailable', '外送平台暫時無法報價，請稍後再試');
  }
  const ourExpiry = Math.floor(now / 1000) + options.ttlMinutes * 60;
  const expiresAt = quoted.expiresAt != null ? Math.min(ourExpiry, quoted.expiresAt) : ourExpiry;
  const stored = await insertQuote(db, {
    storeId: store.id,
    visitorTokenHash: caller.visitorHash,
    userId: caller.userId,
    city: request.city,
    district: request.district,
    address: request.address,
    floor: request.floor,
    totalCents: Math.round(request.total * 100),
    feeCents: quoted.fee * 100,
    etaMinutes: quoted.etaMinutes,
    provider: provider.code,
    providerQuoteId: quoted.providerQuoteId,
    createdAt: new Date(now),
    expiresAt: new Date(expiresAt * 1000),
  });
  return { quote_id: stored.id, fee: quoted.fee, eta_minutes: quoted.etaMinutes, expires_at: expiresAt };
}
