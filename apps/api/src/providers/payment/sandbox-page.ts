/**
 * The sandbox provider's hosted page: what `/sandbox/pay/{ref}` shows (the amount and what it
 * pays for) and the diner's choice on it (付款成功, 付款失敗, 取消), after which the page sends them back the
 * way LINE Pay does: confirmUrl with `transactionId` and `orderId` appended, or cancelUrl on 取消.
 */

import type { Runner } from '../../db/client';
import { decideSandboxPaymentRow, findSandboxPayment, type SandboxPaymentRow } from './sandbox.queries';

export const SANDBOX_DECISIONS = ['paid', 'failed', 'cancelled'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];

const REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's view of a payment; undefined for an unknown ref. */
export async function viewSandboxPayment(db: Runner, ref: string): Promise<SandboxPaymentRow | undefined> {
  return REF.test(ref) ? findSandboxPayment(db, ref) : undefined;
}

/** Where the page sends the diner after `decision` (LINE Pay's redirect: the ids appended to the URL). */
export function returnUrlOf(row: SandboxPaymentRow, decision: SandboxDecision): string {
  const base = decision === 'cancelled' ? row.cancelUrl : row.confirmUrl;
  const params = new URLSearchParams({ transactionId: row.ref, orderId: row.paymentId });
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}

/**
 * Records the diner's choice; a second choice changes nothing and returns the first one's way back.
 * @returns undefined for an unknown ref.
 */
export async function decideSandboxPayment(
  db: Runner,
  ref: string,
  decision: SandboxDecision,
): Promise<{ decision: SandboxDecision; redirectTo: string } | undefined> {
  const row = await viewSandboxPayment(db, ref);
  if (!row) return undefined;
  if (row.decision === null && (await decideSandboxPaymentRow(db, ref, decision))) {
    return { decision, redirectTo: returnUrlOf(row, decision) };
  }
  const stored = (await findSandboxPayment(db, ref))!.decision as SandboxDecision;
  return { decision: stored, redirectTo: returnUrlOf(row, stored) };
}
