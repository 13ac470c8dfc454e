/**
 * Payment routes (spec §7 Payments): start paying an order with a wallet method and confirm it
 * when the diner is back from the provider. Thin: schema + one service call each. The card methods (prime or
 * saved card, spec §5) and store credit come with their own bodies.
 */
import {
  API_ROUTES,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
  ZCreditCardPaymentRequest,
  ZPaymentConfirmRequest,
  ZPaymentConfirmResponse,
  ZPaymentRequest,
  ZPaymentResponse,
  ZStoreCreditPaymentRequest,
} from '@iding/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashVisitorToken } from '../../lib/visitor-token';
import { confirmPayment } from './confirm-payment';
import { payWithStoreCredit } from './pay-with-store-credit';
import { settleTapPayNotify } from './settle-tappay-notify';
import { startPayment } from './start-payment';

/** The redirect (wallet) methods: the diner pays on the provider's page and comes back (spec §2 landing pages). */
export const WALLET_METHODS = [
  'line_pay',
  'jko_pay',
  'plus_pay',
  'tw_pay',
  'px_pay',
  'easy_wallet',
  'taishin_credit_card',
] as const;

const ZMethodParams = z.object({
  method: z.enum(WALLET_METHODS, { message: '不支援的付款方式' }).describe('spec §7 payment method'),
});

/** Every method confirms the same way (the card's 3-D Secure return too). */
const ZConfirmParams = z.object({
  method: z.enum(PAYMENT_METHOD_NAMES as [PaymentMethod, ...PaymentMethod[]], {
    message: '不支援的付款方式',
  }),
});

/** TapPay's Backend Notify body: TapPay's own fields, none trusted (only rec_trade_id is read). */
const ZTapPayNotify = z
  .looseObject({ rec_trade_id: z.string().max(100).optional() })
  .describe('TapPay Backend Notify (status, msg, rec_trade_id, order_number, amount, …)');

/** How long the notify answer waits for the re-check before answering anyway (TapPay wants it quickly). */
const NOTIFY_ANSWER_WITHIN_MS = 2_000;

async function callerOf(request: FastifyRequest) {
  const member = await request.member();
  return { userId: member?.user.id ?? null, visitorHash: hashVisitorToken(request.visitorToken) };
}

export const paymentsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: FastifyRequest) => ({
    now: app.now(),
    ttlMinutes: app.config.PAYMENT_TTL_MINUTES,
    onProviderError: (err: unknown) => request.log.warn({ err }, 'payment provider failed'),
  });

  app.post(
    API_ROUTES.payment,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order online: where the diner pays (spec §7 Payments)',
        description:
          "The order must be the caller's (member or this browser), at `identifier`, of this method, SUBMITTED, " +
          'UNPAID and within PAYMENT_TTL_MINUTES of being placed. Pressing pay again while the payment is open ' +
          'answers the same payment_url, and presses at the same moment start one payment and all answer it. With ' +
          'payment_type (改用其他付款方式) the unpaid order first switches to that online type, which the store ' +
          "must offer for the order's type (ADR 015); only an order of an online type switches (422 " +
          'payment_type_not_supported for cash, transfer, 儲值金 …), and not once the store accepted it (409). ' +
          '404 order_not_found | store_not_found; 422 payment_method_mismatch | ' +
          'payment_type_not_supported (payments off; Plus Pay on desktop); 409 order_not_payable (paid, ' +
          'cancelled or expired); 502 payment_unavailable; 400 malformed input, an unknown field or a return ' +
          'URL that is not a path of this site (another site, `//host`, a backslash, or a control character ' +
          'U+0000–U+001F / U+007F, which browsers drop: 返回網址不可含有控制字元).',
        params: ZMethodParams,
        body: ZPaymentRequest,
        response: { 200: ZPaymentResponse },
      },
    },
    async (request) => {
      const store = await app.state.storeRows.require(request.body.identifier);
      return startPayment(
        app.db,
        app.payments,
        store,
        request.params.method,
        request.body,
        await callerOf(request),
        ctx(request),
      );
    },
  );

  app.post(
    API_ROUTES.paymentCreditCard,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: 'Pay an order by card: prime or saved card (spec §7 Payments, §5 credit-card rule)',
        description:
          "Credit card, and Apple Pay / Google Pay sent as card (spec §7). The body carries the provider's " +
          'single-use prime (or a saved card_identifier), never a card number: 400 "Prime or card identifier ' +
          'is required" without either. The provider charges it and answers payment_url: its 3-D Secure page ' +
          'or straight back to confirm_url, whose landing page confirms (POST /api/payment/credit_card/confirm). ' +
          'Refusals as POST /api/payment/{method}.',
        body: ZCreditCardPaymentRequest,
        response: { 200: ZPaymentResponse },
      },
    },
    async (request) => {
      const store = await app.state.storeRows.require(request.body.identifier);
      return startPayment(
        app.db,
        app.payments,
        store,
        'credit_card',
        request.body,
        await callerOf(request),
        ctx(request),
      );
    },
  );

  app.post(
    API_ROUTES.paymentStoreCredits,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, auth: 'member' },
      schema: {
        tags: ['payments'],
        summary: "Pay a member's order with store credit, 儲值金 (spec §7; spec §3 ORDER_PAYMENT 1000)",
        description:
          "The logged-in member's SUBMITTED, UNPAID order of payment type 儲值金 (1) at `identifier` is paid from " +
          'their balance at that store in one transaction: PAID_FULL, the balance spent (never below 0) by the ' +
          'total the order holds at that moment (an edit just before is charged at its new total), the ' +
          'ORDER_PAYMENT 1000 movement and the order transaction (record type 2). Answers like a confirm ' +
          '(result NORMAL 0, state paid). 401 unauthorized for a visitor; 404 order_not_found; 422 ' +
          'payment_method_mismatch | store_credit_insufficient (the message shows the balance); 409 ' +
          'order_not_payable. A cancel gives it back (ORDER_REFUND 1001).',
        body: ZStoreCreditPaymentRequest,
        response: { 200: ZPaymentConfirmResponse },
      },
    },
    async (request) => {
      const store = await app.state.storeRows.require(request.body.identifier);
      const member = await request.member();
      return payWithStoreCredit(app.db, store, request.body.order_id, member?.user.id ?? null, ctx(request));
    },
  );

  app.post(
    API_ROUTES.paymentConfirm,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['payments'],
        summary: "Confirm an order's payment with the provider (spec §7)",
        description:
          "Asks the provider (the return URL's parameters are never trusted) and, on a capture, marks the order " +
          'PAID_FULL, records the transaction and releases the order to the store. result NORMAL 0 when paid, ' +
          'ERROR 500 otherwise, with state pending (retry in 2 s), failed, cancelled or refunded (paid after ' +
          'the order expired: refunded at once). Two confirms capture once. 404 order_not_found; 422 ' +
          'payment_method_mismatch; 409 payment_not_started | payment_amount_mismatch (the order total changed: ' +
          'nothing captured); 502 payment_unavailable (no answer in 15 s).',
        params: ZConfirmParams,
        body: ZPaymentConfirmRequest,
        response: { 200: ZPaymentConfirmResponse },
      },
    },
    async (request) => {
      const store = request.body.identifier
        ? await app.state.storeRows.require(request.body.identifier)
        : null;
      return confirmPayment(
        app.db,
        app.payments,
        store,
        request.params.method,
        request.body.order_id,
        await callerOf(request),
        ctx(request),
      );
    },
  );

  app.post(
    API_ROUTES.paymentTapPayNotify,
    {
      // TapPay's servers call it: no diner credentials (the notify is checked against TapPay's record).
      config: { rateLimit: { max: 600, timeWindow: 60_000 }, auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: "TapPay's Backend Notify after 3-D Secure or a wallet (PROVIDERS.md §2)",
        description:
          'Called by TapPay, not the app. Always answers 200 {status: 0} at once (within 2 s); the body is ' +
          'never trusted: its rec_trade_id names a payment we started, whose TapPay record is re-read (Record ' +
          'API) and settled as a confirm would. A forged or repeated notify changes nothing.',
        body: ZTapPayNotify,
        response: { 200: z.object({ status: z.literal(0), message: z.string() }) },
      },
    },
    async (request) => {
      const work = settleTapPayNotify(app.db, app.payments, request.body, app.now()).catch((err: unknown) => {
        request.log.warn({ err }, 'TapPay notify re-check failed; the reconciliation job asks again');
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        work,
        new Promise((resolve) => {
          timer = setTimeout(resolve, NOTIFY_ANSWER_WITHIN_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      return { status: 0 as const, message: 'ok' };
    },
  );
};
