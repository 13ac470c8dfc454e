/**
 * A fake JKO Pay direct API (PROVIDERS.md §3) for the adapter tests. It checks `API-KEY` and `DIGEST` =
 * hex HMAC-SHA256(secret, the raw body or query string) (HTTP 401, result 201 otherwise), the store id, TWD
 * prices and product lines adding up (200), answers an entry again with the same payment_url (101 once
 * paid), inquiry with transaction statuses 0 / 101 / 102, and refunds that may be partial and repeated but
 * never exceed what was paid (103). `pay` plays the diner's part; `failNext` forces a result code.
 */
import { createHmac } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type HttpFake, startHttpFake } from './http-fake';

export const JKO_API_KEY = 'jko-api-key';
export const JKO_SECRET_KEY = 'jko-secret-key';
export const JKO_STORE_ID = 'store-iding-001';

export interface FakeJkoOrder {
  platformOrderId: string;
  finalPrice: number;
  status: 0 | 1 | 101;
  refunds: number[];
  request: Record<string, unknown>;
}

export interface JkoPayFake extends HttpFake {
  orders: Map<string, FakeJkoOrder>;
  /** The diner paid at JKO (status 0), or is paying (1). */
  pay(platformOrderId: string, status?: 0 | 1): void;
  failNext(path: string, result: string): void;
}

export async function startJkoPayFake(): Promise<JkoPayFake> {
  const orders = new Map<string, FakeJkoOrder>();
  const failures: { path: string; result: string }[] = [];
  let refundSeq = 0;
  const answer = (result: string, message: string, object?: unknown): FakeAnswer => ({
    body: { result, message, ...(object !== undefined ? { result_object: object } : {}) },
  });

  function handle(req: FakeRequest): FakeAnswer {
    const payload = req.method === 'GET' ? req.query : req.body;
    const digest = createHmac('sha256', JKO_SECRET_KEY).update(payload).digest('hex');
    if (req.headers['api-key'] !== JKO_API_KEY || req.headers.digest !== digest) {
      return { status: 401, body: { result: '201', message: 'Invalid API-KEY or DIGEST' } };
    }
    const failure = failures.findIndex((f) => f.path === req.path);
    if (failure >= 0) return answer(failures.splice(failure, 1)[0]!.result, 'Forced failure');
    const body = req.method === 'POST' ? (JSON.parse(req.body) as Record<string, unknown>) : {};

    if (req.method === 'POST' && req.path === '/platform/entry') {
      const products = body.products as {
        unit_count: number;
        unit_price: number;
        unit_final_price: number;
      }[];
      const id = String(body.platform_order_id ?? '');
      if (
        id === '' ||
        body.currency !== 'TWD' ||
        !Number.isInteger(body.final_price) ||
        !Number.isInteger(body.total_price) ||
        !Array.isArray(products) ||
        products.reduce((s, p) => s + p.unit_count * p.unit_final_price, 0) !== body.final_price
      ) {
        return answer('200', 'Invalid parameters');
      }
      if (body.store_id !== JKO_STORE_ID) return answer('200', 'Store not found');
      const existing = orders.get(id);
      if (existing?.status === 0) return answer('101', 'Order already paid');
      if (!existing)
        orders.set(id, {
          platformOrderId: id,
          finalPrice: body.final_price as number,
          status: 101,
          refunds: [],
          request: body,
        });
      return answer('000', 'Success', {
        payment_url: `https://uat-onlinepay.jkopay.app/pay/${encodeURIComponent(id)}`,
        qr_img: `https://uat-onlinepay.jkopay.app/qr/${encodeURIComponent(id)}.png`,
        qr_timeout: 1_795_000_600,
      });
    }
    if (req.method === 'GET' && req.path === '/platform/inquiry') {
      const ids = (new URLSearchParams(req.query).get('platform_order_ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 20) return answer('200', 'Invalid parameters');
      return answer('000', 'Success', {
        transactions: ids.map((id) => {
          const order = orders.get(id);
          if (!order) return { platform_order_id: id, status: 102 };
          return {
            platform_order_id: id,
            status: order.status,
            tradeNo: `JK${id}`,
            trans_time: '2026-11-26 21:00:00',
            final_price: order.finalPrice,
            redeem_amount: 0,
            debit_amount: order.finalPrice,
            refund_history: order.refunds.map((amount) => ({ refund_amount: amount })),
          };
        }),
      });
    }
    if (req.method === 'POST' && req.path === '/platform/refund') {
      const order = orders.get(String(body.platform_order_id ?? ''));
      if (order?.status !== 0) return answer('100', 'Order not found');
      const amount = body.refund_amount;
      const left = order.finalPrice - order.refunds.reduce((s, r) => s + r, 0);
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left) {
        return answer('103', 'Refund amount exceeds the refundable amount');
      }
      order.refunds.push(amount as number);
      return answer('000', 'Success', {
        refund_tradeNo: `RF${++refundSeq}`,
        debit_amount: String(amount),
        redeem_amount: '0',
        refund_time: '2026-11-26 21:10:00',
      });
    }
    return { status: 404, body: { result: '999', message: 'Not found' } };
  }

  const http = await startHttpFake(handle);
  return Object.assign(http, {
    orders,
    pay(platformOrderId: string, status: 0 | 1 = 0) {
      const order = orders.get(platformOrderId);
      if (!order) throw new Error(`no order ${platformOrderId}`);
      order.status = status;
    },
    failNext(path: string, result: string) {
      failures.push({ path, result });
    },
  });
}
