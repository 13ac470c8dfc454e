/**
 * Busy mode's slot rules, the payment lists per order type and the unaccepted-order setting (
 * spec §3 payment types, §5 time selection and 5-minute steps).
 */
import { describe, expect, it } from 'vitest';
import {
  isOverdueUnaccepted,
  liveQueueAt,
  OrderStatus,
  OrderType,
  PaymentType,
  paymentTypesFor,
  slotStartOf,
  taipeiDateTimeToMs,
  withoutFullSlots,
  ZUnacceptedOrders,
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

describe('orders not accepted in time (逾時未接單)', () => {
  const placed = 1_800_000_000;
  const waiting = {
    status: OrderStatus.SUBMITTED,
    accepted_at: null,
    created_at: placed,
    target_time: placed + 15 * 60,
    is_asap: true,
  };

  it('is overdue once alert_minutes have passed since it was placed, not a second before', () => {
    expect(isOverdueUnaccepted(waiting, (placed + 5 * 60) * 1000 - 1, 5, 60)).toBe(false);
    expect(isOverdueUnaccepted(waiting, (placed + 5 * 60) * 1000, 5, 60)).toBe(true);
  });

  it('an order for later counts from when it left 預約 (lead minutes before it is due)', () => {
    // Placed for three hours later: 預約 until two hours from now with a 60-minute lead.
    const later = { ...waiting, is_asap: false, target_time: placed + 3 * 3600 };
    expect(liveQueueAt(later, 60)).toBe((placed + 2 * 3600) * 1000);
    expect(isOverdueUnaccepted(later, (placed + 2 * 3600 + 4 * 60) * 1000, 5, 60)).toBe(false);
    expect(isOverdueUnaccepted(later, (placed + 2 * 3600 + 5 * 60) * 1000, 5, 60)).toBe(true);
    // Due within the lead already when placed: live at once.
    expect(liveQueueAt({ ...later, target_time: placed + 30 * 60 }, 60)).toBe(placed * 1000);
    // 盡快 is never held back, whatever its target time.
    expect(liveQueueAt({ ...later, is_asap: true }, 60)).toBe(placed * 1000);
  });

  it('never for an order the store accepted, marked ready or cancelled', () => {
    const later = (placed + 60 * 60) * 1000;
    expect(isOverdueUnaccepted({ ...waiting, accepted_at: placed + 60 }, later, 5, 60)).toBe(false);
    expect(isOverdueUnaccepted({ ...waiting, status: OrderStatus.READY }, later, 5, 60)).toBe(false);
    expect(isOverdueUnaccepted({ ...waiting, status: OrderStatus.CANCELLED }, later, 5, 60)).toBe(false);
  });

  it('takes 1–120 alert minutes, with a zh-TW message otherwise', () => {
    expect(ZUnacceptedOrders.safeParse({ auto_cancel: false, alert_minutes: 120 }).success).toBe(true);
    const zero = ZUnacceptedOrders.safeParse({ auto_cancel: true, alert_minutes: 0 });
    expect(zero.error?.issues[0]?.message).toBe('逾時未接單須為 1–120 分鐘');
  });
});
