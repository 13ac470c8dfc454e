/**
 * 只看營業中: a pressed-state toggle a store list uses to hide the stores closed now (spec §3
 * is_closed). Shared by /stores and a brand's store list; the list keeps the choice in its URL (?open=1).
 */

import { FIRST_PAINT_CLASS as FP, STORE_LIST_PARAMS } from '@iding/domain';
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
      className={clsx(FP.openNowButton, on ? FP.openNowOn : FP.openNowOff)}
    >
      <span aria-hidden className={clsx(FP.openNowMark, on ? FP.openNowMarkOn : FP.openNowMarkOff)}>
        {on ? '✓' : ''}
      </span>
      {t('stores.openOnly')}
    </button>
  );
}

/** The URL parameter of the toggle: ?open=1 (the store list's STORE_LIST_PARAMS). */
export const OPEN_ONLY_PARAM = STORE_LIST_PARAMS.open;
