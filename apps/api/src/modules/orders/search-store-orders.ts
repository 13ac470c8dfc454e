/**
 * The board's 搜尋訂單 (docs/features.md "Store console"): a store finds an order by its number, the last
 * digits of the diner's phone or the diner's name, as a diner at the counter says it. The store's released
 * orders only (store-orders.queries.ts released, as the board lists them): every open order of any day, and
 * the completed and cancelled orders of the last ORDER_SEARCH_DAYS business days (Asia/Taipei, today
 * included); older ones are in the day's CSV export.
 *
 * The caller (the console module) has already checked that the staff member works at `storeId`.
 */
import {
  addDays,
  type BoardStage,
  ORDER_SEARCH_DAYS,
  ORDER_SEARCH_LIMIT,
  type OrderSearchResponse,
  PHONE_SUFFIX_MIN_DIGITS,
  taipeiDate,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { listConsoleOrders } from './list-console-orders';
import { boardScope } from './manage-store-order';
import { type OrderSearchTerms, searchStoreOrders } from './store-orders.queries';

/** Order numbers are three digits at least (「007」): what the store types may drop the zeros (「7」). */
const NUMBER_DIGITS = 3;

/**
 * What typed text `q` (trimmed, 1–30 characters) looks for: an order number (「521」, 「#521」, 「7」 for
 * 「007」), a phone's last digits (3 or more, spaces and dashes ignored: 「5678」, 「345-678」) and always part of
 * the contact name.
 */
export function searchTermsOf(q: string): OrderSearchTerms {
  const text = q.trim();
  const number = /^#?\s*(\d+)$/.exec(text)?.[1];
  const numbers = number ? [...new Set([number, number.padStart(NUMBER_DIGITS, '0')])] : [];
  const digits = /^[\d\s-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return {
    numbers,
    phoneSuffix: digits.length >= PHONE_SUFFIX_MIN_DIGITS ? digits : undefined,
    name: text,
  };
}

/** The order search's input: the typed text and the optional filters (domain ZOrderSearchQuery). */
export interface OrderSearchInput {
  q: string;
  /** spec §3 order type 0–3. */
  order_type?: number;
  stage?: BoardStage;
  /** At most this many (ORDER_SEARCH_LIMIT). */
  limit?: number;
}

/**
 * The store's orders matching `input.q` (an order number exactly, OR a phone's last digits, OR part of the
 * contact name), narrowed by order type and board stage; newest first, at most `limit` (default 20). Searches
 * the open orders of any day plus the completed and cancelled ones of the last ORDER_SEARCH_DAYS (7) business
 * days, today included. Each order as the board shows it (ConsoleOrder).
 * @param now epoch ms.
 */
export async function searchOrders(
  db: Db,
  storeId: number,
  now: number,
  input: OrderSearchInput,
): Promise<OrderSearchResponse> {
  const rows = await searchStoreOrders(
    db,
    await boardScope(db, storeId, now, input.order_type),
    searchTermsOf(input.q),
    {
      since: addDays(taipeiDate(now), 1 - ORDER_SEARCH_DAYS),
      stage: input.stage,
      limit: input.limit ?? ORDER_SEARCH_LIMIT.default,
    },
  );
  return { orders: await listConsoleOrders(db, storeId, rows) };
}
