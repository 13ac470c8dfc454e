/**
 * The top snackbar with a close button (spec §2 layout): sonner imported and mounted with the first message
 * (lib/notify.ts).
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n';
import { isToasterWanted, loadSonner, subscribeToasterWanted, toasterIsMounted } from '../lib/notify';

const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: SonnerToaster }) => ({
    default: function MountedToaster(props: React.ComponentProps<typeof SonnerToaster>) {
      useEffect(toasterIsMounted, []);
      return <SonnerToaster {...props} />;
    },
  })),
);

/**
 * Sonner puts its 20 px × on the toast's top-left corner, pushed a third outside it (`transform`). Ours sits
 * inside the top-right corner, 32 px to tap, with room kept for it on the right of the text.
 * `!`: sonner's own rules are more specific than a class.
 */
const CLOSE_BUTTON = 'left-auto! right-2! top-2! size-8! transform-none!';
const TOAST = 'font-sans pr-12!';

/** spec §2 top snackbar with a close button (sonner, mounted with the first message: lib/notify.ts). */
export function Snackbar() {
  const { t } = useTranslation();
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        // zh-TW is left-to-right; without dir, sonner asks getComputedStyle for the page's direction on
        // mount, a forced style recalculation of the whole page (about 20 ms on the store list).
        dir="ltr"
        position="top-center"
        closeButton
        richColors
        duration={4000}
        containerAriaLabel={t('app.notifications')}
        toastOptions={{
          closeButtonAriaLabel: t('app.closeNotification'),
          className: TOAST,
          classNames: { closeButton: CLOSE_BUTTON },
        }}
      />
    </Suspense>
  );
}
