import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  computeAvailableTimes,
  daysBetween,
  endMinuteOf,
  formatAvailableTime,
  hourChoices,
  isFutureDay,
  isOpenAt,
  isWithinAvailableTimes,
  leadWindow,
  minuteChoices,
  parseAvailableTime,
  roundUpTo5,
  taipeiDate,
  taipeiDateTimeToMs,
  taipeiTime,
  taipeiWeekday,
  timeChoices,
  todayShifts,
} from '../src';

// Split shifts of Boujee烤肉飯 創始店 (real Uber Eats hours): Mon–Sat 11:00–13:30 and 17:00–19:30, Sunday closed.
const boujee = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '11:00', end: '13:30' },
  { weekday, start: '17:00', end: '19:30' },
]);
const allDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));

describe('spec §5 lead window', () => {
  it('rounds MinLead up to a multiple of 5 and ends 5 minutes later', () => {
    expect(leadWindow(12, 1, 20)).toEqual({ start: 15, end: 20 });
    expect(leadWindow(15, 1, 20)).toEqual({ start: 15, end: 20 });
    expect(leadWindow(0, 1, 20)).toEqual({ start: 0, end: 5 });
  });
  it('doubles MinLead when the order size exceeds Jumbo', () => {
    expect(leadWindow(10, 21, 20)).toEqual({ start: 20, end: 25 });
    expect(leadWindow(12, 21, 20)).toEqual({ start: 25, end: 30 }); // 24 → 25
    expect(leadWindow(10, 20, 20)).toEqual({ start: 10, end: 15 }); // equal to Jumbo is not over it
    expect(leadWindow(10, 99, 0)).toEqual({ start: 10, end: 15 }); // Jumbo 0 = no large-order rule
  });
  it('rounds up to the next multiple of 5', () => {
    expect(roundUpTo5(0)).toBe(0);
    expect(roundUpTo5(1)).toBe(5);
    expect(roundUpTo5(12)).toBe(15);
    expect(roundUpTo5(15)).toBe(15);
    expect(roundUpTo5(16)).toBe(20);
  });
  it('end rule adds exactly 5 to a multiple of 5, else rounds up', () => {
    expect(endMinuteOf(12)).toBe(15);
    expect(endMinuteOf(14)).toBe(15);
    expect(endMinuteOf(15)).toBe(20);
    expect(endMinuteOf(0)).toBe(5);
  });
});

describe('spec §5 time choices', () => {
  const slot = parseAvailableTime('2026-11-23#11:15#13:30')!;
  it('runs hours from the start hour to the end hour', () => {
    expect(hourChoices(slot)).toEqual([11, 12, 13]);
    expect(hourChoices(parseAvailableTime('2026-11-23#00:00#23:59')!)).toHaveLength(24);
  });
  it('starts at the start minute in the start hour and stops at the end minute in the end hour', () => {
    expect(minuteChoices(slot, 11)).toEqual([15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(minuteChoices(slot, 12)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(minuteChoices(slot, 13)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(minuteChoices(slot, 10)).toEqual([]);
    expect(minuteChoices(slot, 14)).toEqual([]);
  });
  it('rounds an odd start minute up to the step and stops at an odd end minute', () => {
    const odd = parseAvailableTime('2026-11-23#17:03#17:22')!;
    expect(minuteChoices(odd, 17)).toEqual([5, 10, 15, 20]);
    expect(minuteChoices(odd, 17, 10)).toEqual([10, 20]);
  });
  it('lists every HH:MM of a slot, ending at 23:55 for a whole day', () => {
    expect(timeChoices(slot)[0]).toBe('11:15');
    expect(timeChoices(slot).at(-1)).toBe('13:30');
    expect(timeChoices(slot)).toHaveLength(9 + 12 + 7);
    const day = timeChoices(parseAvailableTime('2026-11-23#00:00#23:59')!);
    expect(day).toHaveLength(24 * 12);
    expect(day.at(-1)).toBe('23:55');
  });
  it('round-trips the date#start#end string and rejects malformed strings', () => {
    expect(parseAvailableTime('2026-11-23#11:15#13:30')).toEqual({
      date: '2026-11-23',
      start: '11:15',
      end: '13:30',
    });
    expect(formatAvailableTime('2026-11-23', '11:15', '13:30')).toBe('2026-11-23#11:15#13:30');
    expect(parseAvailableTime('2026-11-23#25:00#13:30')).toBeNull();
    expect(parseAvailableTime('2026-11-23#11:15')).toBeNull();
    expect(parseAvailableTime('2026-11-23#11:15#13:30#x')).toBeNull();
    expect(parseAvailableTime('2026-02-30#11:15#13:30')).toBeNull();
    expect(parseAvailableTime('nope')).toBeNull();
  });
});

describe('Taipei calendar', () => {
  it('uses the Taipei date even when UTC is still the previous day', () => {
    // 2026-11-23 00:30 in Taipei is 2026-11-22 16:30 UTC.
    const ms = taipeiDateTimeToMs('2026-11-23', '00:30');
    expect(new Date(ms).toISOString()).toBe('2026-11-22T16:30:00.000Z');
    expect(taipeiDate(ms)).toBe('2026-11-23');
    expect(taipeiTime(ms)).toBe('00:30');
    expect(taipeiWeekday(ms)).toBe(1); // Monday in Taipei, Sunday in UTC
    expect(taipeiDate(Date.parse('2026-11-22T15:59:00Z'))).toBe('2026-11-22');
    expect(taipeiDate(Date.parse('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });
  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('counts calendar days between dates, the inverse of addDays', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    for (const n of [0, 1, 6, 7, 40, 400])
      expect(daysBetween('2026-11-23', addDays('2026-11-23', n))).toBe(n);
  });
  it('spec §5: a date is a future day only when after today (Taipei)', () => {
    const lateSunday = Date.parse('2026-11-22T16:10:00Z'); // already Monday 00:10 in Taipei
    expect(isFutureDay('2026-11-23', lateSunday)).toBe(false);
    expect(isFutureDay('2026-11-24', lateSunday)).toBe(true);
    expect(isFutureDay('2026-11-22', lateSunday)).toBe(false);
  });
});

describe('available times (Asia/Taipei)', () => {
  // Monday 2026-11-23 10:52 in Taipei = 02:52 UTC.
  const mondayMorning = taipeiDateTimeToMs('2026-11-23', '10:52');

  it('offers both split shifts, today from now + lead, and skips Sunday and holidays', () => {
    const times = computeAvailableTimes({
      now: mondayMorning,
      businessHours: boujee,
      holidays: [{ date: '2026-11-24', name: '公休' }],
      leadMinutes: 20,
      days: 7,
    });
    // 10:52 + 20 = 11:12 → 11:15.
    expect(times).toEqual([
      '2026-11-23#11:15#13:30',
      '2026-11-23#17:00#19:30',
      '2026-11-25#11:00#13:30',
      '2026-11-25#17:00#19:30',
      '2026-11-26#11:00#13:30',
      '2026-11-26#17:00#19:30',
      '2026-11-27#11:00#13:30',
      '2026-11-27#17:00#19:30',
      '2026-11-28#11:00#13:30',
      '2026-11-28#17:00#19:30',
    ]);
  });

  it('lists shifts in start order whatever order the store saved them in', () => {
    const reversed = [
      { weekday: 1, start: '17:00', end: '19:30' },
      { weekday: 1, start: '11:00', end: '13:30' },
    ];
    const times = computeAvailableTimes({
      now: taipeiDateTimeToMs('2026-11-23', '08:00'),
      businessHours: reversed,
      holidays: [],
      leadMinutes: 15,
      days: 1,
    });
    expect(times).toEqual(['2026-11-23#11:00#13:30', '2026-11-23#17:00#19:30']);
  });

  it("starts today's window at now + lead inside an open shift", () => {
    const times = computeAvailableTimes({
      now: taipeiDateTimeToMs('2026-11-23', '12:01'),
      businessHours: boujee,
      holidays: [],
      leadMinutes: 15,
      days: 1,
    });
    expect(times).toEqual(['2026-11-23#12:20#13:30', '2026-11-23#17:00#19:30']);
  });

  it("drops today's window once now + lead passes its end", () => {
    const times = computeAvailableTimes({
      now: taipeiDateTimeToMs('2026-11-23', '19:20'),
      businessHours: boujee,
      holidays: [],
      leadMinutes: 20,
      days: 2,
    });
    expect(times).toEqual(['2026-11-24#11:00#13:30', '2026-11-24#17:00#19:30']);
  });

  it('rounds future-day starts up to 5 minutes', () => {
    const times = computeAvailableTimes({
      now: taipeiDateTimeToMs('2026-11-23', '20:00'),
      businessHours: [{ weekday: 2, start: '07:03', end: '09:00' }],
      holidays: [],
      leadMinutes: 10,
      days: 2,
    });
    expect(times).toEqual(['2026-11-24#07:05#09:00']);
  });

  it('emits a 24-hour day as 00:00–23:59', () => {
    const times = computeAvailableTimes({
      now: taipeiDateTimeToMs('2026-11-23', '23:58'),
      businessHours: allDay,
      holidays: [],
      leadMinutes: 10,
      days: 2,
    });
    expect(times).toEqual(['2026-11-24#00:00#23:59']);
  });

  it('takes today as the Taipei date just after Taipei midnight (UTC still the previous day)', () => {
    // Sunday 16:05 UTC = Monday 00:05 Taipei: Boujee is closed Sunday but open Monday.
    const times = computeAvailableTimes({
      now: Date.parse('2026-11-22T16:05:00Z'),
      businessHours: boujee,
      holidays: [],
      leadMinutes: 20,
      days: 1,
    });
    expect(times).toEqual(['2026-11-23#11:00#13:30', '2026-11-23#17:00#19:30']);
  });

  it('offers nothing when every day in range is a holiday or closed', () => {
    const times = computeAvailableTimes({
      now: taipeiDateTimeToMs('2026-11-22', '09:00'), // Sunday
      businessHours: boujee,
      holidays: [{ date: '2026-11-23', name: '公休' }],
      leadMinutes: 20,
      days: 2,
    });
    expect(times).toEqual([]);
  });
});

describe('open now', () => {
  const mondayMorning = taipeiDateTimeToMs('2026-11-23', '10:52');
  it('is open inside a shift, closed between shifts, on Sunday and on holidays', () => {
    expect(isOpenAt(mondayMorning, boujee, [])).toBe(false);
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-23', '11:00'), boujee, [])).toBe(true);
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-23', '12:00'), boujee, [])).toBe(true);
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-23', '13:30'), boujee, [])).toBe(false);
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-23', '15:00'), boujee, [])).toBe(false);
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-23', '18:00'), boujee, [])).toBe(true);
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-29', '12:00'), boujee, [])).toBe(false);
    expect(
      isOpenAt(taipeiDateTimeToMs('2026-11-23', '12:00'), boujee, [{ date: '2026-11-23', name: '公休' }]),
    ).toBe(false);
  });
  it('treats a "24:00" end as midnight', () => {
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-29', '00:00'), allDay, [])).toBe(true);
    expect(isOpenAt(taipeiDateTimeToMs('2026-11-29', '23:59'), allDay, [])).toBe(true);
  });
  it("lists today's shifts by the Taipei date", () => {
    expect(todayShifts(Date.parse('2026-11-22T16:05:00Z'), boujee, [])).toEqual([
      { start: '11:00', end: '13:30' },
      { start: '17:00', end: '19:30' },
    ]);
    expect(todayShifts(taipeiDateTimeToMs('2026-11-29', '12:00'), boujee, [])).toEqual([]);
  });
  it('checks a chosen time against the windows, ends inclusive', () => {
    const windows = ['2026-11-23#11:15#13:30', '2026-11-23#17:00#19:30'];
    expect(isWithinAvailableTimes('2026-11-23', '12:00', windows)).toBe(true);
    expect(isWithinAvailableTimes('2026-11-23', '11:15', windows)).toBe(true);
    expect(isWithinAvailableTimes('2026-11-23', '13:30', windows)).toBe(true);
    expect(isWithinAvailableTimes('2026-11-23', '11:10', windows)).toBe(false);
    expect(isWithinAvailableTimes('2026-11-23', '14:00', windows)).toBe(false);
    expect(isWithinAvailableTimes('2026-11-24', '12:00', windows)).toBe(false);
    expect(isWithinAvailableTimes('2026-11-23', 'noon', windows)).toBe(false);
  });
});

describe('Taipei clock by fixed offset (ADR 016) agrees with the time-zone library', () => {
  // @date-fns/tz (DESIGN.md's time library) is the reference: every instant of a pseudo-random spread over
  // 1990–2100, and each hour around the date line of a few days, reads the same in both.
  const reference = (ms: number) => {
    const d = new TZDate(ms, 'Asia/Taipei');
    const p = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}`,
      weekday: d.getDay(),
    };
  };
  const instants: number[] = [];
  let seed = 20261126;
  const from = Date.UTC(1990, 0, 1);
  const to = Date.UTC(2100, 0, 1);
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    instants.push(from + Math.floor((seed / 2 ** 31) * (to - from)));
  }
  for (let h = -30; h <= 30; h++) instants.push(Date.UTC(2026, 11, 31, 16) + h * 3_600_000);

  it('taipeiDate, taipeiTime and taipeiWeekday', () => {
    for (const ms of instants) {
      expect({ date: taipeiDate(ms), time: taipeiTime(ms), weekday: taipeiWeekday(ms) }).toEqual(
        reference(ms),
      );
    }
  });

  it('taipeiDateTimeToMs is their inverse (to the minute), 24:00 being the next day', () => {
    for (const ms of instants) {
      const minute = ms - (ms % 60_000);
      expect(taipeiDateTimeToMs(taipeiDate(ms), taipeiTime(ms))).toBe(minute);
    }
    expect(taipeiDateTimeToMs('2026-11-26', '24:00')).toBe(taipeiDateTimeToMs('2026-11-27', '00:00'));
    expect(taipeiDateTimeToMs('2026-11-27', '00:00')).toBe(Date.UTC(2026, 10, 26, 16));
  });
});
