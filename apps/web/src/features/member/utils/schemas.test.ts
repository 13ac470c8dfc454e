/**
 * The web's forms accept what the API accepts: they are built from the domain's request contracts
 * and its phone rule, and their messages are the catalogue's texts.
 */
import { parsePhone, VALIDATION_MESSAGES, ZPhoneRequest } from '@iding/domain';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import core from '../../../locales/zh-TW.json';
import { loginSchema, phoneSchema, profileSchema } from './schemas';

/** What POST /api/user/verify accepts for Taiwan: the request schema, then the service's parsePhone. */
const serverAccepts = (phone: string) => {
  const body = ZPhoneRequest.safeParse({ phone });
  return body.success && parsePhone(body.data.country_code, body.data.phone) !== null;
};

const PHONES = [
  '0912345678',
  '0912-345-678',
  '0912 345 678',
  '+886912345678',
  '+886 912 345 678',
  '09123',
  '0912abc678',
  '1234567',
  '0223456789',
  '',
];

describe('member forms and the API accept the same phones', () => {
  it.each(PHONES)('%j', (phone) => {
    expect(phoneSchema(t).safeParse({ phone }).success).toBe(serverAccepts(phone));
    expect(loginSchema(t).safeParse({ phone, password: 'x' }).success).toBe(serverAccepts(phone));
  });

  it('accepts +886912345678, which the form used to refuse', () => {
    expect(phoneSchema(t).safeParse({ phone: '+886912345678' }).success).toBe(true);
  });
});

describe("the forms' messages are the catalogue's texts", () => {
  it('the shared VALIDATION_MESSAGES equal the catalogue', () => {
    expect(VALIDATION_MESSAGES.required).toBe(core.validation.required);
    expect(VALIDATION_MESSAGES.phone).toBe(core.validation.phone);
    expect(VALIDATION_MESSAGES.name).toBe(core.validation.name);
    expect(VALIDATION_MESSAGES.invalid_char).toBe(core.validation.invalidChar);
    expect(VALIDATION_MESSAGES.orderPhone).toBe(core.validation.orderPhone);
    expect(VALIDATION_MESSAGES.max(50)).toBe(core.validation.max.replace('{{count}}', '50'));
  });

  it('shows them on the member fields', () => {
    const message = (
      result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
      field: string,
    ) => result.error?.issues.find((i) => i.path[0] === field)?.message;
    expect(message(phoneSchema(t).safeParse({ phone: '' }), 'phone')).toBe('此欄位為必填');
    expect(message(phoneSchema(t).safeParse({ phone: '09123' }), 'phone')).toBe('手機格式錯誤');
    const profile = profileSchema(t).safeParse({
      name: 'x'.repeat(51),
      password: '12345678',
      password_confirmation: '12345678',
    });
    expect(message(profile, 'name')).toBe('最多 50 個字');
  });
});
