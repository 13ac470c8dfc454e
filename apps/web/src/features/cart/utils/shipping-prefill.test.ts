import { describe, expect, it } from 'vitest';
import { shippingPrefill } from './shipping-prefill';

const EMPTY = { recipient: '', recipientPhone: '', city: '', district: '', address: '', floor: '' };
const CONTACT = { name: '林小美', phone: '0912345678' };
const UNTYPED = { recipient: false, recipientPhone: false };
const SAVED = { city: '臺北市', district: '信義區', address: '松高路11號', floor: '5樓' };
const LAST = { city: '臺北市', district: '大安區', address: '復興南路一段1號', floor: '' };

describe('shippingPrefill (收件資訊)', () => {
  it('takes the recipient from 聯絡資訊 and the member’s saved address before this browser’s last', () => {
    expect(shippingPrefill(EMPTY, CONTACT, UNTYPED, [SAVED, LAST])).toEqual({
      recipient: '林小美',
      recipientPhone: '0912345678',
      ...SAVED,
    });
  });

  it('falls back to this browser’s last address when the saved one is blank or not a real district', () => {
    const blank = { city: '', district: '', address: '', floor: '' };
    expect(shippingPrefill(EMPTY, CONTACT, UNTYPED, [blank, LAST])).toMatchObject(LAST);
    const wrong = { ...SAVED, district: '西屯區' };
    expect(shippingPrefill(EMPTY, CONTACT, UNTYPED, [wrong, undefined, LAST])).toMatchObject(LAST);
  });

  it('never overwrites what the diner typed', () => {
    const typed = { ...EMPTY, recipient: '陳大文', recipientPhone: '0922000111', address: '自己打的' };
    expect(shippingPrefill(typed, CONTACT, { recipient: true, recipientPhone: true }, [SAVED])).toEqual({});
  });

  it('fills nothing from an empty contact or without any address', () => {
    expect(shippingPrefill(EMPTY, { name: ' ', phone: '' }, UNTYPED, [null])).toEqual({});
  });
});
