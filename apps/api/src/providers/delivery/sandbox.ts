/**
 * The sandbox courier (DESIGN.md "sandbox adapter that behaves like the real one"): prices a
 * delivery by distance tier from the store, read from the zip table — the same district, the same city, or
 * another city — refuses addresses beyond the configured maximum tier, and books couriers that
 * `npm run courier -- ORDER_ID pickup|dropoff|delivered|cancel REASON` then moves along.
 */
import { randomBytes } from 'node:crypto';
import { DeliveryProvider as DeliveryProviderCode } from '@iding/domain';
import { DeliveryOutOfRangeError } from './errors';
import type { DeliveryPlace, DeliveryProvider, PickupPlace } from './index';

/** How far an address is from the store, by the zip table. */
export type DeliveryTier = 'district' | 'city' | 'other';

const TIER_ORDER: Record<DeliveryTier, number> = { district: 0, city: 1, other: 2 };

/** Minutes to the door per tier: a rough courier ride plus 15 minutes at the store. */
const ETA_MINUTES: Record<DeliveryTier, number> = { district: 25, city: 40, other: 60 };

export interface SandboxCourierOptions {
  /** Fee per tier, whole TWD. */
  fees: Record<DeliveryTier, number>;
  /** The farthest tier delivered to; 'any' delivers everywhere. */
  maxTier: 'district' | 'city' | 'any';
}

/** The distance tier of `dropoff` from `pickup`; 台 and 臺 name the same city. */
export function deliveryTier(
  pickup: Pick<PickupPlace, 'city' | 'district'>,
  dropoff: DeliveryPlace,
): DeliveryTier {
  const same = (a: string, b: string) => a.replace(/^台/, '臺') === b.replace(/^台/, '臺');
  if (!same(pickup.city, dropoff.city)) return 'other';
  return pickup.district === dropoff.district ? 'district' : 'city';
}

export function createSandboxCourier(options: SandboxCourierOptions): DeliveryProvider {
  const limit = options.maxTier === 'any' ? TIER_ORDER.other : TIER_ORDER[options.maxTier];
  return {
    name: 'sandbox',
    code: DeliveryProviderCode.DEFAULT,
    async quote({ pickup, dropoff }) {
      const tier = deliveryTier(pickup, dropoff);
      if (TIER_ORDER[tier] > limit) {
        throw new DeliveryOutOfRangeError(
          `sandbox courier: ${tier} is beyond DELIVERY_MAX_TIER=${options.maxTier}`,
        );
      }
      return {
        fee: options.fees[tier],
        etaMinutes: ETA_MINUTES[tier],
        providerQuoteId: `sbq_${randomBytes(8).toString('hex')}`,
        expiresAt: null,
      };
    },
    async createDelivery({ orderId }) {
      return { providerDeliveryId: `sbd_${orderId}`, trackingUrl: null };
    },
    // The sandbox has no courier to call off; the delivery row records the cancellation.
    async cancel() {},
  };
}
