import { taipeiDateTimeToMs } from '@iding/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedStore, createSplitShiftStore, createStore } from './factories';
import { buildTestApp, type TestApp } from './helper';

const URL = '/api/orders/order/avail_time';

describe('POST /api/orders/order/avail_time (spec §5, Asia/Taipei)', () => {
  let t: TestApp;
  let boujee: CreatedStore;
  let allDay: CreatedStore;

  beforeAll(async () => {
    t = await buildTestApp({ now: taipeiDateTimeToMs('2026-11-23', '10:52') });
    boujee = await createSplitShiftStore(t.db, { holidays: [{ date: '2026-11-26', name: '店休' }] });
    allDay = await createStore(t.db);
  });
  afterAll(async () => t.close());

  async function availAt(date: string, time: string, body: Record<string, unknown>) {
    t.setNow(taipeiDateTimeToMs(date, time));
    return t.app.inject({ method: 'POST', url: URL, payload: body });
  }

  it('gives a split-shift store both windows per day for 7 days, no Sunday, no holiday', async () => {
    // Monday 10:52, before opening: MinLead 20 → today from 11:15 (10:52 + 20 = 11:12 → 11:15).
    const res = await availAt('2026-11-23', '10:52', {
      identifier: boujee.identifier,
      timezone: 8,
      total: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      available_times: [
        '2026-11-23#11:15#13:30',
        '2026-11-23#17:00#19:30',
        '2026-11-24#11:00#13:30',
        '2026-11-24#17:00#19:30',
        '2026-11-25#11:00#13:30',
        '2026-11-25#17:00#19:30',
        // 11-26 is a holiday.
        '2026-11-27#11:00#13:30',
        '2026-11-27#17:00#19:30',
        '2026-11-28#11:00#13:30',
        '2026-11-28#17:00#19:30',
        // 11-29 is Sunday: closed.
      ],
      lead: { start: 20, end: 25 },
      asap_available: false, // not open yet
    });
  });

  it("starts today's window at now + lead while open, and offers ASAP", async () => {
    const res = await availAt('2026-11-23', '12:01', { identifier: boujee.identifier, total: 1 });
    expect(res.json().available_times.slice(0, 2)).toEqual([
      '2026-11-23#12:25#13:30',
      '2026-11-23#17:00#19:30',
    ]);
    expect(res.json().asap_available).toBe(true);
  });

  it('drops the lunch window once now + lead passes its end, and refuses ASAP then', async () => {
    const res = await availAt('2026-11-23', '13:20', { identifier: boujee.identifier, total: 1 });
    expect(res.json().available_times[0]).toBe('2026-11-23#17:00#19:30');
    expect(res.json().asap_available).toBe(false);
  });

  it('doubles the lead above Jumbo (10 items)', async () => {
    const atJumbo = await availAt('2026-11-23', '12:01', { identifier: boujee.identifier, total: 10 });
    expect(atJumbo.json().lead).toEqual({ start: 20, end: 25 });
    const overJumbo = await availAt('2026-11-23', '12:01', { identifier: boujee.identifier, total: 11 });
    expect(overJumbo.json().lead).toEqual({ start: 40, end: 45 });
    expect(overJumbo.json().available_times[0]).toBe('2026-11-23#12:45#13:30');
  });

  it('on Sunday offers nothing today and Monday onwards', async () => {
    const res = await availAt('2026-11-29', '12:00', { identifier: boujee.identifier });
    expect(res.json().available_times[0]).toBe('2026-11-30#11:00#13:30');
    expect(res.json().asap_available).toBe(false);
  });

  it('gives a 24-hour store the rest of today and whole days, ending 23:59', async () => {
    const res = await availAt('2026-11-23', '12:00', { identifier: allDay.identifier, total: 1 });
    expect(res.json()).toEqual({
      available_times: [
        '2026-11-23#12:10#23:59',
        '2026-11-24#00:00#23:59',
        '2026-11-25#00:00#23:59',
        '2026-11-26#00:00#23:59',
        '2026-11-27#00:00#23:59',
        '2026-11-28#00:00#23:59',
        '2026-11-29#00:00#23:59',
      ],
      lead: { start: 10, end: 15 },
      asap_available: true,
    });
  });

  it('uses the Taipei date just after midnight (UTC still the day before)', async () => {
    t.setNow(Date.parse('2026-11-23T16:02:00Z')); // 2026-11-24 00:02 in Taipei
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { identifier: allDay.identifier } });
    expect(res.json().available_times[0]).toBe('2026-11-24#00:15#23:59');
  });

  it('refuses an order type the store does not offer', async () => {
    const res = await availAt('2026-11-23', '12:00', { identifier: boujee.identifier, order_type: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('order_type_not_supported');
  });

  it('answers an unknown store with 404 store_not_found', async () => {
    const res = await availAt('2026-11-23', '12:00', { identifier: 'no-such-store' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'store_not_found', message: '找不到這家店' });
  });

  it.each([
    ['a missing identifier', { total: 1 }],
    ['a negative total', { identifier: 'x', total: -1 }],
    ['a total as text', { identifier: 'x', total: 'many' }],
    ['a timezone out of range', { identifier: 'x', timezone: 99 }],
    ['a 10 kB identifier', { identifier: 'x'.repeat(10_000) }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await availAt('2026-11-23', '12:00', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'validation_error' });
  });
});
