/**
 * Payment adapter (DESIGN.md "providers"; issue #13 §2): the one way the API asks a payment provider to start,
 * confirm (capture), look up and refund a payment. `PAYMENT_PROVIDER=sandbox` (default) is the app's own
 * hosted page; LINE Pay Online API v3, TapPay and JKO Pay (PROVIDERS.md §1–§3) implement the same interface.
 * Business code never decides an outcome itself: it asks the adapter (and its reconciliation re-asks).
 * Money in integer cents of TWD (providers take whole TWD: cents are always a multiple of 100 here).
 */
import type { PaymentMethod } from '@iding/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createSandboxPayments } from './sandbox';

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
  /**
   * Card payments only (method credit_card; spec §7 POST /api/payment/credit_card): the provider's prime or a
   * saved card, never a card number. A provider that charges at once answers paymentUrl = confirmUrl (the
   * landing page confirms), or its 3-D Secure page.
   */
  card?: { prime?: string; cardIdentifier?: string; remember: boolean };
  /** Epoch ms. */
  now: number;
}

export interface CreatedPayment {
  /** The provider's id of the payment (LINE Pay transactionId, a string: 19 digits exceed 2^53). */
  providerRef: string;
  /** Where the diner pays. */
  paymentUrl: string;
  /** Taiwan Pay on desktop: the QR content (spec §5). */
  qrcode?: string;
}

/** What the provider says of a payment. */
export type ProviderPaymentState =
  /** Not paid yet: the diner has not finished at the provider. */
  | { state: 'pending' }
  /** Captured (or just captured by this call), for this amount. */
  | { state: 'paid'; amountCents: number }
  /** Declined or failed; `reason` for the log, never shown raw. */
  | { state: 'failed'; reason: string }
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
  /** Where a payment is, without changing it (reconciliation). */
  query(providerRef: string): Promise<ProviderPaymentState>;
  /** Refunds `amountCents` of a captured payment; returns the provider's refund id. */
  refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }>;
}

/** The adapter per method the configuration selects; null when online payments are off (PAYMENT_PROVIDER=none). */
export type PaymentProviders = ((method: PaymentMethod) => PaymentProvider) | null;

/** The payment adapters of a configuration (the sandbox keeps its side in `db`). */
export function createPaymentProviders(config: Pick<Config, 'PAYMENT_PROVIDER'>, db: Db): PaymentProviders {
  if (config.PAYMENT_PROVIDER === 'none') return null;
  const sandbox = createSandboxPayments(db);
  return () => sandbox;
}
