/**
 * Registration (spec §2 /stores/register; spec §4 Registration steps): 1 phone → 傳送驗證碼, 2 the 6-digit
 * code (resend after the server's resend_after), 3 name, password and confirmation → POST /api/user with
 * the REGISTER verification_token. The step and phone live in the user store (numeric steps, spec §4).
 * Success: 「註冊成功」, then `redirect`, the store menu or /stores (spec §2).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { OtpPurpose, OtpStep } from '@iding/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useUser } from '../../../stores/user-store';
import { useRegister } from '../api/register';
import { FormAlert, MemberShell, NewPasswordFields, StepLabel, SubmitButton } from '../components/form-parts';
import { CodeStep, PhoneStep } from '../components/verify-steps';
import { useCompleteLogin } from '../hooks/use-session-actions';
import { knownStore, storeOrList } from '../utils/guards';
import { type ProfileValues, profileSchema } from '../utils/schemas';

/** /stores/register (spec §2, §4 Registration steps): phone → code → name and password. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirect');
  const step = useUser((s) => s.registerStep);
  const phone = useUser((s) => s.registerPhone);
  const setStep = useUser((s) => s.setRegisterStep);
  const [resendAfter, setResendAfter] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const identifier = knownStore();
  useDocumentTitle(t('member.register.title'), t('app.name'));

  // A reload loses the one-use verification token (never stored): start over from the phone.
  useEffect(() => {
    if ((step === OtpStep.THIRD && !token) || (step === OtpStep.SECOND && !phone)) setStep(OtpStep.FIRST);
  }, [step, token, phone, setStep]);

  const keep = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : '';
  return (
    <MemberShell heading={t('member.register.heading')} back={{ to: storeOrList(identifier) }}>
      <div className="card">
        <StepLabel step={step} total={3} />
        {step === OtpStep.FIRST && (
          <>
            <p className="mb-4 text-gray-700">{t('member.register.phoneStep')}</p>
            <PhoneStep
              purpose={OtpPurpose.REGISTER}
              identifier={identifier}
              defaultPhone={phone}
              onSent={(sentTo, answer) => {
                setResendAfter(answer.resend_after);
                setStep(OtpStep.SECOND, sentTo);
              }}
            />
          </>
        )}
        {step === OtpStep.SECOND && phone && (
          <CodeStep
            phone={phone}
            purpose={OtpPurpose.REGISTER}
            identifier={identifier}
            resendAfter={resendAfter}
            onChangePhone={() => setStep(OtpStep.FIRST)}
            onVerified={(answer) => {
              setToken(answer.verification_token ?? null);
              setStep(OtpStep.THIRD);
            }}
          />
        )}
        {step === OtpStep.THIRD && token && (
          <ProfileStep phone={phone} token={token} identifier={identifier} redirectTo={redirectTo} />
        )}
      </div>
      <p className="mt-6 text-center text-gray-700">
        {t('member.register.haveAccount')}{' '}
        <Link to={`${paths.login()}${keep}`} className="font-semibold text-brand-dark underline">
          {t('member.register.login')}
        </Link>
      </p>
    </MemberShell>
  );
}

function ProfileStep({
  phone,
  token,
  identifier,
  redirectTo,
}: {
  phone: string;
  token: string;
  identifier: string | null;
  redirectTo: string | null;
}) {
  const { t } = useTranslation();
  const register = useRegister();
  const complete = useCompleteLogin(redirectTo);
  const schema = useMemo(() => profileSchema(t), [t]);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', password: '', password_confirmation: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      { ...values, phone, verification_token: token, identifier },
      { onSuccess: (answer) => complete(answer, t('member.register.success')) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-gray-700">{t('member.register.profileStep')}</p>
      {/* Lets password managers file the new password under the phone number. */}
      <input type="hidden" autoComplete="username" value={phone} readOnly />
      <TextField
        label={t('member.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <NewPasswordFields
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={errors}
      />
      <FormAlert error={register.error} />
      <SubmitButton busy={register.isPending} busyText={t('member.register.submitting')}>
        {t('member.register.submit')}
      </SubmitButton>
    </form>
  );
}
