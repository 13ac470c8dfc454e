/**
 * /stores/{sid}/tw_pay/payment (spec §2, params qrCode, sid, total; §5 "Taiwan Pay needs a QR code on
 * desktop"): on a computer the diner pays Taiwan Pay with their phone, so this page draws the QR
 * code the API answered (POST /api/payment/tw_pay with for_pc) as an image, with the amount. It asks the server
 * every 3 s whether the order is paid (POST /api/payment/tw_pay/confirm; the server asks the provider) and goes
 * on once it is (paidOrderPath: order completed, or pairing for a 外送 order, spec §2); a failed or cancelled
 * payment goes to the landing page, which offers 重新付款 and 改用其他付款方式. Without qrCode it is the
 * ordinary landing page (a phone's return).
 * The QR encoder (uqr) is loaded with this route only.
 */
import { formatCurrency } from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { renderSVG } from 'uqr';
import { confirmPayment } from '../../../entities/payment/pay-order';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useLastOrder } from '../../../stores/last-order-store';
import { paidOrderPath } from '../api/paid-order-path';
import { PaymentLandingRoute } from './payment-landing';

/** How often the page asks whether the phone has paid. */
const POLL_MS = 3000;

/** The QR content as a phone can open it: a path of this app (the sandbox's page) becomes a full URL. */
function scannable(qrCode: string): string {
  return qrCode.startsWith('/') && !qrCode.startsWith('//') ? `${window.location.origin}${qrCode}` : qrCode;
}

/** The route: the QR page when the API gave a QR code, else the landing page. */
export function TwPayPaymentRoute() {
  const [search] = useSearchParams();
  const qrCode = search.get('qrCode');
  return qrCode ? <TwPayQrPage qrCode={qrCode} /> : <PaymentLandingRoute />;
}

function TwPayQrPage({ qrCode }: { qrCode: string }) {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const [search] = useSearchParams();
  const orderId = search.get('order_id') ?? '';
  const total = Number(search.get('total'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const content = useMemo(() => scannable(qrCode), [qrCode]);
  const image = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(content, { border: 2 }))}`,
    [content],
  );
  const landing = paths.paymentLanding(sid, 'tw_pay', orderId);
  const stopped = useRef(false);
  useDocumentTitle(t('payment.twPayQr.title'));

  /** Asks once; paid → order completed, failed or cancelled → the landing page with its choices. */
  const check = useRef(async () => {});
  check.current = async () => {
    if (stopped.current || !orderId) return;
    try {
      const result = await confirmPayment('tw_pay', orderId, sid);
      if (stopped.current) return;
      setError('');
      if (result.state === 'paid') {
        stopped.current = true;
        useLastOrder.getState().setOrderId(orderId);
        // A 外送 order goes on to pairing (spec §2), as from the landing page.
        await navigate(await paidOrderPath(queryClient, sid, orderId), { replace: true });
      } else if (result.state !== 'pending') {
        stopped.current = true;
        await navigate(landing, { replace: true });
      }
    } catch (e) {
      if (!stopped.current) setError(toApiError(e).message);
    }
  };

  useEffect(() => {
    const timer = setInterval(() => void check.current(), POLL_MS);
    return () => {
      stopped.current = true;
      clearInterval(timer);
    };
  }, []);

  return (
    <main className="mx-auto max-w-md px-4 pt-6 pb-12">
      <section className="card flex flex-col items-center gap-3 text-center" aria-labelledby="twpay-title">
        <h1 id="twpay-title" className="text-xl font-bold">
          {t('payment.twPayQr.title')}
        </h1>
        <p className="phrase-wrap text-gray-800">{t('payment.twPayQr.hint')}</p>
        {Number.isFinite(total) && total > 0 && (
          <p>
            <span className="text-gray-700">{t('payment.twPayQr.amount')} </span>
            <span className="text-2xl font-bold tabular-nums">{formatCurrency(total)}</span>
          </p>
        )}
        <img
          src={image}
          alt={t('payment.twPayQr.alt')}
          width={240}
          height={240}
          className="size-60 bg-white [image-rendering:pixelated]"
          data-testid="tw-pay-qr"
        />
        <p role="status" aria-live="polite" className="text-sm text-gray-700">
          {t('payment.twPayQr.waiting')}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button
          type="button"
          className="btn-primary w-full"
          disabled={checking}
          aria-busy={checking}
          onClick={async () => {
            setChecking(true);
            await check.current();
            setChecking(false);
          }}
        >
          {t('payment.twPayQr.done')}
        </button>
        <Link to={landing} className="text-brand-dark underline">
          {t('payment.twPayQr.other')}
        </Link>
      </section>
    </main>
  );
}
