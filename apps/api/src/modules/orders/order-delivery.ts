/**
 * 外送 (DELIVERY 2) in the order flow: the orders side of the delivery module, kept in one file
 * so create-order, check_order and cancel-order each make one call.
 * - resolveDeliveryFee: check_order and order redeem the caller's quote (delivery module's redeemQuote) and
 *   add the fee it quoted: never a client figure. The quote must be for the order's address.
 * - The order row holds its quote (orders.quote_id, unique: migration 0032; ADR 006 外送), so the quote
 *   is used from the order's commit on, and a quote another order used meanwhile fails the order's own insert
 *   (deliveryRefusalOf answers it). The delivery module's row is written once, when the booking is answered.
 * - queueOrderDelivery: queues the courier booking of a placed order (the delivery module's BookingQueue:
 *   booked within milliseconds), when the diner's order page asks (POST /api/orders/{id}/pairing, spec §7:
 *   pair-order-delivery.ts) or, should it never ask, by the booking job (book-pending-deliveries.ts; ADR 006
 *   外送). A booking that fails does NOT undo the order: the store already has it and the diner
 *   was told it was sent. The order then has no delivery (pairing: paired false; GET order `delivery: null`);
 *   the order page tells the diner 「尚未安排外送員，店家會與您聯絡」 and the failure is logged for the
 *   operator, who arranges the courier with the store.
 * - cancelOrderDelivery: a cancelled order calls its courier off (cancelDelivery), reported to the platform
 *   as the store's MISTAKE_ERROR (訂單有誤): of the three reasons a store may give (spec §4; pandago's
 *   DELIVERY_ETA_TOO_LONG, MISTAKE_ERROR, REASON_UNKNOWN) the one that says the order should not be delivered.
 */
import {
  type CheckOrderRequest,
  type DeliveryCancelReason,
  findCancelReason,
  isDistrictOf,
  OrderType,
  orderTypeSettings,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { DeliveryProvider } from '../../providers/delivery/index';
import { cancelDelivery } from '../delivery/cancel-delivery';
import type { BookingQueue } from '../delivery/queue-booking';
import { QUOTE_USED_MESSAGE, type RedeemedQuote, redeemQuote } from '../delivery/redeem-quote';
import { pickupOf } from '../delivery/request-quote';
import type { StoreRow } from '../stores/get-store';
import { isQuoteConflict } from './orders.queries';

/** Who checks or orders: the logged-in member (null for a visitor) and sha256 of the visitor cookie token. */
export interface DeliveryCaller {
  userId: number | null;
  visitorHash: string;
}

/** The reason a diner's cancelled order gives its courier (file comment). */
export const ORDER_CANCELLED_REASON: DeliveryCancelReason = findCancelReason('MISTAKE_ERROR')!;

/**
 * 台 and 臺 name the same city; blanks around a field do not make another address. The same text, as a diner's
 * quote and order nearly always carry, is told at once.
 */
const sameText = (a: string, b: string) =>
  a === b || a.trim().replace(/^台/, '臺') === b.trim().replace(/^台/, '臺');

type DeliveryStore = Parameters<typeof orderTypeSettings>[0] & { id: number };
type DeliveryRequest = Pick<CheckOrderRequest, 'order_type' | 'quote_id' | 'shipping_infos'>;

/**
 * The delivery fee of a request in integer cents of TWD: 0 unless it is a 外送 order (resolveDeliveryQuote).
 * @throws the ApiErrors of resolveDeliveryQuote.
 */
export async function resolveDeliveryFee(
  db: Db,
  store: DeliveryStore,
  req: DeliveryRequest,
  caller: DeliveryCaller,
  now: number,
): Promise<number> {
  const quote = await resolveDeliveryQuote(db, store, req, caller, now);
  return quote?.feeCents ?? 0;
}

/**
 * The quote of a 外送 request, null for other types. For 外送 the store must offer it and the request carries
 * a quote_id the caller may use now at this store (redeemQuote), quoted for the order's shipping address
 * (city, district, address, floor). Its feeCents is what the order adds; the order keeps its quote, with which
 * its courier is booked (queueOrderDelivery).
 * @param now epoch ms.
 * @throws ApiError order_type_not_supported (422) 「此店家尚未開放外送」; quote_invalid (422) for a missing,
 *   unknown, someone else's, another store's or used quote, or one for another address; quote_expired (422)
 *   「外送報價已過期，請重新取得報價」.
 */
export async function resolveDeliveryQuote(
  db: Db,
  store: DeliveryStore,
  req: DeliveryRequest,
  caller: DeliveryCaller,
  now: number,
): Promise<RedeemedQuote | null> {
  if (req.order_type !== OrderType.DELIVERY) return null;
  if (!orderTypeSettings(store, OrderType.DELIVERY)) {
    throw new ApiError('order_type_not_supported', '此店家尚未開放外送');
  }
  if (!req.quote_id) throw new ApiError('quote_invalid', '請先填寫外送地址並取得外送報價');
  const quote = await redeemQuote(db, {
    quoteId: req.quote_id,
    storeId: store.id,
    visitorHash: caller.visitorHash,
    userId: caller.userId,
    now,
  });
  return quotedFor(quote, req.shipping_infos);
}

/**
 * The quote, when it was quoted for the request's address.
 * @throws ApiError quote_invalid (422) 「外送地址與報價的地址不同，請重新取得報價」.
 */
function quotedFor(quote: RedeemedQuote, to: DeliveryRequest['shipping_infos']): RedeemedQuote {
  // Without shipping_infos, or with a city/district not in the zip table, the order rules refuse the request
  // with their own message (請填寫收件人與地址 / 請從清單選擇…): only a real address is compared.
  if (
    to &&
    isDistrictOf(to.shipping_city, to.shipping_district) &&
    !(
      sameText(to.shipping_city, quote.city) &&
      sameText(to.shipping_district, quote.district) &&
      sameText(to.shipping_address, quote.address) &&
      sameText(to.shipping_floor, quote.floor)
    )
  ) {
    throw new ApiError('quote_invalid', '外送地址與報價的地址不同，請重新取得報價');
  }
  return quote;
}

/**
 * The refusal for an order insert that failed because another order holds its quote (orders_quote_uidx:
 * placed elsewhere or meanwhile; nothing was written): quote_invalid. Undefined for any other error.
 */
export function deliveryRefusalOf(error: unknown): ApiError | undefined {
  return isQuoteConflict(error) ? new ApiError('quote_invalid', QUOTE_USED_MESSAGE) : undefined;
}

/** A placed 外送 order whose courier is to be booked. */
export interface OrderBooking {
  orderId: string;
  /** The quote it was placed with (as resolveDeliveryQuote redeemed it). */
  quote: RedeemedQuote;
  /** The order's store (the pickup place). */
  store: Pick<StoreRow, 'identifier' | 'name' | 'phone' | 'city' | 'district' | 'address'>;
  /** Who receives the food (spec §3 shippingInfos recipient, phone). */
  recipient: { name: string; phone: string };
}

/**
 * Queues the courier booking of a placed 外送 order in `bookings` (the app's queue; file comment); returns at
 * once. Never throws: a refused booking keeps the order and is reported through `onError`.
 */
export function queueOrderDelivery(
  bookings: BookingQueue,
  provider: DeliveryProvider,
  input: OrderBooking,
  onError?: (error: unknown) => void,
): void {
  bookings.queue(
    provider,
    {
      orderId: input.orderId,
      provider: input.quote.provider,
      feeCents: input.quote.feeCents,
      etaMinutes: input.quote.etaMinutes,
      providerQuoteId: input.quote.providerQuoteId,
      pickup: pickupOf(input.store),
      dropoff: {
        city: input.quote.city,
        district: input.quote.district,
        address: input.quote.address,
        floor: input.quote.floor,
      },
      recipient: input.recipient,
      totalCents: input.quote.totalCents,
    },
    onError,
  );
}

/**
 * Calls off the courier of an order being cancelled (ORDER_CANCELLED_REASON); an order without a delivery,
 * or one already cancelled, is left as it is.
 * @param now epoch ms.
 * @throws ApiError delivery_transition_invalid (409) once delivered; delivery_unavailable (502) when the
 *   platform refuses (a courier already has the food).
 */
export async function cancelOrderDelivery(
  db: Db,
  provider: DeliveryProvider,
  orderId: string,
  now: number,
): Promise<void> {
  await cancelDelivery(db, provider, orderId, ORDER_CANCELLED_REASON.code, now);
}
