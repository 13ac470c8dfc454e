/**
 * The console's header: the screen's heading, the store switcher (for staff of several stores),
 * the 訂單 / 預約 / 品項供應 / 今日營業 / 報表 / 優惠券 / 桌位 / 儲值 / 店家設定 tabs and, for owners, 員工, the online-ordering switch (owners; spec §3
 * can_order: pausing asks first, and a banner says so on every console page while paused), 登出, the warning
 * about wrong passwords for the account (login_alert), and the API's refusal when the switch could not be
 * changed (e.g. 403 for another store's staff).
 */
import {
  consolePaths,
  couponConsolePaths,
  reportPaths,
  type StaffMeResponse,
  storeDayPaths,
} from '@iding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { consoleKeys } from '../../../api/query-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { logoutStaff, setCanOrder } from '../api/console-api';
import { LoginAlertBanner } from './login-alert-banner';

export function ConsoleHeader({
  sid,
  me,
  heading,
  children,
}: {
  sid: string;
  me: StaffMeResponse | undefined;
  heading: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = me?.stores.find((s) => s.identifier === sid);
  const toggle = useMutation({
    mutationFn: (open: boolean) => setCanOrder(sid, open),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.me() }),
  });
  const [confirmPause, setConfirmPause] = useState(false);
  const tab = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded-full px-3 py-1.5 font-semibold ${isActive ? 'bg-brand-dark text-white' : 'text-gray-800 ring-1 ring-gray-300'}`;

  return (
    <header className="mb-3 flex flex-wrap items-center gap-3">
      <h1 className="text-xl font-bold">{heading}</h1>
      {me && me.stores.length > 1 && (
        <label className="text-sm">
          {t('console.board.switchStore')}{' '}
          <select
            className="rounded border border-gray-300 bg-white px-2 py-1"
            // A store that is not theirs (its pages answer 403) shows as no choice, so each of theirs is one.
            value={store ? sid : ''}
            onChange={(e) => navigate(consolePaths.orders(e.currentTarget.value))}
          >
            {!store && (
              <option value="" disabled>
                {t('console.board.switchStore')}
              </option>
            )}
            {me.stores.map((s) => (
              <option key={s.identifier} value={s.identifier}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* Its own row on a phone, wrapping whole tabs (at 390 px six tabs do not fit one line); beside the
          heading from lg. */}
      <nav aria-label={t('console.title')} className="flex w-full flex-wrap gap-2 lg:w-auto">
        <NavLink to={consolePaths.orders(sid)} className={tab}>
          {t('console.nav.orders')}
        </NavLink>
        <NavLink to={consolePaths.scheduled(sid)} className={tab}>
          {t('console.nav.scheduled')}
        </NavLink>
        <NavLink to={consolePaths.menu(sid)} className={tab}>
          {t('console.nav.menu')}
        </NavLink>
        <NavLink to={storeDayPaths.today(sid)} className={tab}>
          {t('console.nav.today')}
        </NavLink>
        <NavLink to={reportPaths.page(sid)} className={tab}>
          {t('console.nav.reports')}
        </NavLink>
        <NavLink to={couponConsolePaths.page(sid)} className={tab}>
          {t('console.nav.coupons')}
        </NavLink>
        <NavLink to={storeDayPaths.tables(sid)} className={tab}>
          {t('console.nav.tables')}
        </NavLink>
        <NavLink to={consolePaths.storeCredit(sid)} className={tab}>
          {t('console.nav.storeCredit')}
        </NavLink>
        <NavLink to={consolePaths.settings(sid)} className={tab}>
          {t('console.nav.settings')}
        </NavLink>
        {/* 員工 is the owners' page (docs/features.md "Staff and roles"): a staff role never sees the tab. */}
        {store?.role === 'owner' && (
          <NavLink to={consolePaths.staff(sid)} className={tab}>
            {t('console.nav.staff')}
          </NavLink>
        )}
      </nav>
      {children}
      {store && (
        <label className="ml-auto flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={store.can_order}
            disabled={store.role !== 'owner' || toggle.isPending}
            title={store.role !== 'owner' ? t('console.canOrder.ownerOnly') : undefined}
            // Reopening is harmless; pausing turns diners away, so it asks first.
            onChange={(e) => (e.currentTarget.checked ? toggle.mutate(true) : setConfirmPause(true))}
          />
          {store.can_order ? t('console.canOrder.open') : t('console.canOrder.closed')}
        </label>
      )}
      <button
        type="button"
        className={`btn-secondary ${store ? '' : 'ml-auto'}`}
        onClick={async () => {
          await logoutStaff().catch(() => {});
          queryClient.removeQueries({ queryKey: ['console'] });
          navigate(consolePaths.login(), { replace: true });
        }}
      >
        {t('console.logout')}
      </button>
      <ConfirmDialog
        open={confirmPause}
        title={t('console.canOrder.confirmTitle')}
        text={t('console.canOrder.confirmText')}
        keepLabel={t('console.canOrder.keep')}
        confirmLabel={t('console.canOrder.pause')}
        busyLabel={t('console.canOrder.pausing')}
        busy={toggle.isPending}
        danger
        onConfirm={() => toggle.mutate(false, { onSettled: () => setConfirmPause(false) })}
        onClose={() => setConfirmPause(false)}
      />
      {store && !store.can_order && (
        <p
          role="status"
          className="w-full rounded-lg bg-amber-100 px-3 py-2 font-semibold text-amber-950"
          data-testid="paused-banner"
        >
          {t('console.canOrder.pausedBanner')}
        </p>
      )}
      <LoginAlertBanner alert={me?.login_alert} />
      {toggle.error && (
        <p role="alert" className="w-full rounded bg-red-50 px-3 py-2 text-red-800">
          {toApiError(toggle.error).message}
        </p>
      )}
    </header>
  );
}
