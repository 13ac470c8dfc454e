/**
 * The two code steps shared by registration, forgot password, phone update and account deletion (spec §4
 * Registration steps): PhoneStep sends the code (POST verify; first → second step), CodeStep checks it
 * (POST check_verify) and offers a resend once the server's resend_after has passed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { CheckVerifyResponse, OtpPurpose } from '@iding/domain';
import { OTP_RULES } from '@iding/domain';
import { useEffect, useMemo, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCheckVerify } from '../api/check-verify';
import { useSendVerifyCode, type VerifyAnswer } from '../api/send-verify-code';
import { type CodeValues, codeSchema, type PhoneValues, phoneSchema } from '../utils/schemas';
import { FormAlert, SubmitButton } from './form-parts';

/** Step 1: the phone, then POST verify with `purpose` (see the file comment). */
export function PhoneStep({
  purpose,
  identifier,
  defaultPhone = '',
  label,
  onSent,
}: {
  purpose: OtpPurpose;
  identifier?: string | null;
  defaultPhone?: string;
  label?: string;
  onSent(phone: string, answer: VerifyAnswer): void;
}) {
  const { t } = useTranslation();
  const send = useSendVerifyCode();
  const schema = useMemo(() => phoneSchema(t), [t]);
  const form = useForm<PhoneValues>({
    resolver: zodResolver(schema),
    defaultValues: { phone: defaultPhone },
  });
  const onSubmit = form.handleSubmit(({ phone }) =>
    send.mutate(
      { phone, purpose, identifier },
      {
        onSuccess: (answer) => {
          notify.success(t('member.codeSent'), { duration: 2000 });
          onSent(phone, answer);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={label ?? t('member.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('member.phonePlaceholder')}
        error={form.formState.errors.phone?.message}
        {...form.register('phone')}
      />
      <FormAlert error={send.error} />
      <SubmitButton busy={send.isPending} busyText={t('member.sending')}>
        {t('member.sendCode')}
      </SubmitButton>
    </form>
  );
}

/** Seconds left until `until` (epoch ms), ticking every second; 0 when passed (also for 查詢訂單's resend). */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Step 2: the 6-digit code, POST check_verify, and a resend after resend_after seconds. */
export function CodeStep({
  phone,
  purpose,
  identifier,
  resendAfter,
  onVerified,
  onChangePhone,
}: {
  phone: string;
  purpose: OtpPurpose;
  identifier?: string | null;
  /** Seconds until another code may be sent (verify's resend_after). */
  resendAfter: number;
  onVerified(answer: CheckVerifyResponse): void;
  onChangePhone?: () => void;
}) {
  const { t } = useTranslation();
  const check = useCheckVerify();
  const resend = useSendVerifyCode();
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfter * 1000);
  const secondsLeft = useSecondsLeft(resendAt);
  const schema = useMemo(() => codeSchema(t), [t]);
  const form = useForm<CodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(({ code }) =>
    check.mutate({ phone, code, purpose, identifier }, { onSuccess: onVerified }),
  );
  const onResend = () =>
    resend.mutate(
      { phone, purpose, identifier },
      {
        onSuccess: (answer) => {
          check.reset();
          form.reset({ code: '' });
          setResendAt(Date.now() + answer.resend_after * 1000);
          notify.success(t('member.codeSent'), { duration: 2000 });
        },
      },
    );

  return (
    <CodeFields
      form={form}
      onSubmit={onSubmit}
      phone={phone}
      error={check.error ?? resend.error}
      checking={check.isPending}
      submitText={t('member.verify')}
      secondsLeft={secondsLeft}
      resending={resend.isPending}
      onResend={onResend}
      onChangePhone={onChangePhone}
    />
  );
}

/**
 * The code step's fields, shared by registration / password reset (CodeStep) and 查詢訂單: the 6-digit code
 * (OTP_RULES.length, one-time-code autofill), the error, the submit, a resend once `secondsLeft` reaches 0
 * and, when given, 更換手機號碼.
 */
export function CodeFields({
  form,
  onSubmit,
  phone,
  error,
  checking,
  submitText,
  secondsLeft,
  resending,
  onResend,
  onChangePhone,
}: {
  form: UseFormReturn<CodeValues>;
  onSubmit(event?: React.BaseSyntheticEvent): void;
  phone: string;
  error: unknown;
  checking: boolean;
  submitText: string;
  secondsLeft: number;
  resending: boolean;
  onResend(): void;
  onChangePhone?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('member.code')}
        hint={t('member.codeHint', { phone })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_RULES.length}
        pattern="[0-9]*"
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <FormAlert error={error} />
      <SubmitButton busy={checking} busyText={t('member.verifying')}>
        {submitText}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={onResend}
          disabled={secondsLeft > 0 || resending}
          aria-busy={resending}
        >
          {secondsLeft > 0 ? t('member.resendIn', { seconds: secondsLeft }) : t('member.resend')}
        </button>
        {onChangePhone && (
          <button
            type="button"
            className="min-h-11 text-sm text-brand-dark underline"
            onClick={onChangePhone}
          >
            {t('member.changePhone')}
          </button>
        )}
      </div>
    </form>
  );
}
