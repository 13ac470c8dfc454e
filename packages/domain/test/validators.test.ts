import { describe, expect, it } from 'vitest';
import {
  hasInvalidChar,
  isValidPhone,
  isValidTime,
  isValidVatNumber,
  normalizePhone,
  VALIDATION_MESSAGES,
} from '../src';

describe('spec §5 phone', () => {
  it('accepts 7 to 15 digits, optionally separated by single spaces', () => {
    expect(isValidPhone('0912345678')).toBe(true);
    expect(isValidPhone('0912 345 678')).toBe(true);
    expect(isValidPhone('034252688')).toBe(true); // 中壢 landline
    expect(isValidPhone('1234567')).toBe(true); // 7 digits
    expect(isValidPhone('123456789012345')).toBe(true); // 15 digits
    expect(isValidPhone('1234 5678 9012 345')).toBe(true); // 15 digits with spaces
  });
  it('rejects double spaces, other separators and characters, and wrong lengths', () => {
    expect(isValidPhone('0912  345678')).toBe(false);
    expect(isValidPhone('09-1234')).toBe(false);
    expect(isValidPhone('0912-345-678')).toBe(false);
    expect(isValidPhone('+886912345678')).toBe(false);
    expect(isValidPhone(' 0912345678')).toBe(false);
    expect(isValidPhone('0912345678 ')).toBe(false);
    expect(isValidPhone('０９１２３４５６７８')).toBe(false); // full-width digits
    expect(isValidPhone('123456')).toBe(false); // 6 digits
    expect(isValidPhone('123 456')).toBe(false); // 6 digits with a space
    expect(isValidPhone('1234567890123456')).toBe(false); // 16 digits
    expect(isValidPhone('')).toBe(false);
  });
  it('normalises by stripping spaces', () => {
    expect(normalizePhone('0912 345 678')).toBe('0912345678');
    expect(normalizePhone('0912345678')).toBe('0912345678');
  });
});

describe('spec §5 vat_number (統一編號)', () => {
  it('accepts real numbers, including the 7th-digit-7 exception', () => {
    expect(isValidVatNumber('04595257')).toBe(true);
    expect(isValidVatNumber('22099131')).toBe(true);
    expect(isValidVatNumber('10458575')).toBe(true); // 7th digit 7, 7 × 4 = 28 → 10, sum 30
    // 7th digit 7: sum 29 is not divisible by 5, sum + 1 is.
    expect(isValidVatNumber('10458574')).toBe(true);
  });
  it('rejects a wrong check digit, a 7 elsewhere, and anything but 8 digits', () => {
    expect(isValidVatNumber('04595258')).toBe(false);
    expect(isValidVatNumber('12345678')).toBe(false);
    expect(isValidVatNumber('10458576')).toBe(false); // 7th digit 7 but neither sum 31 nor 32 fits
    expect(isValidVatNumber('04595256')).toBe(false); // sum 39: sum + 1 only counts when the 7th digit is 7
    expect(isValidVatNumber('0459525')).toBe(false);
    expect(isValidVatNumber('045952570')).toBe(false);
    expect(isValidVatNumber('0459525a')).toBe(false);
    expect(isValidVatNumber('0459 5257')).toBe(false);
    expect(isValidVatNumber('')).toBe(false);
  });
});

describe('spec §5 is_time', () => {
  it('accepts 24-hour HH:MM from 00:00 to 23:59', () => {
    for (const t of ['00:00', '09:05', '12:30', '23:59']) expect(isValidTime(t)).toBe(true);
  });
  it('rejects out-of-range and loose formats', () => {
    for (const t of ['24:00', '23:60', '9:05', '09:5', '09:05:00', '0905', 'ab:cd', ' 09:05', '']) {
      expect(isValidTime(t)).toBe(false);
    }
  });
});

describe('spec §5 invalidChar', () => {
  it('flags "#" anywhere', () => {
    expect(hasInvalidChar('少冰#去糖')).toBe(true);
    expect(hasInvalidChar('#')).toBe(true);
    expect(hasInvalidChar('少冰 去糖')).toBe(false);
    expect(hasInvalidChar('')).toBe(false);
  });
});

describe('zh-TW messages', () => {
  it('says what spec §5 says', () => {
    expect(VALIDATION_MESSAGES.required).toBe('此欄位為必填');
    expect(VALIDATION_MESSAGES.phone).toBe('手機格式錯誤');
    expect(VALIDATION_MESSAGES.vat_number).toBe('統一編號格式錯誤');
    expect(VALIDATION_MESSAGES.time).toBe('時間格式錯誤');
    expect(VALIDATION_MESSAGES.invalid_char).toBe('不可包含 # 字元');
    expect(VALIDATION_MESSAGES.password_confirm).toBe('確認密碼與密碼不相符');
    expect(VALIDATION_MESSAGES.min(6)).toBe('至少 6 個字');
    expect(VALIDATION_MESSAGES.max(30)).toBe('最多 30 個字');
    expect(VALIDATION_MESSAGES.digits(8)).toBe('須為 8 位數字');
  });
});
