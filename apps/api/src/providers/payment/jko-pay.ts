/**
 * JKO Pay (街口支付) direct API adapter (PROVIDERS.md §3). The vendor's spec is not public: the
 * contract is the one three open-source SDKs agree on. Every call carries `API-KEY` and `DIGEST` = lowercase
 * hex HMAC-SHA256(secret key, payload), payload the exact JSON body (POST) or the query string (GET).
 *
 * - create: `POST /platform/entry` with platform_order_id = our payment id (entry again before payment answers
 *   the same payment_url), the store id, TWD prices and one product line; `result_display_url` is our landing
 *   page on PUBLIC_ORIGIN. providerRef = platform_order_id.
 * - confirm and query: JKO charges at its own page, so both read `GET /platform/inquiry?platform_order_ids=`
 *   (the landing page retries every 2 s until normal, spec §4). Transaction status 0 → paid (final_price);
 *   1 processing, 101 unpaid → pending; 102 / result 100 not found → pending [?] (an entry JKO has not listed
 *   yet must not read as failed while the diner may still pay it; the order's time limit ends it).
 * - refund: `POST /platform/refund {platform_order_id, refund_amount}` → refund_tradeNo; 103/105/922 (refund
 *   amount errors) are refused.
 * Result codes: "000" success; 101 already paid; 108 over a limit; 200/201 bad parameters; 999 other.
 */
import { createHmac } from 'node:crypto';
import type { CreatedPayment, CreatePaymentInput, PaymentProvider, ProviderPaymentState } from './index';
import {
  absoluteUrl,
  callProvider,
  centsOfTwd,
  field,
  PaymentDeclinedError,
  PaymentProviderError,
  PaymentRefundRefusedError,
  wholeTwd,
} from './provider-http';

export interface JkoPayOptions {
  /** https://uat-onlinepay.jkopay.app or https://onlinepay.jkopay.com (a local fake in tests). */
  apiUrl: string;
  apiKey: string;
  secretKey: string;
  storeId: string;
  /** The app's public origin (PUBLIC_ORIGIN): the landing page's prefix. */
  publicOrigin: string;
  /** Per-call deadline in ms (default 15 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PROVIDER = 'jko_pay';
export const JKO_PAY_TIMEOUT_MS = 15_000;
const REFUND_REFUSED = new Set(['103', '105', '922']);

/** The DIGEST header: lowercase hex HMAC-SHA256(key = secret key, message = the exact body or query string). */
export function jkoDigest(secretKey: string, payload: string): string {
  return createHmac('sha256', secretKey).update(payload).digest('hex');
}

/**
 * The JKO Pay adapter (PROVIDERS.md §3): entry, inquiry (confirm and query) and refund, each signed
 * with API-KEY and DIGEST. @throws PaymentProviderError subclasses on refusals, timeouts and bad answers.
 */
export function createJkoPay(options: JkoPayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? JKO_PAY_TIMEOUT_MS;
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> | URLSearchParams,
  ) {
    const body = method === 'POST' ? JSON.stringify(payload) : undefined;
    const query = method === 'GET' ? (payload as URLSearchParams).toString() : '';
    const { httpStatus, body: answer } = await callProvider({
      provider: PROVIDER,
      url: `${base}${path}${query ? `?${query}` : ''}`,
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        'api-key': options.apiKey,
        digest: jkoDigest(options.secretKey, body ?? query),
      },
      body,
      timeoutMs,
      fetch: doFetch,
    });
    const result = field(answer, 'result');
    if (typeof result !== 'string' && typeof result !== 'number') {
      throw new PaymentProviderError(PROVIDER, `http_${httpStatus}`, 'answer without result');
    }
    // "000" success; numeric codes may come as 100 or "100".
    const code = typeof result === 'number' ? String(result).padStart(3, '0') : result;
    return { code, message: String(field(answer, 'message') ?? ''), object: field(answer, 'result_object') };
  }

  async function stateOf(platformOrderId: string): Promise<ProviderPaymentState> {
    const a = await call(
      'GET',
      '/platform/inquiry',
      new URLSearchParams({ platform_order_ids: platformOrderId }),
    );
    if (a.code === '100') return { state: 'pending' };
    if (a.code !== '000') throw new PaymentProviderError(PROVIDER, a.code, a.message);
    const transactions = field(a.object, 'transactions');
    const tx = Array.isArray(transactions)
      ? transactions.find((t) => String(field(t, 'platform_order_id')) === platformOrderId)
      : undefined;
    if (!tx) return { state: 'pending' };
    const status = Number(field(tx, 'status'));
    switch (status) {
      case 0: {
        const cents = centsOfTwd(field(tx, 'final_price'));
        if (cents === null) throw new PaymentProviderError(PROVIDER, 'inquiry', 'paid without final_price');
        return { state: 'paid', amountCents: cents };
      }
      case 1:
      case 101:
      case 102:
        return { state: 'pending' };
      default:
        throw new PaymentProviderError(PROVIDER, 'inquiry', `unknown transaction status ${status}`);
    }
  }

  return {
    code: PROVIDER,

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const price = wholeTwd(input.amountCents);
      const a = await call('POST', '/platform/entry', {
        platform_order_id: input.paymentId,
        store_id: options.storeId,
        currency: 'TWD',
        total_price: price,
        final_price: price,
        result_display_url: absoluteUrl(options.publicOrigin, input.confirmUrl),
        products: [
          {
            name: input.description.slice(0, 100) || 'iDing',
            unit_count: 1,
            unit_price: price,
            unit_final_price: price,
          },
        ],
      });
      if (a.code !== '000') {
        if (a.code === '108') throw new PaymentDeclinedError(PROVIDER, a.code, a.message);
        throw new PaymentProviderError(PROVIDER, a.code, a.message);
      }
      const paymentUrl = field(a.object, 'payment_url');
      if (typeof paymentUrl !== 'string' || paymentUrl === '') {
        throw new PaymentProviderError(PROVIDER, 'entry', 'answer without payment_url');
      }
      return { providerRef: input.paymentId, paymentUrl };
    },

    // JKO charges on its own page: confirm is the inquiry (spec §4: the landing page retries every 2 s).
    confirm: (providerRef: string) => stateOf(providerRef),
    serialConfirm: () => false,

    query: stateOf,

    async refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }> {
      const a = await call('POST', '/platform/refund', {
        platform_order_id: providerRef,
        refund_amount: wholeTwd(amountCents),
      });
      if (a.code !== '000') {
        if (REFUND_REFUSED.has(a.code)) throw new PaymentRefundRefusedError(PROVIDER, a.code, a.message);
        throw new PaymentProviderError(PROVIDER, a.code, a.message);
      }
      const refundRef = field(a.object, 'refund_tradeNo');
      if (typeof refundRef !== 'string' || refundRef === '') {
        throw new PaymentProviderError(PROVIDER, 'refund', 'answer without refund_tradeNo');
      }
      return { refundRef };
    },
  };
}
