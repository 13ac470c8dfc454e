/**
 * /console/{sid}/store_credit (issue #13 §3; spec §3 STORE_CREDIT_DEPOSIT 1002): after the diner pays a
 * top-up at the counter, staff enter the member's phone and the amount; the answer names the member, masked
 * (王○明, to confirm with the diner), and the new balance, which the member sees at once (member home,
 * 儲值金紀錄). Each top-up carries a request id, so
 * pressing again after a lost answer records it once.
 */
import { consolePaths, formatCurrency, type StoreCreditDepositResponse } from '@iding/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { depositStoreCredit } from '../api/console-api';
import { ConsoleHeader } from '../components/console-header';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

export function ConsoleStoreCreditPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<StoreCreditDepositResponse[]>([]);
  // One id per top-up: kept while the same values are sent again, new once they change or it succeeded.
  const requestId = useRef(crypto.randomUUID());
  useDocumentTitle(t('console.nav.storeCredit'), store?.name, t('console.title'));

  if (isSignedOut(me.error)) return <Navigate to={consolePaths.login()} replace />;

  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    requestId.current = crypto.randomUUID();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await depositStoreCredit(sid, {
        phone: phone.trim(),
        // Not a number (empty, letters) reaches the server as such and gets its message back.
        amount: amount.trim() === '' ? Number.NaN : Number(amount),
        request_id: requestId.current,
      });
      setDone((list) => [answer, ...list]);
      setPhone('');
      setAmount('');
      requestId.current = crypto.randomUUID();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };
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
        <div>
          <label htmlFor="deposit-phone" className="block font-medium">
            {t('console.storeCredit.phone')}
          </label>
          <input
            id="deposit-phone"
            className="field"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="0912345678"
            value={phone}
            onChange={(e) => edit(setPhone)(e.currentTarget.value)}
          />
        </div>
        <div>
          <label htmlFor="deposit-amount" className="block font-medium">
            {t('console.storeCredit.amount')}
          </label>
          <input
            id="deposit-amount"
            className="field"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(e) => edit(setAmount)(e.currentTarget.value)}
          />
        </div>
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
    </main>
  );
}
