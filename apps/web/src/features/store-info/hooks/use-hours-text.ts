/**
 * zh-TW wording of the store hours (spec §3 business_hour / holiday, §2 store page): a day's hours
 * ("11:00–13:30、17:00–19:30", 24小時營業, 公休), weekday names, dates "2026/12/31（四）" and the next
 * opening time ("今天 17:00", "明天 11:00", "2027/01/06（二） 11:00").
 */
import { formatDate } from '@iding/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { type HoursWords, type NextOpening, type Shift, weekdayOfDate } from '../utils/store-hours';

/** zh-TW texts of hours, weekdays, dates and next openings from the storeInfo catalogue (spec §3 business_hour). */
export function useHoursText() {
  const { t } = useTranslation();
  return useMemo(() => {
    const weekdays = [...t('storeInfo.weekdays')];
    const words: HoursWords = {
      dayOff: t('common.dayOff'),
      allDay: t('storeInfo.allDay'),
      separator: t('common.listSeparator'),
      // t options are a dictionary type; a Shift interface is not assignable to it, so pass the two fields.
      range: (s: Shift) => t('storeInfo.hoursRange', { start: s.start, end: s.end }),
    };
    /** 星期一 … 星期日 for 0 = Sunday … 6 = Saturday. */
    const weekdayName = (weekday: number) => t('storeInfo.weekday', { day: weekdays[weekday] });
    /** "YYYY-MM-DD" → "2026/12/31（四）": the one date format shown to diners (formatDate). */
    const date = (d: string) =>
      t('storeInfo.date', { date: formatDate(d), weekday: weekdays[weekdayOfDate(d)] });
    const opening = (next: NextOpening) => {
      if (next.daysAhead === 0) return t('storeInfo.whenToday', { time: next.time });
      if (next.daysAhead === 1) return t('storeInfo.whenTomorrow', { time: next.time });
      return t('storeInfo.whenLater', { date: date(next.date), time: next.time });
    };
    return { words, weekdayName, date, opening };
  }, [t]);
}
