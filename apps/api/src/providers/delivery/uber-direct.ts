/**
 * Uber Direct adapter (PROVIDERS.md §7; developer.uber.com/docs/deliveries). OAuth client credentials
 * (`POST auth.uber.com/oauth/v2/token`, scope eats.deliveries; the token is cached until shortly before it
 * expires), then JSON calls under `/v1/customers/{customer_id}/`: delivery_quotes, deliveries,
 * deliveries/{id}/cancel. Addresses go as a JSON *string* of {street_address[], city, state, zip_code,
 * country}; fees come in minor units (TWD × 100) and are rounded up to whole TWD; `duration` is minutes.
 */
import { DeliveryProvider as DeliveryProviderCode, TW_DISTRICTS } from '@iding/domain';
import { DeliveryOutOfRangeError, DeliveryProviderError } from './errors';
import type { DeliveryPlace, DeliveryProvider } from './index';

export interface UberDirectOptions {
  /** API origin, e.g. https://api.uber.com (a local fake in tests). */
  apiUrl: string;
  /** Token endpoint, e.g. https://auth.uber.com/oauth/v2/token. */
  authUrl: string;
  customerId: string;
  clientId: string;
  clientSecret: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
  /** Epoch ms; the token cache's clock. */
  now?: () => number;
}

/** Uber's quote errors that mean "not deliverable there" (developer.uber.com quote errors). */
const OUT_OF_RANGE_CODES = new Set(['address_undeliverable', 'address_undeliverable_limited_couriers']);

/** A request that may not hang an order page: Uber answers quotes in well under this. */
const TIMEOUT_MS = 10_000;

/** The 3-digit zip of a district (zip table), '' when unknown. */
export function zipOf(city: string, district: string): string {
  const rows = Object.hasOwn(TW_DISTRICTS, city) ? TW_DISTRICTS[city]! : '';
  const row = rows.split(',').find((r) => r.slice(4) === district);
  return row ? row.slice(0, 3) : '';
}

/** An address as Uber takes it: a JSON string; Taiwan has no states, so the city stands in. */
export function uberAddress(place: DeliveryPlace): string {
  const street = [place.address, place.floor].filter((s) => s !== '');
  return JSON.stringify({
    street_address: street,
    city: place.district,
    state: place.city,
    zip_code: zipOf(place.city, place.district),
    country: 'TW',
  });
}

/** A phone as Uber requires it (`^\+[0-9]+$`): a Taiwan number 09… becomes +8869…. */
export function uberPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `+${digits.slice(1).replace(/\D/g, '')}`;
  if (digits.startsWith('0')) return `+886${digits.slice(1)}`;
  return `+${digits}`;
}

export function createUberDirect(options: UberDirectOptions): DeliveryProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = `${options.apiUrl.replace(/\/$/, '')}/v1/customers/${encodeURIComponent(options.customerId)}`;
  let token: { value: string; expiresAtMs: number } | null = null;

  async function accessToken(): Promise<string> {
    // A minute's margin so a token never expires between the check and Uber reading it.
    if (token && token.expiresAtMs - 60_000 > now()) return token.value;
    const res = await doFetch(options.authUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        grant_type: 'client_credentials',
        scope: 'eats.deliveries',
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new DeliveryProviderError(`Uber Direct token refused (HTTP ${res.status})`);
    }
    token = { value: body.access_token, expiresAtMs: now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  /** POSTs JSON to `path` under the customer; the parsed body, or the Uber error code and HTTP status. */
  async function call(path: string, payload: unknown): Promise<Record<string, unknown>> {
    const res = await doFetch(`${base}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.status === 401) token = null;
    if (!res.ok) {
      const code = typeof body.code === 'string' ? body.code : 'unknown';
      if (OUT_OF_RANGE_CODES.has(code)) throw new DeliveryOutOfRangeError(`Uber Direct: ${code}`);
      throw new DeliveryProviderError(`Uber Direct ${path} refused (HTTP ${res.status}, ${code})`);
    }
    return body;
  }

  return {
    name: 'uber_direct',
    code: DeliveryProviderCode.UBER_DIRECT,
    async quote({ pickup, dropoff, total }) {
      const body = await call('delivery_quotes', {
        pickup_address: uberAddress(pickup),
        dropoff_address: uberAddress(dropoff),
        pickup_phone_number: uberPhone(pickup.phone),
        manifest_total_value: Math.round(total * 100),
        external_store_id: pickup.identifier,
      });
      const { id, fee, currency, duration, expires } = body;
      if (typeof id !== 'string' || typeof fee !== 'number' || !Number.isFinite(fee)) {
        throw new DeliveryProviderError('Uber Direct quote without id or fee');
      }
      if (typeof currency === 'string' && currency.toUpperCase() !== 'TWD') {
        throw new DeliveryProviderError(`Uber Direct quoted in ${currency}, not TWD`);
      }
      const expiresMs = typeof expires === 'string' ? Date.parse(expires) : Number.NaN;
      return {
        fee: Math.ceil(fee / 100),
        etaMinutes: typeof duration === 'number' ? Math.ceil(duration) : 0,
        providerQuoteId: id,
        expiresAt: Number.isFinite(expiresMs) ? Math.floor(expiresMs / 1000) : null,
      };
    },
    async createDelivery({ orderId, providerQuoteId, pickup, dropoff, recipient, total }) {
      const body = await call('deliveries', {
        ...(providerQuoteId ? { quote_id: providerQuoteId } : {}),
        pickup_name: pickup.name,
        pickup_address: uberAddress(pickup),
        pickup_phone_number: uberPhone(pickup.phone),
        dropoff_name: recipient.name,
        dropoff_address: uberAddress(dropoff),
        dropoff_phone_number: uberPhone(recipient.phone),
        manifest_items: [{ name: '餐點', quantity: 1 }],
        manifest_total_value: Math.round(total * 100),
        idempotency_key: orderId,
        external_store_id: pickup.identifier,
      });
      if (typeof body.id !== 'string') throw new DeliveryProviderError('Uber Direct delivery without id');
      return {
        providerDeliveryId: body.id,
        trackingUrl: typeof body.tracking_url === 'string' ? body.tracking_url : null,
      };
    },
    async cancel(providerDeliveryId) {
      await call(`deliveries/${encodeURIComponent(providerDeliveryId)}/cancel`, {});
    },
  };
}
