/**
 * 員工 (docs/features.md "Staff and roles"): a store's staff with their roles, the one-time password links and
 * the audit log. Drizzle only, on the staff module's own tables (staff, staff_stores, staff_sessions,
 * staff_password_links, staff_audit_events).
 */
import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Runner } from '../../db/client';
import { staff, staffAuditEvents, staffPasswordLinks, staffSessions, staffStores } from '../../db/schema';

type Role = 'owner' | 'staff';

const memberColumns = {
  id: staff.id,
  name: staff.name,
  phone: staff.phone,
  email: staff.email,
  role: staffStores.role,
  disabledAt: staffStores.disabledAt,
  hasPassword: isNotNull(staff.passwordHash).mapWith(Boolean),
};

/** A staff member of a store: account, role there, disabled there, whether they have a password. */
export type StoreStaffRow = {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  role: Role;
  disabledAt: Date | null;
  hasPassword: boolean;
};

/** The store's staff, owners first, then by when they were added (id). */
export async function listStoreStaffRows(db: Runner, storeId: number): Promise<StoreStaffRow[]> {
  return db
    .select(memberColumns)
    .from(staffStores)
    .innerJoin(staff, eq(staff.id, staffStores.staffId))
    .where(eq(staffStores.storeId, storeId))
    .orderBy(sql`${staffStores.role} = 'owner' desc`, asc(staff.id));
}

/** One staff member of the store, or undefined when they do not work there. */
export async function findStoreStaffRow(
  db: Runner,
  storeId: number,
  staffId: number,
): Promise<StoreStaffRow | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(staffStores)
    .innerJoin(staff, eq(staff.id, staffStores.staffId))
    .where(and(eq(staffStores.storeId, storeId), eq(staffStores.staffId, staffId)));
  return rows[0];
}

/**
 * The store's enabled owners (staff ids), their rows locked until the transaction ends: two owners changing
 * each other at once are applied one after the other, so the store always keeps one.
 */
export async function lockEnabledOwners(tx: Runner, storeId: number): Promise<number[]> {
  const rows = await tx
    .select({ staffId: staffStores.staffId })
    .from(staffStores)
    .where(
      and(eq(staffStores.storeId, storeId), eq(staffStores.role, 'owner'), isNull(staffStores.disabledAt)),
    )
    .for('update');
  return rows.map((r) => r.staffId);
}

/** Creates an account without a password (set later through its one-time link). */
export async function insertStaffWithoutPassword(
  db: Runner,
  values: { name: string; phone: string | null; email: string | null },
): Promise<number> {
  const rows = await db.insert(staff).values(values).returning({ id: staff.id });
  return rows[0]!.id;
}

/** Gives an account a role at a store; false when it already works there (nothing changed). */
export async function insertStaffStore(db: Runner, staffId: number, storeId: number, role: Role) {
  const rows = await db
    .insert(staffStores)
    .values({ staffId, storeId, role })
    .onConflictDoNothing()
    .returning({ staffId: staffStores.staffId });
  return rows.length > 0;
}

/** Sets the member's role at the store. */
export async function updateStaffStoreRole(db: Runner, staffId: number, storeId: number, role: Role) {
  await db
    .update(staffStores)
    .set({ role })
    .where(and(eq(staffStores.staffId, staffId), eq(staffStores.storeId, storeId)));
}

/** Disables the member at the store from `at`, or enables them (null). */
export async function updateStaffStoreDisabled(
  db: Runner,
  staffId: number,
  storeId: number,
  at: Date | null,
) {
  await db
    .update(staffStores)
    .set({ disabledAt: at })
    .where(and(eq(staffStores.staffId, staffId), eq(staffStores.storeId, storeId)));
}

/** Takes the member off the store (their account and other stores stay). */
export async function deleteStaffStore(db: Runner, staffId: number, storeId: number) {
  await db.delete(staffStores).where(and(eq(staffStores.staffId, staffId), eq(staffStores.storeId, storeId)));
}

/** Revokes every live session of the account at `at`. @returns how many were live. */
export async function revokeStaffSessions(db: Runner, staffId: number, at: Date): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/**
 * Stores a new one-time link of the account (only the token's sha256) and drops its earlier unused ones, so
 * only the newest link works.
 */
export async function replacePasswordLink(
  db: Runner,
  values: { staffId: number; storeId: number; tokenHash: string; expiresAt: Date },
) {
  await db
    .delete(staffPasswordLinks)
    .where(and(eq(staffPasswordLinks.staffId, values.staffId), isNull(staffPasswordLinks.usedAt)));
  await db.insert(staffPasswordLinks).values(values);
}

/** The link of a token hash with its account, or undefined. */
export async function findPasswordLink(db: Runner, tokenHash: string) {
  const rows = await db
    .select({
      id: staffPasswordLinks.id,
      staffId: staffPasswordLinks.staffId,
      storeId: staffPasswordLinks.storeId,
      expiresAt: staffPasswordLinks.expiresAt,
      usedAt: staffPasswordLinks.usedAt,
      phone: staff.phone,
      email: staff.email,
    })
    .from(staffPasswordLinks)
    .innerJoin(staff, eq(staff.id, staffPasswordLinks.staffId))
    .where(eq(staffPasswordLinks.tokenHash, tokenHash));
  return rows[0];
}

/**
 * Marks the link used at `at` if it still is unused: false when another request used it first (single use
 * under concurrent requests).
 */
export async function markPasswordLinkUsed(db: Runner, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffPasswordLinks)
    .set({ usedAt: at })
    .where(and(eq(staffPasswordLinks.id, id), isNull(staffPasswordLinks.usedAt)))
    .returning({ id: staffPasswordLinks.id });
  return rows.length > 0;
}

/**
 * Sets the password (an argon2id PHC string) of an account that has none: false when it has one (a link never
 * replaces a password set since it was made).
 */
export async function setStaffPasswordIfNone(db: Runner, staffId: number, passwordHash: string) {
  const rows = await db
    .update(staff)
    .set({ passwordHash })
    .where(and(eq(staff.id, staffId), isNull(staff.passwordHash)))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** Deletes the links that expired before `before` (used ones included: a used link expires like any). @returns how many. */
export async function deleteExpiredPasswordLinks(db: Runner, before: Date): Promise<number> {
  const rows = await db
    .delete(staffPasswordLinks)
    .where(lt(staffPasswordLinks.expiresAt, before))
    .returning({ id: staffPasswordLinks.id });
  return rows.length;
}

/** Records one change to a store's staff. */
export async function insertStaffAuditEvent(db: Runner, values: typeof staffAuditEvents.$inferInsert) {
  await db.insert(staffAuditEvents).values(values);
}

const actor = alias(staff, 'actor');

/** The store's audit entries before id `before` (all when undefined), newest first, at most `limit`. */
export async function listStaffAuditRows(
  db: Runner,
  storeId: number,
  before: number | undefined,
  limit: number,
) {
  return db
    .select({
      id: staffAuditEvents.id,
      createdAt: staffAuditEvents.createdAt,
      action: staffAuditEvents.action,
      actorName: actor.name,
      target: staffAuditEvents.targetAccount,
      detail: staffAuditEvents.detail,
      ip: staffAuditEvents.ip,
    })
    .from(staffAuditEvents)
    .leftJoin(actor, eq(actor.id, staffAuditEvents.actorStaffId))
    .where(
      and(
        eq(staffAuditEvents.storeId, storeId),
        before === undefined ? undefined : lt(staffAuditEvents.id, before),
      ),
    )
    .orderBy(desc(staffAuditEvents.id))
    .limit(limit);
}
