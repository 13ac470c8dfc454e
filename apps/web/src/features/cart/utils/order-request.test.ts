/** Order bodies sent at checkout (spec §7, §9): wire constants, target time format, no client prices. */
import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from '../../../stores/cart-store';
import { type CheckoutValues, NEW_ORDER_TYPE_FIELDS } from './checkout-schema';
import {
  buildCheckOrderRequest,
  buildCreateOrderRequest,
  orderTypeFields,
  targetTime,
} from './order-request';

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
  ...NEW_ORDER_TYPE_FIELDS,
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

  it('sends a set meal with its picks (no prices) and the custom items chosen', () => {
    const cart = {
      ...EMPTY_CART,
      menu_version: 3,
      items: [
        {
          index: 0,
          sort_index: 0,
          id: 'set',
          menu_uuid: 'set',
          name: '早餐套餐',
          quantity: 1,
          memo: '',
          subtotal: 90,
          total: 90,
          upgrade: 15,
          options: [],
          collections: [
            {
              id: 'main',
              name: '主餐',
              entree: { id: 'bacon', name: '培根漢堡', memo: '', options: [], upgrade: 10 },
            },
            {
              id: 'drink',
              name: '飲料',
              entree: {
                id: 'milk-tea',
                name: '冰奶茶大杯',
                memo: '',
                upgrade: 5,
                options: [
                  { id: 'half', name: '半糖', group_id: 'g', group_name: '甜度', quantity: 1, price: 0 },
                ],
              },
            },
          ],
        },
      ],
    };
    const check = buildCheckOrderRequest('mwd-wugu-zhongxing', cart, values, 1, null, ['bag']);
    expect(check.custom_item_ids).toEqual(['bag']);
    expect(check.cart.items).toEqual([
      {
        id: 'set',
        quantity: 1,
        memo: '',
        options: [],
        collections: [
          { id: 'main', entree: { id: 'bacon', memo: '', options: [] } },
          { id: 'drink', entree: { id: 'milk-tea', memo: '', options: [{ id: 'half', quantity: 1 }] } },
        ],
      },
    ]);
    expect(buildCheckOrderRequest('s', { ...cart, items: [] }, values, 1).custom_item_ids).toEqual([]);
  });

  describe('order type fields (spec §5)', () => {
    const dineIn = {
      ...values,
      orderType: '1',
      when: 'reserve' as const,
      tableNumber: ' 7 ',
      partySize: '4',
    };
    it('ready-for-seat: the table number, no target time, no party size', () => {
      expect(orderTypeFields({ ...dineIn, tab: 'ready-for-seat' })).toEqual({
        target_time: null,
        order_tab_type: 'ready-for-seat',
        table_number: '7',
      });
    });
    it('reservation: a target time even when 盡快 was left chosen, and the party size; no table', () => {
      expect(orderTypeFields({ ...dineIn, when: 'asap', tab: 'reservation' })).toEqual({
        target_time: '2026-11-23 12:05:00',
        order_tab_type: 'reservation',
        party_size: 4,
      });
    });
    it('waiting: the party size only', () => {
      expect(orderTypeFields({ ...dineIn, tab: 'waiting' })).toEqual({
        target_time: null,
        order_tab_type: 'waiting',
        party_size: 4,
      });
    });
    it('宅配: the recipient and address, no time, no tab', () => {
      const ship = {
        ...values,
        orderType: '3',
        when: 'reserve' as const,
        recipient: ' 陳大文 ',
        recipientPhone: '0912000111',
        city: '臺中市',
        district: '西屯區',
        address: '臺灣大道三段99號',
        floor: '5樓',
      };
      expect(orderTypeFields(ship)).toEqual({
        target_time: null,
        shipping_infos: {
          recipient: '陳大文',
          phone: '0912000111',
          shipping_city: '臺中市',
          shipping_district: '西屯區',
          shipping_address: '臺灣大道三段99號',
          shipping_floor: '5樓',
        },
      });
    });
    it('外送: the quote_id whose fee the diner saw, only for 外送', () => {
      const to = {
        ...values,
        recipient: '陳大文',
        recipientPhone: '0912000111',
        city: '臺北市',
        district: '信義區',
        address: '松高路11號',
      };
      const delivery = buildCheckOrderRequest('s1', EMPTY_CART, { ...to, orderType: '2' }, 1, 'q-1');
      expect(delivery).toMatchObject({ order_type: 2, quote_id: 'q-1', target_time: null });
      expect(delivery.shipping_infos).toMatchObject({
        shipping_city: '臺北市',
        shipping_address: '松高路11號',
      });
      expect(
        buildCheckOrderRequest('s1', EMPTY_CART, { ...to, orderType: '0' }, 1, 'q-1'),
      ).not.toHaveProperty('quote_id');
    });
  });
});
