/**
 * 員工名單 of the 員工 page (docs/features.md "Staff and roles"): each member with their account, role (a
 * select), state (啟用中 / 已停用, 尚未設定密碼) and the owner's actions: 停用 / 啟用, 登出所有裝置 (a lost
 * tablet), 移除 and, for a member who has no password yet, a new one-time link. Disabling, signing out and
 * removing ask first. The owner's own row has no actions (another owner changes them); the API's refusals (the
 * store's last owner, …) show as they are.
 */
import { STAFF_ROLES, type StaffPasswordLink, type StaffRole, type StoreStaffMember } from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { staffAuditKey } from '../api/get-staff-audit';
import { storeStaffKey } from '../api/get-store-staff';
import { issuePasswordLink } from '../api/issue-password-link';
import { removeStoreStaff } from '../api/remove-store-staff';
import { setStaffDisabled } from '../api/set-staff-disabled';
import { setStaffRole } from '../api/set-staff-role';
import { signOutStaff } from '../api/sign-out-staff';

/** The changes that ask first, and the strings of their dialog. */
const CONFIRM = {
  disable: {
    title: 'console.staff.confirm.disableTitle',
    text: 'console.staff.confirm.disableText',
    action: 'console.staff.confirm.disable',
    busy: 'console.staff.confirm.disabling',
  },
  remove: {
    title: 'console.staff.confirm.removeTitle',
    text: 'console.staff.confirm.removeText',
    action: 'console.staff.confirm.remove',
    busy: 'console.staff.confirm.removing',
  },
  signOut: {
    title: 'console.staff.confirm.signOutTitle',
    text: 'console.staff.confirm.signOutText',
    action: 'console.staff.confirm.signOut',
    busy: 'console.staff.confirm.signingOut',
  },
} as const;
type Confirmed = { kind: keyof typeof CONFIRM; member: StoreStaffMember };

type Change =
  | { kind: 'role'; member: StoreStaffMember; role: StaffRole }
  | { kind: 'disable' | 'enable' | 'remove' | 'signOut' | 'link'; member: StoreStaffMember };

export function StaffMembers({
  sid,
  staff,
  onLink,
}: {
  sid: string;
  staff: StoreStaffMember[];
  /** A new one-time link was made for `member`: the page shows it. */
  onLink: (member: StoreStaffMember, link: StaffPasswordLink) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<Confirmed | null>(null);
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: async (c: Change) => {
      const id = c.member.id;
      switch (c.kind) {
        case 'role':
          return setStaffRole(sid, id, c.role);
        case 'disable':
        case 'enable':
          return setStaffDisabled(sid, id, c.kind === 'disable');
        case 'remove':
          return removeStoreStaff(sid, id);
        case 'signOut': {
          const { signed_out } = await signOutStaff(sid, id);
          setDone(t('console.staff.list.signedOut', { name: c.member.name, count: String(signed_out) }));
          return;
        }
        case 'link':
          onLink(c.member, await issuePasswordLink(sid, id));
          return;
      }
    },
    onMutate: () => setDone(''),
    onSettled: async () => {
      setConfirm(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeStaffKey(sid) }),
        queryClient.invalidateQueries({ queryKey: staffAuditKey(sid) }),
      ]);
    },
  });
  const texts = confirm ? CONFIRM[confirm.kind] : null;
  const name = confirm?.member.name ?? '';

  return (
    <section className="card" aria-labelledby="staff-list-heading">
      <h2 id="staff-list-heading" className="mb-2 text-lg font-bold">
        {t('console.staff.list.heading')}
      </h2>
      {staff.length === 0 && <p className="text-gray-700">{t('console.staff.list.empty')}</p>}
      <ul className="divide-y divide-gray-100">
        {staff.map((m) => (
          <li
            key={m.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
            data-testid="staff-member"
          >
            <div className="min-w-48 flex-1">
              <p className="font-semibold break-all">
                {m.name}
                {m.is_self && (
                  <span className="font-normal text-gray-700"> {t('console.staff.list.you')}</span>
                )}
              </p>
              <p className="text-sm break-all text-gray-700">{m.account}</p>
              <p className="mt-1 flex flex-wrap gap-1 text-xs font-semibold">
                <span
                  className={`rounded-full px-2 py-0.5 ${m.disabled ? 'bg-gray-200 text-gray-800' : 'bg-green-100 text-green-900'}`}
                >
                  {m.disabled ? t('console.staff.list.disabled') : t('console.staff.list.active')}
                </span>
                {!m.has_password && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
                    {t('console.staff.list.noPassword')}
                  </span>
                )}
              </p>
            </div>
            <label className="text-sm">
              <span className="sr-only">{t('console.staff.list.roleOf', { name: m.name })}</span>
              <select
                className="field w-auto disabled:bg-gray-100 disabled:text-gray-600"
                value={m.role}
                disabled={m.is_self || change.isPending}
                onChange={(e) =>
                  change.mutate({ kind: 'role', member: m, role: e.currentTarget.value as StaffRole })
                }
              >
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`console.staff.roles.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            {!m.is_self && (
              <div className="flex flex-wrap gap-2">
                {!m.has_password && (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: 'link', member: m })}
                  >
                    {t('console.staff.list.newLink')}
                  </button>
                )}
                {m.disabled ? (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ kind: 'enable', member: m })}
                  >
                    {t('console.staff.list.enable')}
                  </button>
                ) : (
                  <>
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={change.isPending}
                      onClick={() => setConfirm({ kind: 'signOut', member: m })}
                    >
                      {t('console.staff.list.signOut')}
                    </button>
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={change.isPending}
                      onClick={() => setConfirm({ kind: 'disable', member: m })}
                    >
                      {t('console.staff.list.disable')}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="btn-secondary text-red-800"
                  disabled={change.isPending}
                  onClick={() => setConfirm({ kind: 'remove', member: m })}
                >
                  {t('console.staff.list.remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-700">{t('console.staff.list.selfHint')}</p>
      <p role="status" className="mt-1 font-semibold text-green-800">
        {done}
      </p>
      {change.error && (
        <p role="alert" className="mt-1 rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(change.error).message}
        </p>
      )}
      <ConfirmDialog
        open={texts !== null}
        title={texts ? t(texts.title, { name }) : ''}
        text={texts ? t(texts.text, { name }) : ''}
        keepLabel={t('console.staff.confirm.keep')}
        confirmLabel={texts ? t(texts.action) : ''}
        busyLabel={texts ? t(texts.busy) : ''}
        busy={change.isPending}
        danger
        onConfirm={() => confirm && change.mutate(confirm)}
        onClose={() => setConfirm(null)}
      />
    </section>
  );
}
