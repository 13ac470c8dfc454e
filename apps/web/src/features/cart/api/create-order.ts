/**
 * POST /api/orders/order — sends the order (spec §7) with an `Idempotency-Key`, so a retried or
 * double-tapped submit makes one order (DESIGN.md "Security and integrity"). 30 s timeout (spec §9).
 */
import type { CreateOrderRequest, CreateOrderResponse } from '@iding/domain';
import { api, SEND_ORDER_TIMEOUT_MS } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface CreateOrderInput {
  body: CreateOrderRequest;
  idempotencyKey: string;
}

export function createOrder({ body, idempotencyKey }: CreateOrderInput): Promise<CreateOrderResponse> {
  return api<CreateOrderResponse>(apiPaths.createOrder(), {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: SEND_ORDER_TIMEOUT_MS,
  });
}
