/**
 * The 外送 quote of the cart page: once 縣市, 區域 and 地址 are filled (typing, and changes to
 * the cart, settle for QUOTE_DEBOUNCE_MS), POST /api/orders/quote for the address and the items total; the fee and ETA are shown
 * before sending. A quote is good until its expires_at: the hook asks again shortly before then, and
 * `ensureFresh` asks again at the moment of sending when it has run out (the server would refuse it as
 * quote_expired). 超出外送範圍 (delivery_out_of_range) is its own state, so the page can say it plainly.
 */
import type { DeliveryQuoteResponse } from '@iding/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkoutKeys } from '../../../api/query-keys';
import { toApiError } from '../../../lib/api-client';
import { requestDeliveryQuote } from '../api/request-delivery-quote';

/** How long typing in 地址 / 樓層 must pause before a quote is asked for, ms. */
export const QUOTE_DEBOUNCE_MS = 600;
/** A quote this close to its expiry (ms) is asked for again rather than sent. */
const EXPIRY_MARGIN_MS = 15_000;

export interface QuotePlace {
  city: string;
  district: string;
  address: string;
  floor: string;
}

export type DeliveryQuoteState =
  /** Not a 外送 order. */
  | { kind: 'off' }
  /** 縣市, 區域 or 地址 still empty. */
  | { kind: 'incomplete' }
  | { kind: 'loading' }
  /** `quotedAt`: when the quote was given, epoch ms (its ETA counts from then: deliveryArrivalMs). */
  | { kind: 'ready'; quote: DeliveryQuoteResponse; quotedAt: number }
  | { kind: 'out_of_range'; message: string }
  | { kind: 'failed'; message: string };

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const usable = (quote: DeliveryQuoteResponse | undefined, now = Date.now()) =>
  quote !== undefined && quote.expires_at * 1000 - now > EXPIRY_MARGIN_MS;

/**
 * @param sid the store; enabled true while 外送 is chosen; place the form's address; total the items total (TWD).
 * @returns state (see DeliveryQuoteState); ensureFresh() resolves to a quote usable now (asking again when
 *   the one shown ran out) or null when there is none (out of range, failed, address incomplete);
 *   requote() drops the quote and asks again (after the server refused it).
 */
export function useDeliveryQuote(sid: string, enabled: boolean, place: QuotePlace, total: number) {
  const queryClient = useQueryClient();
  const trimmed = {
    city: place.city,
    district: place.district,
    address: place.address.trim(),
    floor: place.floor.trim(),
  };
  // The address and the items total settle together: typing or tapping + several times asks once.
  const typed = [trimmed.city, trimmed.district, trimmed.address, trimmed.floor, String(total)].join('\n');
  const settled = useDebounced(typed, QUOTE_DEBOUNCE_MS);
  const [city = '', district = '', address = '', floor = '', settledTotal = '0'] = settled.split('\n');
  const quotedTotal = Number(settledTotal);
  const complete = enabled && city !== '' && district !== '' && address !== '';
  const queryKey = checkoutKeys.deliveryQuote(sid, [city, district, address, floor], quotedTotal);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      requestDeliveryQuote({ identifier: sid, city, district, address, floor, total: quotedTotal }, signal),
    enabled: complete,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // Ask again shortly before the quote runs out, so the fee on screen can always be sent.
    refetchInterval: (q) =>
      q.state.data ? Math.max(1_000, q.state.data.expires_at * 1000 - Date.now() - EXPIRY_MARGIN_MS) : false,
  });

  let state: DeliveryQuoteState;
  if (!enabled) state = { kind: 'off' };
  else if (!(trimmed.city && trimmed.district && trimmed.address)) state = { kind: 'incomplete' };
  else if (typed !== settled || (query.isFetching && !query.data)) state = { kind: 'loading' };
  else if (query.error) {
    const e = toApiError(query.error);
    state =
      e.code === 'delivery_out_of_range'
        ? { kind: 'out_of_range', message: e.message }
        : { kind: 'failed', message: e.message };
  } else if (query.data) state = { kind: 'ready', quote: query.data, quotedAt: query.dataUpdatedAt };
  else state = { kind: 'loading' };

  const ensureFresh = async (): Promise<DeliveryQuoteResponse | null> => {
    if (state.kind === 'ready' && usable(state.quote)) return state.quote;
    if (!complete || typed !== settled) return null;
    const result = await query.refetch();
    return result.data && usable(result.data) ? result.data : null;
  };
  const requote = () => queryClient.resetQueries({ queryKey });

  return { state, ensureFresh, requote };
}
