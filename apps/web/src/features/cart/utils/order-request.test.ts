/** Order bodies sent at checkout (spec §7, §9): wire constants, target time format, no client prices. */
import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '../../../stores/cart-store';
import type { CheckoutValues } from './checkout-schema';
import { buildCheckOrderRequest, buildCreateOrderRequest, targetTime } from './order-request';

const values: CheckoutValues = {
  orderType: '0',
  when: 'asap',
  date: '2026-11-23',
  time: '12:05',
  name: ' 王小明 ',
  phone: '0912345678',
  payment: '0',
  memo: '',
  invoiceType: 'paper',
  invoiceValue: '',
  companyTitle: '',
};

describe('order request (spec §7)', () => {
  it('sends null for as soon as possible and "YYYY-MM-DD HH:MM:00" for a reserved time', () => {
    expect(targetTime(values)).toBeNull();
    expect(targetTime({ ...values, when: 'reserve' })).toBe('2026-11-23 12:05:00');
    expect(targetTime({ ...values, when: 'reserve', time: '' })).toBeNull();
  });

  it('carries the wire constants and the cart without prices', () => {
    const cart = {
      ...EMPTY_CART,
      menu_version: 3,
      items: [
        {
          index: 0,
          sort_index: 0,
          id: 'tea',
          menu_uuid: 'tea',
          name: '珍珠奶茶',
          quantity: 2,
          memo: '少冰',
          subtotal: 60,
          total: 120,
          options: [{ id: 'large', name: '大', group_id: 'g', group_name: '尺寸', quantity: 1, price: 10 }],
        },
      ],
    };
    const check = buildCheckOrderRequest('50lan-xinyi', cart, values, 1);
    expect(check).toMatchObject({
      app_version: 'iDing 2.8.7',
      device_id: 'WEB',
      identifier: '50lan-xinyi',
      menu_version: 3,
      order_type: 0,
      payment_type: 0,
      target_time: null,
    });
    expect(check.cart.items).toEqual([
      { id: 'tea', quantity: 2, memo: '少冰', options: [{ id: 'large', quantity: 1 }] },
    ]);
    expect(buildCreateOrderRequest(check, values)).toMatchObject({
      name: '王小明',
      phone: '0912345678',
      memo: '',
    });
  });
});
