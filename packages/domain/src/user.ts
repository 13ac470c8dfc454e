/**
 * Member contracts (spec §3 "User", auth session, OTP steps/purposes; spec §4 Registration steps, Session;
 * spec §5 forms; spec §7 User calls). Shared by the API (validation, OpenAPI) and the web forms.
 */
import { z } from 'zod';
import { FIELD_LIMITS } from './limits';
import { VALIDATION_MESSAGES } from './rules/validators';
import { zText, zTrimmedText } from './text';

/** spec §3 OTP purposes. */
export const OtpPurpose = {
  REGISTER: 'REGISTER',
  FORGET_PASSWORD: 'FORGET_PASSWORD',
  UPDATE_PHONE: 'UPDATE_PHONE',
  DELETE_ACCOUNT: 'DELETE_ACCOUNT',
} as const;
export type OtpPurpose = (typeof OtpPurpose)[keyof typeof OtpPurpose];
export const ZOtpPurpose = z.enum(OtpPurpose);

/** spec §3 OTP steps, numeric on the client (spec §4 "Steps must be numeric"). */
export const OtpStep = { FIRST: 1, SECOND: 2, THIRD: 3 } as const;
export type OtpStep = (typeof OtpStep)[keyof typeof OtpStep];

/** Security limits of one-time codes and logins. Minutes and counts. */
export const OTP_RULES = {
  /** Digits in a code. */
  length: 6,
  /** A code expires this many minutes after it was sent. */
  ttlMinutes: 5,
  /** At most this many codes per minute and per hour, per phone and purpose. */
  perMinute: 1,
  perHour: 5,
  /** Wrong tries that void a code. */
  maxAttempts: 5,
  /** Minutes a verification token (returned by check_verify) stays usable for its follow-up call. */
  verificationTtlMinutes: 10,
} as const;

/** Password rule (spec §5 min N): at least 8 characters, at most 72. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

/** Country calling code without "+", e.g. "886" (spec §5 "Phone verification is per country code"). */
export const ZCountryCode = zText()
  .trim()
  .regex(/^\+?\d{1,4}$/, '國碼格式錯誤')
  .transform((v) => v.replace(/^\+/, ''))
  .default('886')
  .describe('Country calling code, e.g. "886" (default)');

/**
 * A phone as typed: digits, spaces, "+", "-", at most FIELD_LIMITS.phoneInput characters. The API then reads
 * it for its country code with `parsePhone` (rules/phone.ts); the web's member forms add that same check.
 */
export const ZPhoneInput = zText()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(FIELD_LIMITS.phoneInput, VALIDATION_MESSAGES.phone)
  .regex(/^[+\d][\d -]*$/, VALIDATION_MESSAGES.phone)
  .describe('Mobile number; Taiwan also as 09xxxxxxxx or +8869xxxxxxxx');

/** A member's name (spec §5 required, max FIELD_LIMITS.name characters), as register and PATCH take it. */
export const ZMemberName = zTrimmedText(FIELD_LIMITS.name).min(1, VALIDATION_MESSAGES.required);

/** A new password: PASSWORD_MIN to PASSWORD_MAX characters. */
export const ZPassword = zText()
  .min(PASSWORD_MIN, `密碼${VALIDATION_MESSAGES.min(PASSWORD_MIN)}`)
  .max(PASSWORD_MAX, `密碼${VALIDATION_MESSAGES.max(PASSWORD_MAX)}`);

/** Store identifier the call is made from (optional; spec §7 sends it with most user calls). */
const ZOptionalIdentifier = zText().min(1).max(100).optional().describe('Current store identifier');

/** POST /api/user/verify: send a code (spec §7). `purpose` defaults to REGISTER. */
export const ZVerifyRequest = z.object({
  country_code: ZCountryCode,
  phone: ZPhoneInput,
  identifier: ZOptionalIdentifier,
  purpose: ZOtpPurpose.default('REGISTER'),
});

export const ZVerifyResponse = z.object({
  status: z.literal(0),
  message: zText(),
  /** Epoch seconds when the code expires. */
  expire_time: z.number().int(),
  /** Seconds until another code may be requested. */
  resend_after: z.number().int(),
});

/** POST /api/user/check_verify (spec §7): check a code; what follows depends on its purpose (spec §4). */
export const ZCheckVerifyRequest = z.object({
  country_code: ZCountryCode,
  phone: ZPhoneInput,
  code: zText()
    .trim()
    .regex(/^\d{6}$/, VALIDATION_MESSAGES.digits(OTP_RULES.length)),
  identifier: ZOptionalIdentifier,
  purpose: ZOtpPurpose.default('REGISTER'),
});

/** spec §3 Auth session: expire_time (epoch seconds), user_id, api_token. */
export const ZAuthSession = z.object({
  expire_time: z.number().int().describe('Epoch seconds when the session expires'),
  user_id: z.number().int(),
  /** The session token, also set as an HttpOnly cookie; API clients send it as `Authorization: Bearer`. */
  api_token: zText(),
});
export type AuthSession = z.infer<typeof ZAuthSession>;

/** spec §3 memberInfos for a store. point in the store's point unit; store_credit in TWD. */
export const ZMemberInfos = z.object({
  user_group: z.number().int().describe('spec §3 member type: NORMAL 0 … BLACK_LIST 4'),
  point: z.number().int(),
  store_credit: z.number(),
});
export type MemberInfos = z.infer<typeof ZMemberInfos>;

/** The member as GET /api/user returns it (spec §3 User). */
export const ZUser = z.object({
  id: z.number().int(),
  uid: zText().describe('Stable member uuid (userUuid)'),
  user_type: z.number().int(),
  name: zText(),
  email: zText(),
  country_code: zText(),
  phone: zText().describe('National number as stored, e.g. "0912345678" for Taiwan'),
  address: z.object({
    city: zText(),
    district: zText(),
    address: zText(),
    floor: zText(),
  }),
  memberInfos: ZMemberInfos,
  birthday: zText()
    .nullable()
    .describe('YYYY-MM-DD, set once by the member (BIRTHDAY coupons apply in its month); null until then'),
});
export type User = z.infer<typeof ZUser>;

/**
 * check_verify response: REGISTER and DELETE_ACCOUNT return a verification_token for the follow-up call;
 * FORGET_PASSWORD returns an auth session (spec §4 "moves to third step and stores auth"); UPDATE_PHONE
 * returns the member with the new phone.
 */
export const ZCheckVerifyResponse = z.object({
  status: z.literal(0),
  message: zText(),
  purpose: ZOtpPurpose,
  verification_token: zText().optional(),
  auth: ZAuthSession.optional(),
  user: ZUser.optional(),
});
export type CheckVerifyResponse = z.infer<typeof ZCheckVerifyResponse>;

/** POST /api/user/exist and /not_exist (spec §7). */
export const ZPhoneRequest = z.object({ country_code: ZCountryCode, phone: ZPhoneInput });

/** Device fields of login and register (spec §7, §9: device token iding-client, app version iDing 2.8.7). */
const ZDevice = {
  identifier: ZOptionalIdentifier,
  app_version: zText().max(50).optional(),
  device_token: zText().max(200).optional(),
  model: zText().max(100).optional(),
  platform: zText().max(50).optional(),
};

/** POST /api/user (register, spec §7) after check_verify with purpose REGISTER. */
export const ZRegisterRequest = z
  .object({
    country_code: ZCountryCode,
    phone: ZPhoneInput,
    verification_token: zText().min(1).max(200),
    name: ZMemberName,
    email: zText().trim().email('電子郵件格式錯誤').max(200).optional().or(z.literal('')),
    password: ZPassword,
    password_confirmation: zText(),
    ...ZDevice,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: VALIDATION_MESSAGES.password_confirm,
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

/** POST /api/user/login (spec §7): phone + password, or uid (re-authentication of an expired session). */
export const ZLoginRequest = z
  .object({
    country_code: ZCountryCode,
    phone: ZPhoneInput.optional(),
    password: zText().min(1, VALIDATION_MESSAGES.required).max(PASSWORD_MAX).optional(),
    uid: zText().uuid().optional(),
    ...ZDevice,
  })
  .refine((v) => v.uid !== undefined || (v.phone !== undefined && v.password !== undefined), {
    message: '請輸入手機與密碼',
    path: ['phone'],
  });
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ auth: ZAuthSession, user: ZUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /api/user/update_password: old_password required unless the session came from a forgot-password code. */
export const ZUpdatePasswordRequest = z
  .object({
    old_password: zText().max(PASSWORD_MAX).optional(),
    password: ZPassword,
    password_confirmation: zText(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: VALIDATION_MESSAGES.password_confirm,
    path: ['password_confirmation'],
  });

/** PATCH /api/user: profile and address (update-address screen). Phone changes go through UPDATE_PHONE codes. */
export const ZUpdateUserRequest = z
  .object({
    name: ZMemberName,
    email: zText().trim().email('電子郵件格式錯誤').max(200).or(z.literal('')),
    address: z
      .object({
        city: zTrimmedText(FIELD_LIMITS.placeName),
        district: zTrimmedText(FIELD_LIMITS.placeName),
        address: zTrimmedText(FIELD_LIMITS.address),
        floor: zTrimmedText(FIELD_LIMITS.floor),
      })
      .partial(),
    birthday: z.iso
      .date({ error: '生日格式須為 YYYY-MM-DD' })
      .refine((d) => d >= '1900-01-01', '請輸入正確的生日')
      .describe('YYYY-MM-DD; set once, then it cannot change (409 birthday_locked)'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: '沒有要更新的資料' });

/** DELETE /api/user: the token from check_verify with purpose DELETE_ACCOUNT. */
export const ZDeleteUserRequest = z.object({ verification_token: zText().min(1).max(200) });

/** POST /api/user/login_with_auth_key (spec §7). */
export const ZLoginWithAuthKeyRequest = z.object({ auth_key: zText().min(1).max(200) });

/** Simple success body `{status: 0, message}` (spec §8 success status). */
export const ZOkResponse = z.object({ status: z.literal(0), message: zText() });
