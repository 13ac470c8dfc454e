/** spec §3 business_hour / holiday as the store pages show them, in Asia/Taipei. */
import type { BusinessHour } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import {
  formatDayHours,
  type HoursWords,
  holidayToday,
  isAllDay,
  nextOpening,
  taipeiToday,
  upcomingHolidays,
  weekdayOfDate,
  weekdayShifts,
  weekRows,
} from './store-hours';

const WORDS: HoursWords = {
  dayOff: '公休',
  allDay: '24小時營業',
  separator: '、',
  range: (s) => `${s.start}–${s.end}`,
};

/** An instant given as Taipei wall-clock time (UTC+8, no daylight saving). */
const taipei = (iso: string) => Date.parse(`${iso}+08:00`);

/** boujee-zhongli: Mon–Sat 11:00–13:30 + 17:00–19:30 (listed evening first), Sunday closed. */
const SPLIT: BusinessHour[] = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '17:00', end: '19:30' },
  { weekday, start: '11:00', end: '13:30' },
]);
const ALL_DAY: BusinessHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  start: '00:00',
  end: '24:00',
}));

describe('formatDayHours', () => {
  it('writes split shifts in start order joined with 、', () => {
    expect(formatDayHours(weekdayShifts(SPLIT, 1), WORDS)).toBe('11:00–13:30、17:00–19:30');
  });

  it('writes 00:00–24:00 as 24小時營業', () => {
    expect(formatDayHours(weekdayShifts(ALL_DAY, 3), WORDS)).toBe('24小時營業');
  });

  it('writes a day without shifts as 公休', () => {
    expect(formatDayHours(weekdayShifts(SPLIT, 0), WORDS)).toBe('公休');
  });

  it('keeps a 24:00 closing that does not cover the whole day as a range', () => {
    expect(formatDayHours([{ start: '18:00', end: '24:00' }], WORDS)).toBe('18:00–24:00');
  });
});

describe('isAllDay', () => {
  it('is true for touching shifts that cover the day', () => {
    expect(
      isAllDay([
        { start: '12:00', end: '24:00' },
        { start: '00:00', end: '12:00' },
      ]),
    ).toBe(true);
  });

  it('is false with a gap or a 23:59 close', () => {
    expect(
      isAllDay([
        { start: '00:00', end: '11:00' },
        { start: '12:00', end: '24:00' },
      ]),
    ).toBe(false);
    expect(isAllDay([{ start: '00:00', end: '23:59' }])).toBe(false);
    expect(isAllDay([])).toBe(false);
  });
});

describe('taipeiToday', () => {
  it('is still Sunday at 23:59 Taipei and Monday one minute later', () => {
    expect(taipeiToday(taipei('2026-01-04T23:59:59'))).toEqual({ date: '2026-01-04', weekday: 0 });
    expect(taipeiToday(taipei('2026-01-05T00:00:00'))).toEqual({ date: '2026-01-05', weekday: 1 });
  });

  it('uses Taipei, not UTC: 07:30 Taipei on Monday is still Sunday in UTC', () => {
    const now = taipei('2026-01-05T07:30:00');
    expect(new Date(now).getUTCDay()).toBe(0);
    expect(taipeiToday(now).weekday).toBe(1);
  });

  it('agrees with weekdayOfDate', () => {
    expect(weekdayOfDate('2026-12-31')).toBe(4);
  });
});

describe('weekRows', () => {
  it('lists Monday to Sunday and marks today (Taipei) only', () => {
    const rows = weekRows(taipei('2026-01-04T23:30:00'), SPLIT, []);
    expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rows.filter((r) => r.isToday).map((r) => r.weekday)).toEqual([0]);
    expect(rows[0]!.shifts).toEqual([
      { start: '11:00', end: '13:30' },
      { start: '17:00', end: '19:30' },
    ]);
  });

  it("puts today's holiday on today's row", () => {
    const holiday = { date: '2026-12-31', name: '年末盤點' };
    const rows = weekRows(taipei('2026-12-31T09:00:00'), ALL_DAY, [holiday]);
    expect(rows.find((r) => r.isToday)).toMatchObject({ weekday: 4, holiday });
    expect(rows.filter((r) => r.holiday)).toHaveLength(1);
  });
});

describe('holidayToday / upcomingHolidays', () => {
  const holidays = [
    { date: '2026-12-31', name: '年末盤點' },
    { date: '2026-02-16', name: '除夕' },
    { date: '2025-12-31', name: '去年盤點' },
  ];

  it('finds the holiday of the Taipei day, switching at Taipei midnight', () => {
    expect(holidayToday(taipei('2026-12-30T23:59:00'), holidays)).toBeUndefined();
    expect(holidayToday(taipei('2026-12-31T00:00:00'), holidays)?.name).toBe('年末盤點');
    expect(holidayToday(taipei('2027-01-01T00:00:00'), holidays)).toBeUndefined();
  });

  it('lists today and later holidays, soonest first', () => {
    expect(upcomingHolidays(taipei('2026-02-16T20:00:00'), holidays).map((h) => h.name)).toEqual([
      '除夕',
      '年末盤點',
    ]);
  });
});

describe('nextOpening', () => {
  it('is the evening shift between split shifts', () => {
    // 2026-01-05 is a Monday.
    expect(nextOpening(taipei('2026-01-05T14:00:00'), SPLIT, [])).toEqual({
      date: '2026-01-05',
      time: '17:00',
      daysAhead: 0,
    });
  });

  it('skips the closed Sunday', () => {
    // Saturday night → Monday 11:00.
    expect(nextOpening(taipei('2026-01-03T21:00:00'), SPLIT, [])).toEqual({
      date: '2026-01-05',
      time: '11:00',
      daysAhead: 2,
    });
  });

  it('skips holidays', () => {
    const holidays = [{ date: '2026-01-05', name: '店休' }];
    expect(nextOpening(taipei('2026-01-04T12:00:00'), SPLIT, holidays)).toMatchObject({
      date: '2026-01-06',
      time: '11:00',
    });
  });

  it('counts days from Taipei midnight, not UTC', () => {
    // 00:30 Taipei on Monday is Sunday 16:30 UTC; the store opens later the same Taipei day.
    expect(nextOpening(taipei('2026-01-05T00:30:00'), SPLIT, [])).toEqual({
      date: '2026-01-05',
      time: '11:00',
      daysAhead: 0,
    });
  });

  it('is null while the hours say open, and when nothing opens within the horizon', () => {
    expect(nextOpening(taipei('2026-01-05T12:00:00'), SPLIT, [])).toBeNull();
    expect(nextOpening(taipei('2026-01-05T12:00:00'), ALL_DAY, [])).toBeNull();
    expect(nextOpening(taipei('2026-01-05T12:00:00'), [], [])).toBeNull();
  });
});
