/**
 * POST /api/user/verify (spec §7; spec §4 Registration steps): sends a 6-digit code by SMS.
 * At most 1 code a minute and 5 an hour per phone and purpose (held in the database); a new code voids
 * the previous ones. REGISTER needs a number without an account; FORGET_PASSWORD one with an account;
 * UPDATE_PHONE (a new number, for the logged-in member) one without; DELETE_ACCOUNT the member's own.
 * only to the calling codes the configuration allows (SMS_ALLOWED_COUNTRY_CODES), and within
 * the per-phone and global caps of phone-caps.ts, which no header can reset. ORDER_LOOKUP (查詢訂單, ADR 028,
 * sent for the orders module) asks nothing about accounts, so its answer never tells whether the phone has any.
 */
import { randomInt } from 'node:crypto';
import { type ORDER_LOOKUP_PURPOSE, OTP_RULES, type OtpPurpose } from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { sha256Hex } from '../../lib/secrets';
import type { SmsProvider } from '../../providers/sms';
import type { Member } from './manage-session';

import { capCodeSending } from './phone-caps';
import { parseMemberPhone } from './phone-number';
import { countCodesSince, findUserByPhone, insertOtp, lockPhonePurpose, voidLiveOtps } from './users.queries';

/** What a code may be for: spec §3's OTP purposes, and 查詢訂單 (ADR 028). */
export type CodePurpose = OtpPurpose | typeof ORDER_LOOKUP_PURPOSE;

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  ORDER_LOOKUP: '查詢訂單',
  REGISTER: '註冊會員',
  FORGET_PASSWORD: '重設密碼',
  UPDATE_PHONE: '變更手機',
  DELETE_ACCOUNT: '刪除帳號',
};

export interface SendCodeInput {
  countryCode: string;
  phone: string;
  purpose: CodePurpose;
  /** The logged-in member (UPDATE_PHONE and DELETE_ACCOUNT need one). */
  member: Member | null;
}

/** Who may receive codes (config SMS_ALLOWED_COUNTRY_CODES). */
export interface SendCodePolicy {
  /** Calling codes without "+", e.g. ["886"]. */
  allowedCountryCodes: readonly string[];
}

/**
 * Sends a code. @returns expire_time (epoch seconds) and resend_after (seconds).
 * @param now epoch ms.
 * @throws ApiError validation_error (phone, or a calling code outside policy.allowedCountryCodes),
 *   unauthorized, phone_taken, user_not_found, rate_limited
 */
export async function sendVerificationCode(
  db: Db,
  sms: SmsProvider,
  input: SendCodeInput,
  now: number,
  policy: SendCodePolicy,
): Promise<{ expire_time: number; resend_after: number }> {
  const { countryCode, phone } = parseMemberPhone(input.countryCode, input.phone);
  if (!policy.allowedCountryCodes.includes(countryCode)) {
    throw new ApiError('validation_error', `目前無法傳送驗證碼至 +${countryCode} 的手機號碼`);
  }
  const purpose = input.purpose;
  const existing = await findUserByPhone(db, countryCode, phone);
  let userId: number | null = null;
  if (purpose === 'REGISTER' && existing) throw new ApiError('phone_taken', '此手機已註冊，請直接登入');
  if (purpose === 'FORGET_PASSWORD' && !existing) throw new ApiError('user_not_found', '此手機尚未註冊會員');
  if (purpose === 'UPDATE_PHONE' || purpose === 'DELETE_ACCOUNT') {
    if (!input.member) throw new ApiError('unauthorized', '請先登入會員');
    userId = input.member.user.id;
    if (purpose === 'UPDATE_PHONE' && existing) throw new ApiError('phone_taken', '此手機已被其他會員使用');
    if (
      purpose === 'DELETE_ACCOUNT' &&
      (input.member.user.countryCode !== countryCode || input.member.user.phone !== phone)
    ) {
      throw new ApiError('validation_error', '請輸入此帳號的手機號碼');
    }
  }

  const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
  const key = { countryCode, phone, purpose };
  const expiresAt = new Date(now + OTP_RULES.ttlMinutes * 60_000);
  await db.transaction(async (tx) => {
    await lockPhonePurpose(tx, key);
    const lastHour = await countCodesSince(tx, key, new Date(now - 3_600_000));
    if (lastHour.latest && now - lastHour.latest.getTime() < 60_000 / OTP_RULES.perMinute) {
      const wait = Math.ceil((lastHour.latest.getTime() + 60_000 - now) / 1000);
      throw new ApiError('rate_limited', `驗證碼已送出，請於 ${wait} 秒後再試`);
    }
    if (lastHour.count >= OTP_RULES.perHour) {
      throw new ApiError('rate_limited', '驗證碼發送次數過多，請 1 小時後再試');
    }
    await capCodeSending(tx, { countryCode, phone }, now);
    await voidLiveOtps(tx, key, new Date(now));
    await insertOtp(tx, {
      countryCode,
      phone,
      purpose,
      userId,
      codeHash: sha256Hex(code),
      expiresAt,
      createdAt: new Date(now),
    });
  });
  // Sent after the commit: a gateway failure leaves a recorded code the diner can re-request in a minute,
  // never a message about a code that was not stored.
  await sms.send({
    country_code: countryCode,
    phone,
    purpose,
    code,
    text: `【iDing】您的${PURPOSE_TEXT[purpose]}驗證碼為 ${code}，${OTP_RULES.ttlMinutes} 分鐘內有效。請勿將驗證碼告訴他人。`,
  });
  return { expire_time: Math.floor(expiresAt.getTime() / 1000), resend_after: 60 / OTP_RULES.perMinute };
}
