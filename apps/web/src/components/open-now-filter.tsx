/**
 * 只看營業中 (issue #11 §3): a pressed-state toggle a store list uses to hide the stores closed now (spec §3
 * is_closed). Shared by /stores and a brand's store list; the list keeps the choice in its URL (?open=1).
 */
import clsx from 'clsx';
import { useTranslation } from '../lib/i18n';

/** The toggle; `on` = only open stores are shown. */
export function OpenNowFilter({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={clsx(
        'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark',
        on ? 'border-emerald-700 bg-emerald-50 text-emerald-900' : 'border-gray-300 bg-white text-gray-800',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'inline-flex size-5 items-center justify-center rounded-full border text-xs',
          on ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-gray-400',
        )}
      >
        {on ? '✓' : ''}
      </span>
      {t('stores.openOnly')}
    </button>
  );
}

/** The URL parameter of the toggle: ?open=1. */
export const OPEN_ONLY_PARAM = 'open';
