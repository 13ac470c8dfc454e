/**
 * Business-hour rules of the store pages (spec §3 Store info business_hour / holiday, §2 store page, store
 * infos). Every day and time is Asia/Taipei (DESIGN.md); instants are epoch milliseconds, dates
 * "YYYY-MM-DD", times "HH:MM" with "24:00" = midnight at the end of the day. Pure functions: the caller
 * passes `now` and the text it wants, so the rules are tested without a clock or the catalogue.
 */
import {
  addDays,
  type BusinessHour,
  type Holiday,
  isOpenAt,
  shiftsOn,
  taipeiDate,
  taipeiTime,
  toMinutes,
} from '@iding/domain';

/** One opening shift of a day, "HH:MM" to "HH:MM" ("24:00" = midnight), Asia/Taipei (spec §3 business_hour). */
export interface Shift {
  start: string;
  end: string;
}

const DAY_MINUTES = 24 * 60;

/** Weekday of a calendar date "YYYY-MM-DD", 0 = Sunday … 6 = Saturday (the date names a Taipei day). */
export function weekdayOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Today in Asia/Taipei at `now`: its date and weekday (0 = Sunday), whatever the device's own time zone. */
export function taipeiToday(now: number): { date: string; weekday: number } {
  const date = taipeiDate(now);
  return { date, weekday: weekdayOfDate(date) };
}

/** Shifts of one weekday of the regular week, in start order (split shifts = several rows, spec §3). */
export function weekdayShifts(hours: BusinessHour[], weekday: number): Shift[] {
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ start: h.start, end: h.end }))
    .sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
}

/** True when the shifts cover the whole day, 00:00–24:00 (also when written as touching or overlapping shifts). */
export function isAllDay(shifts: Shift[]): boolean {
  let covered = 0;
  for (const s of [...shifts].sort((a, b) => toMinutes(a.start) - toMinutes(b.start))) {
    if (toMinutes(s.start) > covered) return false;
    covered = Math.max(covered, toMinutes(s.end));
  }
  return covered >= DAY_MINUTES;
}

/** The words a day's hours are written with (from the zh-TW catalogue in the app). */
export interface HoursWords {
  /** A day without shifts, e.g. 公休. */
  dayOff: string;
  /** 00:00–24:00, e.g. 24小時營業. */
  allDay: string;
  /** Between shifts, e.g. 、 */
  separator: string;
  /** One shift, e.g. ({start, end}) => `${start}–${end}`. */
  range(shift: Shift): string;
}

/**
 * One day's hours as text: "11:00–13:30、17:00–19:30" for split shifts, the allDay word for 00:00–24:00,
 * the dayOff word for none.
 */
export function formatDayHours(shifts: Shift[], words: HoursWords): string {
  if (shifts.length === 0) return words.dayOff;
  if (isAllDay(shifts)) return words.allDay;
  return shifts.map(words.range).join(words.separator);
}

/** One weekday row of the store hours (spec §3 business_hour, holiday). */
export interface WeekRow {
  weekday: number;
  /** The regular shifts of that weekday. */
  shifts: Shift[];
  isToday: boolean;
  /** Set on today's row when today is a holiday (the store is closed all day). */
  holiday?: Holiday;
}

/**
 * The regular week, Monday first (as Taiwan shops list it), with today (Asia/Taipei at `now`) marked and,
 * when today is a holiday, that holiday on today's row.
 */
export function weekRows(now: number, hours: BusinessHour[], holidays: Holiday[]): WeekRow[] {
  const today = taipeiToday(now);
  const holiday = holidayOn(today.date, holidays);
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => {
    const isToday = weekday === today.weekday;
    return {
      weekday,
      shifts: weekdayShifts(hours, weekday),
      isToday,
      ...(isToday && holiday ? { holiday } : {}),
    };
  });
}

function holidayOn(date: string, holidays: Holiday[]): Holiday | undefined {
  return holidays.find((h) => h.date === date);
}

/** The holiday of today (Asia/Taipei at `now`), if any: what the holiday dialog tells the diner. */
export function holidayToday(now: number, holidays: Holiday[]): Holiday | undefined {
  return holidayOn(taipeiDate(now), holidays);
}

/** Holidays from today (Asia/Taipei) on, soonest first; past ones are dropped. */
export function upcomingHolidays(now: number, holidays: Holiday[]): Holiday[] {
  const today = taipeiDate(now);
  return holidays.filter((h) => h.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** When a closed store opens next (spec §3 is_closed, business_hour). */
export interface NextOpening {
  /** Taipei date "YYYY-MM-DD". */
  date: string;
  /** Opening time "HH:MM". */
  time: string;
  /** 0 = later today, 1 = tomorrow … */
  daysAhead: number;
}

/**
 * When a closed store opens next by its business hours and holidays: the first shift start after `now`
 * within `horizonDays` days (today included).
 * @returns null when the hours say the store is open at `now` (a closed flag set by the store then has no
 *   opening time we can know), or when no shift starts within the horizon.
 */
export function nextOpening(
  now: number,
  hours: BusinessHour[],
  holidays: Holiday[],
  horizonDays = 14,
): NextOpening | null {
  if (isOpenAt(now, hours, holidays)) return null;
  const today = taipeiDate(now);
  const nowMinutes = toMinutes(taipeiTime(now));
  for (let daysAhead = 0; daysAhead < horizonDays; daysAhead++) {
    const date = addDays(today, daysAhead);
    const shift = shiftsOn(date, hours, holidays).find(
      (s) => daysAhead > 0 || toMinutes(s.start) > nowMinutes,
    );
    if (shift) return { date, time: shift.start, daysAhead };
  }
  return null;
}
