/**
 * 員工 in the console (docs/features.md "Staff and roles"): a store's owners add staff by phone or e-mail with
 * a role, change the role, disable, enable and remove them, sign out all their sessions, and read the audit
 * log of those changes. Passwords are never set by the owner: adding an account without one gives a one-time
 * link (STAFF_PASSWORD_LINK_HOURS) on which the staff member sets their own. A store-side contract of ours
 * (docs/spec-map.md "Beyond the spec").
 */
import { z } from 'zod';
import { STAFF_ROLES } from './console';
import { FIELD_LIMITS } from './limits';
import { zText, zTrimmedText } from './text';

/** Minimum length of a staff password (the CLI and the one-time link alike). */
export const STAFF_PASSWORD_MIN = 8;
/** Longest staff password accepted (argon2id hashes any length; this keeps a request small). */
export const STAFF_PASSWORD_MAX = 128;
/** A one-time password link is valid this many hours after it was made. */
export const STAFF_PASSWORD_LINK_HOURS = 24;
/** Audit entries per page of GET …/staff_audit. */
export const STAFF_AUDIT_PAGE_SIZE = 20;
/** Longest 帳號 as typed (an e-mail's limit, RFC 5321). */
export const STAFF_ACCOUNT_MAX = 254;

/** A normalised login account: a Taiwan mobile "09xxxxxxxx" or a lower-cased e-mail. */
export type StaffAccount = { phone: string; email?: undefined } | { email: string; phone?: undefined };

const MOBILE = /^09\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Why a typed 帳號 is refused. */
export const STAFF_ACCOUNT_MESSAGE = '帳號須為手機號碼（09 開頭 10 碼）或電子郵件';

/**
 * Reads what was typed in 帳號: an e-mail (lower-cased), or a Taiwan mobile with or without spaces,
 * dashes or +886. @returns undefined when it is neither.
 */
export function parseStaffAccount(typed: string): StaffAccount | undefined {
  const value = typed.trim();
  if (value.includes('@')) return EMAIL.test(value) ? { email: value.toLowerCase() } : undefined;
  let digits = value.replace(/[\s-]/g, '');
  if (digits.startsWith('+886')) digits = `0${digits.slice(4)}`;
  return MOBILE.test(digits) ? { phone: digits } : undefined;
}

const ZRole = z.enum(STAFF_ROLES, '角色須為 owner 或 staff').describe('owner (負責人) or staff (員工)');

/** POST …/staff: the account (phone or e-mail), its role at the store and, for a new account, its name. */
export const ZAddStaffRequest = z.strictObject({
  account: zText()
    .trim()
    .min(1, '請輸入手機號碼或電子郵件')
    .max(STAFF_ACCOUNT_MAX)
    .refine((v) => parseStaffAccount(v) !== undefined, STAFF_ACCOUNT_MESSAGE)
    .describe('Phone (0912345678) or e-mail of the account'),
  role: ZRole,
  name: zTrimmedText(FIELD_LIMITS.name)
    .optional()
    .describe('Name shown in the console (a new account; default: the account)'),
});
export type AddStaffRequest = z.infer<typeof ZAddStaffRequest>;

/** Path parameters of one staff member of a store. */
export const ZStaffMemberParams = z.object({
  sid: zText().min(1).max(FIELD_LIMITS.identifier).describe('Store identifier'),
  staffId: z.coerce
    .number({ message: '找不到這位員工' })
    .int('找不到這位員工')
    .min(1, '找不到這位員工')
    .max(2_147_483_647, '找不到這位員工')
    .describe('Staff member id'),
});

/** PUT …/staff/{staffId}/role. */
export const ZStaffRoleRequest = z.strictObject({ role: ZRole });
/** PUT …/staff/{staffId}/disabled. */
export const ZStaffDisabledRequest = z.strictObject({
  disabled: z.boolean('請指定停用或啟用').describe('true: disable at this store (ends every session)'),
});

/** A staff member of the store as its owner sees them. */
export const ZStoreStaffMember = z.object({
  id: z.number().int(),
  name: zText(),
  account: zText().describe('The phone or e-mail they log in with'),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean().describe('Disabled at this store: opens none of its pages'),
  has_password: z.boolean().describe('false until they set one through their one-time link'),
  is_self: z.boolean().describe('The owner asking'),
});
export type StoreStaffMember = z.infer<typeof ZStoreStaffMember>;

/** GET …/staff. */
export const ZStoreStaffResponse = z.object({ staff: z.array(ZStoreStaffMember) });
export type StoreStaffResponse = z.infer<typeof ZStoreStaffResponse>;

/** A one-time link for a staff member to set their password. */
export const ZStaffPasswordLink = z.object({
  path: zText().describe(
    'The console page with the token, e.g. /console/set-password#token=… (add the origin)',
  ),
  expires_at: z.number().int().describe('Seconds since epoch'),
});
export type StaffPasswordLink = z.infer<typeof ZStaffPasswordLink>;

/** POST …/staff answer: the member, and their link when the account has no password yet. */
export const ZAddStaffResponse = z.object({
  member: ZStoreStaffMember,
  password_link: ZStaffPasswordLink.nullable().describe('null: the account has a password already'),
});
export type AddStaffResponse = z.infer<typeof ZAddStaffResponse>;

/** What an audit entry records. */
export const STAFF_AUDIT_ACTIONS = [
  'add',
  'role',
  'disable',
  'enable',
  'remove',
  'sign_out',
  'password_set',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** One entry of the staff audit log. */
export const ZStaffAuditEvent = z.object({
  id: z.number().int(),
  at: z.number().int().describe('Seconds since epoch'),
  action: z.enum(STAFF_AUDIT_ACTIONS),
  actor: zText().nullable().describe('Name of who did it (null: an account since deleted)'),
  target: zText().describe('The phone or e-mail of the account it was done to'),
  role: z.enum(STAFF_ROLES).nullable().describe('The role given (add, role), else null'),
  ip: zText().describe('Client address of the request'),
});
export type StaffAuditEvent = z.infer<typeof ZStaffAuditEvent>;

/** GET …/staff_audit query: entries before id `before` (the next page), newest first. */
export const ZStaffAuditQuery = z.strictObject({
  before: z.coerce
    .number({ message: 'before 須為正整數' })
    .int('before 須為正整數')
    .min(1, 'before 須為正整數')
    .max(2_147_483_647, 'before 須為正整數')
    .optional()
    .describe('next_before of the previous page; none for the newest'),
});

/** GET …/staff_audit. */
export const ZStaffAuditResponse = z.object({
  events: z.array(ZStaffAuditEvent),
  next_before: z.number().int().nullable().describe('before= for the next (older) page; null at the end'),
});
export type StaffAuditResponse = z.infer<typeof ZStaffAuditResponse>;

/** POST /api/console/password: the token of a one-time link and the new password. */
export const ZSetStaffPasswordRequest = z.strictObject({
  token: zText().min(1, '連結無效，請向店家負責人索取新的連結').max(100).describe('The token of the link'),
  password: zText()
    .min(STAFF_PASSWORD_MIN, `密碼至少 ${STAFF_PASSWORD_MIN} 個字元`)
    .max(STAFF_PASSWORD_MAX, `密碼最多 ${STAFF_PASSWORD_MAX} 個字元`),
});
export type SetStaffPasswordRequest = z.infer<typeof ZSetStaffPasswordRequest>;

/** POST /api/console/password answer: the account to log in with. */
export const ZSetStaffPasswordResponse = z.object({ account: zText() });
export type SetStaffPasswordResponse = z.infer<typeof ZSetStaffPasswordResponse>;
