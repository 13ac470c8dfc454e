/**
 * Refunds an order's online payment through the provider that took it (issue #13 §1 "Cancelling a paid
 * order refunds it through the same provider", §4 "a refund never exceeds what was paid"; ADR 015). The
 * ledger row is written first as the claim: payment_transactions_refund_uidx allows one refund row per
 * payment, of exactly the captured amount, so two cancels, or a cancel and the reconciliation job, refund
 * once. A provider failure removes the claim, and the job tries again.
 */
import { paymentMethodOf, transactionRecordType } from '@iding/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { PaymentProviders } from '../../providers/payment/index';
import { markOrderRefunded } from '../orders/order-payment-status';
import {
  deleteTransaction,
  findPaidPayment,
  insertTransaction,
  setTransactionProviderRef,
} from './payments.queries';

/** What a refund did: refunded now, nothing to refund (never paid online, or refunded already). */
export type RefundOutcome = 'refunded' | 'nothing';

/**
 * Refunds the order's captured payment in full and marks the order REFUNDED (spec §4).
 * @param now epoch ms.
 * @throws the provider's error (the claim is removed first, so a later call retries).
 */
export async function refundOrderPayment(
  db: Db,
  providers: PaymentProviders,
  orderId: string,
  now: number,
): Promise<RefundOutcome> {
  const payment = await findPaidPayment(db, orderId);
  const method = payment ? paymentMethodOf(payment.paymentType) : null;
  if (!payment || !method || !providers || !payment.providerRef) return 'nothing';
  let claim: string;
  try {
    claim = await insertTransaction(db, {
      orderId,
      paymentId: payment.id,
      recordType: transactionRecordType(payment.paymentType) ?? 0,
      paymentType: payment.paymentType,
      kind: 'refund',
      amountCents: -payment.amountCents,
      providerRef: null,
      createdAt: new Date(now),
    });
  } catch (error) {
    // Refunded already, or being refunded by another request.
    if (isUniqueViolation(error)) return 'nothing';
    throw error;
  }
  let refundRef: string;
  try {
    ({ refundRef } = await providers(method).refund(payment.providerRef, payment.amountCents));
  } catch (error) {
    await deleteTransaction(db, claim);
    throw error;
  }
  await setTransactionProviderRef(db, claim, refundRef);
  await markOrderRefunded(db, orderId);
  return 'refunded';
}

/** True when the order has a payment captured through a provider (what a cancel can refund). */
export async function hasCapturedPayment(db: Db, orderId: string): Promise<boolean> {
  return (await findPaidPayment(db, orderId)) !== undefined;
}
