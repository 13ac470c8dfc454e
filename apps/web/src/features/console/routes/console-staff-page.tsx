/**
 * /console/{sid}/staff (員工, docs/features.md "Staff and roles"): the store's owners add staff by phone or
 * e-mail with a role (負責人 / 店員), change roles, disable, enable and remove them, sign out all their devices,
 * and read the 異動紀錄. Adding an account without a password shows its one-time link (PasswordLinkBox) for the
 * owner to pass on; its holder sets their own password there (console-set-password-page.tsx). A staff role
 * sees no 員工 tab and, here, only that the page is the owners' (the API answers them 403 too). The add form
 * is checked with the API's own schema (ZAddStaffRequest, zh-TW messages) before it is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddStaffRequest,
  consolePaths,
  FIELD_LIMITS,
  STAFF_ACCOUNT_MAX,
  STAFF_ROLES,
  type StaffPasswordLink,
  ZAddStaffRequest,
} from '@iding/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useParams } from 'react-router';
import type { z } from 'zod';
import { SelectField, TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { addStoreStaff } from '../api/add-store-staff';
import { staffAuditKey } from '../api/get-staff-audit';
import { getStoreStaff, storeStaffKey } from '../api/get-store-staff';
import { ConsoleHeader } from '../components/console-header';
import { PasswordLinkBox } from '../components/password-link-box';
import { StaffAuditLog } from '../components/staff-audit-log';
import { StaffMembers } from '../components/staff-members';
import { isSignedOut, useConsoleMe } from '../hooks/use-console-me';

const EMPTY: z.input<typeof ZAddStaffRequest> = { account: '', role: 'staff', name: '' };

export function ConsoleStaffPage() {
  const { t } = useTranslation();
  const { sid = '' } = useParams();
  const { me, store } = useConsoleMe(sid);
  const isOwner = store?.role === 'owner';
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: storeStaffKey(sid),
    queryFn: ({ signal }) => getStoreStaff(sid, signal),
    enabled: isOwner,
    retry: false,
  });
  const { register, handleSubmit, reset, formState } = useForm<
    z.input<typeof ZAddStaffRequest>,
    unknown,
    AddStaffRequest
  >({ resolver: zodResolver(ZAddStaffRequest), defaultValues: EMPTY });
  const errors = formState.errors;
  const [error, setError] = useState('');
  const [joined, setJoined] = useState('');
  const [link, setLink] = useState<{ account: string; link: StaffPasswordLink } | null>(null);
  useDocumentTitle(t('console.nav.staff'), store?.name, t('console.title'));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: storeStaffKey(sid) }),
      queryClient.invalidateQueries({ queryKey: staffAuditKey(sid) }),
    ]);
  const onSubmit = handleSubmit(async (body) => {
    setError('');
    setJoined('');
    setLink(null);
    try {
      const added = await addStoreStaff(sid, { ...body, name: body.name || undefined });
      if (added.password_link) setLink({ account: added.member.account, link: added.password_link });
      else setJoined(t('console.staff.add.joined', { account: added.member.account }));
      reset(EMPTY);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      await refresh();
    }
  });
  const busy = formState.isSubmitting;

  if (isSignedOut(me.error)) return <Navigate to={consolePaths.login()} replace />;

  return (
    <main className="min-h-dvh bg-gray-100 px-4 py-3">
      <ConsoleHeader
        sid={sid}
        me={me.data}
        heading={t('console.staff.heading', { store: store?.name ?? sid })}
      />
      {store && !isOwner ? (
        <p role="alert" className="card font-semibold">
          {t('console.staff.ownerOnly')}
        </p>
      ) : (
        <div className="flex max-w-4xl flex-col gap-4">
          <p className="text-gray-800">{t('console.staff.hint')}</p>
          <form
            onSubmit={onSubmit}
            noValidate
            className="card grid gap-4 md:grid-cols-[2fr_2fr_1fr_auto] md:items-start"
            aria-labelledby="staff-add-heading"
          >
            <h2 id="staff-add-heading" className="text-lg font-bold md:col-span-4">
              {t('console.staff.add.heading')}
            </h2>
            <TextField
              label={t('console.staff.add.account')}
              hint={t('console.staff.add.accountHint')}
              autoComplete="off"
              placeholder="0912345678"
              maxLength={STAFF_ACCOUNT_MAX}
              error={errors.account?.message}
              {...register('account')}
            />
            <TextField
              label={t('console.staff.add.name')}
              hint={t('console.staff.add.nameHint')}
              autoComplete="off"
              maxLength={FIELD_LIMITS.name}
              error={errors.name?.message}
              {...register('name')}
            />
            <SelectField
              label={t('console.staff.add.role')}
              options={STAFF_ROLES.map((r) => ({ value: r, label: t(`console.staff.roles.${r}`) }))}
              error={errors.role?.message}
              {...register('role')}
            />
            <button type="submit" className="btn-primary md:mt-7" disabled={busy || !isOwner}>
              {busy ? t('console.staff.add.submitting') : t('console.staff.add.submit')}
            </button>
            {error && (
              <p role="alert" className="text-sm text-red-700 md:col-span-4">
                {error}
              </p>
            )}
          </form>
          <p role="status" className="font-semibold text-green-800 empty:hidden">
            {joined}
          </p>
          {link && <PasswordLinkBox account={link.account} link={link.link} onClose={() => setLink(null)} />}
          {staff.error && (
            <p role="alert" className="card text-red-800">
              {toApiError(staff.error).message}
            </p>
          )}
          {staff.isPending && isOwner && <p className="text-gray-700">{t('console.staff.list.loading')}</p>}
          {staff.data && (
            <StaffMembers
              sid={sid}
              staff={staff.data.staff}
              onLink={(member, made) => setLink({ account: member.account, link: made })}
            />
          )}
          {isOwner && <StaffAuditLog sid={sid} />}
        </div>
      )}
    </main>
  );
}
