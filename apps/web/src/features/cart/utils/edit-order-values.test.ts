/** Edit mode: an order's values load into the checkout form and go back as the PATCH body. */
import type { OrderResponse } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { buildEditOrderRequest, editValuesOf, orderCouponRefs } from './edit-order-values';

const order: OrderResponse = {
  id: 'b2c3d4e5-0000-4000-8000-000000000001',
  item_name: '007',
  identifier: '50lan-xinyi',
  store_name: '50嵐 信義店',
  store_phone: '02-2720-5050',
  store_address: '臺北市信義區松仁路100號',
  order_type: 1,
  payment_type: 0,
  status: 1,
  payment_status: 0,
  accepted_at: null,
  cancelled_by: null,
  cancel_reason: null,
  table_number: null,
  target_time: '2026-11-27 18:30:00',
  is_asap: false,
  name: '王小明',
  phone: '0912345678',
  memo: '靠窗',
  items: [],
  subtotal: 85,
  shipping_fee: 0,
  total: 85,
  created_at: 1795600000,
  pickup_by: 'order_number',
  invoice_type: 'company',
  invoice_value: '04595252',
  company_title: '好喝股份有限公司',
  order_tab_type: 'reservation',
  party_size: 4,
  shipping_infos: null,
  waiting: null,
  delivery: null,
  transfer: null,
  custom_items: [],
  coupons: [],
  discount: 0,
  point_redeem: 0,
  point_discount: 0,
  released_to_store: true,
  version: 3,
  editable_until: 1795699800,
  editable_until_accepted: false,
  events: [],
};

describe('edit mode values', () => {
  it('loads the order as placed: type, tab, reserved date and time, party, contact, memo, invoice', () => {
    expect(editValuesOf(order)).toMatchObject({
      orderType: '1',
      tab: 'reservation',
      when: 'reserve',
      date: '2026-11-27',
      time: '18:30',
      partySize: '4',
      name: '王小明',
      phone: '0912345678',
      memo: '靠窗',
      payment: '0',
      invoiceType: 'company',
      invoiceValue: '04595252',
      companyTitle: '好喝股份有限公司',
    });
    expect(editValuesOf({ ...order, is_asap: true, order_type: 0, order_tab_type: null }).when).toBe('asap');
  });

  it('sends the order body with the version it was read at, the same fields as a new order, no prices', () => {
    const lines = {
      menu_version: 12,
      items: [
        {
          index: 0,
          sort_index: 0,
          id: 'e1',
          menu_uuid: 'e1',
          name: '奶茶',
          quantity: 2,
          memo: '',
          subtotal: 50,
          total: 100,
          options: [{ id: 'o1', name: '中', group_id: 'g', group_name: '尺寸', quantity: 1, price: 0 }],
        },
      ],
    };
    const body = buildEditOrderRequest('50lan-xinyi', lines, editValuesOf(order), 11, order.version);
    expect(body).toMatchObject({
      identifier: '50lan-xinyi',
      menu_version: 12,
      order_type: 1,
      payment_type: 0,
      order_tab_type: 'reservation',
      party_size: 4,
      target_time: '2026-11-27 18:30:00',
      name: '王小明',
      memo: '靠窗',
      invoice_type: 'company',
      invoice_value: '04595252',
      company_title: '好喝股份有限公司',
      version: 3,
      cart: { items: [{ id: 'e1', quantity: 2, memo: '', options: [{ id: 'o1', quantity: 1 }] }] },
    });
    expect(body).not.toHaveProperty('table_number');
    expect(JSON.stringify(body.cart)).not.toContain('subtotal');
  });

  it('sends the 加購 chosen and the 合計 shown, so the server saves that figure or says it changed', () => {
    const lines = { menu_version: 12, items: [] };
    const body = buildEditOrderRequest('50lan-xinyi', lines, editValuesOf(order), 11, order.version, {
      customItemIds: ['bag', 'straw'],
      shownTotal: 82,
    });
    expect(body).toMatchObject({ custom_item_ids: ['bag', 'straw'], shown_total: 82, version: 3 });
  });

  it("keeps the order's coupons (a promo code with its code) and, with coupons, leaves the 合計 to the server", () => {
    const lines = { menu_version: 12, items: [] };
    const withCoupons = {
      ...order,
      coupons: [
        { id: 'c1', name: '新會員首購折 $30', apply_to: 3, code: null, discount: 30 },
        { id: 'p1', name: '優惠碼 WELCOME50', apply_to: 1, code: 'WELCOME50', discount: 50 },
      ],
      discount: 80,
    } as typeof order;
    const body = buildEditOrderRequest('50lan-xinyi', lines, editValuesOf(withCoupons), 11, order.version, {
      customItemIds: [],
      coupons: orderCouponRefs(withCoupons),
      shownTotal: null,
    });
    expect(body.coupons).toEqual([{ id: 'c1' }, { id: 'p1', code: 'WELCOME50' }]);
    expect(body).not.toHaveProperty('shown_total');
  });
});
