/**
 * TapPay adapter (PROVIDERS.md §2, §4): cards, Apple Pay and Google Pay (credit_card), the
 * Taishin card (taishin_credit_card, TapPay acquirer TW_TAISHIN) and the Easy Wallet, Plus Pay and PX Pay
 * wallets, each through its own TapPay merchant id. Every call is a JSON POST with `x-api-key: partner_key`
 * and `partner_key` in the body (TapPay signs nothing); `status: 0` is success; 30 s deadline.
 *
 * - create: `POST /tpc/payment/pay-by-prime` with the diner's prime, or `/tpc/payment/pay-by-token` with a
 *   saved card's card_key + card_token; order_number = our payment id. Cards go through 3-D Secure when
 *   configured (TAPPAY_THREE_DOMAIN_SECURE) and wallets always redirect: TapPay answers `payment_url`, the
 *   diner comes back to `result_url.frontend_redirect_url` (our landing page) while TapPay posts its
 *   Backend Notify to TAPPAY_NOTIFY_PATH. A card paid at once has no payment_url: the diner is sent straight
 *   to the landing page. providerRef = rec_trade_id. `remember` returns the saved card (card_secret).
 * - confirm and query: TapPay captured already (or is waiting for 3-D Secure / the wallet), so both read the
 *   Record API (`POST /tpc/transaction/query`, filter rec_trade_id): the notify and the return are never
 *   trusted, only the record. record_status [?]: -1 error → failed; 0 auth, 1 ok, 2 partially refunded →
 *   paid; 3 refunded, 5 cancel → cancelled; 4 pending → pending.
 * - refund: `POST /tpc/transaction/refund {partner_key, rec_trade_id, amount}` → refund_id.
 * Amounts: TWD whole dollars on the wire (PROVIDERS.md §2 units), integer cents here.
 */
import { API_ROUTES, type PaymentMethod } from '@iding/domain';
import type {
  CardBrand,
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  ProviderPaymentState,
  SavedCard,
} from './index';
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

/** The methods TapPay carries (PROVIDERS.md §4: the wallets and Taishin through TapPay). */
export const TAPPAY_METHODS = [
  'credit_card',
  'taishin_credit_card',
  'easy_wallet',
  'plus_pay',
  'px_pay',
] as const satisfies readonly PaymentMethod[];
export type TapPayMethod = (typeof TAPPAY_METHODS)[number];

/** Where TapPay posts its Backend Notify (a path of this app; the payments module re-checks the record). */
export const TAPPAY_NOTIFY_PATH = API_ROUTES.paymentTapPayNotify;

export interface TapPayOptions {
  /** https://sandbox.tappaysdk.com or https://prod.tappaysdk.com (a local fake in tests). */
  apiUrl: string;
  partnerKey: string;
  /** TapPay merchant id per method; credit_card's is the default of a method without its own. */
  merchantIds: Partial<Record<TapPayMethod, string>> & { credit_card: string };
  /** The app's public origin (PUBLIC_ORIGIN): the result URLs' prefix. */
  publicOrigin: string;
  /** Send card payments through 3-D Secure (TAPPAY_THREE_DOMAIN_SECURE, default true). */
  threeDomainSecure: boolean;
  /** Per-call deadline in ms (default 30 000, PROVIDERS.md §2). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PROVIDER = 'tappay';
export const TAPPAY_TIMEOUT_MS = 30_000;
const WALLETS = new Set<PaymentMethod>(['easy_wallet', 'plus_pay', 'px_pay']);
/**
 * Statuses that decline this payment for the diner's reasons [?] (PROVIDERS.md §2 lists 91 expired prime and
 * 121 invalid prime; 10003 card error and 10023 bank declined are TapPay's bank answers).
 */
const DECLINE_STATUSES = new Set([91, 121, 10003, 10023]);
/** Configuration and system errors: never the diner's fault (80 bad x-api-key, 50x missing argument). */
const isSystemStatus = (status: number) => status === 80 || (status >= 500 && status < 600) || status === 88;
/** TapPay's card_info.type (1 VISA, 2 MasterCard, 3 JCB, 4 UnionPay, 5 AMEX) as spec §3 card brands. */
const BRANDS: Record<number, CardBrand> = { 1: 'visa', 2: 'mastercard', 3: 'jcb', 4: 'unionpay', 5: 'amex' };
/** Wallet primes that can never be remembered (PROVIDERS.md §2: Apple Pay, Google Pay, Samsung Pay …). */
const WALLET_PRIME = /^(ap|gp|sp|ln|jk|ew|ps|px)_/;

/** The rec_trade_id of a Backend Notify body, to re-check through the Record API; null when absent. */
/** The rec_trade_id of a TapPay Backend Notify body (never trusted: the record is asked again), or null. */
export function tapPayNotifyRef(body: unknown): string | null {
  const ref = field(body, 'rec_trade_id');
  return typeof ref === 'string' && ref !== '' && ref.length <= 100 ? ref : null;
}

/**
 * The TapPay adapter (PROVIDERS.md §2, §4): pay by prime or card token (cards, Apple Pay, Google Pay,
 * the TapPay wallets), the Record API for confirm and query, refund. @throws PaymentProviderError subclasses.
 */
export function createTapPay(options: TapPayOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TAPPAY_TIMEOUT_MS;
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call(path: string, payload: Record<string, unknown>) {
    const { httpStatus, body } = await callProvider({
      provider: PROVIDER,
      url: `${base}${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': options.partnerKey },
      body: JSON.stringify({ partner_key: options.partnerKey, ...payload }),
      timeoutMs,
      fetch: doFetch,
    });
    const status = field(body, 'status');
    if (typeof status !== 'number') {
      throw new PaymentProviderError(PROVIDER, `http_${httpStatus}`, 'answer without status');
    }
    return { status, msg: String(field(body, 'msg') ?? ''), body };
  }

  function savedCardOf(body: unknown): SavedCard | undefined {
    const secret = field(body, 'card_secret');
    const cardKey = field(secret, 'card_key');
    const cardToken = field(secret, 'card_token');
    if (typeof cardKey !== 'string' || typeof cardToken !== 'string' || !cardKey || !cardToken)
      return undefined;
    const info = field(body, 'card_info');
    const expiry = field(info, 'expiry_date');
    const fingerprint = field(body, 'card_identifier');
    return {
      cardKey,
      cardToken,
      brand: BRANDS[Number(field(info, 'type'))] ?? 'unknown',
      lastFour: String(field(info, 'last_four') ?? ''),
      binCode: String(field(info, 'bin_code') ?? ''),
      ...(typeof expiry === 'string' && /^\d{6}$/.test(expiry) ? { expiry } : {}),
      ...(typeof fingerprint === 'string' && fingerprint !== '' ? { fingerprint } : {}),
    };
  }

  async function stateOf(recTradeId: string): Promise<ProviderPaymentState> {
    const a = await call('/tpc/transaction/query', {
      records_per_page: 1,
      page: 0,
      filters: { rec_trade_id: recTradeId },
    });
    // 2: end of list, i.e. no such record (yet): a payment TapPay has not listed is not paid.
    if (a.status === 2) return { state: 'pending' };
    if (a.status !== 0) throw new PaymentProviderError(PROVIDER, String(a.status), a.msg);
    const records = field(a.body, 'trade_records');
    const record = Array.isArray(records)
      ? records.find((r) => field(r, 'rec_trade_id') === recTradeId)
      : undefined;
    if (!record) return { state: 'pending' };
    const recordStatus = Number(field(record, 'record_status'));
    switch (recordStatus) {
      case 0:
      case 1:
      case 2: {
        const cents = centsOfTwd(field(record, 'amount'));
        if (cents === null) throw new PaymentProviderError(PROVIDER, 'record', 'record without amount');
        return { state: 'paid', amountCents: cents };
      }
      case 4:
        return { state: 'pending' };
      case 3:
      case 5:
        return { state: 'cancelled' };
      case -1:
        return { state: 'failed', reason: `TapPay record_status -1: ${String(field(record, 'msg') ?? '')}` };
      default:
        throw new PaymentProviderError(PROVIDER, 'record', `unknown record_status ${recordStatus}`);
    }
  }

  return {
    code: PROVIDER,

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!(TAPPAY_METHODS as readonly string[]).includes(input.method)) {
        throw new PaymentProviderError(PROVIDER, 'method', `${input.method} is not paid through TapPay`);
      }
      const method = input.method as TapPayMethod;
      const merchantId = options.merchantIds[method] ?? options.merchantIds.credit_card;
      const wallet = WALLETS.has(method);
      const byToken = !input.prime && input.cardSecret !== undefined;
      if (!input.prime && !byToken) {
        // spec §5: "Prime or card identifier is required".
        throw new PaymentDeclinedError(PROVIDER, 'prime', 'Prime or card identifier is required');
      }
      if (byToken && wallet) {
        throw new PaymentDeclinedError(PROVIDER, 'card_token', 'a saved card cannot pay a wallet method');
      }
      const confirmUrl = absoluteUrl(options.publicOrigin, input.confirmUrl);
      const threeDomainSecure = !wallet && options.threeDomainSecure;
      const payload: Record<string, unknown> = {
        ...(byToken
          ? { card_key: input.cardSecret!.cardKey, card_token: input.cardSecret!.cardToken }
          : { prime: input.prime }),
        merchant_id: merchantId,
        amount: wholeTwd(input.amountCents),
        currency: 'TWD',
        details: input.description.slice(0, 100) || 'iDing',
        order_number: input.paymentId,
        cardholder: {
          phone_number: input.cardholder?.phoneNumber ?? '',
          name: input.cardholder?.name ?? '',
          email: input.cardholder?.email ?? '',
        },
        ...(!byToken && input.remember && !wallet && !WALLET_PRIME.test(input.prime ?? '')
          ? { remember: true }
          : {}),
        ...(threeDomainSecure ? { three_domain_secure: true } : {}),
        ...(threeDomainSecure || wallet
          ? {
              result_url: {
                frontend_redirect_url: confirmUrl,
                backend_notify_url: absoluteUrl(options.publicOrigin, TAPPAY_NOTIFY_PATH),
                go_back_url: absoluteUrl(options.publicOrigin, input.cancelUrl),
              },
            }
          : {}),
      };
      const a = await call(byToken ? '/tpc/payment/pay-by-token' : '/tpc/payment/pay-by-prime', payload);
      if (a.status !== 0) {
        if (DECLINE_STATUSES.has(a.status)) throw new PaymentDeclinedError(PROVIDER, String(a.status), a.msg);
        throw new PaymentProviderError(PROVIDER, String(a.status), a.msg);
      }
      const recTradeId = field(a.body, 'rec_trade_id');
      if (typeof recTradeId !== 'string' || recTradeId === '') {
        throw new PaymentProviderError(PROVIDER, 'pay', 'answer without rec_trade_id');
      }
      const paymentUrl = field(a.body, 'payment_url');
      const savedCard = savedCardOf(a.body);
      return {
        providerRef: recTradeId,
        // Paid at once (no 3-D Secure, no wallet): straight to the landing page, which confirms by the record.
        paymentUrl: typeof paymentUrl === 'string' && paymentUrl !== '' ? paymentUrl : confirmUrl,
        ...(savedCard ? { savedCard } : {}),
      };
    },

    // TapPay has captured (or is still waiting for the diner): confirm is the record, like query.
    confirm: (providerRef: string) => stateOf(providerRef),
    serialConfirm: () => false,

    query: stateOf,

    async refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }> {
      const a = await call('/tpc/transaction/refund', {
        rec_trade_id: providerRef,
        amount: wholeTwd(amountCents),
      });
      if (a.status !== 0) {
        if (isSystemStatus(a.status)) throw new PaymentProviderError(PROVIDER, String(a.status), a.msg);
        throw new PaymentRefundRefusedError(PROVIDER, String(a.status), a.msg);
      }
      const refundId = field(a.body, 'refund_id');
      return {
        refundRef: typeof refundId === 'string' && refundId !== '' ? refundId : `${providerRef}:refund`,
      };
    },
  };
}
