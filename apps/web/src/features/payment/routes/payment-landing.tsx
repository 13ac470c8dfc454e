/**
 * Payment landing pages (spec §2 /stores/{sid}/{line_pay, jko_pay, easy_wallet, plus_pay, px_pay,
 * taishin_credit_card, tw_pay, tw_pay/payment}, and credit_card for the card's 3-D Secure return, ADR 015;
 * query order_id, redirect_to, qr_code). The provider sends the diner here; the page confirms with the
 * server (POST /api/payment/{method}/confirm: the server asks the provider, never the URL), then
 * - paid: on to the order-completed page (the order now reaches the store);
 * - pending: 街口支付 is asked again every 2 s until it is final (spec §4 "JKO Pay confirm retries every 2 s
 *   until status is normal"); other methods say so and offer to check again or pay anew;
 * - failed, cancelled, or not started: a clear message (a declined card says why: 餘額不足 …) and the minutes
 *   left before the unpaid order is cancelled (DeclineNotice), with 重新付款 (the same method again; a card asks for
 *   the card first) and 改用其他付款方式 (the other online types the store offers for this order type);
 * - the order expired (refunded when paid too late): a message and 回到店家.
 */
import {
  formatCurrency,
  ORDER_TYPE_NAMES,
  ORDER_TYPE_PICKER_NAME,
  OrderStatus,
  type OrderType,
  onlinePaymentTypes,
  orderTypeSettings,
  PAYMENT_METHOD_NAMES,
  PAYMENT_TYPE_NAMES,
  type PaymentConfirmResponse,
  type PaymentMethod,
  PaymentStatus,
  type PaymentType,
} from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useOrder } from '../../../api/get-order';
import { useStoreInfo } from '../../../api/get-store-info';
import { orderKeys } from '../../../api/query-keys';
import { PageLoading } from '../../../components/page-status';
import { CardFields } from '../../../entities/payment/card-fields';
import { takeCard } from '../../../entities/payment/card-prime';
import {
  confirmPayment,
  isCardPayment,
  openPaymentUrl,
  paymentDestination,
  startPayment,
} from '../../../entities/payment/pay-order';
import { browserCanPay } from '../../../entities/payment/payment-choices';
import { PaymentLogo } from '../../../entities/payment/payment-logo';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths, ROUTES } from '../../../lib/paths';
import { useLastOrder } from '../../../stores/last-order-store';
import { paidOrderPath } from '../api/paid-order-path';
import { DeclineNotice } from '../components/decline-notice';

/** spec §4, §9: JKO confirm is retried every 2 s. */
const JKO_RETRY_MS = 2000;

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'result'; result: PaymentConfirmResponse }
  | { kind: 'error'; message: string; code: string };

/** The route's screen, fresh for every URL (a card's immediate return to a landing page confirms anew). */
export function PaymentLandingRoute() {
  const location = useLocation();
  return <PaymentLandingPage key={`${location.pathname}${location.search}`} />;
}

function PaymentLandingPage() {
  const { t } = useTranslation();
  const params = useParams();
  const sid = params.sid ?? '';
  // /stores/{sid}/tw_pay/payment has no :method segment.
  const method = (params.method ?? 'tw_pay') as PaymentMethod;
  const [search] = useSearchParams();
  const lastOrderId = useLastOrder((s) => s.orderId);
  const orderId = search.get('order_id') ?? lastOrderId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useStoreInfo(sid);
  const order = useOrder(orderId);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });
  const [attempt, setAttempt] = useState(0);
  const [choosing, setChoosing] = useState<'retry' | 'other' | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [payError, setPayError] = useState('');
  const valid = (PAYMENT_METHOD_NAMES as string[]).includes(method);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const uid = useId();
  useDocumentTitle(store.data?.name, t('payment.confirming'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how 重新確認 asks again.
  useEffect(() => {
    if (!valid || !orderId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      try {
        const result = await confirmPayment(method, orderId, sid);
        if (cancelled) return;
        if (result.state === 'paid') {
          useLastOrder.getState().setOrderId(orderId);
          // A 外送 order goes on to pairing (spec §2), where its courier is arranged.
          await navigate(await paidOrderPath(queryClient, sid, orderId), { replace: true });
          return;
        }
        setOutcome({ kind: 'result', result });
        if (result.state === 'pending' && method === 'jko_pay') timer = setTimeout(run, JKO_RETRY_MS);
      } catch (error) {
        if (cancelled) return;
        const e = toApiError(error);
        setOutcome({ kind: 'error', message: e.message, code: e.code });
      }
    };
    run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [valid, method, orderId, sid, attempt, navigate, queryClient]);

  // The first outcome is announced by moving focus to its heading (not again on each 2-second JKO retry).
  const announced = useRef(false);
  useEffect(() => {
    if (outcome.kind === 'confirming' || announced.current || !headingRef.current) return;
    announced.current = true;
    headingRef.current.focus();
  });

  const pay = useCallback(
    async (paymentType: number, switchType: boolean) => {
      setPayError('');
      const card = isCardPayment(paymentType) ? takeCard() : undefined;
      if (card === null) return;
      setBusy(true);
      try {
        const started = await startPayment({ sid, orderId, paymentType, switchType, card });
        await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
        // A card charged at once comes straight back to a landing page (PaymentLandingRoute remounts it);
        // Taiwan Pay on a desktop goes to its QR code.
        openPaymentUrl(paymentDestination(started, sid, orderId, order.data?.total ?? 0), navigate);
      } catch (error) {
        setPayError(toApiError(error).message);
      } finally {
        setBusy(false);
      }
    },
    [sid, orderId, navigate, queryClient, order.data?.total],
  );

  if (!valid) return <Navigate to={ROUTES.notFound} replace />;
  if (!orderId) {
    return (
      <main className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{t('completed.missing')}</h1>
        <Link to={paths.storeHome(sid)} className="btn-primary w-full">
          {t('payment.backToStore')}
        </Link>
      </main>
    );
  }
  if (outcome.kind === 'confirming') {
    return (
      <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
        <div role="status" aria-live="polite">
          <p className="text-lg font-semibold">{t('payment.confirming')}</p>
        </div>
      </main>
    );
  }
  if (!order.data) return <PageLoading />;

  const o = order.data;
  const current = o.payment_type;
  const jkoPending = outcome.kind === 'result' && outcome.result.state === 'pending' && method === 'jko_pay';
  const expired =
    o.status === OrderStatus.CANCELLED ||
    o.payment_status === PaymentStatus.REFUNDED ||
    (outcome.kind === 'error' && outcome.code === 'order_not_payable');
  const state = outcome.kind === 'result' ? outcome.result.state : 'error';
  const title = expired
    ? t('payment.title.refunded')
    : t(`payment.title.${state === 'paid' ? 'error' : state}`);
  const message = outcome.kind === 'result' ? outcome.result.message : outcome.message;
  const offered = store.data
    ? onlinePaymentTypes(orderTypeSettings(store.data, o.order_type)?.payments ?? [])
    : [];
  // Apple Pay and Google Pay only where this browser can pay with them (entities/payment/payment-choices.ts).
  const others = offered.filter((p) => p !== current && browserCanPay(p));
  const name = (p: number) => PAYMENT_TYPE_NAMES[p as PaymentType] ?? String(p);
  const selected = choosing === 'other' ? choice : current;

  return (
    <main className="mx-auto max-w-xl px-4 pt-6 pb-12">
      {/* spec §4: 街口支付 is asked again every 2 s while it is pending; the diner may still choose. */}
      <p
        role="status"
        aria-live="polite"
        className={jkoPending ? 'mb-3 rounded-xl bg-brand/10 px-4 py-3 text-center font-semibold' : 'sr-only'}
      >
        {jkoPending ? t('payment.jkoPending') : ''}
      </p>
      <section className="card" aria-labelledby={`${uid}-h`}>
        <p
          aria-hidden
          className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-800"
        >
          !
        </p>
        <h1
          id={`${uid}-h`}
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 text-center text-xl font-bold outline-none"
        >
          {title}
        </h1>
        <p className="mt-2 text-center text-gray-800" data-testid="payment-message">
          {message}
        </p>
        {!expired && outcome.kind === 'result' && (
          <DeclineNotice declineCode={outcome.result.decline_code} expiresAt={outcome.result.expires_at} />
        )}
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-800">
          <dt className="text-gray-700">{t('completed.number')}</dt>
          <dd className="tabular-nums">{o.item_name}</dd>
          <dt className="text-gray-700">{ORDER_TYPE_PICKER_NAME}</dt>
          <dd>{ORDER_TYPE_NAMES[o.order_type as OrderType] ?? o.order_type}</dd>
          <dt className="text-gray-700">{t('completed.total')}</dt>
          <dd className="font-semibold tabular-nums">{formatCurrency(o.total)}</dd>
          <dt className="text-gray-700">{t('completed.payment')}</dt>
          <dd>{name(current)}</dd>
        </dl>
      </section>

      {expired ? (
        <Link to={paths.storeHome(sid)} className="btn-primary mt-4 w-full">
          {t('payment.backToStore')}
        </Link>
      ) : (
        <div className="mt-4 flex flex-col gap-3">
          {choosing === 'other' && (
            <fieldset className="card">
              <legend className="float-left mb-2 w-full section-title">{t('payment.chooseOther')}</legend>
              <div className="clear-both" role="radiogroup" aria-label={t('payment.chooseOther')}>
                {others.map((p) => (
                  <label key={p} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-1">
                    <input
                      type="radio"
                      name="other-payment"
                      className="size-5 accent-brand-dark"
                      checked={choice === p}
                      onChange={() => setChoice(p)}
                    />
                    <PaymentLogo type={p} />
                    <span>{name(p)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {choosing !== null && selected !== null && isCardPayment(selected) && (
            <div className="card">
              <CardFields paymentType={selected} />
            </div>
          )}
          {payError && (
            <p role="alert" className="text-center text-sm text-red-700">
              {payError}
            </p>
          )}
          {choosing === null ? (
            <>
              <button
                type="button"
                className="btn-primary w-full"
                disabled={busy}
                onClick={() => (isCardPayment(current) ? setChoosing('retry') : pay(current, false))}
              >
                {t('payment.retry')}
              </button>
              {others.length > 0 && (
                <button
                  type="button"
                  className="btn-secondary w-full"
                  onClick={() => {
                    setChoosing('other');
                    setChoice(others[0] ?? null);
                  }}
                >
                  {t('payment.other')}
                </button>
              )}
              {state === 'pending' && !jkoPending && (
                <button
                  type="button"
                  className="btn-secondary w-full"
                  onClick={() => {
                    setOutcome({ kind: 'confirming' });
                    setAttempt((n) => n + 1);
                  }}
                >
                  {t('payment.recheck')}
                </button>
              )}
            </>
          ) : (
            <button
              type="button"
              className="btn-primary w-full"
              disabled={busy || selected === null}
              aria-busy={busy}
              onClick={() => selected !== null && pay(selected, selected !== current)}
            >
              {choosing === 'retry' ? t('payment.retry') : t('payment.goPay')}
            </button>
          )}
          {/* The minutes left stand above when the answer told them (DeclineNotice). */}
          {!(outcome.kind === 'result' && outcome.result.expires_at !== undefined) && (
            <p className="text-center text-sm text-gray-700">{t('payment.expiresHint')}</p>
          )}
        </div>
      )}
    </main>
  );
}
