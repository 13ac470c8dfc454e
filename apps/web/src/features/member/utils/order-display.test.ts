/** Order and payment status names (spec §4) and order times (Asia/Taipei) of the history screens. */
import { describe, expect, it } from 'vitest';
import memberStrings from '../../../locales/zh-TW.member.json';
import {
  formatOrderTime,
  formatTargetTime,
  orderStatusKey,
  orderStatusTone,
  paymentStatusKey,
} from './order-display';

/** The zh-TW text of a member.* key, read from the catalogue itself. */
const text = (key: string | null): unknown =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], memberStrings);

describe('order status names (spec §4)', () => {
  it('names SUBMITTED 1, READY 2, COMPLETED 3, CANCELLED 4 in zh-TW', () => {
    expect([1, 2, 3, 4].map((s) => text(orderStatusKey(s)))).toEqual([
      '已送出',
      '可取餐',
      '已完成',
      '已取消',
    ]);
  });

  it('names UNPAID 0, PAID_PARTIAL 1, PAID_FULL 2, REFUNDED 3 in zh-TW', () => {
    expect([0, 1, 2, 3].map((s) => text(paymentStatusKey(s)))).toEqual([
      '未付款',
      '部分付款',
      '已付款',
      '已退款',
    ]);
  });

  it('says 取餐時付款 for an unpaid cash order, not 未付款', () => {
    expect(text(paymentStatusKey(0, 0))).toBe('取餐時付款');
    // Paid cash, or unpaid LINE Pay (6), keep their status name.
    expect(text(paymentStatusKey(2, 0))).toBe('已付款');
    expect(text(paymentStatusKey(0, 6))).toBe('未付款');
  });

  it('has no key for numbers the spec does not name', () => {
    expect(orderStatusKey(0)).toBeNull();
    expect(orderStatusKey(6)).toBeNull();
    expect(paymentStatusKey(4)).toBeNull();
    expect(paymentStatusKey(-1)).toBeNull();
  });

  it('gives each status its badge tone', () => {
    expect([1, 2, 3, 4, 99].map(orderStatusTone)).toEqual(['progress', 'ready', 'done', 'cancelled', 'done']);
  });
});

describe('order times (Asia/Taipei)', () => {
  it('shows an epoch-seconds instant as Taipei wall-clock time, whatever the device zone', () => {
    // 2026-05-01 23:45 UTC = 2026-05-02 07:45 in Taipei.
    expect(formatOrderTime(Date.UTC(2026, 4, 1, 23, 45) / 1000)).toBe('2026/05/02 07:45');
  });

  it('shows a target time without its seconds', () => {
    expect(formatTargetTime('2026-05-02 12:30:00')).toBe('2026/05/02 12:30');
  });
});
