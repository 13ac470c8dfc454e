/**
 * 查詢訂單 (ADR 028): a diner who ordered without a login finds their guest orders of the last
 * GUEST_LOOKUP_RULES.days days by the phone on them plus an SMS code. The code is the users module's (same
 * sandbox or Mitake adapter, storage, 5-minute expiry, 5 tries, 1 a minute / 5 an hour per phone and
 * purpose, the per-phone and global caps), with purpose ORDER_LOOKUP. A right code grants this browser
 * (its visitor cookie hash, ADR 003) those orders for GUEST_LOOKUP_RULES.grantDays days, written in the
 * code's own transaction; order-access.ts then lets it open them as the browser that placed them could.
 * Nothing tells whether a phone has orders before its code is checked: sending answers the same for every
 * valid number.
 */
import {
  fromCents,
  GUEST_LOOKUP_RULES,
  type GuestOrderSummary,
  ORDER_LOOKUP_PURPOSE,
  parseOrderPhone,
  VALIDATION_MESSAGES,
} from '@iding/domain';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { SmsProvider } from '../../providers/sms';
import { consumeCode } from '../users/check-verification-code';
import { sendVerificationCode } from '../users/send-verification-code';
import { formatTargetTime } from './create-order';
import { deleteExpiredGrants, grantGuestOrdersByPhone, listGrantedOrders } from './guest-grants.queries';
import { statusName } from './list-member-orders';

const DAY_MS = 86_400_000;

/** Orders carry Taiwan mobiles only (parseOrderPhone), so codes go to +886. */
const TAIWAN = '886';

/** "0912345678" of a typed phone, or validation_error (spec §5 phone rule, a Taiwan mobile as on orders). */
function orderPhoneOf(input: string): string {
  const phone = parseOrderPhone(input);
  if (phone === null) throw new ApiError('validation_error', VALIDATION_MESSAGES.orderPhone);
  return phone;
}

/**
 * Sends a 查詢訂單 code to `phone` (as typed), whether or not it has orders.
 * @param now epoch ms.
 * @returns expire_time (epoch seconds) and resend_after (seconds).
 * @throws ApiError validation_error (not a Taiwan mobile, or +886 outside allowedCountryCodes),
 *   rate_limited (1 a minute, 5 an hour, the daily and global caps)
 */
export async function sendGuestLookupCode(
  db: Db,
  sms: SmsProvider,
  phone: string,
  now: number,
  policy: { allowedCountryCodes: readonly string[] },
): Promise<{ expire_time: number; resend_after: number }> {
  return sendVerificationCode(
    db,
    sms,
    { countryCode: TAIWAN, phone: orderPhoneOf(phone), purpose: ORDER_LOOKUP_PURPOSE, member: null },
    now,
    policy,
  );
}

/**
 * Checks a 查詢訂單 code; a right one grants the browser `visitorHash` the phone's guest orders of the last
 * GUEST_LOOKUP_RULES.days days, then lists every guest order the browser holds (newest first).
 * @param now epoch ms.
 * @throws ApiError validation_error (phone), otp_invalid (wrong, expired, used or replaced; zh-TW says which)
 */
export async function checkGuestLookupCode(
  db: Db,
  input: { phone: string; code: string; visitorHash: string },
  now: number,
): Promise<GuestOrderSummary[]> {
  const contactPhone = orderPhoneOf(input.phone);
  await consumeCode(
    db,
    { countryCode: TAIWAN, phone: contactPhone, code: input.code, purpose: ORDER_LOOKUP_PURPOSE },
    now,
    (tx) =>
      grantGuestOrdersByPhone(tx, {
        contactPhone,
        visitorHash: input.visitorHash,
        since: new Date(now - GUEST_LOOKUP_RULES.days * DAY_MS),
        now: new Date(now),
        expiresAt: new Date(now + GUEST_LOOKUP_RULES.grantDays * DAY_MS),
      }),
  );
  return listGuestOrders(db, input.visitorHash, now);
}

/**
 * The guest orders browser `visitorHash` was granted by 查詢訂單 and may still open, placed in the last
 * GUEST_LOOKUP_RULES.days days, newest first; [] for a browser that never checked a code.
 * @param now epoch ms.
 */
export async function listGuestOrders(
  db: Db,
  visitorHash: string,
  now: number,
): Promise<GuestOrderSummary[]> {
  const rows = await listGrantedOrders(
    db,
    visitorHash,
    new Date(now - GUEST_LOOKUP_RULES.days * DAY_MS),
    new Date(now),
  );
  return rows.map(({ order, storeIdentifier, storeName }) => ({
    id: order.id,
    item_name: order.orderNumber,
    identifier: storeIdentifier,
    store_name: storeName,
    ordered_at: formatTargetTime(order.createdAt.getTime()),
    total: fromCents(order.totalCents),
    status: order.status,
    status_name: statusName(order.status),
  }));
}

/**
 * Deletes the 查詢訂單 grants that have expired (they grant nothing already); run by system/prune-tables.ts.
 * @param now epoch ms.
 * @returns how many were deleted.
 */
export function pruneGuestOrderGrants(db: Db, now: number): Promise<number> {
  return deleteExpiredGrants(db, new Date(now));
}
