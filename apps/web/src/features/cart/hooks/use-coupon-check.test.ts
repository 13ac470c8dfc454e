/**
 * The cart's snackbar for coupons the server removed (spec §4 Coupons): said once, when a coupon becomes
 * removed (or is removed again for another reason), in the server's words without naming the coupon twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStrings, t } from '../../../lib/i18n';
import type { ConfirmedCoupon } from '../../../stores/order-draft-store';
import { newlyRemoved, removedNotice } from './use-coupon-check';

const coupon = (o: Partial<ConfirmedCoupon>): ConfirmedCoupon => ({
  id: 'c1',
  code: null,
  name: '信義店 滿百折 $20',
  apply_to: 0,
  removed: false,
  message: '',
  ...o,
});

describe('removed coupons on the cart', () => {
  beforeAll(() => loadStrings('checkout'));

  it('tells a coupon once: when it becomes removed, or is removed for another reason', () => {
    const min = coupon({ removed: true, message: '未達最低消費 $100，還差 $50' });
    expect(newlyRemoved([coupon({})], [min])).toEqual([min]);
    expect(newlyRemoved([min], [min])).toEqual([]);
    const used = coupon({ removed: true, message: '此優惠券已兌換完畢' });
    expect(newlyRemoved([min], [used])).toEqual([used]);
    expect(newlyRemoved([min], [coupon({})])).toEqual([]);
  });

  it("says the server's message, naming the coupon once", () => {
    expect(removedNotice(t, coupon({ message: '此優惠券已過期' }))).toBe(
      '「信義店 滿百折 $20」已移除：此優惠券已過期',
    );
    expect(removedNotice(t, coupon({ message: '「信義店 滿百折 $20」未達最低消費 $100，還差 $50' }))).toBe(
      '優惠券已移除：「信義店 滿百折 $20」未達最低消費 $100，還差 $50',
    );
  });
});
