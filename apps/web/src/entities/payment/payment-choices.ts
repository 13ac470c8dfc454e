/**
 * The payment types a diner is offered (spec §3 Payment types and the store's payment list per order type;
 * spec §5 Money), shared by the checkout's 付款方式 and the landing page's 改用其他付款方式:
 * - 儲值金 only for a logged-in member (it is paid from their balance);
 * - Apple Pay only where this browser can pay with it (`ApplePaySession.canMakePayments()`, Safari on an
 *   Apple device with a card in Wallet); elsewhere it could never be paid, so it is not shown;
 * - Google Pay only where this browser has the Payment Request API (`window.PaymentRequest`, through which
 *   Google Pay pays on the web); elsewhere it is not shown either;
 * - 外送: 現金 and 貨到付款 mean the same to a diner (paying the courier), so one is offered, named 貨到付款:
 *   PAY_ON_DELIVERY 5 when the store's list has it, else CASH 0 under that name (the value sent is always one
 *   the store's list holds, which the server checks: order-rules.ts payment_type_not_supported).
 */
import { isOnlinePayment, OrderType, PAYMENT_TYPE_NAMES, PaymentType } from '@iding/domain';

/** One payment the diner may pick: `type` is what is sent (spec §3 payment_type), `label` what they read. */
export interface PaymentChoice {
  type: number;
  label: string;
}

/** What decides the choices beside the store's list. */
export interface PaymentChoiceContext {
  /** spec §3 order type of the order being placed. */
  orderType: number;
  /** A member is logged in (儲值金). */
  loggedIn: boolean;
  /** This browser can pay with Apple Pay (canPayWithApplePay). */
  applePay: boolean;
  /** This browser can pay with Google Pay (canPayWithGooglePay). */
  googlePay: boolean;
}

/**
 * The choices of a store's payment list (`payments`, the order type's list in the store's order; CASH alone
 * when it names none), by the rules above.
 */
export function paymentChoices(payments: readonly number[], ctx: PaymentChoiceContext): PaymentChoice[] {
  const listed = payments.length > 0 ? payments : [PaymentType.CASH];
  const onDelivery = ctx.orderType === OrderType.DELIVERY;
  const hasPayOnDelivery = listed.includes(PaymentType.PAY_ON_DELIVERY);
  const choices: PaymentChoice[] = [];
  for (const type of listed) {
    if (type === PaymentType.STORE_CREDIT && !ctx.loggedIn) continue;
    if (type === PaymentType.APPLE_PAY && !ctx.applePay) continue;
    if (type === PaymentType.GOOGLE_PAY && !ctx.googlePay) continue;
    if (onDelivery && type === PaymentType.CASH && hasPayOnDelivery) continue;
    const label =
      onDelivery && type === PaymentType.CASH
        ? PAYMENT_TYPE_NAMES[PaymentType.PAY_ON_DELIVERY]
        : (PAYMENT_TYPE_NAMES[type as PaymentType] ?? String(type));
    choices.push({ type, label });
  }
  return choices;
}

/** The Apple Pay JS entry point as Safari exposes it (absent elsewhere). */
interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

/**
 * True when this browser can pay with Apple Pay now (Apple Pay JS `ApplePaySession.canMakePayments()`);
 * false in any other browser, or when asking throws (an insecure page, a frame).
 */
export function canPayWithApplePay(win: Window = window): boolean {
  try {
    return (win as unknown as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

/**
 * True when this browser has the Payment Request API (`window.PaymentRequest`, secure pages of Chrome, Edge,
 * Safari and Firefox with it enabled), which Google Pay on the web pays through; false elsewhere.
 */
export function canPayWithGooglePay(win: Window = window): boolean {
  try {
    return typeof (win as unknown as { PaymentRequest?: unknown }).PaymentRequest === 'function';
  } catch {
    return false;
  }
}

/**
 * Whether this browser can pay with `paymentType` at all (spec §3): Apple Pay and Google Pay need the
 * browser's support (canPayWithApplePay, canPayWithGooglePay); every other type can be paid anywhere.
 */
export function browserCanPay(paymentType: number, win: Window = window): boolean {
  if (paymentType === PaymentType.APPLE_PAY) return canPayWithApplePay(win);
  if (paymentType === PaymentType.GOOGLE_PAY) return canPayWithGooglePay(win);
  return true;
}

/** True when placing an order paid by `paymentType` leads on to paying online (前往付款 rather than 送出訂單). */
export function leadsToOnlinePayment(paymentType: number): boolean {
  return isOnlinePayment(paymentType);
}
