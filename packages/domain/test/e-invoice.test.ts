import { describe, expect, it } from 'vitest';
import {
  checkInvoice,
  INVOICE_MESSAGES,
  isValidCitizenCertificate,
  isValidDonationCode,
  isValidMobileBarcode,
  isValidVatNumber,
  normalizeInvoiceValue,
  ZCreateOrderRequest,
} from '../src';

describe('統一編號 (spec §5 vat_number)', () => {
  it('accepts the official examples: 04595252, and 10458574 by the 7th-digit-7 rule', () => {
    expect(isValidVatNumber('04595252')).toBe(true);
    // 1,0,4,5,8,5,7,4 × 1,2,1,2,1,2,4,1 → 1+0+4+1+8+1+(2+8)+4 = 29: only 29 + 1 is divisible by 5.
    expect(isValidVatNumber('10458574')).toBe(true);
  });
  it('refuses a wrong checksum, wrong lengths and non-digits', () => {
    expect(isValidVatNumber('04595253')).toBe(false);
    expect(isValidVatNumber('10458573')).toBe(false);
    expect(isValidVatNumber('0459525')).toBe(false);
    expect(isValidVatNumber('045952520')).toBe(false);
    expect(isValidVatNumber('0459525a')).toBe(false);
    expect(isValidVatNumber('')).toBe(false);
  });
});

describe('手機條碼 (mobile barcode carrier)', () => {
  it('accepts "/" then 7 of 0-9 A-Z . + -', () => {
    expect(isValidMobileBarcode('/ABC+123')).toBe(true);
    expect(isValidMobileBarcode('/1234567')).toBe(true);
    expect(isValidMobileBarcode('/A.B-C+D')).toBe(true);
  });
  it('refuses lower case, wrong lengths, other characters and a missing slash', () => {
    expect(isValidMobileBarcode('/abc+123')).toBe(false);
    expect(isValidMobileBarcode('/ABC+12')).toBe(false);
    expect(isValidMobileBarcode('/ABC+1234')).toBe(false);
    expect(isValidMobileBarcode('ABC+1234')).toBe(false);
    expect(isValidMobileBarcode('/ABC 123')).toBe(false);
    expect(isValidMobileBarcode('/ABC*123')).toBe(false);
    expect(isValidMobileBarcode('')).toBe(false);
  });
  it('is upper-cased and trimmed by the normaliser, not refused', () => {
    expect(normalizeInvoiceValue('mobile_barcode', ' /abc+123 ')).toBe('/ABC+123');
    expect(checkInvoice({ invoice_type: 'mobile_barcode', invoice_value: '/abc+123' })).toBeNull();
  });
});

describe('自然人憑證 (citizen digital certificate carrier)', () => {
  it('accepts 2 upper-case letters then 14 digits', () => {
    expect(isValidCitizenCertificate('AB12345678901234')).toBe(true);
  });
  it('refuses other shapes', () => {
    expect(isValidCitizenCertificate('A123456789012345')).toBe(false);
    expect(isValidCitizenCertificate('AB1234567890123')).toBe(false);
    expect(isValidCitizenCertificate('AB123456789012345')).toBe(false);
    expect(isValidCitizenCertificate('ab12345678901234')).toBe(false);
    expect(isValidCitizenCertificate('AB1234567890123X')).toBe(false);
  });
});

describe('愛心碼 (donation code)', () => {
  it('accepts 3 to 7 digits', () => {
    expect(isValidDonationCode('123')).toBe(true);
    expect(isValidDonationCode('1234567')).toBe(true);
  });
  it('refuses fewer than 3, more than 7 and non-digits', () => {
    expect(isValidDonationCode('12')).toBe(false);
    expect(isValidDonationCode('12345678')).toBe(false);
    expect(isValidDonationCode('12a4')).toBe(false);
    expect(isValidDonationCode('')).toBe(false);
  });
});

describe('checkInvoice', () => {
  it('needs nothing for paper', () => {
    expect(checkInvoice({ invoice_type: 'paper' })).toBeNull();
    expect(checkInvoice({ invoice_type: 'paper', invoice_value: 'anything' })).toBeNull();
  });
  it('names the field and the message of each kind', () => {
    expect(checkInvoice({ invoice_type: 'mobile_barcode', invoice_value: '/AB' })).toEqual({
      field: 'invoice_value',
      message: INVOICE_MESSAGES.mobile_barcode,
    });
    expect(checkInvoice({ invoice_type: 'citizen_certificate', invoice_value: null })?.message).toBe(
      '自然人憑證格式錯誤',
    );
    expect(checkInvoice({ invoice_type: 'donation', invoice_value: '1' })?.message).toBe('愛心碼格式錯誤');
    expect(
      checkInvoice({ invoice_type: 'company', invoice_value: '12345678', company_title: 'X' })?.message,
    ).toBe('統一編號格式錯誤');
  });
  it('needs a company title for a company invoice', () => {
    expect(checkInvoice({ invoice_type: 'company', invoice_value: '04595252', company_title: '  ' })).toEqual(
      {
        field: 'company_title',
        message: '請輸入公司抬頭',
      },
    );
    expect(
      checkInvoice({ invoice_type: 'company', invoice_value: '04595252', company_title: '範例股份有限公司' }),
    ).toBeNull();
  });
});

describe('order request contract', () => {
  const base = {
    identifier: 's',
    menu_version: 1,
    order_type: 0,
    payment_type: 0,
    cart: { items: [] },
    name: '王小明',
    phone: '0912345678',
  };
  it('defaults invoice_type to paper so existing clients keep working', () => {
    expect(ZCreateOrderRequest.parse(base).invoice_type).toBe('paper');
  });
  it('refuses an unknown invoice_type', () => {
    expect(ZCreateOrderRequest.safeParse({ ...base, invoice_type: 'b2b' }).success).toBe(false);
  });
  it('refuses # in the name and memo (spec §5 invalidChar)', () => {
    const name = ZCreateOrderRequest.safeParse({ ...base, name: '王#' });
    expect(name.error?.issues[0]?.message).toBe('不可包含 # 字元');
    const memo = ZCreateOrderRequest.safeParse({ ...base, memo: '少冰 #2' });
    expect(memo.error?.issues[0]?.message).toBe('不可包含 # 字元');
    const item = ZCreateOrderRequest.safeParse({
      ...base,
      cart: { items: [{ id: '00000000-0000-4000-8000-000000000000', quantity: 1, memo: '#' }] },
    });
    expect(item.error?.issues[0]?.message).toBe('不可包含 # 字元');
  });
});
