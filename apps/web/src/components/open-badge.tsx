/** 營業中 / 休息中 badge (spec §3 is_closed). */
import clsx from 'clsx';
import { useTranslation } from '../lib/i18n';

export function OpenBadge({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium',
        closed ? 'bg-gray-200 text-gray-800' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      <span aria-hidden className={clsx('size-2 rounded-full', closed ? 'bg-gray-500' : 'bg-emerald-600')} />
      {closed ? t('common.closed') : t('common.open')}
    </span>
  );
}
