/**
 * Busy mode's slot rules, the payment lists per order type and the unaccepted-order setting (
 * spec §3 payment types, §5 time selection and 5-minute steps).
 */
import { describe, expect, it } from 'vitest';
import {
  formatTransferDeadline,
  isOverdueUnaccepted,
  liveQueueAt,
  OrderStatus,
  OrderType,
  PaymentType,
  paymentTypesFor,
  slotStartOf,
  taipeiDateTimeToMs,
  transferDeadline,
  transferStatusLabel,
  withoutFullSlots,
  ZTransferAccount,
  ZTransferReportRequest,
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

describe('轉帳 (docs/features.md "轉帳")', () => {
  const account = {
    bank_code: '812',
    bank_name: '台新銀行',
    account_number: '20011234567890',
    account_name: '五十嵐企業社',
    deadline_hours: 24,
  };
  const messages = (v: unknown) => {
    const r = ZTransferAccount.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('takes a 3-digit bank code, a 10–16 digit account, a holder and 1–168 hours', () => {
    expect(messages(account)).toEqual([]);
    expect(messages({ ...account, account_number: '1234567890123456' })).toEqual([]);
    expect(messages({ ...account, bank_code: '8120' })).toEqual(['銀行代碼須為 3 位數字']);
    expect(messages({ ...account, bank_code: 'abc' })).toEqual(['銀行代碼須為 3 位數字']);
    expect(messages({ ...account, account_number: '123456789' })).toEqual(['帳號須為 10–16 位數字']);
    expect(messages({ ...account, account_number: '12345678901234567' })).toEqual(['帳號須為 10–16 位數字']);
    expect(messages({ ...account, account_number: '2001-1234-5678' })).toContain(
      '帳號只能是數字（不含 - 或空白）',
    );
    expect(messages({ ...account, account_name: '  ' })).toEqual(['請輸入戶名']);
    expect(messages({ ...account, bank_name: '' })).toEqual(['請輸入銀行名稱']);
    expect(messages({ ...account, deadline_hours: 0 })).toEqual(['轉帳期限須為 1–168 小時']);
    expect(messages({ ...account, deadline_hours: 1.5 })).toEqual(['轉帳期限須為整數小時']);
  });

  it('the diner reports exactly five digits', () => {
    expect(ZTransferReportRequest.safeParse({ last_five: '12345' }).success).toBe(true);
    for (const last_five of ['1234', '123456', '1234a', '']) {
      const r = ZTransferReportRequest.safeParse({ last_five });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('請輸入轉出帳號末五碼（5 位數字）');
    }
  });

  it('the deadline is deadline_hours after ordering, never after the target time', () => {
    const placed = taipeiDateTimeToMs('2026-11-23', '12:00') / 1000;
    const tomorrow = taipeiDateTimeToMs('2026-11-24', '18:00') / 1000;
    const soon = taipeiDateTimeToMs('2026-11-23', '12:30') / 1000;
    expect(transferDeadline(placed, tomorrow, 24)).toBe(placed + 24 * 3600);
    expect(transferDeadline(placed, soon, 24)).toBe(soon);
    // 宅配 and seated orders carry when they were placed: the full hours.
    expect(transferDeadline(placed, placed, 24)).toBe(placed + 24 * 3600);
    expect(formatTransferDeadline(placed + 24 * 3600)).toBe('11/24 12:00');
    expect(formatTransferDeadline(taipeiDateTimeToMs('2026-12-05', '09:05') / 1000)).toBe('12/5 09:05');
  });

  it('the store reads 待轉帳, then the reported last five digits, then nothing once paid', () => {
    const order = { payment_type: 4, payment_status: 0, status: 1, transfer_last_five: null };
    expect(transferStatusLabel(order)).toBe('待轉帳');
    expect(transferStatusLabel({ ...order, transfer_last_five: '12345' })).toBe('已回報轉帳：末五碼 12345');
    expect(transferStatusLabel({ ...order, payment_status: 2 })).toBeNull();
    expect(transferStatusLabel({ ...order, status: 4 })).toBeNull();
    expect(transferStatusLabel({ ...order, payment_type: 0 })).toBeNull();
  });
});
