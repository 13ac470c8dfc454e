/**
 * Member form rules (spec §5 "Forms"): required, phone (isValidPhone: 7–15 digits, single spaces), password
 * min 8 / max 72 (PASSWORD_MIN / PASSWORD_MAX of the shared contracts), confirmation equals the password,
 * a 6-digit code (OTP_RULES.length). Messages come from the zh-TW catalogue.
 */
import { isValidPhone, OTP_RULES, PASSWORD_MAX, PASSWORD_MIN } from '@iding/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const NAME_MAX = 50;

export function phoneField(t: TFunction) {
  return z.string().trim().min(1, t('validation.required')).refine(isValidPhone, t('validation.phone'));
}

export function passwordField(t: TFunction) {
  return z
    .string()
    .min(1, t('validation.required'))
    .min(PASSWORD_MIN, t('member.validation.min', { count: PASSWORD_MIN }))
    .max(PASSWORD_MAX, t('validation.max', { count: PASSWORD_MAX }));
}

export function phoneSchema(t: TFunction) {
  return z.object({ phone: phoneField(t) });
}
export type PhoneValues = z.infer<ReturnType<typeof phoneSchema>>;

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

export function loginSchema(t: TFunction) {
  return z.object({
    phone: phoneField(t),
    password: z.string().min(1, t('validation.required')).max(PASSWORD_MAX),
  });
}
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

/** New password + confirmation; with `old`, the current password too (update-password screen). */
export function newPasswordSchema(t: TFunction, old = false) {
  return z
    .object({
      old_password: old
        ? z.string().min(1, t('validation.required')).max(PASSWORD_MAX)
        : z.string().optional(),
      password: passwordField(t),
      password_confirmation: z.string().min(1, t('validation.required')),
    })
    .refine((v) => v.password === v.password_confirmation, {
      message: t('member.validation.passwordConfirm'),
      path: ['password_confirmation'],
    });
}
export type NewPasswordValues = z.infer<ReturnType<typeof newPasswordSchema>>;

export function profileSchema(t: TFunction) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .max(NAME_MAX, t('validation.max', { count: NAME_MAX })),
      password: passwordField(t),
      password_confirmation: z.string().min(1, t('validation.required')),
    })
    .refine((v) => v.password === v.password_confirmation, {
      message: t('member.validation.passwordConfirm'),
      path: ['password_confirmation'],
    });
}
export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

/** Address of PATCH /api/user (ZUpdateUserRequest: city, district ≤ 10; address ≤ 100; floor ≤ 20). */
export function addressSchema(t: TFunction) {
  const max = (n: number) => t('validation.max', { count: n });
  return z.object({
    city: z.string().trim().min(1, t('validation.required')).max(10, max(10)),
    district: z.string().trim().min(1, t('validation.required')).max(10, max(10)),
    address: z.string().trim().min(1, t('validation.required')).max(100, max(100)),
    floor: z.string().trim().max(20, max(20)),
  });
}
export type AddressValues = z.infer<ReturnType<typeof addressSchema>>;
