import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CODE, parsePhone } from '../src/rules/phone';
import { parseOrderPhone } from '../src/rules/validators';

describe('parsePhone (spec §5 phone, per country code)', () => {
  it('reads a Taiwan mobile however it is typed, as its national number', () => {
    for (const input of [
      '0912345678',
      '0912-345-678',
      '0912 345 678',
      '912345678',
      '+886912345678',
      '+886 912 345 678',
      ' 0912345678 ',
    ]) {
      expect(parsePhone(DEFAULT_COUNTRY_CODE, input), input).toBe('912345678');
    }
  });

  it('refuses what is not a mobile number of that country', () => {
    for (const input of [
      '',
      '09123', // too short
      '091234567890', // too long
      '0912abc678', // letters
      'abc',
      '0223456789', // a Taipei landline
      '+85251234567', // a Hong Kong mobile, read for Taiwan
      '１２３',
    ]) {
      expect(parsePhone(DEFAULT_COUNTRY_CODE, input), input).toBeNull();
    }
  });

  it('reads a number for the country code it is given', () => {
    expect(parsePhone('852', '51234567')).toBe('51234567');
    expect(parsePhone('852', '+85251234567')).toBe('51234567');
    expect(parsePhone('852', '0912345678')).toBeNull();
  });
});

describe('parseOrderPhone (an order contact phone)', () => {
  it('stores every way a Taiwan mobile is written as 0912345678', () => {
    for (const input of [
      '0912345678',
      '0912-345-678',
      '0912 345 678',
      '+886 912 345 678',
      '+886912345678',
      '+886 0912 345 678',
      '886912345678',
      '(0912) 345-678',
      ' 0912.345.678 ',
    ]) {
      expect(parseOrderPhone(input), input).toBe('0912345678');
    }
  });

  it('refuses what is not a Taiwan mobile number', () => {
    for (const input of [
      '',
      '09123',
      '09123456789',
      '0912abc678',
      '0223456789',
      '912345678',
      '+85251234567',
    ]) {
      expect(parseOrderPhone(input), input).toBeNull();
    }
  });
});
