/**
 * Keeps delivery_quotes bounded: anyone may ask for quotes (30 a minute per
 * address), and a quote no order used is worthless once expired. Kept a day past expiry, so a diner's
 * "expired" refusal and the operator's questions about it still find the row; quotes an order used stay.
 */
import type { Db } from '../../db/client';
import { deleteUnusedQuotesBefore } from './delivery.queries';

/** How long an unused quote is kept after it expired. */
export const UNUSED_QUOTE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes unused quotes that expired more than a day before `now` (epoch ms).
 * @returns how many were deleted.
 */
export async function pruneDeliveryQuotes(db: Db, now: number): Promise<number> {
  const ids = await deleteUnusedQuotesBefore(db, new Date(now - UNUSED_QUOTE_RETENTION_MS));
  return ids.length;
}
