/**
 * Forgot password (spec §2 /stores/forget_password; spec §4 Registration steps): 1 phone → code
 * (FORGET_PASSWORD), 2 the code → check_verify starts a 15-minute password_reset session (ADR 008;
 * "moves to third step and stores auth"), 3 new password → update_password in that session. The reset
 * ends every session, so the member is then logged in with the new password and sent on like a login.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { OtpPurpose, OtpStep } from '@iding/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { login } from '../api/login';
import { updatePassword } from '../api/update-password';
import { FormAlert, MemberShell, NewPasswordFields, StepLabel, SubmitButton } from '../components/form-parts';
import { CodeStep, PhoneStep } from '../components/verify-steps';
import { useCompleteLogin } from '../hooks/use-session-actions';
import { knownStore } from '../utils/guards';
import { type NewPasswordValues, newPasswordSchema } from '../utils/schemas';

/** /stores/forget_password (spec §2, §4 Registration steps): phone → code → new password, then logged in. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirect');
  const [step, setStep] = useState<OtpStep>(OtpStep.FIRST);
  const [phone, setPhone] = useState('');
  const [resendAfter, setResendAfter] = useState(0);
  const identifier = knownStore();
  useDocumentTitle(t('member.forgot.title'), t('app.name'));

  return (
    <MemberShell heading={t('member.forgot.heading')} back={{ to: paths.login() }}>
      <div className="card">
        <StepLabel step={step} total={3} />
        {step === OtpStep.FIRST && (
          <>
            <p className="mb-4 text-gray-700">{t('member.forgot.phoneStep')}</p>
            <PhoneStep
              purpose={OtpPurpose.FORGET_PASSWORD}
              identifier={identifier}
              defaultPhone={phone}
              onSent={(sentTo, answer) => {
                setPhone(sentTo);
                setResendAfter(answer.resend_after);
                setStep(OtpStep.SECOND);
              }}
            />
          </>
        )}
        {step === OtpStep.SECOND && (
          <CodeStep
            phone={phone}
            purpose={OtpPurpose.FORGET_PASSWORD}
            identifier={identifier}
            resendAfter={resendAfter}
            onChangePhone={() => setStep(OtpStep.FIRST)}
            onVerified={() => setStep(OtpStep.THIRD)}
          />
        )}
        {step === OtpStep.THIRD && (
          <NewPasswordStep phone={phone} identifier={identifier} redirectTo={redirectTo} />
        )}
      </div>
    </MemberShell>
  );
}

function NewPasswordStep({
  phone,
  identifier,
  redirectTo,
}: {
  phone: string;
  identifier: string | null;
  redirectTo: string | null;
}) {
  const { t } = useTranslation();
  const complete = useCompleteLogin(redirectTo);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async ({ password, password_confirmation }) => {
    setBusy(true);
    setError(null);
    try {
      await updatePassword({ password, password_confirmation });
      const answer = await login({ phone, password, identifier });
      complete(answer, t('member.forgot.success'));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-gray-700">{t('member.forgot.passwordStep')}</p>
      <input type="hidden" autoComplete="username" value={phone} readOnly />
      <NewPasswordFields
        fresh
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={errors}
      />
      <FormAlert error={error} />
      <SubmitButton busy={busy} busyText={t('member.saving')}>
        {t('member.forgot.submit')}
      </SubmitButton>
    </form>
  );
}
