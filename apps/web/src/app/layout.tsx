/**
 * Page layout (spec §2): progress bar, the page with an out-in fade between routes, and the top snackbar
 * with a close button.
 */
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { ProgressBar } from './progress-bar';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <ProgressBar />
      <Toaster
        position="top-center"
        closeButton
        richColors
        duration={4000}
        containerAriaLabel={t('app.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('app.closeNotification'), className: 'font-sans' }}
      />
      {/* Keyed by path: the old page leaves at once and the new one fades in (cheap out-in). */}
      <div key={pathname} className="page-enter min-h-dvh">
        <Outlet />
      </div>
      <ScrollRestoration />
    </>
  );
}
