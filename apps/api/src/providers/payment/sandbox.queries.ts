/**
 * The sandbox payment provider's own side (db/schema/payments.ts sandbox_payments): what its hosted page
 * recorded. Only providers/payment/sandbox.ts and the sandbox page read or write it.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import { sandboxPayments } from '../../db/schema';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/**
 * Stores a payment the sandbox's hosted page will show (amounts in cents of TWD).
 */
export async function insertSandboxPayment(
  db: Runner,
  row: Omit<typeof sandboxPayments.$inferInsert, 'captured' | 'refundedCents'>,
) {
  await db.insert(sandboxPayments).values(row);
}

/** A sandbox payment by its ref, or undefined. */
export async function findSandboxPayment(db: Runner, ref: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref)).limit(1);
  return row;
}

/** Records the diner's choice once; false when one was already made (a second click changes nothing). */
export async function decideSandboxPaymentRow(db: Runner, ref: string, decision: string): Promise<boolean> {
  const rows = await db
    .update(sandboxPayments)
    .set({ decision })
    .where(sql`${sandboxPayments.ref} = ${ref} and ${sandboxPayments.decision} is null`)
    .returning({ ref: sandboxPayments.ref });
  return rows.length > 0;
}

/**
 * Captures a payment the diner paid, for exactly `amountCents`, in one statement (the common confirm: one round
 * trip); the row when it was captured now, undefined otherwise (unknown, not paid, another amount, or captured
 * before: read the row to say which).
 */
export async function captureSandboxPaymentIfPaid(
  db: Runner,
  ref: string,
  amountCents: number,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ captured: 1 })
    .where(
      sql`${sandboxPayments.ref} = ${ref} and ${sandboxPayments.decision} = 'paid' and ${sandboxPayments.amountCents} = ${amountCents} and ${sandboxPayments.captured} = 0`,
    )
    .returning(getTableColumns(sandboxPayments));
  return row;
}

/** Marks a paid payment captured (idempotent). */
export async function captureSandboxPayment(db: Runner, ref: string): Promise<void> {
  await db.update(sandboxPayments).set({ captured: 1 }).where(eq(sandboxPayments.ref, ref));
}

/**
 * Adds a refund if it stays within the captured amount; false when it would exceed it (the row is updated
 * in one statement, so concurrent refunds cannot together exceed it).
 */
export async function addSandboxRefund(db: Runner, ref: string, amountCents: number): Promise<boolean> {
  const rows = await db
    .update(sandboxPayments)
    .set({ refundedCents: sql`${sandboxPayments.refundedCents} + ${amountCents}` })
    .where(
      sql`${sandboxPayments.ref} = ${ref} and ${sandboxPayments.captured} = 1 and ${sandboxPayments.refundedCents} + ${amountCents} <= ${sandboxPayments.amountCents}`,
    )
    .returning({ ref: sandboxPayments.ref });
  return rows.length > 0;
}
