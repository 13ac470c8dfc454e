/**
 * What the users module is given by the orders module above it (ADR 024: users never imports orders;
 * app.ts passes orders' functions to the users routes, which hand them to these services).
 */
import type { Runner } from '../../db/client';

/** The member fields linking needs (a users row has them). */
export interface VerifiedMember {
  id: number;
  /** Calling code without "+", e.g. "886". */
  countryCode: string;
  /** National significant number as stored, e.g. "912345678" (verified by SMS before it was stored). */
  phone: string;
}

/** The orders module's side of a member's life: orders' linkGuestOrders and anonymiseMemberOrders. */
export interface MemberOrders {
  /**
   * Gives the member every order placed without a login with their verified phone as its contact phone
   * (spec §6 visitor versus member), in `db` (the transaction that just stored the phone, when there is one).
   * @returns how many orders were linked.
   */
  linkGuestOrders(db: Runner, member: VerifiedMember): Promise<number>;
  /**
   * Anonymises the member's orders, in the transaction that then deletes the member (spec §4 account
   * deletion). @returns how many orders were changed.
   */
  anonymiseMemberOrders(tx: Runner, userId: number): Promise<number>;
}
