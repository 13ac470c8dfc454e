/**
 * PATCH /api/orders/{editOid} (spec §7 "PATCH /api/orders/{editOid} (edit)"): the body of an
 * order (POST /api/orders/order, the same wire names) plus the version it was read at.
 */
import { z } from 'zod';
import { ZCreateOrderRequest, ZCreateOrderResponse } from './orders';

/**
 * PATCH /api/orders/{editOid} body: the whole order as it should be after the change (the fields of POST
 * /api/orders/order: cart, target_time, memo, name, phone, invoice, party size …) and `version`, the order
 * version it was read at (GET /api/orders/{oid} `version`). The store (identifier), order_type, payment_type
 * and order_tab_type must stay those of the order; `shown_total` the figure the diner agreed to. Strict: an
 * unknown field is a 400.
 */
export const ZEditOrderRequest = ZCreateOrderRequest.extend({
  version: z
    .number({ error: '請重新整理訂單後再修改' })
    .int()
    .min(1)
    .describe(
      'GET /api/orders/{oid} version: an edit based on an older version is refused (409 edit_conflict)',
    ),
  shown_total: z
    .number()
    .min(0)
    .optional()
    .describe(
      'TWD, the 合計 the diner saw on 儲存修改 (lines + fee + 加購). When given and the server prices the ' +
        'order differently (a store price changed meanwhile), nothing is saved: 409 total_changed',
    ),
});
export type EditOrderRequest = z.infer<typeof ZEditOrderRequest>;

/** PATCH /api/orders/{editOid} response: the order as changed (spec §3 Completed order) and its new version. */
export const ZEditOrderResponse = ZCreateOrderResponse.extend({
  version: z.number().int().describe('The new order version'),
});
export type EditOrderResponse = z.infer<typeof ZEditOrderResponse>;
