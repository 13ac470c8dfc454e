/**
 * Checkout submit (spec §4): check_order first, then send the order.
 * - Busy flags orderChecking / orderSending (spec §4) keep a double tap from submitting twice.
 * - One Idempotency-Key per draft: the same body retried (double tap, timeout, network error) reuses it, so
 *   the server returns the first order instead of making a second; a changed draft gets a new key.
 * - Failures by code (spec §4): menu_version_changed → message, clear cart, back to the menu;
 *   menu_item_error / cart_empty → message, back to the menu; other answers → the server's message;
 *   外送 quote_expired / quote_invalid → the message, and `onQuoteRefused` asks for a new quote;
 *   no answer (no network, timeout) → 連線失敗… (errors.network; the same key makes a retry safe); a 5xx →
 *   the check/send-order text alone (no 500 shown to a diner; lib/api-client describeApiError).
 *   The busy flags end either way, so 送出訂單 is usable again as soon as the connection is back.
 * - Coupons (spec §4 Coupons): only the chosen coupons the server has not removed are sent; when check_order
 *   removes one, it is marked 已移除 with the server's message (said once in the snackbar) and nothing is sent:
 *   the diner sees the new 合計 and sends again. A coupon used up meanwhile (422 coupon_not_applicable on
 *   the order) is said and the coupon lists asked again.
 * - Success: the order id under localStorage `orderId` (spec §9; stores/last-order-store.ts), contact remembered, cart cleared,
 *   on to order_completed; an order paid online goes to its payment first (the card's prime is
 *   taken from the card form before anything is sent). `sent` stays true from then on, so the cart page shows the sending state rather
 *   than an empty cart while it leaves.
 */
import { type CheckOrderResponse, formatCurrency, PaymentType, paymentMethodOf } from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { userQueryOptions } from '../../../api/get-user';
import { checkoutKeys, couponKeys, orderKeys, storeKeys, userKeys } from '../../../api/query-keys';
import { type CardChoice, takeCard } from '../../../entities/payment/card-prime';
import {
  isCardPayment,
  openPaymentUrl,
  paymentDestination,
  payWithStoreCredit,
  startPayment,
} from '../../../entities/payment/pay-order';
import { ApiError, isConnectionError, showApiError, toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { placedOrderPath } from '../../../lib/placed-order-path';
import { useCart } from '../../../stores/cart-store';
import { useLastOrder } from '../../../stores/last-order-store';
import { useOrderDraft } from '../../../stores/order-draft-store';
import { checkOrder } from '../api/check-order';
import { createOrder } from '../api/create-order';
import type { CheckoutValues } from '../utils/checkout-schema';
import { couponsToSend, markCoupons } from '../utils/chosen-coupons';
import { rememberInvoice } from '../utils/invoice-fields';
import { buildCheckOrderRequest, buildCreateOrderRequest } from '../utils/order-request';
import { newlyRemoved, removedNotice } from './use-coupon-check';

/**
 * The checkout submit of the file comment for store `sid` and the cart's `menuVersion`.
 * @param options.onQuoteRefused called when the server refuses the 外送 quote (expired, used, another address).
 */
export function useSubmitOrder(
  sid: string,
  menuVersion: number,
  options: { onQuoteRefused?: () => void } = {},
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checking = useOrderDraft((s) => s.orderChecking);
  const sending = useOrderDraft((s) => s.orderSending);
  const [checked, setChecked] = useState<CheckOrderResponse | null>(null);
  const [sent, setSent] = useState(false);
  const idempotency = useRef<{ draft: string; key: string } | null>(null);

  const backToMenu = async (message: string, clearCart: boolean) => {
    notify.error(message);
    if (clearCart) useCart.getState().clear();
    await queryClient.invalidateQueries({ queryKey: storeKeys.menu(sid) });
    await queryClient.invalidateQueries({ queryKey: storeKeys.inventory(sid) });
    navigate(paths.menu(sid));
  };

  const fail = async (error: unknown, fallbackKey: 'errors.check_order' | 'errors.send_order') => {
    const e = toApiError(error);
    switch (e.code) {
      case 'menu_version_changed':
        return backToMenu(e.message, true);
      case 'menu_item_error':
      case 'cart_empty':
        return backToMenu(e.message, false);
      case 'quote_expired':
      case 'quote_invalid':
        // The page asks for a new quote and shows its fee; the diner sends again after seeing it.
        options.onQuoteRefused?.();
        notify.error(e.code === 'quote_expired' ? t('delivery.expired') : t('delivery.replaced'));
        return;
      case 'coupon_not_applicable':
        // Used up or used by this diner since the cart was checked: the lists and the answer are asked again.
        notify.error(e.message);
        await queryClient.invalidateQueries({ queryKey: couponKeys.all() });
        await queryClient.invalidateQueries({ queryKey: checkoutKeys.allCouponChecks(sid) });
        return;
      case 'invalid_target_time':
      case 'store_closed':
      // Busy mode: the slot filled up since the times were loaded.
      case 'slot_full':
        // Windows may have moved on: reload them so the choices shown are current.
        await queryClient.invalidateQueries({ queryKey: checkoutKeys.allAvailTimes(sid) });
        notify.error(e.message);
        return;
      default:
        if (isConnectionError(e)) notify.error(e.message);
        else if (e.status >= 500) showApiError(t(fallbackKey), e);
        else notify.error(e.message);
    }
  };

  /**
   * an order paid online goes to its payment right away (the provider's page, or a card's
   * landing page); if the payment cannot start, to the landing page, which offers 重新付款 and
   * 改用其他付款方式.
   */
  const payOnline = async (
    orderId: string,
    paymentType: number,
    card: CardChoice | undefined,
    total: number,
  ) => {
    let url: string;
    try {
      url = paymentDestination(await startPayment({ sid, orderId, paymentType, card }), sid, orderId, total);
    } catch (error) {
      // The server's reason (e.g. 全盈+PAY on a computer), else a plain one; the landing page offers the rest.
      const e = toApiError(error);
      notify.error(e.status < 500 ? e.message : t('payment.startFailed'));
      url = paths.paymentLanding(sid, paymentMethodOf(paymentType)!, orderId);
    }
    openPaymentUrl(url, (to) => navigate(to, { replace: true }));
  };

  /** 儲值金: paid from the balance at once; a refusal (a short balance) is said, and the
   * order-completed page shows it unpaid (it expires, or the member cancels it from the history). */
  const payStoreCredit = async (orderId: string) => {
    try {
      await payWithStoreCredit(orderId, sid);
    } catch (error) {
      notify.error(toApiError(error).message);
    }
    // The balance moved (member home, 儲值金紀錄).
    await queryClient.invalidateQueries({ queryKey: userKeys.me() });
    await queryClient.invalidateQueries({ queryKey: userKeys.allStoreCredits() });
  };

  /** @param quoteId the 外送 quote whose fee the diner saw (null for other types). */
  const submit = async (values: CheckoutValues, quoteId: string | null = null) => {
    const draft = useOrderDraft.getState();
    if (draft.orderChecking || draft.orderSending) return;
    // a card becomes the provider's prime (or a saved card) before anything is sent (the card
    // form shows why not).
    const card = isCardPayment(Number(values.payment)) ? takeCard() : undefined;
    if (card === null) return;
    // What the last send was told (報價已過期…, 時段已滿…) no longer holds once the diner sends again: not left
    // over this send's answer or the order's page.
    notify.dismissAll();
    const cart = useCart.getState();
    draft.update({ contactBase: { name: values.name.trim(), phone: values.phone.trim() } });

    const checkBody = buildCheckOrderRequest(
      sid,
      cart,
      values,
      menuVersion,
      quoteId,
      draft.customItems ?? [],
      couponsToSend(draft.coupons),
    );
    draft.update({ orderChecking: true });
    let result: CheckOrderResponse;
    try {
      result = await checkOrder(checkBody);
    } catch (error) {
      return fail(error, 'errors.check_order');
    } finally {
      useOrderDraft.getState().update({ orderChecking: false });
    }
    setChecked(result);
    if (result.remove_coupons.length > 0) {
      const chosen = useOrderDraft.getState().coupons;
      const marked = markCoupons(chosen, result);
      for (const c of newlyRemoved(chosen, marked)) {
        notify.error(removedNotice(t, c), {
          id: `coupon-removed-${c.id}`,
        });
      }
      useOrderDraft.getState().update({ coupons: marked });
      return;
    }
    if (result.cart.total !== cart.total) {
      notify.info(t('checkout.totalChanged', { total: formatCurrency(result.cart.total) }));
    }
    // 儲值金: a balance short of the items is said before any order is made (the server checks it again).
    const me = queryClient.getQueryData(userQueryOptions(sid).queryKey);
    if (
      Number(values.payment) === PaymentType.STORE_CREDIT &&
      me &&
      me.memberInfos.store_credit < result.cart.total
    ) {
      notify.error(t('payment.storeCreditShort', { balance: formatCurrency(me.memberInfos.store_credit) }));
      return;
    }

    const body = buildCreateOrderRequest(checkBody, values);
    const fingerprint = JSON.stringify(body);
    if (idempotency.current?.draft !== fingerprint) {
      idempotency.current = { draft: fingerprint, key: crypto.randomUUID() };
    }
    useOrderDraft.getState().update({ orderSending: true });
    try {
      const order = await createOrder({ body, idempotencyKey: idempotency.current.key });
      useLastOrder.getState().setOrderId(order.id);
      // The carrier for the next order from this browser.
      rememberInvoice(values);
      // The address for the next 外送 / 宅配 order from this browser (checkout-form prefills it).
      if (body.shipping_infos) {
        const { city, district, address, floor } = values;
        useOrderDraft.getState().update({ lastShipping: { city, district, address, floor } });
      }
      useOrderDraft.getState().update({ currentOrderId: order.id, orderMemo: '' });
      idempotency.current = null;
      setSent(true);
      queryClient.setQueryData(orderKeys.detail(order.id), undefined);
      if (paymentMethodOf(order.payment_type))
        await payOnline(order.id, order.payment_type, card, order.total);
      else {
        if (order.payment_type === PaymentType.STORE_CREDIT) await payStoreCredit(order.id);
        // A 外送 order goes to pairing first (spec §2), where its courier is arranged.
        await navigate(placedOrderPath(sid, order.id, order.order_type), { replace: true });
      }
      // Cleared after leaving, so the cart page never flashes "empty" on the way out.
      useCart.getState().clear();
      // A coupon used (a new-customer one is offered no more): the lists are asked again.
      if (body.coupons.length > 0) void queryClient.invalidateQueries({ queryKey: couponKeys.all() });
      // A quote serves one order: the next one asks again.
      queryClient.removeQueries({ queryKey: checkoutKeys.allDeliveryQuotes(sid) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return fail(error, 'errors.send_order');
    } finally {
      useOrderDraft.getState().update({ orderSending: false });
    }
  };

  return { submit, busy: checking || sending, sent, checked };
}
