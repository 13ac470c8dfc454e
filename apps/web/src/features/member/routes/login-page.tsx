/**
 * Login (spec §2 /stores/login and its alias /stores/{sid}/login): phone + password. The optional
 * `redirect` query (previous path and query) is followed after login when it is a same-site path.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useUser } from '../../../stores/user-store';
import { useLogin } from '../api/login';
import { FormAlert, MemberShell, SubmitButton } from '../components/form-parts';
import { useCompleteLogin } from '../hooks/use-session-actions';
import { knownStore, storeOrList } from '../utils/guards';
import { type LoginValues, loginSchema } from '../utils/schemas';

/** /stores/login and /stores/{sid}/login (spec §2): phone and password; then `redirect`, the menu or /stores. */
export function LoginPage() {
  const { t } = useTranslation();
  const { sid } = useParams();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirect');
  const sessionExpired = useUser((s) => s.sessionExpired);
  const login = useLogin();
  const complete = useCompleteLogin(redirectTo, sid);
  useDocumentTitle(t('member.login.title'), t('app.name'));

  const schema = useMemo(() => loginSchema(t), [t]);
  const form = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { phone: '', password: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    login.mutate({ ...values, identifier: knownStore(sid) }, { onSuccess: (answer) => complete(answer) }),
  );
  const keep = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : '';

  return (
    <MemberShell heading={t('member.login.heading')} back={{ to: storeOrList(sid) }}>
      {sessionExpired && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200"
        >
          {t('member.sessionExpired')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="card flex flex-col gap-4">
        <TextField
          label={t('member.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('member.phonePlaceholder')}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label={t('member.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert error={login.error} />
        <SubmitButton busy={login.isPending} busyText={t('member.login.submitting')}>
          {t('member.login.submit')}
        </SubmitButton>
        <Link
          to={`${paths.forgetPassword()}${keep}`}
          className="self-center text-sm text-brand-dark underline"
        >
          {t('member.login.forgot')}
        </Link>
      </form>
      <p className="mt-6 text-center text-gray-700">
        {t('member.login.noAccount')}{' '}
        <Link to={`${paths.register()}${keep}`} className="font-semibold text-brand-dark underline">
          {t('member.login.register')}
        </Link>
      </p>
      {/* 查詢訂單 (ADR 028): orders placed without a login, by phone plus an SMS code. */}
      <p className="mt-3 text-center">
        <Link
          to={paths.orderLookup()}
          className="inline-flex min-h-11 items-center text-brand-dark underline"
        >
          {t('member.lookup.link')}
        </Link>
      </p>
    </MemberShell>
  );
}
