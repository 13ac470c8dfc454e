/**
 * Records what a provider said of a payment attempt, for confirm and for the
 * reconciliation job: a capture becomes PAID with its ledger entry and the order PAID_FULL in one
 * transaction; a decline FAILED, a cancel CANCELLED. A capture that arrives after its order expired, or for an
 * amount other than the order's total, is refunded at once through the same provider, never kept.
 */
import { transactionRecordType } from '@iding/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { PaymentProvider, ProviderPaymentState } from '../../providers/payment/index';
import { acceptPaidOrderIfAutomatic } from '../orders/manage-store-order';
import { markOrderRefunded } from '../orders/order-payment-status';
import { dropRememberedCard, keepRememberedCard } from './manage-saved-cards';
import {
  findPayment,
  insertTransaction,
  moveAttempt,
  PaymentAttempt,
  type PaymentRow,
  settlePaymentCapture,
} from './payments.queries';

/** What became of the attempt. */
export type Settlement = 'paid' | 'pending' | 'failed' | 'cancelled' | 'refunded';

/**
 * Applies a provider's answer to an attempt.
 * @param from the statuses the attempt may be in (CONFIRMING after a confirm's claim; PENDING too for the job
 *   and for a confirm that reads the provider's record without a claim).
 * @param now epoch ms.
 * @returns 'paid' (this call or an earlier one captured it), 'refunded' (paid after its order expired, and
 *   refunded), or the attempt's new state.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  state: ProviderPaymentState,
  from: number[],
  now: number,
): Promise<Settlement> {
  const outcome = await settleAttempt(db, provider, payment, state, from, now);
  return outcome === 'captured-here' ? 'paid' : outcome;
}

/**
 * settlePayment, telling a capture made by this very call ('captured-here': the attempt PAID and its order
 * PAID_FULL by this call) apart from a payment found paid, so a confirm can answer the order's status without
 * reading it again. Parameters as settlePayment.
 */
export async function settleAttempt(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  state: ProviderPaymentState,
  from: number[],
  now: number,
): Promise<Settlement | 'captured-here'> {
  const at = new Date(now);
  if (state.state === 'pending') {
    await moveAttempt(db, payment.id, from, PaymentAttempt.PENDING, at);
    return 'pending';
  }
  if (state.state === 'failed' || state.state === 'cancelled') {
    const to = state.state === 'failed' ? PaymentAttempt.FAILED : PaymentAttempt.CANCELLED;
    if (await moveAttempt(db, payment.id, from, to, at)) await dropRememberedCard(db, payment.id);
    return state.state;
  }
  if (state.amountCents !== payment.amountCents) {
    // Never accept a different amount than the order's (the sandbox and LINE Pay 1153 refuse it anyway).
    await moveAttempt(db, payment.id, from, PaymentAttempt.FAILED, at);
    return 'failed';
  }
  const recordType = transactionRecordType(payment.paymentType) ?? 0;
  const entry = (kind: 'capture' | 'refund', amountCents: number, providerRef: string | null) => ({
    orderId: payment.orderId,
    paymentId: payment.id,
    recordType,
    paymentType: payment.paymentType,
    kind,
    amountCents,
    providerRef,
    createdAt: at,
  });
  let outcome: 'paid' | 'settled-before' | 'order-gone' | 'amount-changed' | 'paid-by-another';
  let pendingCard = false;
  try {
    // One statement (db/functions/settle_payment_capture.sql): PAID, the ledger entry and the order PAID_FULL
    // together, or nothing.
    ({ outcome, pendingCard } = await settlePaymentCapture(db, payment, from, recordType, at));
  } catch (error) {
    // Another attempt of the order is PAID already (payments_one_paid_uidx): the diner paid twice.
    if (!isUniqueViolation(error)) throw error;
    outcome = 'paid-by-another';
  }
  // A concurrent confirm or the job settled it first: its outcome stands.
  if (outcome === 'settled-before') return settledElsewhere(db, payment.id);
  // the card the diner asked to remember is kept only now that its payment is paid.
  if (outcome === 'paid') {
    if (pendingCard) await keepRememberedCard(db, payment.id, now);
    // Paid, the order has just reached the store: auto-accept it if the store does for its type.
    await acceptPaidOrderIfAutomatic(db, payment.orderId, now);
    return 'captured-here';
  }
  await dropRememberedCard(db, payment.id);

  // Money arrived that the order cannot keep: refund it through the same provider, and list both movements.
  // amount-changed: the order's total changed after the payment started (spec §4: an order is paid at its total,
  // never at an amount read earlier); it stays unpaid and payable at its new total.
  const { refundRef } = await provider.refund(payment.providerRef!, payment.amountCents);
  if (outcome === 'paid-by-another' || outcome === 'amount-changed') {
    await moveAttempt(db, payment.id, from, PaymentAttempt.CANCELLED, at);
    await insertTransaction(db, entry('capture', payment.amountCents, payment.providerRef));
    await insertTransaction(db, entry('refund', -payment.amountCents, refundRef));
    return 'refunded';
  }
  // The order expired or was cancelled while the diner was paying.
  await insertTransaction(db, entry('refund', -payment.amountCents, refundRef));
  await markOrderRefunded(db, payment.orderId);
  return 'refunded';
}

/**
 * What an attempt already closed reads as: PAID 'paid', FAILED 'failed', CANCELLED 'cancelled'; undefined while
 * it is open (PENDING, CONFIRMING, EXPIRED), which only the provider's answer settles.
 */
export function closedSettlement(status: number): 'paid' | 'failed' | 'cancelled' | undefined {
  if (status === PaymentAttempt.PAID) return 'paid';
  if (status === PaymentAttempt.FAILED) return 'failed';
  if (status === PaymentAttempt.CANCELLED) return 'cancelled';
  return undefined;
}

/**
 * What another confirm or the job made of the attempt while this call asked the provider (this call wrote
 * nothing): its closed outcome (closedSettlement); still open (e.g. expired meanwhile, as its order ran out of
 * time) reads as pending, and the reconciliation job settles it.
 */
async function settledElsewhere(db: Db, paymentId: string): Promise<Settlement> {
  const current = await findPayment(db, paymentId);
  return (current && closedSettlement(current.status)) ?? 'pending';
}
