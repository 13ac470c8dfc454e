/**
 * POST /api/orders/quote (spec §7 quote; docs/features.md "外送"): the delivery fee (TWD), ETA (minutes) and a
 * quote_id for an address, valid until expires_at (epoch seconds) for this browser or member at this store.
 */
import type { DeliveryQuoteRequest, DeliveryQuoteResponse } from '@iding/domain';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** @throws ApiError delivery_out_of_range (422, 超出外送範圍), delivery_unavailable (502), validation_error. */
export function requestDeliveryQuote(
  body: DeliveryQuoteRequest,
  signal?: AbortSignal,
): Promise<DeliveryQuoteResponse> {
  return api<DeliveryQuoteResponse>(apiPaths.deliveryQuote(), { method: 'POST', body, signal });
}
