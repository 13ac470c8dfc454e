/**
 * Member infos (spec §2 /stores/member/infos): the profile with links to the update screens, and 刪除帳號:
 * a DELETE_ACCOUNT code to the member's own phone → the code → a last confirmation → DELETE /api/user →
 * 「帳號已刪除」, local logout, and the store menu if a store is known, else /stores (spec §2).
 */
import { OtpPurpose, type User } from '@iding/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMember } from '../../../api/get-user';
import { userKeys } from '../../../api/query-keys';
import { PageError, PageLoading } from '../../../components/page-status';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useGlobal } from '../../../stores/global-store';
import { useDeleteUser } from '../api/delete-user';
import { useSendVerifyCode } from '../api/send-verify-code';
import { useUpdateUser } from '../api/update-user';
import { FormAlert, MemberShell } from '../components/form-parts';
import { CodeStep } from '../components/verify-steps';
import { storeOrList } from '../utils/guards';
import { clearUserLocally } from '../utils/local-logout';

function Row({ label, value, edit }: { label: string; value: ReactNode; edit?: string }) {
  const { t } = useTranslation();
  return (
    // dt and dd are direct children of the row (a <div> straight inside <dl>), as HTML's definition lists
    // require; the edit link sits in the dd, floated right by the grid.
    <div className="grid min-h-12 grid-cols-[1fr_auto] items-center gap-x-3 px-4 py-3">
      <dt className="col-start-1 text-sm text-gray-600">{label}</dt>
      <dd className="col-start-1 min-w-0 break-words">{value}</dd>
      {edit && (
        <dd className="col-start-2 row-span-2 row-start-1">
          <Link to={edit} className="btn-secondary shrink-0" aria-label={`${t('member.infos.edit')}${label}`}>
            {t('member.infos.edit')}
          </Link>
        </dd>
      )}
    </div>
  );
}

/** /stores/member/infos (spec §2): the profile and account deletion by DELETE_ACCOUNT code. */
export function MemberInfos() {
  const { t } = useTranslation();
  const identifier = useGlobal((s) => s.identifier);
  const member = useMember(identifier);
  useDocumentTitle(t('member.infos.title'), t('app.name'));
  if (member.isError) {
    return (
      <PageError text={t('member.home.loadFailed')} error={member.error} onRetry={() => member.refetch()} />
    );
  }
  if (!member.data) return <PageLoading />;
  const user = member.data;
  const none = <span className="text-gray-500">{t('member.infos.none')}</span>;
  const a = user.address;
  const address = [a.city, a.district, a.address, a.floor].filter(Boolean).join(' ');

  return (
    <MemberShell heading={t('member.infos.heading')} back={{ to: paths.member() }}>
      <dl className="card divide-y divide-gray-100 p-0">
        <Row label={t('member.infos.name')} value={user.name} />
        <Row label={t('member.infos.phone')} value={user.phone} edit={paths.updatePhone()} />
        <Row label={t('member.infos.email')} value={user.email || none} />
        <Row label={t('member.infos.address')} value={address || none} edit={paths.updateAddress()} />
        <Row label={t('member.infos.birthday')} value={<Birthday user={user} identifier={identifier} />} />
      </dl>
      <DeleteAccount user={user} identifier={identifier} />
    </MemberShell>
  );
}

/**
 * The birthday: shown once set (it cannot change: BIRTHDAY coupons apply in its month), else a date field to
 * set it once (PATCH /api/user birthday).
 */
function Birthday({ user, identifier }: { user: User; identifier: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateUser(identifier);
  const [value, setValue] = useState('');
  if (user.birthday) {
    return (
      <span>
        {user.birthday}
        <span className="ml-2 text-sm text-gray-600">{t('member.infos.birthdayLocked')}</span>
      </span>
    );
  }
  return (
    <form
      className="mt-1 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!value) return;
        update.mutate(
          { birthday: value },
          { onSuccess: () => notify.success(t('member.infos.birthdaySaved'), { duration: 2000 }) },
        );
      }}
    >
      <p className="text-sm text-gray-600" id="birthday-hint">
        {t('member.infos.birthdayHint')}
      </p>
      <div className="flex gap-2">
        <input
          type="date"
          className="field mt-0 min-w-0 flex-1"
          aria-label={t('member.infos.birthday')}
          aria-describedby="birthday-hint"
          min="1900-01-01"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn-secondary shrink-0" disabled={!value || update.isPending}>
          {update.isPending ? t('member.infos.birthdaySaving') : t('member.infos.birthdaySave')}
        </button>
      </div>
      <FormAlert error={update.error} />
    </form>
  );
}

type DeleteStage =
  | { stage: 'idle' }
  | { stage: 'code'; resendAfter: number }
  | { stage: 'confirm'; token: string };

function DeleteAccount({ user, identifier }: { user: User; identifier: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useSendVerifyCode();
  const remove = useDeleteUser();
  const [state, setState] = useState<DeleteStage>({ stage: 'idle' });

  const sendCode = () =>
    send.mutate(
      { phone: user.phone, purpose: OtpPurpose.DELETE_ACCOUNT, identifier },
      {
        onSuccess: (answer) => {
          notify.success(t('member.codeSent'), { duration: 2000 });
          setState({ stage: 'code', resendAfter: answer.resend_after });
        },
      },
    );
  const confirm = (token: string) =>
    remove.mutate(token, {
      onSuccess: async () => {
        // spec §2: to the store menu if a store is known, else /stores; forget the member once there.
        await navigate(storeOrList(), { replace: true });
        clearUserLocally();
        queryClient.removeQueries({ queryKey: userKeys.all() });
        notify.success(t('member.infos.deleted'));
      },
    });

  return (
    <section aria-labelledby="delete-account-h" className="card mt-8 ring-red-200">
      <h2 id="delete-account-h" className="section-title text-red-800">
        {t('member.infos.deleteAccount')}
      </h2>
      <p className="mt-2 text-sm text-gray-700">{t('member.infos.deleteHint', { phone: user.phone })}</p>
      <div className="mt-4">
        {state.stage === 'idle' && (
          <div className="flex flex-col gap-3">
            <FormAlert error={send.error} />
            <button
              type="button"
              className="btn-secondary w-full border-red-300 text-red-800"
              onClick={sendCode}
              disabled={send.isPending}
              aria-busy={send.isPending}
            >
              {send.isPending ? t('member.sending') : t('member.sendCode')}
            </button>
          </div>
        )}
        {state.stage === 'code' && (
          <CodeStep
            phone={user.phone}
            purpose={OtpPurpose.DELETE_ACCOUNT}
            identifier={identifier}
            resendAfter={state.resendAfter}
            onVerified={(answer) => setState({ stage: 'confirm', token: answer.verification_token ?? '' })}
          />
        )}
        {state.stage === 'confirm' && (
          <div className="flex flex-col gap-3">
            <p className="font-semibold text-red-800">{t('member.infos.deleteConfirm')}</p>
            <FormAlert error={remove.error} />
            <button
              type="button"
              className="btn-primary w-full bg-red-700 hover:bg-red-800"
              onClick={() => confirm(state.token)}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending ? t('member.infos.deleting') : t('member.infos.deleteSubmit')}
            </button>
            <button
              type="button"
              className="btn-secondary w-full"
              onClick={() => setState({ stage: 'idle' })}
            >
              {t('member.infos.cancel')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
