/**
 * /console/login: staff log in with 帳號 (phone or e-mail) and 密碼, then go to the board of
 * their first store. Checked with the API's own schema (ZStaffLoginRequest, zh-TW messages) before it is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { consolePaths, type StaffLoginRequest, ZStaffLoginRequest } from '@iding/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { loginStaff } from '../api/console-api';

export function ConsoleLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<StaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { account: '', password: '' },
  });
  const errors = formState.errors;
  const [error, setError] = useState('');
  useDocumentTitle(t('console.login.heading'));

  const onSubmit = handleSubmit(async (body) => {
    setError('');
    try {
      const me = await loginStaff(body);
      const first = me.stores[0];
      if (first) navigate(consolePaths.orders(first.identifier), { replace: true });
      else setError(t('console.noStores'));
    } catch (e) {
      setError(toApiError(e).message);
    }
  });
  const busy = formState.isSubmitting;

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="mb-6 text-center text-2xl font-bold">{t('console.login.heading')}</h1>
      <form onSubmit={onSubmit} noValidate className="card flex flex-col gap-4">
        <TextField
          label={t('console.login.account')}
          autoComplete="username"
          placeholder={t('console.login.accountHint')}
          error={errors.account?.message}
          {...register('account')}
        />
        <TextField
          label={t('console.login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
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
