/**
 * Refunds an order's online payment through the provider that took it, or its store credit back to the
 * member's balance (a cancelled paid order is refunded through the same provider; store credit refunds
 * as ORDER_REFUND 1001; a refund never exceeds what was paid; ADR 015). The
 * ledger row is written first as the claim: payment_transactions_refund_uidx allows one refund row per
 * payment, of exactly the captured amount, so two cancels, or a cancel and the reconciliation job, refund
 * once. A provider failure removes the claim, and the job tries again.
 */
import {
  PaymentType,
  paymentMethodOf,
  StoreCreditTransactionType,
  transactionRecordType,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { PaymentProviders } from '../../providers/payment/index';
import { markOrderRefunded } from '../orders/order-payment-status';
import { returnStoreCredit } from '../users/store-credit-balance';
import {
  deleteTransaction,
  findPaidPayment,
  findStoreCreditMovement,
  insertStoreCreditTransaction,
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
  if (!payment) return refundStoreCredit(db, orderId, now);
  const method = paymentMethodOf(payment.paymentType);
  if (!method || !providers || !payment.providerRef) return 'nothing';
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

/**
 * Gives an order's store-credit payment back to the member's balance (spec §3 ORDER_REFUND 1001), with the
 * order's refund row, in one transaction; once only (store_credit_transactions_order_type_uidx).
 */
async function refundStoreCredit(db: Db, orderId: string, now: number): Promise<RefundOutcome> {
  const paid = await findStoreCreditMovement(db, orderId, StoreCreditTransactionType.ORDER_PAYMENT);
  if (!paid) return 'nothing';
  const at = new Date(now);
  try {
    await db.transaction(async (tx) => {
      const balance = await returnStoreCredit(tx, paid.userId, paid.storeId, -paid.amountCents);
      if (balance === null) throw new Error(`no store membership to refund order ${orderId} to`);
      await insertStoreCreditTransaction(tx, {
        userId: paid.userId,
        storeId: paid.storeId,
        orderId,
        type: StoreCreditTransactionType.ORDER_REFUND,
        amountCents: -paid.amountCents,
        balanceCents: balance,
        createdAt: at,
      });
      await insertTransaction(tx, {
        orderId,
        paymentId: null,
        recordType: transactionRecordType(PaymentType.STORE_CREDIT) ?? 2,
        paymentType: PaymentType.STORE_CREDIT,
        kind: 'refund',
        amountCents: paid.amountCents,
        providerRef: null,
        createdAt: at,
      });
      await markOrderRefunded(tx, orderId);
    });
  } catch (error) {
    // Refunded already (by a concurrent cancel or the job).
    if (isUniqueViolation(error)) return 'nothing';
    throw error;
  }
  return 'refunded';
}

/** True when the order has a payment captured through a provider (what a cancel can refund). */
export async function hasCapturedPayment(db: Db, orderId: string): Promise<boolean> {
  return (await findPaidPayment(db, orderId)) !== undefined;
}
