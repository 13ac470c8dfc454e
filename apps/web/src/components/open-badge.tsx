/** 營業中 / 休息中 badge (spec §3 is_closed). */

import { FIRST_PAINT_CLASS as FP } from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from '../lib/i18n';

export function OpenBadge({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={clsx(FP.openBadge, closed ? FP.openBadgeClosed : FP.openBadgeOpen)}>
      <span
        aria-hidden
        className={clsx(FP.openBadgeDot, closed ? FP.openBadgeDotClosed : FP.openBadgeDotOpen)}
      />
      {closed ? t('common.closed') : t('common.open')}
    </span>
  );
}
