/** Upcoming holidays of the store (spec §3 holiday), soonest first; nothing when there are none. */
import type { Holiday } from '@iding/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useHoursText } from '../hooks/use-hours-text';
import { upcomingHolidays } from '../utils/store-hours';

/** Shows at most this many; a store rarely plans further ahead. */
const MAX_SHOWN = 10;

/** 近期公休: today's and later holidays, at most MAX_SHOWN (spec §3 holiday), under a heading that labels the list. */
export function HolidayList({ holidays, now }: { holidays: Holiday[]; now: number }) {
  const headingId = useId();
  const { t } = useTranslation();
  const text = useHoursText();
  const upcoming = upcomingHolidays(now, holidays).slice(0, MAX_SHOWN);
  if (upcoming.length === 0) return null;
  return (
    <div className="mt-3 border-t border-gray-100 pt-3">
      <h3 id={headingId} className="font-semibold">
        {t('storeInfo.holidays')}
      </h3>
      <ul aria-labelledby={headingId} className="mt-1">
        {upcoming.map((h) => (
          <li key={h.date} className="flex justify-between gap-3 py-1">
            <span className="tabular-nums">{text.date(h.date)}</span>
            <span className="text-right">{h.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
