/**
 * Member reads and writes (Drizzle only): users, store memberships, one-time codes, sessions, auth keys.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';
import {
  authKeys,
  authSessions,
  memberInvoiceCarriers,
  otpCodes,
  storeMembers,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;
export type OtpRow = typeof otpCodes.$inferSelect;

/** The member with this phone (calling code without "+", national significant number), or undefined. */
export async function findUserByPhone(
  db: Runner,
  countryCode: string,
  phone: string,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)))
    .limit(1);
  return rows[0];
}

/** The member with this id, or undefined. */
export async function findUserById(db: Runner, id: number): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

/** Creates a member. @throws the driver's unique violation (23505) when the phone is taken. */
export async function insertUser(db: Runner, values: typeof users.$inferInsert): Promise<UserRow> {
  return (await db.insert(users).values(values).returning())[0]!;
}

/** Updates a member's columns and updated_at; undefined when there is no such member. */
export async function updateUser(
  db: Runner,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  return (
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
  )[0];
}

/**
 * Sets the member's birthday if none is set yet (one conditional UPDATE: of two racing first settings one
 * wins). @returns true when it was set now.
 */
export async function setBirthdayOnce(db: Runner, id: number, birthday: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ birthday, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNull(users.birthday)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The member's standing at a store (spec §3 memberInfos), or undefined when they never ordered there. */
export async function findStoreMember(db: Runner, userId: number, storeId: number) {
  return (
    await db
      .select()
      .from(storeMembers)
      .where(and(eq(storeMembers.userId, userId), eq(storeMembers.storeId, storeId)))
      .limit(1)
  )[0];
}

/**
 * Adds `deltaCents` (negative to spend) to the member's store credit at a store if the balance stays ≥ 0, in
 * one conditional UPDATE (concurrent spends cannot together overdraw it); the new balance, or null when it
 * would go negative or the member has no standing there.
 */
export async function addStoreCreditCents(
  db: Runner,
  userId: number,
  storeId: number,
  deltaCents: number,
): Promise<number | null> {
  const rows = await db
    .update(storeMembers)
    .set({ storeCreditCents: sql`${storeMembers.storeCreditCents} + ${deltaCents}` })
    .where(
      and(
        eq(storeMembers.userId, userId),
        eq(storeMembers.storeId, storeId),
        sql`${storeMembers.storeCreditCents} + ${deltaCents} >= 0`,
      ),
    )
    .returning({ balance: storeMembers.storeCreditCents });
  return rows[0]?.balance ?? null;
}

/**
 * Adds `deltaCents` (> 0, a top-up) to the member's store credit at a store, creating their standing there if
 * they have none, unless the balance would exceed `maxCents`; the new balance, or null when over the cap.
 */
export async function depositStoreCreditCents(
  db: Runner,
  userId: number,
  storeId: number,
  deltaCents: number,
  maxCents: number,
): Promise<number | null> {
  const rows = await db
    .insert(storeMembers)
    .values({ userId, storeId, storeCreditCents: deltaCents })
    .onConflictDoUpdate({
      target: [storeMembers.userId, storeMembers.storeId],
      set: { storeCreditCents: sql`${storeMembers.storeCreditCents} + ${deltaCents}` },
      setWhere: sql`${storeMembers.storeCreditCents} + ${deltaCents} <= ${maxCents}`,
    })
    .returning({ balance: storeMembers.storeCreditCents });
  const balance = rows[0]?.balance ?? null;
  return balance !== null && balance <= maxCents ? balance : null;
}

/**
 * Adds `delta` whole points (negative to take) to the member's balance at a store if it stays within 0 and
 * `max`, in one conditional UPDATE, which holds the member's row until the caller's transaction ends (so
 * concurrent changes cannot together take it below 0); the new balance, or null when it would leave that range
 * or the member has no standing there.
 */
export async function addPointsAt(
  db: Runner,
  userId: number,
  storeId: number,
  delta: number,
  max: number,
): Promise<number | null> {
  const rows = await db
    .update(storeMembers)
    .set({ point: sql`${storeMembers.point} + ${delta}` })
    .where(
      and(
        eq(storeMembers.userId, userId),
        eq(storeMembers.storeId, storeId),
        sql`${storeMembers.point} + ${delta} between 0 and ${max}`,
      ),
    )
    .returning({ balance: storeMembers.point });
  return rows[0]?.balance ?? null;
}

/**
 * Adds `delta` (> 0) whole points to the member's balance at a store, creating their standing there if they
 * have none, unless the balance would exceed `max`; the new balance, or null when over the cap.
 */
export async function depositPointsAt(
  db: Runner,
  userId: number,
  storeId: number,
  delta: number,
  max: number,
): Promise<number | null> {
  const rows = await db
    .insert(storeMembers)
    .values({ userId, storeId, point: delta })
    .onConflictDoUpdate({
      target: [storeMembers.userId, storeMembers.storeId],
      set: { point: sql`${storeMembers.point} + ${delta}` },
      setWhere: sql`${storeMembers.point} + ${delta} <= ${max}`,
    })
    .returning({ balance: storeMembers.point });
  const balance = rows[0]?.balance ?? null;
  return balance !== null && balance <= max ? balance : null;
}

/**
 * Deletes a member row. Sessions, codes, carts and favorites go with it (ON DELETE CASCADE); their orders
 * belong to the orders module, which anonymises them first (anonymiseMemberOrders).
 */
export async function deleteUser(db: Runner, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

// --- one-time codes -------------------------------------------------------------------------------------

/** Codes are kept apart per phone and purpose (ADR 008: limits count per phone and purpose). */
export interface PhonePurpose {
  countryCode: string;
  phone: string;
  purpose: string;
}

/** The conditions selecting the codes of one phone and purpose. */
function samePhonePurpose(key: PhonePurpose) {
  return [
    eq(otpCodes.countryCode, key.countryCode),
    eq(otpCodes.phone, key.phone),
    eq(otpCodes.purpose, key.purpose),
  ];
}

/** Codes sent to this phone for this purpose since `since`. */
export async function countCodesSince(
  db: Runner,
  key: PhonePurpose,
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int`, latest: sql<Date | null>`max(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(and(...samePhonePurpose(key), gt(otpCodes.createdAt, since)));
  const latest = rows[0]?.latest;
  return { count: Number(rows[0]?.count ?? 0), latest: latest ? new Date(latest) : null };
}

/**
 * Serialises code requests for one phone and purpose until the transaction ends, so two concurrent
 * requests cannot both pass the per-minute limit.
 */
export async function lockPhonePurpose(tx: Runner, key: PhonePurpose) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`otp:${key.countryCode}:${key.phone}:${key.purpose}`}))`,
  );
}

/** Stores a sent code (its hash). */
export async function insertOtp(db: Runner, values: typeof otpCodes.$inferInsert): Promise<OtpRow> {
  return (await db.insert(otpCodes).values(values).returning())[0]!;
}

/** The newest code of this phone and purpose that is neither used nor voided, locked for update. */
export async function findLiveOtpForUpdate(tx: Runner, key: PhonePurpose): Promise<OtpRow | undefined> {
  return (
    await tx
      .select()
      .from(otpCodes)
      .where(and(...samePhonePurpose(key), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1)
      .for('update')
  )[0];
}

/** Updates a code row (attempts, consumed/voided times, verification token). */
export async function updateOtp(db: Runner, id: number, values: Partial<typeof otpCodes.$inferInsert>) {
  await db.update(otpCodes).set(values).where(eq(otpCodes.id, id));
}

/** Voids every live code of this phone and purpose (a new code replaces the old ones). */
export async function voidLiveOtps(db: Runner, key: PhonePurpose, at: Date) {
  await db
    .update(otpCodes)
    .set({ voidedAt: at })
    .where(and(...samePhonePurpose(key), isNull(otpCodes.consumedAt), isNull(otpCodes.voidedAt)));
}

/** A verification token that is unused and unexpired at `at` (and, with `userId`, that member's). */
function usableVerificationToken(tokenHash: string, purpose: string, at: Date, userId?: number) {
  return and(
    eq(otpCodes.verificationTokenHash, tokenHash),
    eq(otpCodes.purpose, purpose),
    isNull(otpCodes.verificationUsedAt),
    gt(otpCodes.verificationExpiresAt, at),
    userId === undefined ? undefined : eq(otpCodes.userId, userId),
  );
}

/**
 * The code row of a verification token still usable at `at`, without using it (registration checks it
 * before the costly password hash); undefined when there is none.
 */
export async function findVerificationToken(db: Runner, tokenHash: string, purpose: string, at: Date) {
  return (
    await db
      .select()
      .from(otpCodes)
      .where(usableVerificationToken(tokenHash, purpose, at))
      .limit(1)
  )[0];
}

/**
 * Consumes a verification token: marks it used if it is unused and unexpired at `at` (and, with `userId`,
 * that member's), and returns its code row, atomically (one use even under concurrent requests); undefined
 * when there is no such token.
 */
export async function consumeVerificationToken(
  db: Runner,
  tokenHash: string,
  purpose: string,
  at: Date,
  userId?: number,
) {
  return (
    await db
      .update(otpCodes)
      .set({ verificationUsedAt: at })
      .where(usableVerificationToken(tokenHash, purpose, at, userId))
      .returning()
  )[0];
}

// --- sessions and auth keys -----------------------------------------------------------------------------

/** Stores a session (its token hash). */
export async function insertSession(
  db: Runner,
  values: typeof authSessions.$inferInsert,
): Promise<SessionRow> {
  return (await db.insert(authSessions).values(values).returning())[0]!;
}

/** A session by token hash, with its member. */
export async function findSessionByTokenHash(db: Runner, tokenHash: string) {
  const rows = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Ends one session: its token is refused as token_expired from then on. */
export async function revokeSession(db: Runner, id: number, at: Date) {
  await db.update(authSessions).set({ revokedAt: at }).where(eq(authSessions.id, id));
}

/** Ends every other session of a member (after a password change). */
export async function revokeOtherSessions(db: Runner, userId: number, keepId: number | null, at: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepId === null ? sql`true` : sql`${authSessions.id} <> ${keepId}`,
      ),
    );
}

/** Stores a one-use auth key (its hash). */
export async function insertAuthKey(db: Runner, values: typeof authKeys.$inferInsert) {
  return (await db.insert(authKeys).values(values).returning())[0]!;
}

/**
 * Consumes an auth key: marks it used if it is unused and unexpired at `at`, and returns its row, atomically
 * (one use even under concurrent requests); undefined when there is no such key.
 */
export async function consumeAuthKey(db: Runner, keyHash: string, at: Date) {
  return (
    await db
      .update(authKeys)
      .set({ usedAt: at })
      .where(and(eq(authKeys.keyHash, keyHash), isNull(authKeys.usedAt), gt(authKeys.expiresAt, at)))
      .returning()
  )[0];
}

/** The member's remembered e-invoice carrier, or undefined. */
export async function findInvoiceCarrier(db: Runner, userId: number) {
  const rows = await db.select().from(memberInvoiceCarriers).where(eq(memberInvoiceCarriers.userId, userId));
  return rows[0];
}

/** Replaces the member's remembered e-invoice carrier (one row per member). */
export async function upsertInvoiceCarrier(db: Runner, row: typeof memberInvoiceCarriers.$inferInsert) {
  await db
    .insert(memberInvoiceCarriers)
    .values(row)
    .onConflictDoUpdate({
      target: memberInvoiceCarriers.userId,
      set: {
        invoiceType: row.invoiceType,
        invoiceValue: row.invoiceValue,
        companyTitle: row.companyTitle ?? null,
        updatedAt: row.updatedAt,
      },
    });
}
