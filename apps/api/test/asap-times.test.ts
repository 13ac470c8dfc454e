/**
 * As soon as possible (spec §5; the check_order hot path): availableTimesFor with `asapOnly` computes the windows
 * up to the as-soon-as-possible day only, and must answer asapAvailable and asapAt exactly as the full seven
 * days do, whatever the hours (split shifts, past midnight), holidays, lead (minutes to days) and instant.
 * Pure: no database.
 */
import { type BusinessHour, taipeiDateTimeToMs } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { availableTimesFor, type OrderStore } from '../src/modules/orders/order-rules';
import { ALL_DAY, BOUJEE_HOURS } from './factories';

const LATE_NIGHT: BusinessHour[] = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '18:00', end: '24:00' },
  { weekday, start: '00:00', end: '02:00' },
]);

function storeWith(
  businessHours: BusinessHour[],
  holidays: OrderStore['holidays'] = [],
  extraMinutes = 0,
): OrderStore {
  return {
    canOrder: true,
    isClosed: false,
    appSettings: {} as OrderStore['appSettings'],
    businessHours,
    holidays,
    menuVersion: 1,
    tableLimit: 0,
    customItems: [],
    busyMode: { enabled: extraMinutes > 0, extra_minutes: extraMinutes, slot_minutes: 15, slot_cap: 3 },
    transferAccount: null,
  } as OrderStore;
}

describe('availableTimesFor, as soon as possible only (spec §5)', () => {
  const stores = [
    storeWith(ALL_DAY),
    storeWith(BOUJEE_HOURS),
    storeWith(LATE_NIGHT),
    storeWith(BOUJEE_HOURS, [{ date: '2026-11-24', name: '公休' }] as OrderStore['holidays']),
    storeWith(ALL_DAY, [], 20),
  ];
  const leads = [0, 10, 45, 190, 600, 1440, 3000, 12_000];
  // Monday 2026-11-23 to Wednesday, every 35 minutes (so every 5-minute rounding case comes round).
  const from = taipeiDateTimeToMs('2026-11-23', '00:00');
  const instants = Array.from({ length: 130 }, (_, i) => from + i * 35 * 60_000);
  // Busy mode: every third 15-minute slot of those days full.
  const busy = {
    slotMinutes: 15,
    full: new Set(
      Array.from({ length: 3 * 96 }, (_, i) => from + i * 15 * 60_000).filter((_, i) => i % 3 === 0),
    ),
  };

  // Pure CPU, 5 200 pairs of seven-day computations: ~8 s alone on two cores, several times that beside the
  // other files' workers, so it has its own time limit.
  it('says what the seven days say, for every store, lead and instant', { timeout: 120_000 }, () => {
    let available = 0;
    let checked = 0;
    for (const store of stores) {
      for (const MinLead of leads) {
        const settings = { payments: [0], MinLead, Jumbo: 0 };
        for (const now of instants) {
          const full = availableTimesFor(store, settings, 1, now, busy);
          const asap = availableTimesFor(store, settings, 1, now, busy, { asapOnly: true });
          expect({ at: asap.asapAt, ok: asap.asapAvailable }).toEqual({
            at: full.asapAt,
            ok: full.asapAvailable,
          });
          expect(full.times.slice(0, asap.times.length)).toEqual(asap.times);
          if (full.asapAvailable) available++;
          checked++;
        }
      }
    }
    // Both answers occur, so the comparison covers both.
    expect(available).toBeGreaterThan(100);
    expect(checked - available).toBeGreaterThan(100);
  });
});
