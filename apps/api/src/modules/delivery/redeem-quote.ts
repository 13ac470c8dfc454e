/**
 * The quote an order is checked or placed with (docs/features.md "外送": check_order and order take
 * quote_id and the server adds the fee it quoted, never a client figure). Called by the orders module with
 * plain values.
 */
import type { Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/uuid';
import { findQuote, type QuoteRow } from './delivery.queries';

export const QUOTE_EXPIRED_MESSAGE = '外送報價已過期，請重新取得報價';
/** The refusal of an unknown quote, or someone else's (they read the same). */
export const QUOTE_NOT_FOUND_MESSAGE = '找不到這筆外送報價，請重新取得報價';
/** The refusal of a quote another order used (here, or found by the order's insert: orders_quote_uidx). */
export const QUOTE_USED_MESSAGE = '這筆外送報價已用於另一筆訂單，請重新取得報價';

/** A usable quote: its fee and the address it was quoted for. */
export interface RedeemedQuote {
  quoteId: string;
  /** Whole TWD. */
  fee: number;
  /** The same fee in cents of TWD, as orders store money. */
  feeCents: number;
  etaMinutes: number;
  /** Epoch seconds. */
  expiresAt: number;
  city: string;
  district: string;
  address: string;
  floor: string;
  /** spec §3 Delivery provider that quoted it. */
  provider: number;
  /** The platform's own quote id, handed back when the courier is booked (startDelivery). */
  providerQuoteId: string | null;
  /** The order total it was quoted for, cents of TWD (the platform's manifest value). */
  totalCents: number;
  /** The store it was quoted at (stores.id). */
  storeId: number;
}

export interface RedeemQuoteInput {
  quoteId: string;
  /** The store the order is for (stores.id). */
  storeId: number;
  /** sha256 of the caller's visitor cookie token. */
  visitorHash: string;
  /** The logged-in member, null for a visitor. */
  userId: number | null;
  /** Epoch ms. */
  now: number;
}

/**
 * The quote if the caller may use it now for this store. Whoever asked for it may: the member it was asked
 * as, or the browser that asked (a visitor who then logs in keeps their quote).
 * @param db the database, or the order submit's open transaction.
 * @throws ApiError quote_invalid (422) for a malformed, unknown, someone else's, another store's or already
 *   used quote; quote_expired (422, 外送報價已過期，請重新取得報價) once it has expired.
 */
export async function redeemQuote(db: Runner, input: RedeemQuoteInput): Promise<RedeemedQuote> {
  // A malformed id is never stored, and the database would refuse it as a uuid: not asked.
  const found = isUuid(input.quoteId) ? await findQuote(db, input.quoteId) : undefined;
  // Unknown and someone else's read the same, so a guessed id tells nothing.
  if (!found || !askedBy(found.quote, input)) throw new ApiError('quote_invalid', QUOTE_NOT_FOUND_MESSAGE);
  const { quote } = found;
  if (quote.storeId !== input.storeId) {
    throw new ApiError('quote_invalid', '這筆外送報價不是這家店的，請重新取得報價');
  }
  if (found.usedByOrderId !== null) {
    throw new ApiError('quote_invalid', QUOTE_USED_MESSAGE);
  }
  if (input.now >= quote.expiresAt.getTime()) throw new ApiError('quote_expired', QUOTE_EXPIRED_MESSAGE);
  return redeemedQuoteOf(quote);
}

/** True when the caller asked for the quote: as the member it was asked as, or from the browser that asked. */
function askedBy(quote: QuoteRow, caller: Pick<RedeemQuoteInput, 'userId' | 'visitorHash'>): boolean {
  return (
    (quote.userId != null && quote.userId === caller.userId) || quote.visitorTokenHash === caller.visitorHash
  );
}

/**
 * A stored quote as an order uses it (fee in TWD and in cents, expiry in epoch seconds): what redeemQuote
 * returns, and what the booking job books an order with.
 */
export function redeemedQuoteOf(quote: QuoteRow): RedeemedQuote {
  return {
    quoteId: quote.id,
    fee: quote.feeCents / 100,
    feeCents: quote.feeCents,
    etaMinutes: quote.etaMinutes,
    expiresAt: Math.floor(quote.expiresAt.getTime() / 1000),
    city: quote.city,
    district: quote.district,
    address: quote.address,
    floor: quote.floor,
    provider: quote.provider,
    providerQuoteId: quote.providerQuoteId,
    totalCents: quote.totalCents,
    storeId: quote.storeId,
  };
}
