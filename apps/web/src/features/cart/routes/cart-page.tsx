/**
 * Cart and checkout (spec §2 /stores/{sid}/cart): the lines (edit via the entree sheet, quantity, remove),
 * the total, then the checkout form and 送出訂單 (spec §4 check then send). In detail:
 * - a refused submit scrolls the first invalid field (in page order) to the middle of the screen, clear of
 *   the sticky 送出訂單 bar and the top snackbar, focuses it, and a live region says how many fields need
 *   attention;
 * - a member's name and phone come from the account into empty fields; a visitor sees 登入會員 (back to
 *   the cart after login) unless the store hides login (spec §3 allow_user_login, the chosen type's HideLoginLink);
 * - while the order is sent (and after, until the completion page is on screen) an empty cart never shows.
 * 優惠券 (components/coupon-section.tsx): the coupons chosen are checked with the cart as it changes
 * (hooks/use-coupon-check.ts) and the totals show the server's answer: each coupon's line and the 合計 net of
 * them; a removed coupon is marked with the server's message and never sent.
 * 外送: once the address is filled the page quotes it (hooks/use-delivery-quote.ts) and shows
 * 外送費 and the ETA under the address and in the total before sending; an expired quote is asked again
 * before sending, one the server refuses is asked again and shown; 超出外送範圍 stops the submit.
 * Phone layout below 768 px: one column with the fixed bar; from md up, the form on the left and the order
 * summary (lines, total, 送出訂單) on the right, sticky.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  asapReadyMs,
  deliveryArrivalMs,
  deliveryEtaText,
  formatCurrency,
  indexMenu,
  jumboSize,
  needsPartySize,
  OrderType,
  orderTypeSettings,
  parseOrderPhone,
  taipeiDateTimeToMs,
} from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { useInventory } from '../../../api/get-inventory';
import { useMenu } from '../../../api/get-menu';
import { useStoreInfo } from '../../../api/get-store-info';
import { userQueryOptions } from '../../../api/get-user';
import { LazyEntreeSheet, usePrefetchEntreeSheet } from '../../../components/lazy-entree-sheet';
import { PageLoading, storeMenuStatus } from '../../../components/page-status';
import { useCartBinding } from '../../../entities/server-cart/hooks/use-cart-binding';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { cartCount, cartItems, cartTotal, useCart } from '../../../stores/cart-store';
import { useInvoiceChoice } from '../../../stores/invoice-store';
import { type ConfirmedCoupon, saveCheckoutDraft, useOrderDraft } from '../../../stores/order-draft-store';
import { isLoggedIn, useUser } from '../../../stores/user-store';
import { useAvailTime } from '../api/get-avail-time';
import { useStoreCoupons } from '../api/get-store-coupons';
import { CartLines } from '../components/cart-lines';
import { CheckoutForm } from '../components/checkout-form';
import { CouponSection } from '../components/coupon-section';
import { CustomItemsSection } from '../components/custom-items-section';
import { DeliveryQuoteNote } from '../components/delivery-quote-note';
import { InvoiceSection } from '../components/invoice-section';
import { OrderTotalsSummary } from '../components/order-totals-summary';
import { SubmitLabel } from '../components/submit-label';
import { useCouponCheck } from '../hooks/use-coupon-check';
import { useDeliveryQuote } from '../hooks/use-delivery-quote';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { type CheckoutValues, checkoutSchema, NEW_ORDER_TYPE_FIELDS } from '../utils/checkout-schema';
import { initialInvoice, isInvoiceField } from '../utils/invoice-fields';
import { buildCheckOrderRequest } from '../utils/order-request';
import { type CouponAnswer, orderTotals } from '../utils/order-totals';

const NO_IDS = new Set<string>();
const NO_STRINGS: string[] = [];
const NO_COUPONS: ConfirmedCoupon[] = [];

/**
 * Scrolls the first invalid field of `form` (page order) to the middle of the screen — clear of the fixed
 * 送出訂單 bar below and the snackbar above, with its message under it — and focuses it.
 * @returns how many fields need attention.
 */
function revealFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<CheckoutValues>): number {
  const invalid = Object.keys(errors);
  const first = form
    ? Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((el) =>
        invalid.includes(el.getAttribute('name') ?? ''),
      )
    : undefined;
  if (first) {
    // Centre the field with its label and message (its data-field wrapper, else its label or fieldset).
    const block = first.closest('[data-field], label, fieldset') ?? first;
    block.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }
  return invalid.length;
}

/** Edit mode's own chunk: the cart of a new order does not download it. */
const EditOrderView = lazy(() =>
  import('../components/edit-order/edit-order-view').then((m) => ({ default: m.EditOrderView })),
);

/**
 * /stores/{sid}/cart (spec §2) in its two modes (spec §3 Modes create/edit): a new order, or with `?edit={oid}`
 * changing a sent order (components/edit-order/edit-order-view.tsx), which never touches the
 * cart and draft of a new order.
 */
export function CartPage() {
  const { sid = '' } = useParams();
  const [params] = useSearchParams();
  const editOid = params.get('edit');
  if (!editOid) return <CreateCartPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <EditOrderView sid={sid} oid={editOid} />
    </Suspense>
  );
}

/** The cart of a new order: cart lines, totals and the checkout form (spec §4, §5). */
function CreateCartPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const store = useStoreInfo(sid);
  const menu = useMenu(sid);
  const inventory = useInventory(sid);
  const items = useCart((s) => cartItems(s, sid));
  const total = useCart((s) => cartTotal(s, sid));
  const size = useCart((s) => cartCount(s, sid));
  const [editing, setEditing] = useState<number | null>(null);
  const customItemIds = useOrderDraft((s) => (s.cartIdentifier === sid ? s.customItems : NO_STRINGS));
  const chosenCoupons = useOrderDraft((s) =>
    s.cartIdentifier === sid ? (s.coupons ?? NO_COUPONS) : NO_COUPONS,
  );
  const storeCoupons = useStoreCoupons(sid);
  const invoiceDrafted = useOrderDraft((s) => s.invoice !== null);
  const loggedIn = useUser((s) => isLoggedIn(s));
  const member = useQuery({ ...userQueryOptions(sid), enabled: loggedIn });
  const formRef = useRef<HTMLFormElement>(null);
  // The live region's text; emptied first so the same count is announced again on the next refused submit.
  const [attention, setAttention] = useState('');
  useDocumentTitle(store.data?.name, t('cart.title'));
  const menuIndex = useMemo(() => (menu.data ? indexMenu(menu.data) : null), [menu.data]);
  useCartBinding(sid, menu.data?.version, menuIndex);
  usePrefetchEntreeSheet();

  const tableLimit = store.data?.table_limit ?? 0;
  const schema = useMemo(() => checkoutSchema(t, tableLimit), [t, tableLimit]);
  // The draft of this cart (kept across reloads, back and forward: stores/order-draft-store.ts).
  const [draft] = useState(() => useOrderDraft.getState());
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      orderType: String(draft.orderType),
      when: draft.orderTimeChoice,
      date: draft.orderDate,
      time: draft.orderTime,
      ...(draft.contact ?? draft.contactBase),
      payment: String(draft.paymentType),
      memo: draft.orderMemo,
      // 發票: what this draft holds, else the carrier this browser remembers, else paper.
      ...initialInvoice(useInvoiceChoice.getState().last, draft.invoice),
      ...NEW_ORDER_TYPE_FIELDS,
    },
  });
  // The chosen type's windows (its MinLead; Jumbo by the cart or the dine-in party, spec §5).
  const orderType = Number(form.watch('orderType'));
  const tab = form.watch('tab');
  const party = needsPartySize(orderType, orderType === OrderType.DINE_IN ? tab : null)
    ? Number(form.watch('partySize'))
    : 0;
  const avail = useAvailTime(sid, orderType, jumboSize(size, party));
  // 外送: the fee of the address typed, for the items total.
  const [city, district, address, floor] = form.watch(['city', 'district', 'address', 'floor']);
  const delivery = orderType === OrderType.DELIVERY;
  const quote = useDeliveryQuote(sid, delivery, { city, district, address, floor }, total);
  // One ETA for the delivery (deliveryArrivalMs): the quote's time + its minutes, not before the food is ready
  // (盡快: the quote's time + MinLead, as the server sets it; 預約: the chosen slot).
  const [when, date, time] = form.watch(['when', 'date', 'time']);
  const readyMs =
    quote.state.kind !== 'ready'
      ? undefined
      : when === 'asap'
        ? avail.data && asapReadyMs(quote.state.quotedAt, avail.data.lead.start)
        : taipeiDateTimeToMs(date, time);
  const deliveryEta =
    quote.state.kind === 'ready'
      ? deliveryEtaText(deliveryArrivalMs(quote.state.quotedAt, quote.state.quote.eta_minutes, readyMs))
      : undefined;
  // 優惠券: while one is chosen, the server's answer for the cart and form as they are (every chosen coupon is
  // sent, a removed one too, so one that applies again after a change is offered again).
  const formValues = form.watch();
  const couponBody =
    chosenCoupons.length > 0 && items.length > 0
      ? buildCheckOrderRequest(
          sid,
          { items, menu_version: useCart.getState().menu_version },
          formValues,
          menu.data?.version ?? 0,
          quote.state.kind === 'ready' ? quote.state.quote.quote_id : null,
          customItemIds,
          chosenCoupons.map((c) => (c.code ? { id: c.id, code: c.code } : { id: c.id })),
        )
      : null;
  const couponCheck = useCouponCheck(sid, couponBody);
  const { submit, busy, sent, checked } = useSubmitOrder(sid, menu.data?.version ?? 0, {
    onQuoteRefused: quote.requote,
  });
  useEffect(() => {
    const watcher = form.watch((values, { name, type }) => {
      // The diner's own change to 發票 (an input, or a 常用愛心碼 tap that marks it dirty) puts it in the draft;
      // the remembered carrier filling the section does not.
      const invoiceTouched = isInvoiceField(name) && (type === 'change' || form.getFieldState(name).isDirty);
      saveCheckoutDraft(values, sid, invoiceTouched);
    });
    return () => watcher.unsubscribe();
  }, [form, sid]);
  // A custom item the store no longer offers is dropped from the draft, so it is never sent.
  const offered = store.data?.custom_items;
  useEffect(() => {
    if (!offered) return;
    const kept = customItemIds.filter((id) => offered.some((c) => c.id === id));
    if (kept.length !== customItemIds.length) useOrderDraft.getState().update({ customItems: kept });
  }, [offered, customItemIds]);

  // The account's name and phone fill the contact fields only while they are empty: never over what the
  // diner typed (or what the draft kept). A phone the order rule refuses (a number outside Taiwan) is left out.
  const account = member.data;
  useEffect(() => {
    if (!account) return;
    const { getValues, setValue } = form;
    if (!getValues('name').trim() && account.name) setValue('name', account.name);
    if (!getValues('phone').trim() && parseOrderPhone(account.phone)) setValue('phone', account.phone);
  }, [account, form]);

  const status = storeMenuStatus(store, menu);
  if (status || !store.data || !menu.data || !menuIndex) return status ?? <PageLoading />;

  const header = (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{t('cart.heading')}</h1>
        <p className="text-gray-700">{store.data.name}</p>
      </div>
      <Link to={paths.menu(sid)} className="btn-secondary shrink-0">
        {t('cart.continue')}
      </Link>
    </div>
  );

  // Sending, or sent and on the way to the completion page: whatever empties the cart meanwhile (the cart
  // is cleared after leaving; another tab; the member cart sync), the diner sees the order going out.
  if (items.length === 0 && (busy || sent)) {
    return (
      <main className="mx-auto max-w-xl px-4 pt-5" aria-busy="true">
        {header}
        <div className="card mt-6 py-10 text-center" role="status">
          <p className="font-semibold">{t('checkout.sending')}</p>
        </div>
      </main>
    );
  }

  if (items.length === 0) {
    return (
      <main className="mx-auto max-w-xl px-4 pt-5">
        {header}
        <div className="card mt-6 flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-gray-700">{t('cart.empty')}</p>
          <Link to={paths.menu(sid)} className="btn-primary">
            {t('cart.goOrder')}
          </Link>
        </div>
      </main>
    );
  }

  const editingLine = editing === null ? undefined : items[editing];
  const editingEntree = editingLine ? menuIndex.entrees.get(editingLine.id) : undefined;
  const settings = orderTypeSettings(store.data, orderType);
  // 宅配 adds the store's shipping fee, 外送 the quoted fee (the server computes it again; this is what the
  // diner is told first).
  const shippingFee =
    orderType === OrderType.SHIP
      ? (settings?.ShippingFee ?? 0)
      : delivery && quote.state.kind === 'ready'
        ? quote.state.quote.fee
        : 0;
  // 優惠券: the server's answer as it is (what each applied coupon takes off, the discount); none while no
  // coupon is chosen or the answer could not be had (the 合計 is then without coupons, said in the section).
  const answer = couponCheck.active && !couponCheck.isError ? couponCheck.data : undefined;
  const coupons: CouponAnswer | undefined = answer && {
    applied: answer.apply_coupons
      .filter((a) => chosenCoupons.some((c) => c.id === a.id && !c.removed))
      .map((a) => ({
        id: a.id,
        name: a.name,
        discount: a.discount,
        gift: a.gift_entree_id ? (menuIndex.entrees.get(a.gift_entree_id)?.name ?? '') : null,
      })),
    removed: chosenCoupons
      .filter((c) => c.removed)
      .map((c) => ({ id: c.id, name: c.name, message: c.message })),
    discount: answer.discount,
  };
  // 加購: the store's extras chosen here, priced by the domain rule the server uses.
  const totals = orderTotals(total, shippingFee, store.data.custom_items, customItemIds, coupons);
  const grandTotal = totals.total;
  const cashLimit = store.data.app_settings.MaxCashOrderAmount;
  const onSubmit = form.handleSubmit(
    async (values) => {
      setAttention('');
      if (!delivery) return submit(values);
      // 外送: send only with a fee the diner has seen; a quote that ran out is asked again first.
      if (quote.state.kind === 'out_of_range') return void notify.error(t('delivery.outOfRangeHint'));
      if (quote.state.kind === 'loading') return void notify.error(t('delivery.waitQuote'));
      const fresh = await quote.ensureFresh();
      if (!fresh) return void notify.error(t('delivery.needQuote'));
      if (fresh.fee !== shippingFee) {
        return void notify.info(t('delivery.feeChanged', { fee: formatCurrency(fresh.fee) }));
      }
      return submit(values, fresh.quote_id);
    },
    (errors) => {
      const count = revealFirstInvalid(formRef.current, errors);
      setAttention('');
      requestAnimationFrame(() => setAttention(t('checkout.attention', { count })));
    },
  );
  const canLogin = !loggedIn && store.data.allow_user_login && !settings?.HideLoginLink;
  const payment = form.watch('payment');
  const submitLabel = <SubmitLabel payment={payment} total={grandTotal} busy={busy} />;

  return (
    <main className="mx-auto max-w-xl px-4 pt-5 pb-36 md:max-w-5xl md:px-6 md:pb-12">
      {header}
      <div className="md:mt-2 md:grid md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-6">
        <section
          aria-labelledby="cart-lines-h"
          className="mt-4 md:sticky md:top-4 md:col-start-2 md:row-start-1 md:max-h-[calc(100dvh-2rem)] md:overflow-y-auto md:rounded-2xl md:bg-gray-50 md:p-3"
        >
          <h2 id="cart-lines-h" className="sr-only md:not-sr-only md:mb-2 md:block md:text-base md:font-bold">
            {t('checkout.summary')}
          </h2>
          <CartLines
            items={items}
            soldOut={inventory.data?.entrees ?? NO_IDS}
            onEdit={setEditing}
            onQuantity={(i, n) => useCart.getState().setQuantity(i, n)}
            onRemove={(i) => {
              const name = items[i]?.name ?? '';
              useCart.getState().remove(i);
              notify.message(t('cart.removed', { name }), { duration: 2000 });
            }}
          />
          <CustomItemsSection
            items={store.data.custom_items}
            chosen={customItemIds}
            onChange={(ids) => useOrderDraft.getState().update({ customItems: ids, cartIdentifier: sid })}
          />
          <OrderTotalsSummary
            totals={totals}
            feeLabel={delivery ? t('delivery.fee') : t('orderTypes.shippingFee')}
            totalTestId="cart-total"
          />
          {checked && checked.total !== grandTotal && (
            <p className="px-1 text-right text-sm text-gray-700">
              {t('checkout.totalChanged', { total: formatCurrency(checked.total) })}
            </p>
          )}
          {cashLimit > 0 && grandTotal > cashLimit && payment === '0' && (
            <p className="px-1 text-right text-sm text-red-700">
              {t('checkout.cashLimit', { max: formatCurrency(cashLimit) })}
            </p>
          )}
          {/* From md up the summary carries the submit; the phone's fixed bar is hidden there. */}
          <button
            type="submit"
            form="checkout"
            className="btn-primary mt-3 hidden w-full md:inline-flex"
            disabled={busy}
            aria-busy={busy}
          >
            {submitLabel}
          </button>
        </section>

        <div className="md:col-start-1 md:row-start-1">
          {/* In the form's column: from md up the summary beside it stays short enough to keep 送出訂單 in view. */}
          <CouponSection
            sid={sid}
            coupons={storeCoupons.data}
            loadError={storeCoupons.isError ? t('errors.get_coupons') : null}
            chosen={chosenCoupons}
            onChange={(next) => useOrderDraft.getState().update({ coupons: next, cartIdentifier: sid })}
            entreeName={(id) => menuIndex.entrees.get(id)?.name}
            loginTo={!loggedIn && store.data.allow_user_login ? paths.login(paths.cart(sid)) : null}
            note={
              couponCheck.isError
                ? t('coupons.checkFailed', { message: couponCheck.error.message })
                : couponCheck.active && couponCheck.pending
                  ? t('coupons.calculating')
                  : null
            }
          />
          {canLogin && (
            <p className="mt-4 flex flex-wrap items-center gap-x-2 rounded-2xl bg-brand/10 px-4 py-3 text-sm text-gray-800">
              <span>{t('checkout.loginHint')}</span>
              <Link
                to={paths.login(paths.cart(sid))}
                className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
              >
                {t('checkout.login')}
              </Link>
            </p>
          )}
          <form
            ref={formRef}
            id="checkout"
            className="mt-4 md:mt-4"
            onSubmit={onSubmit}
            noValidate
            aria-label={t('checkout.submit')}
          >
            <CheckoutForm
              form={form}
              store={store.data}
              avail={avail.data}
              deliveryNote={
                <DeliveryQuoteNote state={quote.state} eta={deliveryEta} onRetry={quote.requote} />
              }
              deliveryEta={deliveryEta}
            />
            <div className="mt-3">
              <InvoiceSection form={form} drafted={invoiceDrafted} />
            </div>
          </form>
          <p role="status" className="sr-only" data-testid="checkout-attention">
            {attention}
          </p>
        </div>
      </div>

      <div className="bottom-bar md:hidden">
        <div className="mx-auto max-w-xl">
          <button
            type="submit"
            form="checkout"
            className="btn-primary w-full"
            disabled={busy}
            aria-busy={busy}
          >
            {submitLabel}
          </button>
        </div>
      </div>

      {editingLine && editingEntree && (
        <LazyEntreeSheet
          entree={editingEntree}
          menuIndex={menuIndex}
          soldOutOptions={inventory.data?.options ?? NO_IDS}
          soldOutEntrees={inventory.data?.entrees ?? NO_IDS}
          hideNote={settings?.HideEntreeNote}
          editing={editingLine}
          onClose={() => setEditing(null)}
          onSubmit={(item) => {
            useCart.getState().change({ mode: 'edit', index: editing!, item });
            setEditing(null);
          }}
        />
      )}
    </main>
  );
}
