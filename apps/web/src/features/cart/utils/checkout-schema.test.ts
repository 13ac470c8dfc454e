/**
 * The checkout form's name, phone and memo rules are the order request's (DESIGN.md "House style": web form
 * schemas derive from the request schemas), with the catalogue's messages.
 */
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { checkoutSchema, NEW_ORDER_TYPE_FIELDS } from './checkout-schema';

const base = {
  orderType: '0',
  when: 'asap',
  date: '',
  time: '',
  payment: '0',
  // 發票: paper needs nothing more.
  invoiceType: 'paper',
  invoiceValue: '',
  companyTitle: '',
  ...NEW_ORDER_TYPE_FIELDS,
};

describe('checkout form fields', () => {
  it("refuse an empty name, a short phone and a long memo with the catalogue's messages", () => {
    const result = checkoutSchema(t).safeParse({
      ...base,
      name: '',
      phone: '09-1234',
      memo: 'x'.repeat(201),
    });
    const message = (field: string) => result.error?.issues.find((i) => i.path[0] === field)?.message;
    expect(message('name')).toBe('請輸入姓名');
    expect(message('phone')).toBe('請輸入 09 開頭的 10 碼手機號碼');
    expect(message('memo')).toBe('最多 200 個字');
  });

  it('accept a filled-in order', () => {
    expect(
      checkoutSchema(t).safeParse({ ...base, name: '王小明', phone: '0912345678', memo: '' }).success,
    ).toBe(true);
  });

  it.each(['0912-345-678', '0912 345 678', '+886 912 345 678', '0912345678'])(
    'accept the phone %j, as the server does',
    (phone) => {
      expect(checkoutSchema(t).safeParse({ ...base, name: '王小明', phone, memo: '' }).success).toBe(true);
    },
  );
});
