/**
 * TapPay's Backend Notify (PROVIDERS.md §2 "3DS / e-wallet flow"): TapPay POSTs it to
 * `/api/payment/tappay/notify` when a 3-D Secure or wallet payment ends. It is never trusted (TapPay signs
 * nothing): only its rec_trade_id is read, the payment we started with that id is looked up, and the Record
 * API is asked where it is; that answer settles through settlePayment, exactly as a confirm does. A notify for
 * an unknown id, another provider's payment or a payment already settled changes nothing.
 */
import { paymentMethodOf } from '@iding/domain';
import type { Db } from '../../db/client';
import type { PaymentProviders } from '../../providers/payment/index';
import { tapPayNotifyRef } from '../../providers/payment/tappay';
import { findPaymentByProviderRef, moveAttempt, PaymentAttempt } from './payments.queries';
import { type Settlement, settlePayment } from './settle-payment';

/**
 * Re-checks the payment a Backend Notify names and settles it.
 * @param body the notify's JSON body as received (only rec_trade_id is used).
 * @param now epoch ms.
 * @returns what became of the payment, or 'ignored' (no rec_trade_id, unknown, not TapPay's, already
 *   settled or being confirmed right now: that confirm settles it).
 * @throws the provider's error when the Record API fails (the attempt is left open for the job).
 */
export async function settleTapPayNotify(
  db: Db,
  providers: PaymentProviders,
  body: unknown,
  now: number,
): Promise<Settlement | 'ignored'> {
  const ref = tapPayNotifyRef(body);
  if (!ref || !providers) return 'ignored';
  const payment = await findPaymentByProviderRef(db, 'tappay', ref);
  const method = payment ? paymentMethodOf(payment.paymentType) : null;
  if (!payment || !method) return 'ignored';
  const provider = providers(method);
  if (provider.code !== 'tappay') return 'ignored';
  // Claimed like a confirm, so a notify and the landing page's confirm never settle twice at once.
  const from = payment.status;
  if (from !== PaymentAttempt.PENDING && from !== PaymentAttempt.EXPIRED) return 'ignored';
  const at = new Date(now);
  if (!(await moveAttempt(db, payment.id, [from], PaymentAttempt.CONFIRMING, at))) return 'ignored';
  let state: Awaited<ReturnType<typeof provider.query>>;
  try {
    state = await provider.query(ref);
  } catch (error) {
    await moveAttempt(db, payment.id, [PaymentAttempt.CONFIRMING], from, at);
    throw error;
  }
  return settlePayment(db, provider, payment, state, [PaymentAttempt.CONFIRMING], now);
}
