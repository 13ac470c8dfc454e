/**
 * Quotes kept in memory once stored or read (issue #12 §5: a 外送 check_order or order costs no quote read),
 * per database. A quote row never changes after it is stored, so a cached copy is as good as a fresh read for
 * its fee, address, owner, store and expiry. Whether an order used it is known here only for the orders this
 * process placed or booked (markQuoteUsed); the database stays the judge: the order insert writes the quote
 * on the order under orders_quote_uidx (migration 0032), so a quote another instance used is refused there.
 * Pruned quotes are forgotten (forgetQuotes); pruning only takes quotes a day past expiry, which redeemQuote
 * refuses anyway.
 */
import type { Runner } from '../../db/client';
import type { QuoteRow } from './delivery.queries';

/** A quote with the order that used it (null while unused, as far as this process knows). */
export interface CachedQuote {
  quote: QuoteRow;
  usedByOrderId: string | null;
}

/** Most quotes kept per database; the oldest stored goes first (quotes live minutes). */
export const MAX_QUOTES = 20_000;

const caches = new WeakMap<Runner, Map<string, CachedQuote>>();

function cacheOf(db: Runner): Map<string, CachedQuote> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The cached quote, or undefined when this process has not seen it. */
export function cachedQuote(db: Runner, quoteId: string): CachedQuote | undefined {
  return caches.get(db)?.get(quoteId);
}

/** Keeps a quote just stored or read. */
export function rememberQuote(db: Runner, entry: CachedQuote): void {
  const cache = cacheOf(db);
  if (cache.size >= MAX_QUOTES && !cache.has(entry.quote.id)) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(entry.quote.id, entry);
}

/** Notes that an order used the quote (the order is written with it). */
export function markQuoteUsed(db: Runner, quoteId: string, orderId: string): void {
  const entry = caches.get(db)?.get(quoteId);
  if (entry) entry.usedByOrderId = orderId;
}

/** Drops deleted quotes. */
export function forgetQuotes(db: Runner, quoteIds: string[]): void {
  const cache = caches.get(db);
  if (cache) for (const id of quoteIds) cache.delete(id);
}
