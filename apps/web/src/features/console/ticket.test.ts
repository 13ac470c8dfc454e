/**
 * The printed ticket says what the board says (docs/features.md "Store console"): a 早餐套餐 with its picks,
 * 品項備註, 加購 and 統編; a reservation for tomorrow with its date and party; a 宅配 with its address; a coupon above the total.
 */
import { PaymentStatus, taipeiDateTimeToMs } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { consoleOrder } from '../../test/console-factories';
import { orderTicket } from './ticket';

const MONDAY_9AM = taipeiDateTimeToMs('2026-11-23', '09:00');
const at = (date: string, time: string) => taipeiDateTimeToMs(date, time) / 1000;

describe('the printed ticket', () => {
  it('a set meal: each pick with its options and upgrade, the 品項備註, the 加購, the 統編', () => {
    const order = consoleOrder(27, {
      is_asap: true,
      target_time: at('2026-11-23', '09:15'),
      items: [
        {
          id: 'e1',
          name: '早餐套餐',
          quantity: 1,
          memo: '醬料分開',
          subtotal: 155,
          total: 155,
          options: [],
          collections: [
            {
              id: 's1',
              name: '主餐',
              entree: {
                id: 'm1',
                name: '卡滋雞腿漢堡',
                memo: '',
                options: [
                  { id: 'o1', name: '加蛋', group_id: 'g1', group_name: '加料', quantity: 1, price: 10 },
                ],
                upgrade: 40,
              },
            },
            {
              id: 's2',
              name: '飲料',
              entree: { id: 'd1', name: '冰拿鐵咖啡', memo: '', options: [], upgrade: 30 },
            },
          ],
        },
      ],
      custom_items: [{ id: 'c1', name: '提袋', price: 2 }],
      memo: '不要吸管',
      total: 157,
      invoice_type: 'company',
      invoice_value: '04595252',
      company_title: '範例股份有限公司',
      contact_name: '陳早餐',
    });
    const ticket = orderTicket(order, '麥味登 五股中興店', MONDAY_9AM);
    expect(ticket.number).toBe('#027');
    expect(ticket.type).toBe('外帶');
    expect(ticket.when).toEqual(['取餐時間 盡快（約 09:15）']);
    expect(ticket.lines).toEqual([
      '早餐套餐 ×1 $155',
      '  主餐：卡滋雞腿漢堡 +$40（加蛋 +$10）',
      '  飲料：冰拿鐵咖啡 +$30',
      '  品項備註：醬料分開',
      '加購：提袋 $2',
    ]);
    expect(ticket.notes).toEqual(['訂單備註：不要吸管']);
    expect(ticket.footer).toEqual([
      '現金 · 取餐時付款',
      '合計 $157',
      '發票：公司統編 04595252（範例股份有限公司）',
      '訂購人 陳早餐 0912345678',
      '下單 2026-11-23 12:00',
    ]);
  });

  it('a reservation for tomorrow carries its date and party; paid online says so', () => {
    const order = consoleOrder(3, {
      order_type: 1,
      order_tab_type: 'reservation',
      party_size: 4,
      target_time: at('2026-11-24', '18:30'),
      payment_type: 6,
      payment_status: PaymentStatus.PAID_FULL,
    });
    const ticket = orderTicket(order, '50嵐 信義店', MONDAY_9AM);
    expect(ticket.type).toBe('內用・預約訂位');
    expect(ticket.when).toEqual(['訂位時間 11/24（二）18:30', '4 位']);
    expect(ticket.footer[0]).toBe('LINE Pay · 已付款');
  });

  it('a 宅配 order: recipient, phone and the full address; the shipping fee', () => {
    const order = consoleOrder(8, {
      order_type: 3,
      shipping_infos: {
        recipient: '黃阿姨',
        phone: '0933123456',
        shipping_city: '臺中市',
        shipping_district: '西屯區',
        shipping_address: '臺灣大道三段99號',
        shipping_floor: '12樓之3',
      },
      shipping_fee: 150,
      total: 200,
    });
    const ticket = orderTicket(order, '50嵐 信義店', MONDAY_9AM);
    expect(ticket.when).toEqual([]);
    expect(ticket.notes).toEqual(['收件人 黃阿姨 0933123456', '臺中市西屯區臺灣大道三段99號 12樓之3']);
    expect(ticket.footer.slice(0, 3)).toEqual(['現金 · 貨到付款', '運費 $150', '合計 $200']);
  });

  it('an order with a coupon: the coupon and what it took off, above the total', () => {
    const order = consoleOrder(9, {
      coupons: [{ id: 'c1', name: '開幕優惠', apply_to: 1, code: 'OPEN30', discount: 30 }],
      discount: 30,
      subtotal: 70,
      total: 40,
    });
    const ticket = orderTicket(order, '50嵐 信義店', MONDAY_9AM);
    expect(ticket.footer.slice(0, 3)).toEqual(['現金 · 取餐時付款', '優惠券 開幕優惠 −$30', '合計 $40']);
  });
});
