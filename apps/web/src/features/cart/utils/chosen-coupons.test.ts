/** The coupons chosen on the cart as check_order answers them (spec §4 Coupons). */
import { describe, expect, it } from 'vitest';
import type { ConfirmedCoupon } from '../../../stores/order-draft-store';
import { couponsToSend, markCoupons } from './chosen-coupons';

describe('chosen coupons', () => {
  const chosen: ConfirmedCoupon[] = [
    { id: 'a', code: null, name: '折 20', apply_to: 0, removed: false, message: '' },
    { id: 'b', code: 'WELCOME50', name: '優惠碼', apply_to: 1, removed: false, message: '' },
  ];

  it('marks a coupon in remove_coupons removed with the server message, and unmarks one that applies again', () => {
    const marked = markCoupons(chosen, {
      apply_coupons: [{ id: 'a' }],
      remove_coupons: [{ id: 'b', message: '未達最低消費 $100，還差 $50' }],
    });
    expect(marked[1]).toMatchObject({ removed: true, message: '未達最低消費 $100，還差 $50' });
    expect(couponsToSend(marked)).toEqual([{ id: 'a' }]);
    const again = markCoupons(marked, { apply_coupons: [{ id: 'b' }], remove_coupons: [] });
    expect(again[1]).toMatchObject({ removed: false, message: '' });
    // A promo code is sent with its code (spec §7).
    expect(couponsToSend(again)).toEqual([{ id: 'a' }, { id: 'b', code: 'WELCOME50' }]);
  });
});
