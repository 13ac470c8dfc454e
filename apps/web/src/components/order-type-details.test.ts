/** When a 外送 order is said to arrive: the quoted ETA, never before the order's own time. */
import { taipeiDateTimeToMs } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { arrivalMs } from './order-type-details';

describe('arrivalMs', () => {
  const orderedAt = taipeiDateTimeToMs('2026-11-23', '12:00') / 1000;

  it('is ordered at + the ETA when the food is ready before then', () => {
    const order = { created_at: orderedAt, target_time: '2026-11-23 12:10:00' };
    expect(arrivalMs(order, 25)).toBe(taipeiDateTimeToMs('2026-11-23', '12:25'));
  });

  it('is the order time when the food is made later (盡快 with a long lead, or a later slot)', () => {
    const order = { created_at: orderedAt, target_time: '2026-11-23 18:30:00' };
    expect(arrivalMs(order, 25)).toBe(taipeiDateTimeToMs('2026-11-23', '18:30'));
  });
});
