/**
 * The week's business hours (spec §3 business_hour), Monday first, today's row (Asia/Taipei) highlighted:
 * split shifts "11:00–13:30、17:00–19:30", 00:00–24:00 as 24小時營業, days without shifts 公休, and today's
 * holiday as 公休（name）.
 */
import type { BusinessHour, Holiday } from '@iding/domain';
import clsx from 'clsx';
import { useTranslation } from '../../../lib/i18n';
import { useHoursText } from '../hooks/use-hours-text';
import { formatDayHours, weekRows } from '../utils/store-hours';

/** Monday-to-Sunday hours list with today's row marked aria-current="date" (spec §3 business_hour, holiday). */
export function WeekHours({
  hours,
  holidays,
  now,
}: {
  hours: BusinessHour[];
  holidays: Holiday[];
  now: number;
}) {
  const { t } = useTranslation();
  const text = useHoursText();
  return (
    <ul className="-mx-2">
      {weekRows(now, hours, holidays).map((row) => (
        <li
          key={row.weekday}
          aria-current={row.isToday ? 'date' : undefined}
          className={clsx(
            'flex min-h-10 items-center justify-between gap-3 rounded-lg px-2 py-1',
            row.isToday && 'bg-brand/10 font-bold text-brand-dark',
          )}
        >
          <span className="shrink-0">
            {text.weekdayName(row.weekday)}
            {row.isToday && (
              <span className="ml-2 rounded-full bg-brand-dark px-2 py-0.5 text-xs font-medium text-white">
                {t('storeInfo.today')}
              </span>
            )}
          </span>
          <span className="text-right tabular-nums">
            {row.holiday
              ? t('storeInfo.holidayRow', { name: row.holiday.name })
              : formatDayHours(row.shifts, text.words)}
          </span>
        </li>
      ))}
    </ul>
  );
}
