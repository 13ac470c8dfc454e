/**
 * The sandbox payment provider's hosted page (/sandbox/pay/{ref}, only while
 * PAYMENT_PROVIDER=sandbox): what a real provider's page would show (what is paid, the amount), with the
 * diner's choice 付款成功, 付款失敗 or 取消. The choice goes to the sandbox provider (POST
 * /api/sandbox/pay/{ref}), which sends the diner back as LINE Pay does: to the landing page (confirm_url),
 * or cancel_url on 取消. Our API learns the outcome only when the landing page confirms.
 */
import {
  apiPaths,
  formatCurrency,
  PAYMENT_METHODS,
  PAYMENT_TYPE_NAMES,
  type PaymentMethod,
} from '@iding/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { sandboxPayKeys } from '../../../api/query-keys';
import { PageLoading } from '../../../components/page-status';
import { openPaymentUrl } from '../../../entities/payment/pay-order';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { api, toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

type Decision = 'paid' | 'failed' | 'cancelled';

interface SandboxPayment {
  ref: string;
  amount: number;
  description: string;
  method: string;
  decision: Decision | null;
}

/** The zh-TW name of a method (its first payment type: 信用卡, LINE Pay, 街口支付, …). */
function methodName(method: string): string {
  const types = PAYMENT_METHODS[method as PaymentMethod];
  return types ? PAYMENT_TYPE_NAMES[types[0]] : method;
}

export function SandboxPayPage() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [error, setError] = useState('');
  const payment = useQuery({
    queryKey: sandboxPayKeys.payment(ref),
    queryFn: ({ signal }) => api<SandboxPayment>(apiPaths.sandboxPay(ref), { signal }),
    retry: false,
  });
  useDocumentTitle(t('payment.sandbox.title'));

  const decide = async (decision: Decision) => {
    setBusy(decision);
    setError('');
    try {
      const res = await api<{ decision: Decision; redirect_to: string }>(apiPaths.sandboxPay(ref), {
        method: 'POST',
        body: { decision },
      });
      openPaymentUrl(res.redirect_to, navigate);
    } catch (e) {
      setError(toApiError(e).message);
      setBusy(null);
    }
  };

  if (payment.isPending) return <PageLoading />;
  if (!payment.data) {
    return (
      <main className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{t('payment.sandbox.missing')}</h1>
        <p className="text-gray-700">{t('payment.sandbox.missingHint')}</p>
        <Link to={paths.stores()} className="btn-primary w-full">
          {t('payment.backToStore')}
        </Link>
      </main>
    );
  }
  const p = payment.data;
  const name = methodName(p.method);

  return (
    <main className="mx-auto max-w-md px-4 pt-6 pb-12">
      <section className="card" aria-labelledby="sandbox-h">
        <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {t('payment.sandbox.badge')}
        </p>
        <h1 id="sandbox-h" className="mt-3 text-2xl font-bold">
          {name} {t('payment.sandbox.title')}
        </h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-gray-700">{t('payment.sandbox.item')}</dt>
          <dd className="min-w-0 break-words">{p.description}</dd>
          <dt className="text-gray-700">{t('payment.sandbox.amount')}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="sandbox-amount">
            {formatCurrency(p.amount)}
          </dd>
        </dl>
        {p.decision ? (
          <p className="mt-4 rounded-xl bg-gray-100 p-3 text-gray-800">
            {t('payment.sandbox.decided', { decision: t(`payment.sandbox.${p.decision}`) })}
          </p>
        ) : (
          <p className="mt-4 text-gray-800">{t('payment.sandbox.note')}</p>
        )}
      </section>
      {error && (
        <p role="alert" className="mt-3 text-center text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3">
        {p.decision ? (
          <button type="button" className="btn-primary w-full" onClick={() => decide(p.decision!)}>
            {t('payment.sandbox.back')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn-primary w-full"
              disabled={busy !== null}
              aria-busy={busy === 'paid'}
              onClick={() => decide('paid')}
            >
              {t('payment.sandbox.paid')}
            </button>
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={busy !== null}
              aria-busy={busy === 'failed'}
              onClick={() => decide('failed')}
            >
              {t('payment.sandbox.failed')}
            </button>
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={busy !== null}
              aria-busy={busy === 'cancelled'}
              onClick={() => decide('cancelled')}
            >
              {t('payment.sandbox.cancelled')}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
