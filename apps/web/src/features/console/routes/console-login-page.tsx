/**
 * /console/login (issue #14 §1): staff log in with 帳號 (phone or e-mail) and 密碼, then go to the board of
 * their first store.
 */
import { consolePaths } from '@iding/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { loginStaff } from '../api/console-api';

export function ConsoleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('console.login.heading'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim() || !password) {
      setError(t('console.login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const me = await loginStaff({ account: account.trim(), password });
      const first = me.stores[0];
      if (first) navigate(consolePaths.orders(first.identifier), { replace: true });
      else setError(t('console.noStores'));
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="mb-6 text-center text-2xl font-bold">{t('console.login.heading')}</h1>
      <form onSubmit={onSubmit} noValidate className="card flex flex-col gap-4">
        <div>
          <label htmlFor="console-account" className="block font-medium">
            {t('console.login.account')}
          </label>
          <input
            id="console-account"
            className="field"
            autoComplete="username"
            placeholder={t('console.login.accountHint')}
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
          />
        </div>
        <div>
          <label htmlFor="console-password" className="block font-medium">
            {t('console.login.password')}
          </label>
          <input
            id="console-password"
            className="field"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('console.login.submitting') : t('console.login.submit')}
        </button>
      </form>
    </main>
  );
}
