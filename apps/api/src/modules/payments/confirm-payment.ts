/**
 * Confirms an order's payment when the diner is back from the provider (spec §7 `POST
 * /api/payment/{method}/confirm`). The landing page's query parameters are never trusted: the
 * server asks the provider (LINE Pay Confirm and friends) about the order's open attempt, and only a capture
 * the provider reports marks the order PAID_FULL. Where confirm is the provider's capture call (LINE Pay), one
 * confirm at a time makes it (the attempt is claimed CONFIRMING) and a second one waits for that outcome;
 * where the provider charged already and confirm reads its record (TapPay, JKO, the sandbox's cards), confirms
 * read side by side with no claim. Either way the settlement moves the attempt only from the status it was
 * read in, so two confirms capture once.
 */
import {
  type DeclineCode,
  OrderStatus,
  PAYMENT_TYPE_NAMES,
  type PaymentConfirmResponse,
  type PaymentMethod,
  PaymentResult,
  PaymentStatus,
  type PaymentType,
  paymentMethodOf,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { PaymentProvider, PaymentProviders, ProviderPaymentState } from '../../providers/payment/index';
import { paymentStatusName } from '../orders/list-member-orders';
import type { OrderCaller } from '../orders/order-access';
import { requireOrderOwner } from '../orders/order-access';
import type { StoreRow } from '../stores/get-store';
import { findLatestPayment, findPayment, moveAttempt, PaymentAttempt } from './payments.queries';
import { closedSettlement, type Settlement, settleAttempt } from './settle-payment';
import { type PaymentContext, payableUntil } from './start-payment';

/** spec §9: LINE Pay and Taishin confirm time out at 15 s; the reconciliation job asks again later. */
export const CONFIRM_TIMEOUT_MS = 15_000;
/** How long a second confirm waits for the first one's outcome. */
const WAIT_FOR_OTHER_MS = CONFIRM_TIMEOUT_MS + 1_000;

const MESSAGES: Record<Settlement, string> = {
  paid: '付款成功，店家已收到您的訂單',
  pending: '付款還沒有完成：請在付款頁完成付款，或稍後重新確認',
  failed: '這次付款沒有完成，款項未被扣取。您可以重新付款，或改用其他付款方式',
  cancelled: '您已取消付款，款項未被扣取。您可以重新付款，或改用其他付款方式',
  refunded: '這筆訂單已取消，款項已全額退回；如需餐點請重新下單',
};

const AMOUNT_CHANGED_REFUNDED = '訂單金額已變更，這筆付款已全額退回，請依新的金額重新付款';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The outcome of the order's payment.
 * @param store the store of `identifier` when the request sent one (LINE Pay and Taishin do).
 * @throws ApiError order_not_found (404), payment_method_mismatch (422), payment_not_started (409) when no
 *   payment was started, payment_amount_mismatch (409) when the order's total is no longer the amount the
 *   payment was started for (nothing is captured), payment_unavailable (502) when the provider does not answer within 15 s (the
 *   attempt stays open and the job settles it), payment_type_not_supported (422) while payments are off.
 */
export async function confirmPayment(
  db: Db,
  providers: PaymentProviders,
  store: Pick<StoreRow, 'id'> | null,
  method: PaymentMethod,
  orderId: string,
  caller: OrderCaller,
  ctx: PaymentContext,
): Promise<PaymentConfirmResponse> {
  if (!providers) throw new ApiError('payment_type_not_supported', '線上付款尚未開放，請改選其他付款方式');
  const order = await requireOrderOwner(db, orderId, caller);
  if (store && order.storeId !== store.id) throw new ApiError('order_not_found', '找不到這筆訂單');
  /**
   * @param known the order's payment status when this confirm just set it (no second read).
   * @param declineCode why the card was declined, when the provider said (a failed settlement only).
   */
  const answer = async (
    settlement: Settlement,
    known?: number,
    declineCode?: DeclineCode,
  ): Promise<PaymentConfirmResponse> => {
    const now = known === undefined ? await requireOrderOwner(db, orderId, caller) : undefined;
    const status = known ?? now!.paymentStatus;
    // Refunded while the order is still open: its total changed after the payment started (settle-payment.ts).
    const stillOpen = settlement === 'refunded' && now?.status === OrderStatus.SUBMITTED;
    // Not paid yet: the diner may still pay until the order is cancelled (PAYMENT_TTL_MINUTES, spec §5).
    const unpaid = settlement === 'failed' || settlement === 'cancelled' || settlement === 'pending';
    return {
      result: settlement === 'paid' ? PaymentResult.NORMAL : PaymentResult.ERROR,
      state: settlement,
      order_id: order.id,
      payment_status: status,
      payment_status_name: paymentStatusName(status),
      message: stillOpen ? AMOUNT_CHANGED_REFUNDED : MESSAGES[settlement],
      ...(settlement === 'failed' && declineCode ? { decline_code: declineCode } : {}),
      ...(unpaid ? { expires_at: Math.floor(payableUntil(order, ctx.ttlMinutes) / 1000) } : {}),
    };
  };
  // A reload of the landing page after success; or after the paid order was cancelled and refunded.
  if (order.paymentStatus === PaymentStatus.PAID_FULL) return answer('paid');
  if (order.paymentStatus === PaymentStatus.REFUNDED) return answer('refunded');
  if (paymentMethodOf(order.paymentType) !== method) {
    const name = PAYMENT_TYPE_NAMES[order.paymentType as PaymentType] ?? '其他方式';
    throw new ApiError('payment_method_mismatch', `這筆訂單選擇的付款方式是「${name}」，請用該方式付款`);
  }

  let payment = await findLatestPayment(db, order.id);
  const provider = providers(method);
  if (!payment || payment.provider !== provider.code || !payment.providerRef) {
    throw new ApiError('payment_not_started', '這筆訂單尚未開始付款，請先選擇付款');
  }
  // never capture an amount other than the order's (the order changed after paying began).
  if (payment.amountCents !== order.totalCents && payment.status === PaymentAttempt.PENDING) {
    await moveAttempt(db, payment.id, [PaymentAttempt.PENDING], PaymentAttempt.FAILED, new Date(ctx.now));
    throw new ApiError('payment_amount_mismatch', '付款金額與訂單金額不符，這筆付款不會請款，請重新付款');
  }
  // Another confirm is talking to the provider: wait for its outcome rather than capture twice. The
  // deadline is on the real clock (the attempt is claimed for at most the provider's 15 s).
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  const claims = provider.serialConfirm(method);
  let from: number[];
  for (;;) {
    while (payment.status === PaymentAttempt.CONFIRMING && Date.now() < deadline) {
      await sleep(50);
      payment = (await findPayment(db, payment.id))!;
    }
    if (payment.status === PaymentAttempt.CONFIRMING) return answer('pending');
    // Settled already (a refunded order was answered above).
    const closed = closedSettlement(payment.status);
    if (closed === 'failed')
      return answer(closed, undefined, await declineOf(provider, payment.providerRef!));
    if (closed) return answer(closed);
    // PENDING, or EXPIRED (its order ran out of time; a payment made after that is refunded by settle).
    // A confirm that only reads the provider's record settles from the status it read (no claim: one write).
    if (!claims) {
      from = [payment.status];
      break;
    }
    const read = [payment.status];
    if (await moveAttempt(db, payment.id, read, PaymentAttempt.CONFIRMING, new Date(ctx.now))) {
      from = [PaymentAttempt.CONFIRMING];
      break;
    }
    // Claimed by another confirm between our read and our claim: wait for its outcome.
    payment = (await findPayment(db, payment.id))!;
  }
  let state: ProviderPaymentState;
  try {
    state = await withTimeout(
      provider.confirm(payment.providerRef!, payment.amountCents),
      CONFIRM_TIMEOUT_MS,
    );
  } catch (error) {
    if (claims) {
      await moveAttempt(
        db,
        payment.id,
        [PaymentAttempt.CONFIRMING],
        PaymentAttempt.PENDING,
        new Date(ctx.now),
      );
    }
    ctx.onProviderError?.(error);
    throw new ApiError('payment_unavailable', '付款確認逾時，系統會自動再次確認，請稍後重新整理訂單頁');
  }
  const outcome = await settleAttempt(db, provider, payment, state, from, ctx.now);
  // This confirm's own capture marked the order PAID_FULL; any other outcome reads the order's status.
  if (outcome === 'captured-here') return answer('paid', PaymentStatus.PAID_FULL);
  return answer(outcome, undefined, state.state === 'failed' ? state.declineCode : undefined);
}

/**
 * Why an attempt already settled as failed was declined (a reload of the landing page), asked of the provider's
 * record; undefined when it does not say or does not answer within the confirm's 15 s (the reason is then left
 * out; the page still offers 重新付款).
 */
async function declineOf(provider: PaymentProvider, providerRef: string): Promise<DeclineCode | undefined> {
  try {
    const state = await withTimeout(provider.query(providerRef), CONFIRM_TIMEOUT_MS);
    return state.state === 'failed' ? state.declineCode : undefined;
  } catch {
    return undefined;
  }
}
