/**
 * Update phone (spec §2 /stores/member/update-phone; spec §4 Registration steps): the new phone gets an
 * UPDATE_PHONE code; a right code saves it at once, resets to the first step, says 「手機已更新」 and goes to
 * /stores/member/infos (spec §2).
 */
import { OtpPurpose, OtpStep } from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMember } from '../../../api/get-user';
import { userKeys } from '../../../api/query-keys';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useGlobal } from '../../../stores/global-store';
import { MemberShell, StepLabel } from '../components/form-parts';
import { CodeStep, PhoneStep } from '../components/verify-steps';

/** /stores/member/update-phone (spec §2, §4): new phone → code → saved, back to member infos. */
export function UpdatePhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const identifier = useGlobal((s) => s.identifier);
  const member = useMember(identifier);
  const [step, setStep] = useState<OtpStep>(OtpStep.FIRST);
  const [phone, setPhone] = useState('');
  const [resendAfter, setResendAfter] = useState(0);
  useDocumentTitle(t('member.updatePhone.title'), t('app.name'));

  return (
    <MemberShell heading={t('member.updatePhone.heading')} back={{ to: paths.memberInfos() }}>
      <div className="card">
        <StepLabel step={step} total={2} />
        {member.data && (
          <p className="mb-4 text-gray-700">
            {t('member.updatePhone.current', { phone: member.data.phone })}
          </p>
        )}
        {step === OtpStep.FIRST ? (
          <PhoneStep
            purpose={OtpPurpose.UPDATE_PHONE}
            identifier={identifier}
            defaultPhone={phone}
            label={t('member.updatePhone.newPhone')}
            onSent={(sentTo, answer) => {
              setPhone(sentTo);
              setResendAfter(answer.resend_after);
              setStep(OtpStep.SECOND);
            }}
          />
        ) : (
          <CodeStep
            phone={phone}
            purpose={OtpPurpose.UPDATE_PHONE}
            identifier={identifier}
            resendAfter={resendAfter}
            onChangePhone={() => setStep(OtpStep.FIRST)}
            onVerified={() => {
              setStep(OtpStep.FIRST);
              void queryClient.invalidateQueries({ queryKey: userKeys.me() });
              notify.success(t('member.updatePhone.success'));
              void navigate(paths.memberInfos(), { replace: true });
            }}
          />
        )}
      </div>
    </MemberShell>
  );
}
