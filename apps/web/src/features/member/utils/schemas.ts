/**
 * Member form rules (spec §5 "Forms"), built from the member request contracts of packages/domain so a form
 * accepts exactly what the API accepts: the phone is ZPhoneRequest's field plus the API's own check
 * (`parsePhone` for Taiwan, DEFAULT_COUNTRY_CODE: a mobile number, typed as 0912345678, 0912-345-678,
 * 0912 345 678 or +886912345678), the name is ZMemberName; password min 8 / max 72 (PASSWORD_MIN /
 * PASSWORD_MAX), confirmation equals the password, a 6-digit code (OTP_RULES.length).
 *
 * Messages: the shared fields carry the domain's zh-TW VALIDATION_MESSAGES, the same texts as the catalogue's
 * validation.* (schemas.test.ts keeps them equal); the rest come from the catalogue through `t`.
 */
import {
  DEFAULT_COUNTRY_CODE,
  FIELD_LIMITS,
  OTP_RULES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  parsePhone,
  VALIDATION_MESSAGES,
  ZMemberName,
  ZPhoneRequest,
} from '@iding/domain';
import { z } from 'zod';
import { cityOptions, districtOptions } from '../../../lib/district-options';
import type { TFunction } from '../../../lib/i18n';

/**
 * A member's mobile number as typed (spec §5 phone; POST /api/user/verify, /login … phone): required, ≤ 20
 * characters of digits, spaces, "+", "-", and a mobile number of Taiwan (the forms send country_code 886).
 * The form keeps what was typed; the API stores the normalised number.
 */
export function phoneField() {
  return ZPhoneRequest.shape.phone.refine(
    (phone) => parsePhone(DEFAULT_COUNTRY_CODE, phone) !== null,
    VALIDATION_MESSAGES.phone,
  );
}

/** A password as chosen: required, PASSWORD_MIN..PASSWORD_MAX characters. */
export function passwordField(t: TFunction) {
  return z
    .string()
    .min(1, t('validation.required'))
    .min(PASSWORD_MIN, t('member.validation.min', { count: PASSWORD_MIN }))
    .max(PASSWORD_MAX, t('validation.max', { count: PASSWORD_MAX }));
}

/**
 * The phone step of register, forgot password and update phone: ZPhoneRequest's phone (POST
 * /api/user/verify). `_t` stays so every form schema is called alike; the field's messages are the domain's.
 */
export function phoneSchema(_t?: TFunction) {
  return ZPhoneRequest.pick({ phone: true }).extend({ phone: phoneField() });
}
export type PhoneValues = z.infer<ReturnType<typeof phoneSchema>>;

/** The code step: the 6-digit code from the SMS (OTP_RULES.length). */
export function codeSchema(t: TFunction) {
  return z.object({
    code: z
      .string()
      .trim()
      .min(1, t('validation.required'))
      .regex(/^\d+$/, t('member.validation.code', { count: OTP_RULES.length }))
      .length(OTP_RULES.length, t('member.validation.code', { count: OTP_RULES.length })),
  });
}
export type CodeValues = z.infer<ReturnType<typeof codeSchema>>;

/** Login: phone and password (any length: old passwords may predate the rules). */
export function loginSchema(t: TFunction) {
  return z.object({
    phone: phoneField(),
    password: z.string().min(1, t('validation.required')).max(PASSWORD_MAX),
  });
}
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

/** A new password and its confirmation (spec §5: min 8 characters, confirmation required). */
function newPasswordShape(t: TFunction) {
  return { password: passwordField(t), password_confirmation: z.string().min(1, t('validation.required')) };
}

/** spec §5 "confirm password must match password", reported on the confirmation field. */
function confirmation(
  t: TFunction,
): [
  (v: { password: string; password_confirmation: string }) => boolean,
  { message: string; path: string[] },
] {
  return [
    (v) => v.password === v.password_confirmation,
    { message: t('member.validation.passwordConfirm'), path: ['password_confirmation'] },
  ];
}

/** New password + confirmation; with `old`, the current password too (update-password screen). */
export function newPasswordSchema(t: TFunction, old = false) {
  return z
    .object({
      old_password: old
        ? z.string().min(1, t('validation.required')).max(PASSWORD_MAX)
        : z.string().optional(),
      ...newPasswordShape(t),
    })
    .refine(...confirmation(t));
}
export type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;

/** Register's last step: name (ZMemberName: 1–50 characters) and a new password with its confirmation. */
export function profileSchema(t: TFunction) {
  return z
    .object({
      name: ZMemberName,
      ...newPasswordShape(t),
    })
    .refine(...confirmation(t));
}
export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

/**
 * Address of PATCH /api/user (ZUpdateUserRequest): city and district chosen from the zip table (lib/district-options),
 * the district one of the city's; address ≤ FIELD_LIMITS.address (100); floor ≤ FIELD_LIMITS.floor (20).
 */
export function addressSchema(t: TFunction) {
  const max = (n: number) => t('validation.max', { count: n });
  return (
    z
      .object({
        city: z.string().refine((city) => cityOptions().includes(city), t('member.updateAddress.chooseCity')),
        // A disabled select (no city yet) submits nothing.
        district: z.string().default(''),
        address: z
          .string()
          .trim()
          .min(1, t('validation.required'))
          .max(FIELD_LIMITS.address, max(FIELD_LIMITS.address)),
        floor: z.string().trim().max(FIELD_LIMITS.floor, max(FIELD_LIMITS.floor)),
      })
      // The district must be one of the chosen city's (zip table); a new city clears it in the form.
      .refine((v) => districtOptions(v.city).some((d) => d.name === v.district), {
        message: t('member.updateAddress.chooseDistrict'),
        path: ['district'],
      })
  );
}
export type AddressValues = z.infer<ReturnType<typeof addressSchema>>;
/** What the address form holds before parsing (the district may be missing while its select is disabled). */
export type AddressInput = z.input<ReturnType<typeof addressSchema>>;
