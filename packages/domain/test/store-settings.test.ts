/**
 * Busy mode's slot rules and the payment lists per order type (issue #14 §3; spec §3 payment types, §5 time
 * selection and 5-minute steps).
 */
import { describe, expect, it } from 'vitest';
import {
  OrderType,
  PaymentType,
  paymentTypesFor,
  slotStartOf,
  taipeiDateTimeToMs,
  withoutFullSlots,
} from '../src/index';

describe('withoutFullSlots', () => {
  const at = (time: string) => taipeiDateTimeToMs('2026-11-23', time);

  it('splits a window around a full slot, keeping the window’s own end', () => {
    const full = new Set([slotStartOf(at('13:00'), 15)]);
    expect(withoutFullSlots(['2026-11-23#12:10#23:59'], full, 15, taipeiDateTimeToMs)).toEqual([
      '2026-11-23#12:10#12:55',
      '2026-11-23#13:15#23:59',
    ]);
  });

  it('drops a window wholly inside full slots and leaves other days alone', () => {
    const full = new Set([slotStartOf(at('10:00'), 60)]);
    expect(
      withoutFullSlots(['2026-11-23#10:00#10:55', '2026-11-24#10:00#10:55'], full, 60, taipeiDateTimeToMs),
    ).toEqual(['2026-11-24#10:00#10:55']);
  });

  it('returns the windows as they were when no slot is full', () => {
    const times = ['2026-11-23#12:10#14:00'];
    expect(withoutFullSlots(times, new Set(), 15, taipeiDateTimeToMs)).toBe(times);
  });

  it('starts slots on the hour in Taipei time', () => {
    expect(slotStartOf(at('13:14'), 15)).toBe(at('13:00'));
    expect(slotStartOf(at('13:15'), 15)).toBe(at('13:15'));
    expect(slotStartOf(at('13:59'), 60)).toBe(at('13:00'));
  });
});

describe('paymentTypesFor', () => {
  it('offers 貨到付款 only where something is delivered, and no counter cash for 宅配', () => {
    expect(paymentTypesFor(OrderType.TAKEAWAY)).not.toContain(PaymentType.PAY_ON_DELIVERY);
    expect(paymentTypesFor(OrderType.DINE_IN)).not.toContain(PaymentType.PAY_ON_DELIVERY);
    expect(paymentTypesFor(OrderType.DELIVERY)).toContain(PaymentType.PAY_ON_DELIVERY);
    expect(paymentTypesFor(OrderType.SHIP)).toContain(PaymentType.PAY_ON_DELIVERY);
    expect(paymentTypesFor(OrderType.SHIP)).not.toContain(PaymentType.CASH);
    expect(paymentTypesFor(OrderType.TAKEAWAY)).toContain(PaymentType.LINE_PAY);
  });
});
