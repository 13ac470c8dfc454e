/**
 * The 發票 part of the checkout form: the domain rule of each kind with its message under the
 * field, the request fields it sends, and the carrier remembered on this browser after an order.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { useInvoiceChoice } from '../../../stores/invoice-store';
import { checkoutSchema, NEW_ORDER_TYPE_FIELDS } from './checkout-schema';
import { initialInvoice, rememberInvoice, toInvoiceRequest } from './invoice-fields';

const base = {
  orderType: '0',
  when: 'asap',
  date: '',
  time: '',
  payment: '0',
  name: '王小明',
  phone: '0912345678',
  memo: '',
  // The order-type fields as the cart page starts them.
  ...NEW_ORDER_TYPE_FIELDS,
};
const issues = (values: Record<string, string>) =>
  checkoutSchema(t)
    .safeParse({ ...base, invoiceValue: '', companyTitle: '', ...values })
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('發票 in the checkout form', () => {
  it('accepts paper without a value, and every kind with a valid one', () => {
    expect(issues({ invoiceType: 'paper' })).toEqual([]);
    expect(issues({ invoiceType: 'mobile_barcode', invoiceValue: '/abc+123' })).toEqual([]);
    expect(issues({ invoiceType: 'citizen_certificate', invoiceValue: 'AB12345678901234' })).toEqual([]);
    expect(
      issues({ invoiceType: 'company', invoiceValue: '04595252', companyTitle: '範例股份有限公司' }),
    ).toEqual([]);
    expect(issues({ invoiceType: 'company', invoiceValue: '10458574', companyTitle: '範例商行' })).toEqual(
      [],
    );
    expect(issues({ invoiceType: 'donation', invoiceValue: '919' })).toEqual([]);
  });

  it('puts the message of the kind under its field', () => {
    expect(issues({ invoiceType: 'mobile_barcode', invoiceValue: '/ab' })).toEqual([
      ['invoiceValue', '手機條碼格式錯誤'],
    ]);
    expect(issues({ invoiceType: 'citizen_certificate', invoiceValue: '12' })).toEqual([
      ['invoiceValue', '自然人憑證格式錯誤'],
    ]);
    expect(issues({ invoiceType: 'company', invoiceValue: '12345678', companyTitle: 'X' })).toEqual([
      ['invoiceValue', '統一編號格式錯誤'],
    ]);
    expect(issues({ invoiceType: 'company', invoiceValue: '04595252' })).toEqual([
      ['companyTitle', '請輸入公司抬頭'],
    ]);
    expect(issues({ invoiceType: 'donation', invoiceValue: '12' })).toEqual([
      ['invoiceValue', '愛心碼格式錯誤'],
    ]);
  });

  it('shows the invoice message beside the contact ones (all refused fields at once)', () => {
    const all = checkoutSchema(t)
      .safeParse({ ...base, name: '', invoiceType: 'donation', invoiceValue: '1', companyTitle: '' })
      .error?.issues.map((i) => i.path[0]);
    expect(all).toEqual(expect.arrayContaining(['name', 'invoiceValue']));
  });

  it('sends only what the kind has, normalised', () => {
    expect(toInvoiceRequest({ invoiceType: 'paper', invoiceValue: '/ABC+123', companyTitle: 'X' })).toEqual({
      invoice_type: 'paper',
    });
    expect(
      toInvoiceRequest({ invoiceType: 'mobile_barcode', invoiceValue: ' /abc+123 ', companyTitle: 'X' }),
    ).toEqual({
      invoice_type: 'mobile_barcode',
      invoice_value: '/ABC+123',
    });
    expect(
      toInvoiceRequest({ invoiceType: 'company', invoiceValue: '04595252', companyTitle: ' 範例 ' }),
    ).toEqual({
      invoice_type: 'company',
      invoice_value: '04595252',
      company_title: '範例',
    });
  });
});

describe('the carrier remembered on this browser', () => {
  beforeEach(() => useInvoiceChoice.setState({ last: null }));

  it('starts on paper before the first order, then on the last carrier sent', () => {
    expect(initialInvoice(useInvoiceChoice.getState().last)).toEqual({
      invoiceType: 'paper',
      invoiceValue: '',
      companyTitle: '',
    });
    rememberInvoice({ invoiceType: 'mobile_barcode', invoiceValue: '/abc+123', companyTitle: '' });
    expect(initialInvoice(useInvoiceChoice.getState().last)).toEqual({
      invoiceType: 'mobile_barcode',
      invoiceValue: '/ABC+123',
      companyTitle: '',
    });
  });

  it("starts on the order draft's choice (kept across a reload) over the carrier last sent", () => {
    rememberInvoice({ invoiceType: 'company', invoiceValue: '10458574', companyTitle: '範例商行' });
    const last = useInvoiceChoice.getState().last;
    const drafted = { invoiceType: 'mobile_barcode', invoiceValue: '/abc+12', companyTitle: '' } as const;
    // As the diner typed it, not yet checked nor upper-cased.
    expect(initialInvoice(last, drafted)).toEqual(drafted);
    expect(
      initialInvoice(last, { invoiceType: 'paper', invoiceValue: '', companyTitle: '' }).invoiceType,
    ).toBe('paper');
    // A fresh draft (none kept) starts on the carrier last sent.
    expect(initialInvoice(last, null)).toEqual({
      invoiceType: 'company',
      invoiceValue: '10458574',
      companyTitle: '範例商行',
    });
  });

  it('keeps the carrier over a paper order', () => {
    rememberInvoice({ invoiceType: 'donation', invoiceValue: '919', companyTitle: '' });
    rememberInvoice({ invoiceType: 'paper', invoiceValue: '', companyTitle: '' });
    expect(useInvoiceChoice.getState().last?.invoiceValue).toBe('919');
  });
});
