/**
 * LINE Pay Online API v3 adapter (PROVIDERS.md §1). Every call carries X-LINE-ChannelId, a new
 * X-LINE-Authorization-Nonce and X-LINE-Authorization = Base64(HMAC-SHA256(channelSecret, channelSecret +
 * path + body-or-query + nonce)).
 *
 * - create: `POST /v3/payments/request` (orderId = our payment id, one package of one line, return URLs on
 *   PUBLIC_ORIGIN) → `info.transactionId` (19 digits: kept as the exact string) and `info.paymentUrl.web`.
 * - confirm: `POST /v3/payments/{transactionId}/confirm {amount, currency: TWD}` within 15 s (spec §9).
 *   Duplicate (1172), in-progress (1198, 1145) and already-existing (1152) answers are reconciled through
 *   Payment Details, so confirming twice answers `paid` twice and captures once.
 * - query: Payment Details (`GET /v3/payments?transactionId=`) for a captured payment, else the request's
 *   Check (`GET /v3/payments/requests/{transactionId}/check`): 0000/0110 pending, 0121 cancelled, 0122 failed.
 *   An authenticated request nobody confirmed (0110) stays pending: only Confirm captures it.
 * - refund: `POST /v3/payments/{transactionId}/refund {refundAmount}` → refundTransactionId; 1164/1165
 *   (more than refundable, refunded already) are refused.
 * Amounts are whole TWD on the wire, integer cents here.
 */
import { createHmac, randomUUID } from 'node:crypto';
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

export interface LinePayOptions {
  /** https://sandbox-api-pay.line.me or https://api-pay.line.me (a local fake in tests). */
  apiUrl: string;
  channelId: string;
  channelSecret: string;
  /** The app's public origin (PUBLIC_ORIGIN): the return URLs' prefix. */
  publicOrigin: string;
  /** Per-call deadline in ms (default 15 000: spec §9 LINE Pay confirm). */
  timeoutMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
  nonce?: () => string;
}

const PROVIDER = 'line_pay';
/** spec §9: LINE Pay confirm times out at 15 s. */
export const LINE_PAY_TIMEOUT_MS = 15_000;
/** Ids LINE Pay sends as JSON numbers of 19 digits (PROVIDERS.md §1). */
const ID_KEYS = ['transactionId', 'refundTransactionId'] as const;

/** Duplicate or in-progress answers: the outcome is whatever Payment Details says (PROVIDERS.md §1). */
const RECONCILE_CODES = new Set(['1172', '1198', '1145', '1152']);
/** The diner's payment was declined: paying again (another card, another method) may work. */
const DECLINE_CODES = new Set([
  '1101',
  '1102',
  '1110',
  '1141',
  '1142',
  '1154',
  '1170',
  '1280',
  '1281',
  '1282',
  '1283',
  '1284',
  '1285',
  '1286',
  '1287',
  '1288',
  '1289',
  '1290',
  '1291',
  '1292',
  '1293',
  '1294',
  '1295',
  '1296',
  '1298',
]);

/**
 * The X-LINE-Authorization value: Base64(HMAC-SHA256(key = channelSecret, channelSecret + apiPath + payload
 * + nonce)), payload the exact JSON body (POST) or the query string without "?" (GET).
 */
export function linePaySignature(
  channelSecret: string,
  apiPath: string,
  payload: string,
  nonce: string,
): string {
  return createHmac('sha256', channelSecret)
    .update(channelSecret + apiPath + payload + nonce)
    .digest('base64');
}

interface LinePayAnswer {
  returnCode: string;
  returnMessage: string;
  info: unknown;
}

/**
 * The LINE Pay Online API v3 adapter (PROVIDERS.md §1): request, confirm (15 s, spec §9), details
 * and refund, signed with X-LINE-Authorization. @throws PaymentProviderError subclasses on refusals and timeouts.
 */
export function createLinePay(options: LinePayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const nonce = options.nonce ?? randomUUID;
  const timeoutMs = options.timeoutMs ?? LINE_PAY_TIMEOUT_MS;
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', apiPath: string, payload: unknown, query?: URLSearchParams) {
    const body = method === 'POST' ? JSON.stringify(payload ?? {}) : undefined;
    const queryString = query ? query.toString() : '';
    const n = nonce();
    const { httpStatus, body: answer } = await callProvider({
      provider: PROVIDER,
      url: `${base}${apiPath}${queryString ? `?${queryString}` : ''}`,
      method,
      headers: {
        'content-type': 'application/json',
        'x-line-channelid': options.channelId,
        'x-line-authorization-nonce': n,
        'x-line-authorization': linePaySignature(options.channelSecret, apiPath, body ?? queryString, n),
      },
      body,
      timeoutMs,
      fetch: doFetch,
      idKeys: ID_KEYS,
    });
    const returnCode = field(answer, 'returnCode');
    if (typeof returnCode !== 'string') {
      throw new PaymentProviderError(PROVIDER, `http_${httpStatus}`, 'answer without returnCode');
    }
    return {
      returnCode,
      returnMessage: String(field(answer, 'returnMessage') ?? ''),
      info: field(answer, 'info'),
    } satisfies LinePayAnswer;
  }

  const fail = (a: LinePayAnswer) => new PaymentProviderError(PROVIDER, a.returnCode, a.returnMessage);
  const txPath = (transactionId: string) => `/v3/payments/${encodeURIComponent(transactionId)}`;

  /** Σ payInfo[].amount of a payment (whole TWD → cents), or null when LINE Pay listed none. */
  function paidCents(info: unknown): number | null {
    const payInfo = field(info, 'payInfo');
    if (!Array.isArray(payInfo) || payInfo.length === 0) return null;
    let total = 0;
    for (const p of payInfo) {
      const cents = centsOfTwd(field(p, 'amount'));
      if (cents === null) return null;
      total += cents;
    }
    return total;
  }

  /** Payment Details: the captured payment of `transactionId`, or null when LINE Pay lists none. */
  async function capturedPayment(transactionId: string): Promise<ProviderPaymentState | null> {
    const a = await call('GET', '/v3/payments', null, new URLSearchParams({ transactionId }));
    if (a.returnCode === '1150') return null;
    if (a.returnCode !== '0000') throw fail(a);
    const rows = Array.isArray(a.info) ? a.info : [];
    const row = rows.find(
      (r) => String(field(r, 'transactionId')) === transactionId && field(r, 'transactionType') === 'PAYMENT',
    );
    if (!row) return null;
    const cents = paidCents(row);
    if (cents === null)
      throw new PaymentProviderError(PROVIDER, 'details', 'payment without payInfo amounts');
    return { state: 'paid', amountCents: cents };
  }

  /** Where a payment is: captured per Details, else per the request's Check. */
  async function stateOf(transactionId: string): Promise<ProviderPaymentState> {
    const captured = await capturedPayment(transactionId);
    if (captured) return captured;
    const a = await call('GET', `/v3/payments/requests/${encodeURIComponent(transactionId)}/check`, null);
    switch (a.returnCode) {
      // Not authenticated yet, or authenticated and waiting for our Confirm (0123 "completed" not yet
      // listed by Details: the next query sees it).
      case '0000':
      case '0110':
      case '0123':
        return { state: 'pending' };
      case '0121':
        return { state: 'cancelled' };
      case '0122':
        return { state: 'failed', reason: 'LINE Pay 0122: payment failed' };
      case '1150':
        return { state: 'failed', reason: 'LINE Pay 1150: no such transaction' };
      default:
        throw fail(a);
    }
  }

  return {
    code: PROVIDER,

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const amount = wholeTwd(input.amountCents);
      const name = input.description.slice(0, 100) || 'iDing';
      const a = await call('POST', '/v3/payments/request', {
        amount,
        currency: 'TWD',
        orderId: input.paymentId,
        packages: [
          { id: input.paymentId.slice(0, 50), amount, products: [{ name, quantity: 1, price: amount }] },
        ],
        redirectUrls: {
          confirmUrl: absoluteUrl(options.publicOrigin, input.confirmUrl),
          cancelUrl: absoluteUrl(options.publicOrigin, input.cancelUrl),
        },
      });
      if (a.returnCode !== '0000') {
        if (DECLINE_CODES.has(a.returnCode))
          throw new PaymentDeclinedError(PROVIDER, a.returnCode, a.returnMessage);
        throw fail(a);
      }
      const transactionId = field(a.info, 'transactionId');
      const web = field(field(a.info, 'paymentUrl'), 'web');
      if (typeof transactionId !== 'string' || typeof web !== 'string' || web === '') {
        throw new PaymentProviderError(PROVIDER, 'request', 'answer without transactionId or paymentUrl.web');
      }
      return { providerRef: transactionId, paymentUrl: web };
    },

    async confirm(providerRef: string, amountCents: number): Promise<ProviderPaymentState> {
      const amount = wholeTwd(amountCents);
      const a = await call('POST', `${txPath(providerRef)}/confirm`, { amount, currency: 'TWD' });
      if (a.returnCode === '0000') {
        return { state: 'paid', amountCents: paidCents(a.info) ?? amountCents };
      }
      if (RECONCILE_CODES.has(a.returnCode)) return stateOf(providerRef);
      if (a.returnCode === '1153')
        return { state: 'failed', reason: 'LINE Pay 1153: amount differs from the request' };
      // The diner has not finished at LINE Pay yet.
      if (a.returnCode === '1169') return { state: 'pending' };
      if (a.returnCode === '1180') return { state: 'cancelled' };
      if (a.returnCode === '1150') return { state: 'failed', reason: 'LINE Pay 1150: no such transaction' };
      if (DECLINE_CODES.has(a.returnCode)) {
        return { state: 'failed', reason: `LINE Pay ${a.returnCode}: ${a.returnMessage}` };
      }
      throw fail(a);
    },

    // Confirm is LINE Pay's capture: one at a time (a second call while one captures answers an error).
    serialConfirm: () => true,
    query: stateOf,

    async refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }> {
      const a = await call('POST', `${txPath(providerRef)}/refund`, { refundAmount: wholeTwd(amountCents) });
      if (a.returnCode === '0000') {
        const refundRef = field(a.info, 'refundTransactionId');
        if (typeof refundRef !== 'string') {
          throw new PaymentProviderError(PROVIDER, 'refund', 'answer without refundTransactionId');
        }
        return { refundRef };
      }
      if (
        a.returnCode === '1164' ||
        a.returnCode === '1165' ||
        a.returnCode === '1155' ||
        a.returnCode === '1163'
      ) {
        throw new PaymentRefundRefusedError(PROVIDER, a.returnCode, a.returnMessage);
      }
      throw fail(a);
    },
  };
}
