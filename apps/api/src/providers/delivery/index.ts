/**
 * Delivery adapter (DESIGN.md "providers"; docs/features.md "外送"): the one way the API asks a courier
 * platform for a fee, books a courier and cancels. The sandbox courier (default) prices by distance tier from
 * the zip table and is advanced by hand with `npm run courier`; `DELIVERY_PROVIDER=uber_direct` calls Uber
 * Direct (PROVIDERS.md §7). pandago fits the same interface (POST /orders/fee, POST /orders,
 * DELETE /orders/{id}). Money in whole TWD, durations in minutes, instants in epoch seconds unless a name
 * says ms.
 */
import { type DeliveryCancelReason, DeliveryProvider as DeliveryProviderCode } from '@iding/domain';
import type { Config } from '../../config';
import { createSandboxCourier } from './sandbox';
import { createUberDirect } from './uber-direct';

/** An address in Taiwan as the zip table names it (city 臺北市, district 信義區). */
export interface DeliveryPlace {
  city: string;
  district: string;
  /** Street address. */
  address: string;
  /** Floor, room; '' when none. */
  floor: string;
}

/** The store the courier picks up from. */
export interface PickupPlace extends DeliveryPlace {
  /** The store's public identifier (the platform's external store id). */
  identifier: string;
  name: string;
  phone: string;
}

export interface QuoteInput {
  pickup: PickupPlace;
  dropoff: DeliveryPlace;
  /** Order total before the fee, TWD (the platform's manifest value). */
  total: number;
  /** Epoch ms. */
  now: number;
}

/** A platform's price for one delivery. */
export interface ProviderQuote {
  /** Whole TWD (rounded up from minor units where the platform sends them). */
  fee: number;
  /** Minutes from now to the door. */
  etaMinutes: number;
  /** The platform's quote id (Uber `dqt_…`), passed back on createDelivery; null when it has none. */
  providerQuoteId: string | null;
  /** The platform's own expiry, epoch seconds; null when it sets none. */
  expiresAt: number | null;
}

export interface CreateDeliveryInput {
  /** Our order id: the idempotency key, so a retried booking never books two couriers. */
  orderId: string;
  providerQuoteId: string | null;
  pickup: PickupPlace;
  dropoff: DeliveryPlace;
  recipient: { name: string; phone: string };
  /** TWD. */
  total: number;
}

/** A booked courier. */
export interface ProviderDelivery {
  /** The platform's delivery id (Uber `del_…`). */
  providerDeliveryId: string;
  trackingUrl: string | null;
}

export interface DeliveryProvider {
  readonly name: 'sandbox' | 'uber_direct';
  /** spec §3 Delivery provider recorded on the delivery: DEFAULT 0 for the sandbox. */
  readonly code: DeliveryProviderCode;
  /**
   * Prices a delivery.
   * @throws DeliveryOutOfRangeError when the platform does not deliver there; DeliveryProviderError when it
   *   fails or refuses otherwise.
   */
  quote(input: QuoteInput): Promise<ProviderQuote>;
  /** Books a courier. @throws DeliveryProviderError */
  createDelivery(input: CreateDeliveryInput): Promise<ProviderDelivery>;
  /** Cancels a booked courier. @throws DeliveryProviderError (e.g. a courier already has the food) */
  cancel(providerDeliveryId: string, reason: DeliveryCancelReason): Promise<void>;
}

/** The adapter the configuration selects. */
export function createDeliveryProvider(config: Config): DeliveryProvider {
  if (config.DELIVERY_PROVIDER === 'uber_direct') {
    return createUberDirect({
      apiUrl: config.UBER_DIRECT_API_URL,
      authUrl: config.UBER_DIRECT_AUTH_URL,
      customerId: config.UBER_DIRECT_CUSTOMER_ID ?? '',
      clientId: config.UBER_DIRECT_CLIENT_ID ?? '',
      clientSecret: config.UBER_DIRECT_CLIENT_SECRET ?? '',
    });
  }
  const [district, city, other] = config.DELIVERY_SANDBOX_FEES;
  return createSandboxCourier({
    fees: { district: district!, city: city!, other: other! },
    maxTier: config.DELIVERY_MAX_TIER,
  });
}

export { DeliveryProviderCode };
