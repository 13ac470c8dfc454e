/**
 * /console/set-password#token=… (員工, docs/features.md "Staff and roles"): a new staff member sets their own
 * password from the one-time link their store's owner passed on (the token in the fragment, which no request
 * carries), typed twice, at least STAFF_PASSWORD_MIN characters (the API's own rule), then goes to 登入 with
 * the account the answer names. A used, expired or unknown link says so (the API's zh-TW message).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  consolePaths,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  ZSetStaffPasswordRequest,
} from '@iding/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { setStaffPassword } from '../api/set-staff-password';

/**
 * The new password twice: the request's own rule, and both the same (`mismatch`: the catalogue's message,
 * read once the page's strings are loaded).
 */
const setPasswordForm = (mismatch: string) =>
  z
    .object({ password: ZSetStaffPasswordRequest.shape.password, confirm: z.string() })
    .refine((f) => f.password === f.confirm, { message: mismatch, path: ['confirm'] });
type SetPasswordForm = z.infer<ReturnType<typeof setPasswordForm>>;

export function ConsoleSetPasswordPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const [schema] = useState(() => setPasswordForm(t('console.setPassword.mismatch')));
  const { register, handleSubmit, formState } = useForm<SetPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const errors = formState.errors;
  const [error, setError] = useState('');
  const [account, setAccount] = useState('');
  useDocumentTitle(t('console.setPassword.heading'), t('console.title'));

  const onSubmit = handleSubmit(async ({ password }) => {
    setError('');
    try {
      setAccount((await setStaffPassword({ token, password })).account);
    } catch (e) {
      setError(toApiError(e).message);
    }
  });
  const busy = formState.isSubmitting;

  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="mb-6 text-center text-2xl font-bold">{t('console.setPassword.heading')}</h1>
      {account ? (
        <div className="card flex flex-col gap-4">
          <p role="status" className="font-semibold text-green-800">
            {t('console.setPassword.done', { account })}
          </p>
          <Link to={consolePaths.login()} className="btn-primary text-center">
            {t('console.setPassword.login')}
          </Link>
        </div>
      ) : !token ? (
        <p role="alert" className="card text-red-800">
          {t('console.setPassword.noToken')}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="card flex flex-col gap-4">
          <p className="text-gray-800">
            {t('console.setPassword.hint', { min: String(STAFF_PASSWORD_MIN) })}
          </p>
          <TextField
            label={t('console.setPassword.password')}
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_MAX}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('console.setPassword.confirm')}
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_MAX}
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('console.setPassword.submitting') : t('console.setPassword.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
