/**
 * The "附近" prompt: a 顯示附近店家 button that asks for the diner's position only when tapped,
 * the locating state, and the zh-TW fallback when the position was refused or could not be found (the caller
 * then shows every store instead). Renders nothing once the position is known.
 */

import type { LocateStatus } from '../hooks/use-user-position';
import { useTranslation } from '../lib/i18n';

/** The 附近 prompt for a list (spec §3 userPosition); `onLocate` asks the browser for the position. */
export function NearbyPrompt({ status, onLocate }: { status: LocateStatus; onLocate: () => void }) {
  const { t } = useTranslation();
  if (status === 'located') return null;
  if (status === 'denied' || status === 'unavailable') {
    return (
      <div
        role="status"
        className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200 md:max-w-xl"
      >
        <p>{t(status === 'denied' ? 'stores.nearby.denied' : 'stores.nearby.unavailable')}</p>
        <button type="button" className="btn-secondary mt-3" onClick={onLocate}>
          {t('stores.nearby.retry')}
        </button>
      </div>
    );
  }
  const locating = status === 'locating';
  return (
    // At most a phone's width on a desktop: a full-width button across 1200 px reads as a banner.
    <div className="card md:max-w-xl">
      <p className="text-sm text-gray-700">{t('stores.nearby.hint')}</p>
      <button
        type="button"
        className="btn-primary mt-3 w-full"
        onClick={onLocate}
        disabled={locating}
        aria-busy={locating}
      >
        {locating ? t('stores.nearby.locating') : t('stores.nearby.ask')}
      </button>
      <p className="sr-only" role="status">
        {locating ? t('stores.nearby.locating') : ''}
      </p>
    </div>
  );
}
