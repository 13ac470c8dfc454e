/**
 * Offline notice: while the browser reports no network (online/offline events) a pill floats above the
 * bottom bars, so nothing on the page is covered for long and the diner knows why loads fail.
 */

import { useOnline } from '../hooks/use-online';
import { useTranslation } from '../lib/i18n';

/** spec §4 "Offline state shown from browser online/offline events": a notice while offline. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    // The live region stays mounted so screen readers announce the change.
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 z-50 flex justify-center px-4"
      // Above the pages' bottom bars (cart button, submit order).
      style={{ bottom: 'calc(env(safe-area-inset-bottom) + 6rem)' }}
    >
      {!online && (
        <p className="flex items-center gap-2 rounded-full bg-gray-900/90 px-4 py-2 text-sm text-white shadow-lg">
          <svg
            viewBox="0 0 24 24"
            className="size-4 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden
          >
            <path
              d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"
              strokeLinecap="round"
            />
          </svg>
          {t('app.offline')}
        </p>
      )}
    </div>
  );
}
