/**
 * Guest orders join the history of the member whose verified phone they were placed with (docs/features.md
 * "Members": guest orders placed with a member's verified phone appear in that member's history after they
 * log in).
 *
 * app.ts gives this to the users module (users/member-orders.ts MemberOrders; ADR 024), which calls it
 * when: at the moments the member proves who they are — login (password, uid re-login, auth key),
 * registration and a phone change — never at history query time. Linking sets orders.user_id once, so every
 * existing ownership rule (order-access.ts: detail, cancel, order again, transactions) applies unchanged; a
 * query-time phone match would have to be repeated in each of those checks, would make orders jump between
 * accounts whenever a phone changes hands, and would scan orders by phone on every history read.
 *
 * Which phone: only the member's own phone, which the API only ever stores after an SMS code proved it
 * (registration needs a REGISTER verification token, a change needs an UPDATE_PHONE code), so an unverified
 * number is never linked. Only Taiwan members can match: an order's contact phone is a Taiwan mobile
 * (parseOrderPhone, "0912345678"), the member's is stored as the national number ("912345678").
 */
import type { Runner } from '../../db/client';
import type { VerifiedMember } from '../users/member-orders';
import { linkGuestOrdersByPhone } from './orders.queries';

/**
 * Gives the member every order placed without a login (user_id null) with their phone as its contact phone.
 * @param db the database, or the transaction that just stored the member's verified phone.
 * @returns how many orders were linked (0 for a member outside Taiwan or without guest orders).
 */
export async function linkGuestOrders(db: Runner, member: VerifiedMember): Promise<number> {
  if (member.countryCode !== '886' || !member.phone) return 0;
  return linkGuestOrdersByPhone(db, member.id, `0${member.phone}`);
}
