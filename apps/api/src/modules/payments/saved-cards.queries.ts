/**
 * Saved cards (member_credit_cards, db/schema/payments.ts), owned by modules/payments. A card
 * is pending (saved_at null) until the payment that asked to keep it is paid; only saved cards are listed,
 * paid with, removed or made default.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { memberCreditCards } from '../../db/schema';

export type SavedCardRow = typeof memberCreditCards.$inferSelect;

/** Records the card a provider answered for a payment with remember, pending until that payment is paid. */
export async function insertPendingCard(
  db: Runner,
  row: Omit<typeof memberCreditCards.$inferInsert, 'id' | 'savedAt' | 'isDefault'>,
): Promise<void> {
  await db.insert(memberCreditCards).values(row);
}

/**
 * Keeps the pending card of a paid payment: saved now, and (with `asDefault`) the member's default when
 * they have none. A concurrent save may take the default first: the unique index then refuses this one.
 */
export async function savePendingCard(
  db: Runner,
  paymentId: string,
  now: Date,
  asDefault: boolean,
): Promise<void> {
  await db.execute(sql`
    update ${memberCreditCards} c
    set saved_at = ${now},
        is_default = ${asDefault} and not exists (
          select 1 from ${memberCreditCards} d where d.user_id = c.user_id and d.is_default
        )
    where c.payment_id = ${paymentId} and c.saved_at is null`);
}

/** The member's saved cards, the default first, then newest first. */
export async function findSavedCards(db: Runner, userId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(memberCreditCards)
    .where(and(eq(memberCreditCards.userId, userId), isNotNull(memberCreditCards.savedAt)))
    .orderBy(desc(memberCreditCards.isDefault), desc(memberCreditCards.savedAt), desc(memberCreditCards.id));
}

/** The member's saved card `id`, or undefined (unknown, pending, or another member's). */
export async function findSavedCard(
  db: Runner,
  userId: number,
  id: string,
): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(memberCreditCards)
    .where(
      and(
        eq(memberCreditCards.id, id),
        eq(memberCreditCards.userId, userId),
        isNotNull(memberCreditCards.savedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Deletes the member's saved card; the deleted row, or undefined when it was not theirs (or pending). */
export async function deleteSavedCard(
  db: Runner,
  userId: number,
  id: string,
): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .delete(memberCreditCards)
    .where(
      and(
        eq(memberCreditCards.id, id),
        eq(memberCreditCards.userId, userId),
        isNotNull(memberCreditCards.savedAt),
      ),
    )
    .returning();
  return row;
}

/** Makes the member's newest saved card the default (after the default was removed). */
export async function defaultNewestCard(db: Runner, userId: number): Promise<void> {
  await db.execute(sql`
    update ${memberCreditCards} set is_default = true
    where id = (
      select id from ${memberCreditCards}
      where user_id = ${userId} and saved_at is not null
      order by saved_at desc, id desc limit 1
    ) and not exists (select 1 from ${memberCreditCards} where user_id = ${userId} and is_default)`);
}

/**
 * Makes the member's saved card `id` their only default, in one statement (the unique index holds one
 * default per member). False when the card is not theirs.
 */
export async function setDefaultCard(db: Db, userId: number, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const card = await findSavedCard(tx, userId, id);
    if (!card) return false;
    await tx
      .update(memberCreditCards)
      .set({ isDefault: false })
      .where(and(eq(memberCreditCards.userId, userId), eq(memberCreditCards.isDefault, true)));
    await tx.update(memberCreditCards).set({ isDefault: true }).where(eq(memberCreditCards.id, id));
    return true;
  });
}

/** Drops the pending card of a payment that will not be paid (failed, cancelled): its token is not kept. */
export async function deletePendingCards(db: Runner, paymentId: string): Promise<void> {
  await db
    .delete(memberCreditCards)
    .where(and(eq(memberCreditCards.paymentId, paymentId), isNull(memberCreditCards.savedAt)));
}

/** The pending card of a payment (remember asked, not kept yet), or undefined. */
export async function findPendingCard(db: Runner, paymentId: string): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(memberCreditCards)
    .where(and(eq(memberCreditCards.paymentId, paymentId), isNull(memberCreditCards.savedAt)))
    .limit(1);
  return row;
}

/** The member's saved card of this provider and fingerprint (the same card saved before), or undefined. */
export async function findSavedCardByFingerprint(
  db: Runner,
  card: Pick<SavedCardRow, 'userId' | 'provider' | 'fingerprint'>,
): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(memberCreditCards)
    .where(
      and(
        eq(memberCreditCards.userId, card.userId),
        eq(memberCreditCards.provider, card.provider),
        eq(memberCreditCards.fingerprint, card.fingerprint),
        isNotNull(memberCreditCards.savedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Gives a saved card the provider's newest key and token (and expiry) for it; its id and default stay. */
export async function refreshSavedCard(
  db: Runner,
  id: string,
  from: Pick<SavedCardRow, 'cardKey' | 'cardToken' | 'expiry' | 'binCode'>,
): Promise<void> {
  await db
    .update(memberCreditCards)
    .set({ cardKey: from.cardKey, cardToken: from.cardToken, expiry: from.expiry, binCode: from.binCode })
    .where(eq(memberCreditCards.id, id));
}
