/**
 * Caps no header can reset (DESIGN.md "Security": every per-client limit also has a
 * per-account or global cap). The per-IP limits of the routes stop one client; these count per phone and
 * for everyone together in the database (lib/request-counter.ts), so an attacker with many addresses still
 * cannot enumerate members through /api/user/exist and not_exist, nor pump SMS through /api/user/verify.
 */
import type { Runner } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { countRequest } from '../../lib/request-counter';
import type { MemberPhone } from './phone-number';

const HOUR = 3_600_000;

/** /api/user/exist and not_exist together: lookups of one phone, and of all phones, per hour. */
export const PHONE_LOOKUP_CAPS = { windowMs: HOUR, perPhone: 10, global: 1000 } as const;
/**
 * /api/user/verify: codes sent to one phone per day whatever the purpose (on top of 1 a minute and 5 an
 * hour per phone and purpose, OTP_RULES), and codes sent to anyone per hour.
 */
export const CODE_CAPS = {
  perPhoneWindowMs: 24 * HOUR,
  perPhone: 10,
  globalWindowMs: HOUR,
  global: 300,
} as const;

/** The rate_limits keys of the global caps (tests fill them up). */
export const GLOBAL_CAP_KEYS = { lookup: 'cap:lookup:all', code: 'cap:code:all' } as const;

const minutesLeft = (ttl: number) => Math.max(1, Math.ceil(ttl / 60_000));

async function cap(db: Runner, key: string, windowMs: number, max: number, now: number, message: string) {
  const { current, ttl } = await countRequest(db, key, windowMs, now);
  if (current > max) throw new ApiError('rate_limited', `${message}，請於 ${minutesLeft(ttl)} 分鐘後再試`);
}

/**
 * Counts one exist / not_exist lookup of `phone`.
 * @param now epoch ms.
 * @throws ApiError rate_limited past PHONE_LOOKUP_CAPS (per phone, then for all phones)
 */
export async function capPhoneLookup(db: Runner, { countryCode, phone }: MemberPhone, now: number) {
  const { windowMs, perPhone, global } = PHONE_LOOKUP_CAPS;
  await cap(db, `cap:lookup:${countryCode}:${phone}`, windowMs, perPhone, now, '此手機查詢次數過多');
  await cap(db, GLOBAL_CAP_KEYS.lookup, windowMs, global, now, '系統查詢量過大');
}

/**
 * Counts one code about to be sent to `phone`; call it in the transaction that records the code, so a
 * refused code does not count.
 * @param now epoch ms.
 * @throws ApiError rate_limited past CODE_CAPS (per phone, then for all phones)
 */
export async function capCodeSending(db: Runner, { countryCode, phone }: MemberPhone, now: number) {
  const c = CODE_CAPS;
  await cap(
    db,
    `cap:code:${countryCode}:${phone}`,
    c.perPhoneWindowMs,
    c.perPhone,
    now,
    '此手機今日驗證碼發送次數過多',
  );
  await cap(db, GLOBAL_CAP_KEYS.code, c.globalWindowMs, c.global, now, '系統簡訊發送量過大');
}
