/**
 * Starts paying an order online (spec §7 `POST /api/payment/{method}`): checks that the caller
 * owns the order, that it is this method's and still payable, then asks the provider for a payment and
 * answers where the diner pays. Pressing pay again while an attempt is open hands out the same payment, as
 * JKO's entry does, unless the provider says it ended (then a new attempt starts). Presses at the same moment
 * start one provider payment (payments_one_creating_uidx) and all answer it.
 */
import {
  type CreditCardPaymentRequest,
  isOnlinePayment,
  OrderStatus,
  onlinePaymentTypes,
  orderTypeSettings,
  PAYMENT_TYPE_NAMES,
  type PaymentMethod,
  type PaymentRequest,
  type PaymentResponse,
  PaymentStatus,
  PaymentType,
  paymentMethodOf,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { PaymentProviders, SavedCardSecret } from '../../providers/payment/index';
import { JKO_PAY_TIMEOUT_MS } from '../../providers/payment/jko-pay';
import { LINE_PAY_TIMEOUT_MS } from '../../providers/payment/line-pay';
import { PaymentDeclinedError } from '../../providers/payment/provider-http';
import { TAPPAY_TIMEOUT_MS } from '../../providers/payment/tappay';
import { type OrderCaller, type OrderRow, requireOrderOwner } from '../orders/order-access';
import { expireUnpaidOrder, switchOrderPaymentType } from '../orders/order-payment-status';
import type { StoreRow } from '../stores/get-store';
import { rememberCard, resolveSavedCard } from './manage-saved-cards';
import {
  findLatestPayment,
  findPayment,
  insertPayment,
  moveAttempt,
  PaymentAttempt,
  type PaymentRow,
  setPaymentProviderRef,
} from './payments.queries';
import { settlePayment } from './settle-payment';

export interface PaymentContext {
  /** Epoch ms. */
  now: number;
  /** PAYMENT_TTL_MINUTES: how long after it was placed an order may still be paid. */
  ttlMinutes: number;
  /** Told of a provider failure (the route logs it; the diner gets a plain message). */
  onProviderError?: (error: unknown) => void;
}

/** Epoch ms until which an order may be paid. */
export function payableUntil(order: Pick<OrderRow, 'createdAt'>, ttlMinutes: number): number {
  return order.createdAt.getTime() + ttlMinutes * 60_000;
}

/**
 * The order the caller may pay with `method` now, switched first to `paymentType` when the diner picked
 * another online type (改用其他付款方式, ADR 015).
 * @param paymentType an online type the store offers for the order's order type, or undefined for the
 *   order's own type.
 * @throws ApiError order_not_found (404: unknown, someone else's, or another store's), payment_method_mismatch
 *   (422: the method does not pay that type), payment_type_not_supported (422: the store does not take that
 *   type for this order type, it is not an online type, or the order's own type is not online: only online
 *   to online), order_not_payable (409: paid, cancelled, past its time: then expired here; a payment is being
 *   confirmed right now; or a switch of an order the store has accepted).
 */
export async function requirePayableOrder(
  db: Db,
  store: Pick<StoreRow, 'id' | 'appSettings'>,
  method: PaymentMethod,
  orderId: string,
  caller: OrderCaller,
  ctx: PaymentContext,
  paymentType?: number,
): Promise<OrderRow> {
  let order = await requireOrderOwner(db, orderId, caller);
  if (order.storeId !== store.id) throw new ApiError('order_not_found', '找不到這筆訂單');
  if (order.paymentStatus !== PaymentStatus.UNPAID) throw new ApiError('order_not_payable', '這筆訂單已付款');
  if (order.status !== OrderStatus.SUBMITTED) {
    throw new ApiError('order_not_payable', '這筆訂單已取消，無法付款，請重新下單');
  }
  if (ctx.now >= payableUntil(order, ctx.ttlMinutes)) {
    await expireUnpaidOrder(db, order.id);
    throw new ApiError('order_not_payable', '付款時間已過，訂單已取消，請重新下單');
  }
  const wanted = paymentType ?? order.paymentType;
  if (paymentMethodOf(wanted) !== method) {
    const name = PAYMENT_TYPE_NAMES[wanted as PaymentType] ?? '其他方式';
    throw new ApiError('payment_method_mismatch', `這筆訂單選擇的付款方式是「${name}」，請用該方式付款`);
  }
  if (wanted !== order.paymentType) {
    // Only from one online type to another (switchOrderPaymentType): an order paid at the store is on its board
    // and may be in the making; 儲值金 is paid with its own call and may be edited while unpaid.
    if (!isOnlinePayment(order.paymentType)) {
      throw new ApiError(
        'payment_type_not_supported',
        '這筆訂單的付款方式無法改為線上付款，如需更改請洽店家',
      );
    }
    if (order.acceptedAt) throw accepted();
    // spec §3: each order type has its own payment list; only an online type of it (an offline one would
    // release the unpaid order to the store at once).
    const offered = orderTypeSettings(store, order.orderType)?.payments ?? [];
    if (!onlinePaymentTypes(offered).includes(wanted)) {
      throw new ApiError('payment_type_not_supported', '此取餐方式不接受這個付款方式，請選擇其他付款方式');
    }
    const open = await findLatestPayment(db, order.id);
    if (open?.status === PaymentAttempt.CONFIRMING) throw confirming();
    if (!(await switchOrderPaymentType(db, order.id, order.paymentType, wanted))) {
      const now = await requireOrderOwner(db, orderId, caller);
      if (now.acceptedAt) throw accepted();
      throw new ApiError('order_not_payable', '這筆訂單剛剛有了變動，請重新整理後再試');
    }
    order = { ...order, paymentType: wanted };
  }
  return order;
}

const confirming = () => new ApiError('order_not_payable', '付款確認中，請稍候再重新整理訂單頁');
const accepted = () => new ApiError('order_not_payable', '店家已接單，無法變更付款方式，如需更改請洽店家');

/**
 * Where the diner pays the order.
 * @param store the store of `req.identifier` (the route's requireStore).
 * @throws ApiError payment_type_not_supported (422) while online payments are off, 422 for Plus Pay on a
 *   desktop (spec §5 "Desktop version not support for now."), the errors of requirePayableOrder, and
 *   payment_unavailable (502) when the provider fails or gives no payment URL (spec §5 "Payment URL is
 *   required for pay the order.").
 */
export async function startPayment(
  db: Db,
  providers: PaymentProviders,
  store: Pick<StoreRow, 'id' | 'name' | 'appSettings'>,
  method: PaymentMethod,
  req: PaymentRequest | CreditCardPaymentRequest,
  caller: OrderCaller,
  ctx: PaymentContext,
): Promise<PaymentResponse> {
  if (!providers) throw new ApiError('payment_type_not_supported', '線上付款尚未開放，請改選其他付款方式');
  if (method === 'plus_pay' && req.for_pc) {
    throw new ApiError('payment_type_not_supported', '全盈+PAY 目前不支援電腦版，請用手機付款');
  }
  const order = await requirePayableOrder(db, store, method, req.order_id, caller, ctx, req.payment_type);
  const provider = providers(method);
  // a saved card is the member's own (else 404, nothing charged) and pays a card order only;
  // remember keeps a card prime of a member's card order, never a wallet's (Apple Pay, Google Pay).
  const card = await cardInput(db, provider.code, order.paymentType, req, caller);
  const expiresAt = Math.floor(payableUntil(order, ctx.ttlMinutes) / 1000);
  const answer = (paymentUrl: string, qrcode: string | null): PaymentResponse => ({
    payment_url: paymentUrl,
    ...(method === 'line_pay' ? { reserve: { payment_url_web: paymentUrl } } : {}),
    ...(qrcode ? { qrcode } : {}),
    expires_at: expiresAt,
  });

  const open = await findLatestPayment(db, order.id);
  if (open?.status === PaymentAttempt.CONFIRMING) throw confirming();
  // Another press of the pay button is creating the payment right now: answer with that one.
  if (open && open.status === PaymentAttempt.PENDING && !open.providerRef) {
    return answerCreated(await waitForCreation(db, open), answer);
  }
  if (open && open.status === PaymentAttempt.PENDING && open.providerRef) {
    const state = await provider.query(open.providerRef);
    // Pressing pay again hands out the same payment (a card always pays anew with its new prime), as long
    // as it is still for this type and amount and the provider has not closed it.
    const same =
      method !== 'credit_card' &&
      open.paymentType === order.paymentType &&
      open.amountCents === order.totalCents &&
      open.provider === provider.code &&
      open.paymentUrl;
    if (state.state === 'pending' && same) return answer(open.paymentUrl!, open.qrcode);
    // A superseded attempt the provider still holds open stays PENDING: the reconciliation job asks about it
    // later and refunds it should the diner pay it as well (settle-payment 'paid-by-another').
    if (state.state !== 'pending') {
      const settled = await settlePayment(db, provider, open, state, [PaymentAttempt.PENDING], ctx.now);
      if (settled === 'paid') throw new ApiError('order_not_payable', '這筆訂單已付款');
    }
  }

  const at = new Date(ctx.now);
  const confirmUrl = req.confirm_url;
  const cancelUrl = req.cancel_url ?? req.confirm_url;
  let payment: Awaited<ReturnType<typeof insertPayment>>;
  try {
    payment = await insertPayment(db, {
      orderId: order.id,
      paymentType: order.paymentType,
      provider: provider.code,
      amountCents: order.totalCents,
      status: PaymentAttempt.PENDING,
      confirmPath: confirmUrl,
      cancelPath: cancelUrl,
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    // payments_one_creating_uidx: a concurrent press inserted its attempt first; answer with it.
    if (!isUniqueViolation(error, 'payments_one_creating_uidx')) throw error;
    const creating = await findLatestPayment(db, order.id);
    if (!creating) throw error;
    return answerCreated(await waitForCreation(db, creating), answer);
  }
  let created: Awaited<ReturnType<typeof provider.create>>;
  try {
    created = await provider.create({
      paymentId: payment.id,
      method,
      amountCents: order.totalCents,
      description: `${store.name} 訂單 ${order.orderNumber}`,
      confirmUrl,
      cancelUrl,
      forPc: req.for_pc ?? false,
      now: ctx.now,
      ...card,
    });
    if (!created.paymentUrl) throw new Error('Payment URL is required for pay the order.');
    // spec §5: Taiwan Pay needs a QR code on a desktop.
    if (method === 'tw_pay' && req.for_pc && !created.qrcode) throw new Error('Taiwan Pay gave no QR code');
  } catch (error) {
    await moveAttempt(db, payment.id, [PaymentAttempt.PENDING], PaymentAttempt.FAILED, at);
    // A card the bank refused (or a used prime) is the diner's to change, not an outage (TapPay pay-by-prime
    // answers at once): say so, and the order stays payable with another card or method.
    if (error instanceof PaymentDeclinedError) {
      throw new ApiError('payment_declined', '付款未成功：卡片未通過授權，請改用其他卡片或付款方式');
    }
    ctx.onProviderError?.(error);
    throw new ApiError('payment_unavailable', '付款服務暫時無法使用，請稍後再試或改選其他付款方式');
  }
  await setPaymentProviderRef(
    db,
    payment.id,
    { providerRef: created.providerRef, paymentUrl: created.paymentUrl, qrcode: created.qrcode ?? null },
    at,
  );
  if (card.remember && created.savedCard && caller.userId !== null) {
    // Pending until the payment is PAID (settle-payment keeps it then; a failed 3-D Secure drops it).
    await rememberCard(db, {
      userId: caller.userId,
      paymentId: payment.id,
      provider: provider.code,
      card: created.savedCard,
      now: ctx.now,
    });
  }
  return answer(created.paymentUrl, created.qrcode ?? null);
}

/** How long a press waits for a concurrent one's provider payment: the slowest provider's timeout and a second. */
const WAIT_FOR_CREATION_MS = Math.max(TAPPAY_TIMEOUT_MS, LINE_PAY_TIMEOUT_MS, JKO_PAY_TIMEOUT_MS) + 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The attempt another press is creating, once its provider answered (it has a provider id, or failed), or as it
 * is when WAIT_FOR_CREATION_MS ran out. The deadline is on the real clock, as the provider's timeout is.
 */
async function waitForCreation(db: Db, attempt: PaymentRow): Promise<PaymentRow> {
  const deadline = Date.now() + WAIT_FOR_CREATION_MS;
  let current = attempt;
  while (current.status === PaymentAttempt.PENDING && !current.providerRef && Date.now() < deadline) {
    await sleep(50);
    current = (await findPayment(db, attempt.id)) ?? current;
  }
  return current;
}

/**
 * The answer of a press that found another press creating the payment: that payment's URL.
 * @throws ApiError payment_unavailable (502) when that creation failed (the diner presses pay again to retry),
 *   order_not_payable (409) while it is still being created, or when it ended otherwise.
 */
function answerCreated(
  attempt: PaymentRow,
  answer: (paymentUrl: string, qrcode: string | null) => PaymentResponse,
): PaymentResponse {
  if (attempt.status === PaymentAttempt.PENDING && attempt.paymentUrl) {
    return answer(attempt.paymentUrl, attempt.qrcode);
  }
  if (attempt.status === PaymentAttempt.FAILED) {
    throw new ApiError('payment_unavailable', '付款服務暫時無法使用，請稍後再試或改選其他付款方式');
  }
  throw new ApiError('order_not_payable', '付款正在建立中，請稍候再試');
}

/**
 * The card part of the adapter's input (spec §7 POST /api/payment/credit_card): a prime (with remember for a
 * member's card order), or a saved card resolved to its provider secret.
 * @throws ApiError card_not_found (404: a visitor, an unknown card or another member's), card_not_usable
 *   (422: a saved card for a wallet order, or kept by a provider that does not take cards now).
 */
async function cardInput(
  db: Db,
  providerCode: string,
  paymentType: number,
  req: PaymentRequest | CreditCardPaymentRequest,
  caller: OrderCaller,
): Promise<{ prime?: string; cardIdentifier?: string; cardSecret?: SavedCardSecret; remember?: boolean }> {
  if (!('prime' in req) && !('card_identifier' in req)) return {};
  const cardRequest = req as CreditCardPaymentRequest;
  if (cardRequest.card_identifier !== undefined && cardRequest.prime === undefined) {
    if (paymentType !== PaymentType.CREDIT_CARD) {
      throw new ApiError('card_not_usable', '已儲存的卡片只能用於信用卡付款，請改用其他付款方式');
    }
    const cardSecret = await resolveSavedCard(db, caller.userId, cardRequest.card_identifier, providerCode);
    return { cardIdentifier: cardRequest.card_identifier, cardSecret };
  }
  const remember =
    cardRequest.remember === true && caller.userId !== null && paymentType === PaymentType.CREDIT_CARD;
  return { ...(cardRequest.prime ? { prime: cardRequest.prime } : {}), ...(remember ? { remember } : {}) };
}
