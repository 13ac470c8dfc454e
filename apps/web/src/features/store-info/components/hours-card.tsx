/** 營業時間 card (spec §3 business_hour, holiday): the week with today highlighted, then upcoming holidays. */
import type { BusinessHour, Holiday } from '@iding/domain';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../lib/i18n';
import { HolidayList } from './holiday-list';
import { WeekHours } from './week-hours';

/** `now`: epoch ms (Asia/Taipei decides "today"). */
export function HoursCard({
  hours,
  holidays,
  now,
}: {
  hours: BusinessHour[];
  holidays: Holiday[];
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('storeInfo.hours')}>
      <WeekHours hours={hours} holidays={holidays} now={now} />
      <HolidayList holidays={holidays} now={now} />
    </SectionCard>
  );
}
