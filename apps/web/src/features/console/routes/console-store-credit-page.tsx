/**
 * /console/{sid}/store_credit (spec §3 STORE_CREDIT_DEPOSIT 1002): after the diner pays a
 * top-up at the counter, staff enter the member's phone and the amount; the answer names the member, masked
 * (王○明, to confirm with the diner), and the new balance, which the member sees at once (member home,
 * 儲值金紀錄). Each top-up carries a request id, so
 * pressing again after a lost answer records it once. The phone and amount are checked with the API's own
 * rules (ZStoreCreditDepositRequest, zh-TW messages) before they are sent. Below, the owner's 點數調整
 * (components/point-adjust-form.tsx).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  consolePaths,
  FIELD_LIMITS,
  formatCurrency,
  type StoreCreditDepositResponse,
  ZStoreCreditDepositRequest,
} from '@iding/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import { z } from 'zod';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { depositStoreCredit } from '../api/console-api';
import { ConsoleHeader } from '../components/console-header';
import { PointAdjustForm } from '../components/point-adjust-form';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

/**
 * What staff type: the member's phone and the amount (TWD) as text, checked by the request's own rules (an
 * empty amount reads NaN, so the rule says 請輸入儲值金額 instead of taking 0).
 */
const ZDepositForm = z.object({
  phone: ZStoreCreditDepositRequest.shape.phone,
  amount: z
    .string()
    .transform((v) => (v.trim() === '' ? Number.NaN : Number(v)))
    .pipe(ZStoreCreditDepositRequest.shape.amount),
});
const EMPTY = { phone: '', amount: '' };

export function ConsoleStoreCreditPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const { register, handleSubmit, reset, watch, formState } = useForm<
    z.input<typeof ZDepositForm>,
    unknown,
    z.output<typeof ZDepositForm>
  >({ resolver: zodResolver(ZDepositForm), defaultValues: EMPTY });
  const errors = formState.errors;
  const [error, setError] = useState('');
  const [done, setDone] = useState<StoreCreditDepositResponse[]>([]);
  // One id per top-up: kept while the same values are sent again, new once they change or it succeeded.
  const requestId = useRef(crypto.randomUUID());
  useEffect(() => {
    const watcher = watch(() => {
      requestId.current = crypto.randomUUID();
    });
    return () => watcher.unsubscribe();
  }, [watch]);
  useDocumentTitle(t('console.nav.storeCredit'), store?.name, t('console.title'));

  const onSubmit = handleSubmit(async ({ phone, amount }) => {
    setError('');
    try {
      const answer = await depositStoreCredit(sid, {
        phone: phone.trim(),
        amount,
        request_id: requestId.current,
      });
      setDone((list) => [answer, ...list]);
      reset(EMPTY);
      requestId.current = crypto.randomUUID();
    } catch (e) {
      setError(toApiError(e).message);
    }
  });
  const busy = formState.isSubmitting;

  if (isSignedOut(me.error)) return <Navigate to={consolePaths.login()} replace />;
  const last = done[0];

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.storeCredit.heading', { store: store?.name ?? sid })}
      />
      <p className="mb-3 text-gray-800">{t('console.storeCredit.hint')}</p>
      <form onSubmit={onSubmit} noValidate className="card flex max-w-md flex-col gap-4">
        <TextField
          label={t('console.storeCredit.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0912345678"
          maxLength={FIELD_LIMITS.phoneInput}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('console.storeCredit.amount')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('console.storeCredit.submitting') : t('console.storeCredit.submit')}
        </button>
      </form>
      <p role="status" className="mt-3 max-w-md font-semibold text-green-800">
        {last &&
          t('console.storeCredit.done', {
            name: last.name,
            phone: last.phone,
            amount: formatCurrency(last.amount),
            balance: formatCurrency(last.store_credit),
          })}
      </p>
      {done.length > 1 && (
        <section className="card mt-3 max-w-md" aria-labelledby="deposit-recent">
          <h2 id="deposit-recent" className="mb-2 font-bold">
            {t('console.storeCredit.recent')}
          </h2>
          <ul className="divide-y divide-gray-100">
            {done.map((d) => (
              <li
                key={`${d.phone}-${d.created_at}-${d.store_credit}`}
                className="flex justify-between gap-3 py-2 tabular-nums"
              >
                <span>
                  {d.name} {d.phone}
                </span>
                <span>+{formatCurrency(d.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* 點數調整 sits beside the counter's other member balance (owners only; MANUAL_ADJUST 48). */}
      <PointAdjustForm sid={sid} isOwner={store?.role === 'owner'} />
    </main>
  );
}
