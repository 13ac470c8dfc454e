/**
 * The words a placed order is shown in (rules/order-labels.ts), one source for the diner's pages and the
 * store's console: type with tab, due time with its date when not today, invoice kinds, options, set-meal
 * picks, notes and addresses.
 */
import { describe, expect, it } from 'vitest';
import {
  asapReadyMs,
  cancelledText,
  cashPaymentWhen,
  deliveryArrivalMs,
  deliveryEtaText,
  dueTimeText,
  formatDueTime,
  invoiceLabel,
  OrderStatus,
  OrderType,
  optionsText,
  orderLineTexts,
  orderPaymentTypeName,
  orderStoreTitle,
  orderTypeLabel,
  PaymentStatus,
  PaymentType,
  paymentStatusLabel,
  paymentText,
  pickerDateLabel,
  pickText,
  pricedOptionsText,
  readyStatusName,
  refundText,
  shippingAddressText,
  taipeiDateTimeToMs,
  targetTimeName,
} from '../src/index';

const MONDAY_NOON = taipeiDateTimeToMs('2026-11-23', '12:00');
const at = (date: string, time: string) => taipeiDateTimeToMs(date, time) / 1000;

describe('order labels', () => {
  it('names the type with its dine-in tab', () => {
    expect(orderTypeLabel(0)).toBe('外帶');
    expect(orderTypeLabel(3, null)).toBe('宅配');
    expect(orderTypeLabel(1, 'reservation')).toBe('內用・預約訂位');
    expect(orderTypeLabel(1, 'ready-for-seat')).toBe('內用・現場入座');
    expect(orderTypeLabel(1, 'waiting')).toBe('內用・排隊候位');
    expect(orderTypeLabel(9)).toBe('類型 9');
  });

  it('names the time by its kind; 宅配, seated and waiting orders have none', () => {
    expect(targetTimeName(0, null)).toBe('取餐時間');
    expect(targetTimeName(2, null)).toBe('送達時間');
    expect(targetTimeName(1, 'reservation')).toBe('訂位時間');
    expect(targetTimeName(1, 'ready-for-seat')).toBeNull();
    expect(targetTimeName(1, 'waiting')).toBeNull();
    expect(targetTimeName(3, null)).toBeNull();
  });

  it('gives the date and weekday of a time on another Taipei day, the time alone today', () => {
    expect(formatDueTime(at('2026-11-23', '18:30'), MONDAY_NOON)).toBe('18:30');
    expect(formatDueTime(at('2026-11-24', '18:30'), MONDAY_NOON)).toBe('11/24（二）18:30');
    // 00:10 Taipei is still the day before in UTC: the Taipei day decides.
    expect(formatDueTime(at('2026-11-24', '00:10'), MONDAY_NOON)).toBe('11/24（二）00:10');
    const reservation = { order_type: 1, order_tab_type: 'reservation' as const, is_asap: false };
    expect(dueTimeText({ ...reservation, target_time: at('2026-11-24', '18:30') }, MONDAY_NOON)).toBe(
      '訂位時間 11/24（二）18:30',
    );
    const asap = {
      order_type: 0,
      order_tab_type: null,
      is_asap: true,
      target_time: at('2026-11-23', '12:15'),
    };
    expect(dueTimeText(asap, MONDAY_NOON)).toBe('取餐時間 盡快（約 12:15）');
    expect(dueTimeText({ ...asap, order_type: 3, is_asap: false }, MONDAY_NOON)).toBeNull();
  });

  it('writes each invoice kind with its carrier, code or 統編 and 公司抬頭', () => {
    const invoice = (
      invoice_type: string,
      invoice_value: string | null,
      company_title: string | null = null,
    ) => invoiceLabel({ invoice_type, invoice_value, company_title });
    expect(invoice('paper', null)).toBe('紙本發票');
    expect(invoice('mobile_barcode', '/ABC+123')).toBe('手機條碼 /ABC+123');
    expect(invoice('citizen_certificate', 'AB12345678901234')).toBe('自然人憑證 AB12345678901234');
    expect(invoice('company', '04595252', '範例股份有限公司')).toBe('公司統編 04595252（範例股份有限公司）');
    expect(invoice('donation', '919')).toBe('捐贈發票（愛心碼 919）');
  });

  it('reads an unpaid cash order as 取餐時付款, other statuses by their names', () => {
    expect(paymentStatusLabel(PaymentStatus.UNPAID, PaymentType.CASH)).toBe('取餐時付款');
    expect(paymentStatusLabel(PaymentStatus.UNPAID, PaymentType.TRANSFER)).toBe('未付款');
    expect(paymentStatusLabel(PaymentStatus.PAID_FULL, PaymentType.LINE_PAY)).toBe('已付款');
    expect(paymentStatusLabel(PaymentStatus.REFUNDED, PaymentType.LINE_PAY)).toBe('已退款');
  });

  it('says 取餐 only for 外帶: a 外送 or 宅配 cash order is 貨到付款, a 內用 one 現場付款', () => {
    expect(cashPaymentWhen(OrderType.TAKEAWAY)).toBe('取餐時付款');
    expect(cashPaymentWhen(OrderType.DELIVERY)).toBe('貨到付款');
    expect(cashPaymentWhen(OrderType.SHIP)).toBe('貨到付款');
    expect(cashPaymentWhen(OrderType.DINE_IN)).toBe('現場付款');
    expect(paymentStatusLabel(PaymentStatus.UNPAID, PaymentType.CASH, OrderType.DELIVERY)).toBe('貨到付款');
    expect(paymentStatusLabel(PaymentStatus.PAID_FULL, PaymentType.CASH, OrderType.DELIVERY)).toBe('已付款');
    // The completed page's payment line, and the row that names the type.
    expect(paymentText(PaymentType.CASH, OrderType.TAKEAWAY)).toBe('現金（取餐時付款）');
    expect(paymentText(PaymentType.CASH, OrderType.DELIVERY)).toBe('貨到付款');
    expect(paymentText(PaymentType.CASH, OrderType.DINE_IN)).toBe('現金（現場付款）');
    expect(paymentText(PaymentType.LINE_PAY, OrderType.DELIVERY)).toBe('LINE Pay');
    expect(orderPaymentTypeName(PaymentType.CASH, OrderType.DELIVERY)).toBe('貨到付款');
    expect(orderPaymentTypeName(PaymentType.CASH, OrderType.TAKEAWAY)).toBe('現金');
    expect(orderStoreTitle(OrderType.TAKEAWAY)).toBe('取餐店家');
    expect(orderStoreTitle(OrderType.DELIVERY)).toBe('訂購店家');
  });

  it('gives one delivery one ETA: the quote time + its minutes, not before the food is ready', () => {
    const quotedAt = taipeiDateTimeToMs('2026-11-23', '15:02');
    // 盡快 at a store with MinLead 30: ready 15:35 (rounded up to 5 minutes, as the server sets target_time).
    const ready = asapReadyMs(quotedAt, 30);
    expect(ready).toBe(taipeiDateTimeToMs('2026-11-23', '15:35'));
    expect(deliveryEtaText(deliveryArrivalMs(quotedAt, 25, ready))).toBe('約 15:35 送達');
    // A quote slower than the kitchen: its own time.
    expect(deliveryEtaText(deliveryArrivalMs(quotedAt, 45, ready))).toBe('約 15:47 送達');
    // Without a ready time (not known yet): the quote alone.
    expect(deliveryEtaText(deliveryArrivalMs(quotedAt, 25))).toBe('約 15:27 送達');
    expect(deliveryEtaText(deliveryArrivalMs(quotedAt, 25, Number.NaN))).toBe('約 15:27 送達');
  });

  it('shows what each option of a set-meal pick adds, so the line adds up', () => {
    expect(
      pricedOptionsText([
        { name: '加蛋', quantity: 1, price: 10 },
        { name: '加起司', quantity: 2, price: 10 },
        { name: '半糖', quantity: 1, price: 0 },
        { name: '少冰', quantity: 1 },
      ]),
    ).toBe('加蛋 +$10、加起司×2 +$20、半糖、少冰');
    expect(
      pickText({
        name: '主餐',
        entree: { name: '培根漢堡', upgrade: 10, options: [{ name: '加蛋', quantity: 1, price: 10 }] },
      }),
    ).toBe('主餐：培根漢堡 +$10（加蛋 +$10）');
  });

  it('labels a picker date short enough to show whole on a phone', () => {
    expect(pickerDateLabel('2026-12-07', '2026-12-07')).toBe('12/07（一）今天');
    expect(pickerDateLabel('2026-12-08', '2026-12-07')).toBe('12/08（二）明天');
    expect(pickerDateLabel('2027-01-01', '2026-12-30')).toBe('01/01（五）');
  });

  it('says who cancelled, and the refund once refunded', () => {
    expect(cancelledText('diner')).toBe('您已取消訂單');
    expect(cancelledText('store')).toBe('店家已取消訂單');
    expect(cancelledText(null)).toBe('訂單已取消');
    expect(refundText(PaymentStatus.REFUNDED, 120)).toBe('已退款 $120，將退回原付款方式');
    expect(refundText(PaymentStatus.UNPAID, 120)).toBeNull();
  });

  it('names a ready order by how it reaches the diner (spec §4 READY)', () => {
    expect(OrderStatus.READY).toBe(2);
    expect(readyStatusName(OrderType.TAKEAWAY)).toBe('可取餐');
    expect(readyStatusName(OrderType.DELIVERY)).toBe('待送達');
    expect(readyStatusName(OrderType.SHIP)).toBe('待出貨');
    expect(readyStatusName(OrderType.DINE_IN)).toBe('已出餐');
  });

  it('writes options, set-meal picks, 品項備註 and lines as plain text', () => {
    expect(
      optionsText([
        { name: '大', quantity: 1 },
        { name: '珍珠', quantity: 2 },
      ]),
    ).toBe('大、珍珠×2');
    const main = {
      name: '主餐',
      entree: {
        name: '卡滋雞腿漢堡',
        memo: '不要美乃滋',
        upgrade: 40,
        options: [{ name: '加蛋', quantity: 1 }],
      },
    };
    const drink = { name: '飲料', entree: { name: '冰紅茶大杯', memo: '', upgrade: 0, options: [] } };
    expect(pickText(main)).toBe('主餐：卡滋雞腿漢堡 +$40（加蛋）（品項備註：不要美乃滋）');
    expect(pickText(drink)).toBe('飲料：冰紅茶大杯');
    expect(
      orderLineTexts({
        name: '早餐套餐',
        quantity: 2,
        total: 310,
        memo: '分開裝',
        options: [],
        collections: [main, drink],
      }),
    ).toEqual([
      '早餐套餐 ×2 $310',
      '  主餐：卡滋雞腿漢堡 +$40（加蛋）（品項備註：不要美乃滋）',
      '  飲料：冰紅茶大杯',
      '  品項備註：分開裝',
    ]);
  });

  it('writes an address with its floor, and without an empty one', () => {
    const ship = {
      shipping_city: '臺中市',
      shipping_district: '西屯區',
      shipping_address: '臺灣大道三段99號',
      shipping_floor: '5樓',
    };
    expect(shippingAddressText(ship)).toBe('臺中市西屯區臺灣大道三段99號 5樓');
    expect(shippingAddressText({ ...ship, shipping_floor: '' })).toBe('臺中市西屯區臺灣大道三段99號');
  });
});
