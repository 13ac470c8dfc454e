import { describe, expect, it } from 'vitest';
import {
  PaymentType,
  PointEvent,
  type PointRule,
  pointEarningContext,
  pointsEarned,
  ZPointAdjustRequest,
  ZPointRule,
} from '../src';

const rule = (over: Partial<PointRule> = {}): PointRule => ({
  PMEnabled: true,
  PMName: '點',
  PGRules: [{ Amount: 100, Point: 1 }],
  ...over,
});

describe('pointsEarned (spec §3 point_rule PGRules)', () => {
  it('earns Point for each full Amount of the items total, rounded down', () => {
    expect(pointsEarned(rule(), 250)).toBe(2);
    expect(pointsEarned(rule(), 99)).toBe(0);
    expect(pointsEarned(rule(), 100)).toBe(1);
    expect(pointsEarned(rule({ PGRules: [{ Amount: 50, Point: 3 }] }), 175)).toBe(9);
  });

  it('earns nothing when points are off, there is no rule, or the total is 0 or less', () => {
    expect(pointsEarned(rule({ PMEnabled: false }), 1000)).toBe(0);
    expect(pointsEarned(null, 1000)).toBe(0);
    expect(pointsEarned(rule({ PGRules: [] }), 1000)).toBe(0);
    expect(pointsEarned(rule(), 0)).toBe(0);
    expect(pointsEarned(rule(), -300)).toBe(0);
  });

  it('never divides by an Amount of 0 and ignores a Point of 0', () => {
    expect(pointsEarned(rule({ PGRules: [{ Amount: 0, Point: 5 }] }), 1000)).toBe(0);
    expect(pointsEarned(rule({ PGRules: [{ Amount: 0.001, Point: 5 }] }), 1000)).toBe(0);
    expect(pointsEarned(rule({ PGRules: [{ Amount: 100, Point: 0 }] }), 1000)).toBe(0);
  });

  it('counts an exact multiple of a fractional total without float error', () => {
    expect(pointsEarned(rule({ PGRules: [{ Amount: 0.3, Point: 1 }] }), 0.1 + 0.2)).toBe(1);
    expect(pointsEarned(rule({ PGRules: [{ Amount: 100, Point: 0.5 }] }), 300)).toBe(1);
  });

  it('applies the rule that gives the most, never the sum', () => {
    const two = rule({
      PGRules: [
        { Amount: 100, Point: 1 },
        { Amount: 50, Point: 1 },
      ],
    });
    expect(pointsEarned(two, 200)).toBe(4);
  });

  it('leaves app orders out of a rule with ExcludeApp', () => {
    const counterOnly = rule({ PGRules: [{ Amount: 100, Point: 1, ExcludeApp: true }] });
    expect(pointsEarned(counterOnly, 500, { transactionType: 0, viaApp: true })).toBe(0);
    expect(pointsEarned(counterOnly, 500, { transactionType: 0, viaApp: false })).toBe(5);
  });

  it('leaves out orders paid with an excluded transaction record type', () => {
    const noStoreCredit = rule({
      PGRules: [
        { Amount: 100, Point: 2, ExcludeTransaction: [2] },
        { Amount: 100, Point: 1 },
      ],
    });
    expect(pointsEarned(noStoreCredit, 300, pointEarningContext(PaymentType.STORE_CREDIT))).toBe(3);
    expect(pointsEarned(noStoreCredit, 300, pointEarningContext(PaymentType.CASH))).toBe(6);
  });

  it('reads cash as record type 0 and a transfer as none', () => {
    expect(pointEarningContext(PaymentType.CASH)).toEqual({ transactionType: 0, viaApp: true });
    expect(pointEarningContext(PaymentType.LINE_PAY).transactionType).toBe(80);
    expect(pointEarningContext(PaymentType.TRANSFER).transactionType).toBeNull();
  });
});

describe('ZPointRule', () => {
  it('keeps the wire shape and defaults PMName to 點', () => {
    expect(ZPointRule.parse({ PMEnabled: true })).toEqual({ PMEnabled: true, PMName: '點', PGRules: [] });
    const wire = {
      PMEnabled: true,
      PMName: '豆',
      PGRules: [{ Amount: 100, Point: 1, ExcludeApp: false, ExcludeTransaction: [2] }],
    };
    expect(ZPointRule.parse(wire)).toEqual(wire);
  });
});

describe('ZPointAdjustRequest', () => {
  const body = { phone: '0912345678', points: 10, reason: '生日禮', request_id: crypto.randomUUID() };
  it('takes a signed whole number of points with a reason', () => {
    expect(ZPointAdjustRequest.parse({ ...body, points: -5 }).points).toBe(-5);
  });
  it('refuses 0 points, a fraction and a blank reason in zh-TW', () => {
    expect(ZPointAdjustRequest.safeParse({ ...body, points: 0 }).error?.issues[0]?.message).toBe(
      '點數不可為 0',
    );
    expect(ZPointAdjustRequest.safeParse({ ...body, points: 1.5 }).error?.issues[0]?.message).toBe(
      '點數須為整數',
    );
    expect(ZPointAdjustRequest.safeParse({ ...body, reason: '  ' }).error?.issues[0]?.message).toBe(
      '請輸入調整原因',
    );
  });
  it('numbers the ledger events as spec §3 does', () => {
    expect(PointEvent.NEW_ORDER_GAIN).toBe(40);
    expect(PointEvent.CANCEL_ORDER_GAIN).toBe(43);
    expect(PointEvent.MANUAL_ADJUST).toBe(48);
  });
});
