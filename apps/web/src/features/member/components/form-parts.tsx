/**
 * Small building blocks of the member forms: the server's message near the form, a submit button that is
 * busy while sending, and the page frame. The fields themselves are the app's one kit (components/form-field).
 */
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-field';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** The server's zh-TW message for a failed call, shown next to the form (spec §8). */
export function FormAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
      {toApiError(error).message}
    </p>
  );
}

/** The form's submit button; disabled and showing `busyText` while sending. */
export function SubmitButton({
  busy,
  busyText,
  children,
  className,
  ...rest
}: ComponentProps<'button'> & { busy: boolean; busyText: string }) {
  return (
    <button
      type="submit"
      className={clsx('btn-primary w-full', className)}
      disabled={busy || rest.disabled}
      aria-busy={busy}
      {...rest}
    >
      {busy ? busyText : children}
    </button>
  );
}

/** Member page frame: optional back link, the heading and the content. */
export function MemberShell({
  heading,
  back,
  wide = false,
  children,
}: {
  heading: string;
  back?: { to: string; label?: string };
  /** From md up, a 64rem page for two columns (the order page) instead of the phone column. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className={`mx-auto max-w-md px-4 pt-4 pb-12${wide ? ' md:max-w-5xl md:px-6' : ''}`}>
      {back && (
        <Link to={back.to} className="inline-flex min-h-11 items-center text-sm text-brand-dark underline">
          ‹ {back.label ?? t('member.back')}
        </Link>
      )}
      <h1 className="mt-1 mb-4 text-2xl font-bold">{heading}</h1>
      {children}
    </main>
  );
}

/** 「第 N 步，共 M 步」 above a step of a multi-step form (spec §4 Registration steps). */
export function StepLabel({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation();
  return <p className="mb-2 text-sm font-semibold text-brand-dark">{t('member.stepOf', { step, total })}</p>;
}

/**
 * A new password and its confirmation (spec §5), with autocomplete="new-password" for password managers.
 * `fresh`: labelled 新密碼 (changing a password) instead of 密碼 (registering).
 */
export function NewPasswordFields({
  fresh = false,
  password,
  confirmation,
  errors,
}: {
  fresh?: boolean;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; password_confirmation?: FieldError };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t(fresh ? 'member.newPassword' : 'member.password')}
        type="password"
        autoComplete="new-password"
        hint={t('member.passwordHint')}
        error={errors.password?.message}
        {...password}
      />
      <TextField
        label={t(fresh ? 'member.newPasswordConfirmation' : 'member.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...confirmation}
      />
    </>
  );
}
