/**
 * The top snackbar with a close button (spec §2 layout), loaded after the first render (lib/notify.ts).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n';
import { loadSonner, toasterIsMounted } from '../lib/notify';

const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster(props: React.ComponentProps<typeof SonnerToaster>) {
      useEffect(toasterIsMounted, []);
      return <SonnerToaster {...props} />;
    },
  })),
);

/** spec §2 top snackbar with a close button (sonner, loaded after the first render). */
export function Snackbar() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        closeButton
        richColors
        duration={4000}
        containerAriaLabel={t('app.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('app.closeNotification'), className: 'font-sans' }}
      />
    </Suspense>
  );
}
