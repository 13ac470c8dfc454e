/**
 * Time rules of spec §5 "Time selection", in Asia/Taipei (DESIGN.md: every business time is Taipei time).
 * Minutes are integers; instants are epoch milliseconds; dates "YYYY-MM-DD"; times "HH:MM".
 */
import { TIME_STEP_MINUTES } from '../enums';
import type { BusinessHour, Holiday } from '../store';

/** Rounds minutes up to the next multiple of 5 (12 → 15, 15 → 15). */
export function roundUpTo5(minutes: number): number {
  return Math.ceil(minutes / 5) * 5;
}

/** spec §5 end rule: rounded up to a multiple of 5, plus exactly 5 if it already was one (12 → 15, 15 → 20). */
export function endMinuteOf(minutes: number): number {
  const rounded = roundUpTo5(minutes);
  return rounded === minutes ? minutes + 5 : rounded;
}

/**
 * spec §5 earliest lead: start = MinLead, doubled when the order size exceeds Jumbo (Jumbo 0 = no rule),
 * plus busy mode's extra minutes (0 when off), rounded up to a multiple of 5; end = start by
 * the end rule (so start + 5).
 * @returns the waiting-time window in minutes, e.g. MinLead 12 → {start: 15, end: 20}.
 */
export function leadWindow(
  minLead: number,
  size: number,
  jumbo: number,
  extraMinutes = 0,
): { start: number; end: number } {
  const raw = (jumbo > 0 && size > jumbo ? minLead * 2 : minLead) + extraMinutes;
  const start = roundUpTo5(raw);
  return { start, end: endMinuteOf(start) };
}

export interface AvailableSlot {
  date: string;
  start: string;
  end: string;
}

const SLOT = /^(\d{4}-\d{2}-\d{2})#([01]\d|2[0-3]):([0-5]\d)#([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Parses "YYYY-MM-DD#HH:MM#HH:MM" (spec §3 available date-time string).
 * @returns null when malformed, including calendar dates that do not exist ("2026-02-30").
 */
export function parseAvailableTime(s: string): AvailableSlot | null {
  const m = SLOT.exec(s);
  if (!m) return null;
  const date = m[1]!;
  // A date that does not exist would otherwise roll over silently in the Taipei date maths.
  if (addDays(date, 0) !== date) return null;
  return { date, start: `${m[2]}:${m[3]}`, end: `${m[4]}:${m[5]}` };
}

/** Formats a slot as "date#start#end". */
export function formatAvailableTime(date: string, start: string, end: string): string {
  return `${date}#${start}#${end}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "HH:MM" → minutes since midnight ("24:00" → 1440). */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}
/** Minutes since midnight → "HH:MM". */
export function fromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** spec §5: hours run from the start hour to the end hour. */
export function hourChoices(slot: AvailableSlot): number[] {
  const first = Number(slot.start.slice(0, 2));
  const last = Number(slot.end.slice(0, 2));
  const hours: number[] = [];
  for (let h = first; h <= last; h++) hours.push(h);
  return hours;
}

/**
 * spec §5: minutes of the start hour begin at the start minute (rounded up to the step), of the end hour stop
 * at the end minute, hours between offer 0–59; listed in `step` (spec §9: 5) minute steps, so 0–55.
 * @returns minutes of `hour`, ascending; [] for an hour outside the slot.
 */
export function minuteChoices(slot: AvailableSlot, hour: number, step = TIME_STEP_MINUTES): number[] {
  const [sh, sm] = slot.start.split(':').map(Number) as [number, number];
  const [eh, em] = slot.end.split(':').map(Number) as [number, number];
  // Hours outside the slot offer nothing, so a stale hour picker never yields a time outside the window.
  if (hour < sh || hour > eh) return [];
  const from = hour === sh ? Math.ceil(sm / step) * step : 0;
  const to = hour === eh ? em : 59;
  const minutes: number[] = [];
  for (let m = from; m <= to; m += step) minutes.push(m);
  return minutes;
}

/** Every "HH:MM" choice of a slot, in order. */
export function timeChoices(slot: AvailableSlot, step = TIME_STEP_MINUTES): string[] {
  return hourChoices(slot).flatMap((h) => minuteChoices(slot, h, step).map((m) => `${pad(h)}:${pad(m)}`));
}

/**
 * Asia/Taipei is UTC+8 all year: no daylight saving since 1979 (IANA tzdb). Fixed-offset arithmetic instead
 * of a time-zone library on these hot paths (ADR 016: @date-fns/tz's first use cost a phone ~25 ms of main
 * thread in Intl, and every call formats); time-slots.test.ts checks them against @date-fns/tz.
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant shifted to Taipei wall-clock time, to be read with the getUTC… methods. */
function taipei(ms: number): Date {
  return new Date(ms + TAIPEI_OFFSET_MS);
}

/** Taipei calendar date of an instant, "YYYY-MM-DD". */
export function taipeiDate(ms: number): string {
  const d = taipei(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Taipei wall-clock time of an instant, "HH:MM". */
export function taipeiTime(ms: number): string {
  const d = taipei(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Taipei weekday of an instant, 0 = Sunday … 6 = Saturday. */
export function taipeiWeekday(ms: number): number {
  return taipei(ms).getUTCDay();
}

/** Instant of a Taipei wall-clock date and time ("24:00" is the next day's 00:00). */
export function taipeiDateTimeToMs(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, mo - 1, d, h, mi, 0) - TAIPEI_OFFSET_MS;
}

/** Epoch ms of "YYYY-MM-DD" `date` plus `n` days at 00:00 UTC: calendar arithmetic free of any time zone. */
function utcDay(date: string, n = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + n);
}

/** Adds n calendar days to "YYYY-MM-DD". */
export function addDays(date: string, n: number): string {
  const t = new Date(utcDay(date, n));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Calendar days from "YYYY-MM-DD" `from` to `to` (negative when `to` is earlier); addDays' inverse. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

/** Weekday of "YYYY-MM-DD" (0 = Sunday). */
function weekdayOf(date: string): number {
  return new Date(utcDay(date)).getUTCDay();
}

/** spec §5: a date is a future day when it is after today (Taipei). */
export function isFutureDay(date: string, nowMs: number): boolean {
  return date > taipeiDate(nowMs);
}

/** Shifts of a Taipei date in start order; none on a holiday. */
export function shiftsOn(
  date: string,
  hours: BusinessHour[],
  holidays: Holiday[],
): { start: string; end: string }[] {
  if (holidays.some((h) => h.date === date)) return [];
  const weekday = weekdayOf(date);
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ start: h.start, end: h.end }))
    .sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
}

/** Today's shifts (Taipei) at an instant. */
export function todayShifts(
  ms: number,
  hours: BusinessHour[],
  holidays: Holiday[],
): { start: string; end: string }[] {
  return shiftsOn(taipeiDate(ms), hours, holidays);
}

/** True when the store is open at the instant (a shift end "24:00" means midnight; holidays closed all day). */
export function isOpenAt(ms: number, hours: BusinessHour[], holidays: Holiday[]): boolean {
  const now = toMinutes(taipeiTime(ms));
  return todayShifts(ms, hours, holidays).some((s) => now >= toMinutes(s.start) && now < toMinutes(s.end));
}

/**
 * Available pickup windows (spec §5, §3 "date#start#end") for today and the following days.
 * Today's windows start no earlier than now + leadMinutes, rounded up to the next 5-minute mark;
 * every start is rounded up to 5 minutes; a "24:00" end is emitted as "23:59"; empty windows are dropped.
 * @param input.now epoch ms; input.leadMinutes minutes; input.days how many dates (today first)
 */
export function computeAvailableTimes(input: {
  now: number;
  businessHours: BusinessHour[];
  holidays: Holiday[];
  leadMinutes: number;
  days: number;
}): string[] {
  const today = taipeiDate(input.now);
  const nowMinutes = toMinutes(taipeiTime(input.now));
  const earliestToday = roundUpTo5(nowMinutes + input.leadMinutes);
  const result: string[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(today, i);
    for (const shift of shiftsOn(date, input.businessHours, input.holidays)) {
      let start = roundUpTo5(toMinutes(shift.start));
      if (i === 0) start = Math.max(start, earliestToday);
      const end = Math.min(toMinutes(shift.end), 23 * 60 + 59);
      if (start > end) continue;
      result.push(formatAvailableTime(date, fromMinutes(start), fromMinutes(end)));
    }
  }
  return result;
}

/** True when the Taipei date + time falls inside one of the windows (inclusive). */
export function isWithinAvailableTimes(date: string, time: string, availableTimes: string[]): boolean {
  const t = toMinutes(time);
  return availableTimes.some((s) => {
    const slot = parseAvailableTime(s);
    return slot !== null && slot.date === date && t >= toMinutes(slot.start) && t <= toMinutes(slot.end);
  });
}
