/**
 * The reconciliation job (ADR 015: runs at start and every minute): asks the provider about open payment
 * attempts nobody finished (the diner closed the tab, a confirm timed out, the server restarted mid-confirm)
 * and settles them as the provider says (through the adapter's confirm, which captures a LINE Pay payment the
 * diner approved but nobody confirmed); then expires online orders left unpaid past PAYMENT_TTL_MINUTES, so
 * they never reach the store. The provider decides every outcome; the job only records it.
 */
import { paymentMethodOf } from '@iding/domain';
import type { Db } from '../../db/client';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job';
import type { PaymentProviders, ProviderPaymentState } from '../../providers/payment/index';
import {
  cancelledPaidOrders,
  expireUnpaidOrder,
  unpaidOnlineOrdersBefore,
} from '../orders/order-payment-status';
import { findStaleOpenPayments, hasOpenPayment, moveAttempt, PaymentAttempt } from './payments.queries';
import { refundOrderPayment } from './refund-payment';
import { type Settlement, settlePayment } from './settle-payment';

/** An open attempt untouched this long is asked about (a diner at the provider's page is left alone). */
export const STALE_AFTER_MS = 60_000;
/** At most this many attempts and orders per run; the next run takes the rest. */
const BATCH = 200;

export interface ReconcileReport {
  /** Attempts the provider reported paid (captured now). */
  paid: number;
  /** Attempts that ended failed, cancelled or refunded. */
  closed: number;
  /** Unpaid orders cancelled for being past their time. */
  expired: number;
  /** Cancelled paid orders refunded now (a refund that failed at cancel time). */
  refunded: number;
}

/**
 * One run.
 * @param now epoch ms; ttlMinutes PAYMENT_TTL_MINUTES.
 * @param onError told of an attempt the provider could not be asked about (the next run tries again).
 */
export async function reconcilePayments(
  db: Db,
  providers: PaymentProviders,
  now: number,
  ttlMinutes: number,
  onError: (error: unknown) => void = () => {},
): Promise<ReconcileReport> {
  const report: ReconcileReport = { paid: 0, closed: 0, expired: 0, refunded: 0 };
  if (!providers) return report;
  const deadline = now - ttlMinutes * 60_000;
  for (const payment of await findStaleOpenPayments(db, new Date(now - STALE_AFTER_MS), BATCH)) {
    if (!payment.providerRef) {
      // The provider never answered the create: nothing exists there to pay.
      await moveAttempt(db, payment.id, [PaymentAttempt.PENDING], PaymentAttempt.FAILED, new Date(now));
      report.closed++;
      continue;
    }
    const method = paymentMethodOf(payment.paymentType);
    if (!method) continue;
    const provider = providers(method);
    // Claimed like a confirm, so the job and a diner's confirm (or a TapPay notify) never settle it twice.
    const at = new Date(now);
    if (!(await moveAttempt(db, payment.id, [payment.status], PaymentAttempt.CONFIRMING, at))) continue;
    const claimed = [PaymentAttempt.CONFIRMING];
    try {
      // The adapter's confirm, not its query: a LINE Pay payment the diner approved but nobody confirmed (the
      // tab closed on the way back) is only captured by Confirm, and reads as pending to a query. Confirm is
      // safe in every state (PaymentProvider.confirm): not approved yet answers pending, a captured payment
      // answers paid again, and TapPay, JKO and the sandbox answer their record.
      let state: ProviderPaymentState;
      try {
        state = await provider.confirm(payment.providerRef, payment.amountCents);
      } catch (error) {
        await moveAttempt(db, payment.id, claimed, PaymentAttempt.PENDING, at);
        throw error;
      }
      const expired = payment.createdAt.getTime() < deadline;
      let settled: Settlement;
      if (state.state === 'pending' && !expired) {
        await moveAttempt(db, payment.id, claimed, PaymentAttempt.PENDING, at);
        continue;
      }
      if (state.state === 'pending') {
        // Past the order's time and still not paid: the attempt ends here; the order expires below.
        await moveAttempt(db, payment.id, claimed, PaymentAttempt.EXPIRED, at);
        settled = 'cancelled';
      } else {
        settled = await settlePayment(db, provider, payment, state, claimed, now);
      }
      if (settled === 'paid') report.paid++;
      else report.closed++;
    } catch (error) {
      onError(error);
    }
  }
  for (const order of await unpaidOnlineOrdersBefore(db, deadline, BATCH)) {
    // An attempt still open here could not be asked about this run: leave the order for the next one.
    if (await hasOpenPayment(db, order.id)) continue;
    if (await expireUnpaidOrder(db, order.id)) report.expired++;
  }
  // Cancelled orders whose refund the provider refused or missed (a cancel refunds at once; this retries).
  for (const order of await cancelledPaidOrders(db, BATCH)) {
    try {
      if ((await refundOrderPayment(db, providers, order.id, now)) === 'refunded') report.refunded++;
    } catch (error) {
      onError(error);
    }
  }
  return report;
}

/**
 * Runs reconcilePayments now and every `intervalMs` (PAYMENT_RECONCILE_INTERVAL_SECONDS) until stopped.
 * @param now clock in epoch ms.
 */
export function startPaymentReconciliation(opts: {
  db: Db;
  providers: PaymentProviders;
  ttlMinutes: number;
  intervalMs: number;
  now: () => number;
  onResult?: (report: ReconcileReport) => void;
  onError: (error: unknown) => void;
}): PeriodicJob {
  return startPeriodicJob({
    run: async () =>
      opts.onResult?.(
        await reconcilePayments(opts.db, opts.providers, opts.now(), opts.ttlMinutes, opts.onError),
      ),
    intervalMs: opts.intervalMs,
    onError: opts.onError,
  });
}
