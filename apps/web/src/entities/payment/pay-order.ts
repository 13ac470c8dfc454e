/**
 * Paying an order online (spec §7 Payments): `POST /api/payment/{method}` (a card: `POST
 * /api/payment/credit_card` with the provider's prime, never the card number) answers where the diner pays;
 * the provider sends them back to the landing page of spec §2 (`/stores/{sid}/{method}?order_id=…`), which
 * confirms (`POST /api/payment/{method}/confirm`). Used by the cart (right after the order is created) and by
 * the landing page (重新付款, 改用其他付款方式).
 */
import {
  type PaymentConfirmResponse,
  type PaymentMethod,
  type PaymentResponse,
  paymentMethodOf,
} from '@iding/domain';
import { api } from '../../lib/api-client';
import { apiPaths, paths } from '../../lib/paths';
import type { CardChoice } from './card-prime';

/** spec §9: LINE Pay and Taishin confirm time out at 15 s. */
const CONFIRM_TIMEOUT_MS = 15_000;

/** Card types: paid with a prime from the card form (spec §7: Apple Pay and Google Pay are sent as card). */
export function isCardPayment(paymentType: number): boolean {
  return paymentMethodOf(paymentType) === 'credit_card';
}

/** A desktop browser (spec §5 for_pc): no phone or tablet in the user agent. */
export function isDesktop(): boolean {
  return !/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/**
 * Starts paying order `orderId` of store `sid` with `paymentType` (the order's own, or another online type to
 * switch to: 改用其他付款方式).
 * @param card the card form's choice, for a card type: a new card's prime (with 記住這張卡) or a saved card.
 * @returns where the diner pays (payment_url; a path of this app in the sandbox).
 * @throws ApiError as the API answers (order_not_payable, payment_unavailable, …).
 */
export async function startPayment(opts: {
  sid: string;
  orderId: string;
  paymentType: number;
  switchType?: boolean;
  card?: CardChoice;
}): Promise<PaymentResponse> {
  const method = paymentMethodOf(opts.paymentType);
  if (!method) throw new Error(`payment type ${opts.paymentType} is not paid online`);
  const landing = paths.paymentLanding(opts.sid, method, opts.orderId);
  const body = {
    order_id: opts.orderId,
    identifier: opts.sid,
    confirm_url: landing,
    for_pc: isDesktop(),
    ...(opts.switchType ? { payment_type: opts.paymentType } : {}),
    ...(method === 'credit_card' && opts.card
      ? 'cardIdentifier' in opts.card
        ? { card_identifier: opts.card.cardIdentifier }
        : { prime: opts.card.prime, ...(opts.card.remember ? { remember: true } : {}) }
      : {}),
  };
  return api<PaymentResponse>(
    method === 'credit_card' ? apiPaths.payment('credit_card') : apiPaths.payment(method),
    { method: 'POST', body },
  );
}

/** Asks the server (which asks the provider) whether the order is paid. */
export function confirmPayment(method: PaymentMethod, orderId: string, sid: string) {
  return api<PaymentConfirmResponse>(apiPaths.paymentConfirm(method), {
    method: 'POST',
    body: {
      order_id: orderId,
      ...(method === 'line_pay' || method === 'taishin_credit_card' ? { identifier: sid } : {}),
    },
    timeoutMs: CONFIRM_TIMEOUT_MS,
  });
}

/** spec §7 POST /api/payment/store_credits: pays the member's order from their balance at the store. */
export function payWithStoreCredit(orderId: string, sid: string) {
  return api<PaymentConfirmResponse>(apiPaths.paymentStoreCredits(), {
    method: 'POST',
    body: { order_id: orderId, identifier: sid },
  });
}

/**
 * Where a started payment sends the diner: Taiwan Pay on a desktop answers a QR code (spec §5, §7), shown on
 * /stores/{sid}/tw_pay/payment for the phone to scan; every other start, its payment_url.
 * @param total the order's total in TWD (the QR page shows it; spec §2 param total).
 */
export function paymentDestination(
  started: PaymentResponse,
  sid: string,
  orderId: string,
  total: number,
): string {
  return started.qrcode ? paths.twPayQr(sid, orderId, started.qrcode, total) : started.payment_url;
}

/** Goes to a payment URL: a path of this app with the router, a provider's page by a full load. */
export function openPaymentUrl(url: string, navigate: (to: string) => unknown): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}
