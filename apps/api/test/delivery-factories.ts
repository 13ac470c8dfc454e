/** Test data for the delivery tests: a store that delivers, a diner's browser, a quote body. */
import type { AppSettings } from '@iding/domain';
import type { Db } from '../src/db/client';
import { type RedeemedQuote, type RedeemQuoteInput, redeemQuote } from '../src/modules/delivery/redeem-quote';
import { type CreatedStore, createStore, DRINK_SETTINGS, type StoreOverrides } from './factories';
import type { TestApp } from './helper';
import { nextIp } from './member-factories';

/** Takeaway and delivery, cash; MinLead 30 for delivery. */
export const DELIVERY_SETTINGS: AppSettings = {
  ...DRINK_SETTINGS,
  OrderTypes: [0, 2],
  Delivery: { payments: [0, 5], MinLead: 30, Jumbo: 20 },
};

/** The factory store (臺北市信義區) offering delivery. */
export function createDeliveryStore(db: Db, overrides: StoreOverrides = {}): Promise<CreatedStore> {
  return createStore(db, { appSettings: DELIVERY_SETTINGS, ...overrides });
}

/** A quote body for `store` to an address in 臺北市信義區 unless overridden. */
export function quoteBody(store: { identifier: string }, overrides: Record<string, unknown> = {}) {
  return {
    identifier: store.identifier,
    city: '臺北市',
    district: '信義區',
    address: '松高路11號',
    floor: '5樓',
    total: 300,
    ...overrides,
  };
}

/** One browser: keeps its visitor cookie across requests (and its own client address). */
export function browser(t: TestApp) {
  let cookie: string | undefined;
  const remoteAddress = nextIp();
  const request = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress,
      ...(payload ? { payload } : {}),
      ...(cookie ? { cookies: { iding_visitor: cookie } } : {}),
    });
    cookie = res.cookies.find((c) => c.name === 'iding_visitor')?.value ?? cookie;
    return res;
  };
  return {
    post: (url: string, payload: object) => request('POST', url, payload),
    get: (url: string) => request('GET', url),
    /** The visitor cookie (after the first request). */
    cookie: () => cookie!,
  };
}

/**
 * redeemQuote as a promise: a quote this process has cached is judged at once (a throw), one read from the
 * database as a rejection; a test awaits both alike.
 */
export function redeem(db: Db, input: RedeemQuoteInput): Promise<RedeemedQuote> {
  return Promise.resolve().then(() => redeemQuote(db, input));
}
