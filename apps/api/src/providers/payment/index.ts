/**
 * Payment adapter (DESIGN.md "providers"): the one way the API asks a payment provider to start,
 * confirm (capture), look up and refund a payment. `PAYMENT_PROVIDER=sandbox` (default) is the app's own
 * hosted page; LINE Pay Online API v3 (line-pay.ts), TapPay (tappay.ts: cards, Apple Pay, Google Pay, Taishin,
 * Easy Wallet, Plus Pay, PX Pay) and JKO Pay (jko-pay.ts) implement the same interface (PROVIDERS.md §1–§4)
 * and take their methods once their keys are configured (config.ts). Their failures are the errors of
 * provider-http.ts: PaymentDeclinedError (the diner's card or wallet refused: pay another way),
 * PaymentRefundRefusedError (more than refundable), PaymentTimeoutError, else PaymentProviderError.
 * Business code never decides an outcome itself: it asks the adapter (and its reconciliation re-asks).
 * Money in integer cents of TWD (providers take whole TWD: cents are always a multiple of 100 here).
 */
import {
  type CardBrand,
  type DeclineCode,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
  paymentMethodOf,
} from '@iding/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createJkoPay } from './jko-pay';
import { createLinePay } from './line-pay';
import { PaymentProviderError } from './provider-http';
import { createSandboxPayments } from './sandbox';
import { createTapPay, TAPPAY_METHODS } from './tappay';

export interface CreatePaymentInput {
  /** Our payments.id: the provider's order id, so a retried create never charges twice. */
  paymentId: string;
  method: PaymentMethod;
  amountCents: number;
  /** What the diner sees at the provider, e.g. "iDing 50嵐 信義店 訂單 001". */
  description: string;
  /**
   * Where the provider sends the diner back: paths of this app ("/stores/{sid}/line_pay?order_id=…"). The
   * sandbox is served by this app, so a path is enough; a real adapter prefixes the app's public origin.
   */
  confirmUrl: string;
  cancelUrl: string;
  /** Desktop browser (spec §5). */
  forPc: boolean;
  /** Epoch ms. */
  now: number;
  /**
   * Card payments (method credit_card; spec §7 POST /api/payment/credit_card) and TapPay's wallets
   * (PROVIDERS.md §2): the single-use prime from the card fields (TapPay's, or the sandbox card form), Apple
   * Pay, Google Pay or a wallet, never a card number (spec §5 "Prime or card identifier is required"). A
   * provider that charges at once answers paymentUrl = confirmUrl with its ids appended (the landing page
   * confirms), else its 3-D Secure page. LINE Pay and JKO ignore it.
   */
  prime?: string;
  /**
   * A saved card of the member (spec §7 card_identifier) instead of a prime: the payments module has checked
   * it is the member's and resolved it to `cardSecret` (adapters pay by that secret, never by this id).
   */
  cardIdentifier?: string;
  /** A saved card's card_key and card_token (TapPay pay by token; the sandbox's own) instead of a prime. */
  cardSecret?: SavedCardSecret;
  /** Optional, TapPay: keep the card (`remember`); honoured for card primes only, never for wallets. */
  remember?: boolean;
  /** Optional, TapPay: the cardholder (3-D Secure checks); empty strings when unknown. */
  cardholder?: { name?: string; phoneNumber?: string; email?: string };
}

/** A saved card as TapPay identifies it (card_secret): kept server-side, never shown. */
export interface SavedCardSecret {
  cardKey: string;
  cardToken: string;
}

/** spec §3 card brands. */
export type { CardBrand };

/**
 * Optional, TapPay with `remember`: the card to keep (no card number: TapPay's key and token, last four).
 * TapPay hands it out with the pay answer, before 3-D Secure finishes: keep it only once the payment is paid.
 */
export interface SavedCard extends SavedCardSecret {
  brand: CardBrand;
  lastFour: string;
  binCode: string;
  /** YYYYMM when TapPay tells it. */
  expiry?: string;
  /** TapPay's card_identifier: the same for every payment with one card number (saved once). */
  fingerprint?: string;
}

export interface CreatedPayment {
  /** The provider's id of the payment (LINE Pay transactionId, a string: 19 digits exceed 2^53). */
  providerRef: string;
  /** Where the diner pays. */
  paymentUrl: string;
  /** Taiwan Pay on desktop: the QR content (spec §5). */
  qrcode?: string;
  /** Optional, TapPay: the saved card when `remember` was asked and TapPay kept it. */
  savedCard?: SavedCard;
}

/** What the provider says of a payment. */
export type ProviderPaymentState =
  /** Not paid yet: the diner has not finished at the provider. */
  | { state: 'pending' }
  /** Captured (or just captured by this call), for this amount. */
  | { state: 'paid'; amountCents: number }
  /**
   * Declined or failed; `reason` for the log, never shown raw; `declineCode` when a card was declined and the
   * provider said why (the landing page tells the diner, DECLINE_CODES).
   */
  | { state: 'failed'; reason: string; declineCode?: DeclineCode }
  /** The diner cancelled at the provider, or it timed out there. */
  | { state: 'cancelled' };

export interface PaymentProvider {
  /** payments.provider of what it takes: 'sandbox', 'line_pay', … */
  readonly code: string;
  /** Starts a payment; the diner is sent to paymentUrl. */
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Captures an authorised payment for exactly `amountCents` (LINE Pay Confirm; TapPay and JKO have captured
   * already and answer their record), or tells where it is. Safe to call again: a captured payment answers
   * `paid` again.
   */
  confirm(providerRef: string, amountCents: number): Promise<ProviderPaymentState>;
  /**
   * Whether confirm must run once at a time for one payment of `method`: true where confirm is the provider's
   * capture call (LINE Pay Confirm: a second call while the first captures answers an error), so the payments
   * module claims the attempt (CONFIRMING) before calling it. False where the provider has charged already and
   * confirm reads its record (TapPay, JKO; the sandbox's cards, charged at create): concurrent confirms read
   * alike, and the settlement's own status guard records the capture once.
   */
  serialConfirm(method: PaymentMethod): boolean;
  /** Where a payment is, without changing it (reconciliation). */
  query(providerRef: string): Promise<ProviderPaymentState>;
  /** Refunds `amountCents` of a captured payment; returns the provider's refund id. */
  refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }>;
}

/** The adapter per method the configuration selects; null when online payments are off (PAYMENT_PROVIDER=none). */
export type PaymentProviders = ((method: PaymentMethod) => PaymentProvider) | null;

/** What the payment adapters read of the configuration. */
export type PaymentConfig = Pick<
  Config,
  | 'PAYMENT_PROVIDER'
  | 'PUBLIC_ORIGIN'
  | 'LINE_PAY_CHANNEL_ID'
  | 'LINE_PAY_CHANNEL_SECRET'
  | 'LINE_PAY_API_URL'
  | 'TAPPAY_PARTNER_KEY'
  | 'TAPPAY_MERCHANT_ID'
  | 'TAPPAY_MERCHANT_IDS'
  | 'TAPPAY_API_URL'
  | 'TAPPAY_THREE_DOMAIN_SECURE'
  | 'JKO_PAY_API_KEY'
  | 'JKO_PAY_SECRET_KEY'
  | 'JKO_PAY_STORE_ID'
  | 'JKO_PAY_API_URL'
>;

/**
 * The real adapters whose keys are set, per method they take (PROVIDERS.md §4: the wallets and the Taishin
 * card go through TapPay; Taiwan Pay has no public API, so no real adapter takes it). config.ts has checked
 * that each provider is fully configured and PUBLIC_ORIGIN is set.
 */
export function realPaymentProviders(
  config: PaymentConfig,
  options: { fetch?: typeof fetch } = {},
): Partial<Record<PaymentMethod, PaymentProvider>> {
  const providers: Partial<Record<PaymentMethod, PaymentProvider>> = {};
  const publicOrigin = config.PUBLIC_ORIGIN ?? '';
  if (config.LINE_PAY_CHANNEL_ID && config.LINE_PAY_CHANNEL_SECRET) {
    providers.line_pay = createLinePay({
      apiUrl: config.LINE_PAY_API_URL,
      channelId: config.LINE_PAY_CHANNEL_ID,
      channelSecret: config.LINE_PAY_CHANNEL_SECRET,
      publicOrigin,
      ...options,
    });
  }
  if (config.TAPPAY_PARTNER_KEY && config.TAPPAY_MERCHANT_ID) {
    const tappay = createTapPay({
      apiUrl: config.TAPPAY_API_URL,
      partnerKey: config.TAPPAY_PARTNER_KEY,
      merchantIds: { ...config.TAPPAY_MERCHANT_IDS, credit_card: config.TAPPAY_MERCHANT_ID },
      publicOrigin,
      threeDomainSecure: config.TAPPAY_THREE_DOMAIN_SECURE,
      ...options,
    });
    for (const method of TAPPAY_METHODS) providers[method] = tappay;
  }
  if (config.JKO_PAY_API_KEY && config.JKO_PAY_SECRET_KEY && config.JKO_PAY_STORE_ID) {
    providers.jko_pay = createJkoPay({
      apiUrl: config.JKO_PAY_API_URL,
      apiKey: config.JKO_PAY_API_KEY,
      secretKey: config.JKO_PAY_SECRET_KEY,
      storeId: config.JKO_PAY_STORE_ID,
      publicOrigin,
      ...options,
    });
  }
  return providers;
}

/**
 * Stands for a method no configured provider takes under PAYMENT_PROVIDER=live: every call fails (the
 * payment start answers "付款服務暫時無法使用"), so nothing is ever faked.
 */
function unavailableProvider(method: PaymentMethod): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new PaymentProviderError(
      'unavailable',
      'not_configured',
      `no payment provider is configured for ${method}`,
    );
  };
  return {
    code: 'unavailable',
    create: refuse,
    confirm: refuse,
    serialConfirm: () => true,
    query: refuse,
    refund: refuse,
  };
}

/**
 * The methods that can be paid under this configuration (all with the sandbox; under `live` only those a
 * configured provider takes), for offering payment types.
 */
export function payableMethods(config: PaymentConfig): PaymentMethod[] {
  if (config.PAYMENT_PROVIDER === 'none') return [];
  if (config.PAYMENT_PROVIDER === 'sandbox') return [...PAYMENT_METHOD_NAMES];
  const real = realPaymentProviders(config);
  return PAYMENT_METHOD_NAMES.filter((m) => real[m] !== undefined);
}

/**
 * Whether a payment type can be taken under this configuration: offline types and store credit
 * always; an online type only when its method is payable (none under PAYMENT_PROVIDER=none; under `live` only
 * a configured provider's). The store info leaves the others out of its payment lists and orders refuse them.
 */
export function paymentTypeTaker(config: PaymentConfig): (paymentType: number) => boolean {
  const payable = new Set<string>(payableMethods(config));
  return (paymentType) => {
    const method = paymentMethodOf(paymentType);
    return method === null || payable.has(method);
  };
}

/**
 * The payment adapters of a configuration: per method, the real adapter when its provider's
 * keys are set; otherwise the sandbox (PAYMENT_PROVIDER=sandbox, keeping its side in `db`) or a refusal
 * (PAYMENT_PROVIDER=live).
 */
export function createPaymentProviders(
  config: PaymentConfig,
  db: Db,
  options: { fetch?: typeof fetch } = {},
): PaymentProviders {
  if (config.PAYMENT_PROVIDER === 'none') return null;
  const real = realPaymentProviders(config, options);
  if (config.PAYMENT_PROVIDER === 'live') {
    const unavailable = new Map(PAYMENT_METHOD_NAMES.map((m) => [m, unavailableProvider(m)]));
    return (method) => real[method] ?? unavailable.get(method)!;
  }
  const sandbox = createSandboxPayments(db);
  return (method) => real[method] ?? sandbox;
}
