/**
 * Staff accounts, their stores and sessions. Drizzle only, on the staff module's own tables
 * (staff, staff_stores, staff_sessions, staff_known_addresses, staff_login_failures) and reading
 * stores/brands for names.
 */
import { and, asc, countDistinct, eq, gt, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import {
  brands,
  staff,
  staffKnownAddresses,
  staffLoginFailures,
  staffSessions,
  staffStores,
  stores,
} from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

/** The staff member with this phone or e-mail (already normalised), or undefined. */
export async function findStaffByAccount(
  db: Runner,
  account: { phone?: string; email?: string },
): Promise<StaffRow | undefined> {
  const where = account.email ? eq(staff.email, account.email) : eq(staff.phone, account.phone ?? '');
  const rows = await db.select().from(staff).where(where);
  return rows[0];
}

/** Creates a staff member, or updates the name and password of the one with that phone / e-mail. */
export async function upsertStaff(
  db: Db,
  values: { name: string; phone: string | null; email: string | null; passwordHash: string },
): Promise<StaffRow> {
  const existing = await findStaffByAccount(db, {
    phone: values.phone ?? undefined,
    email: values.email ?? undefined,
  });
  if (existing) {
    const rows = await db
      .update(staff)
      .set({ name: values.name, passwordHash: values.passwordHash })
      .where(eq(staff.id, existing.id))
      .returning();
    return rows[0]!;
  }
  const rows = await db.insert(staff).values(values).returning();
  return rows[0]!;
}

/** Gives a staff member a role at a store (replacing a previous role there). */
export async function setStaffStore(db: Db, staffId: number, storeId: number, role: 'owner' | 'staff') {
  await db
    .insert(staffStores)
    .values({ staffId, storeId, role })
    .onConflictDoUpdate({ target: [staffStores.staffId, staffStores.storeId], set: { role } });
}

/** The stores of a staff member with their role, brand and identifier, by store id (not those disabled there). */
export async function listStaffStores(db: Db, staffId: number) {
  return db
    .select({
      storeId: stores.id,
      identifier: stores.identifier,
      name: stores.name,
      brandName: brands.name,
      role: staffStores.role,
      canOrder: stores.canOrder,
    })
    .from(staffStores)
    .innerJoin(stores, eq(stores.id, staffStores.storeId))
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(and(eq(staffStores.staffId, staffId), isNull(staffStores.disabledAt)))
    .orderBy(asc(stores.id));
}

/**
 * The store (id) behind `identifier`, with the staff member's role there (null when they do not work there)
 * and when they were disabled there; undefined for an unknown store.
 */
export async function findStaffStore(db: Db, staffId: number, identifier: string) {
  const rows = await db
    .select({ storeId: stores.id, role: staffStores.role, disabledAt: staffStores.disabledAt })
    .from(stores)
    .leftJoin(staffStores, and(eq(staffStores.storeId, stores.id), eq(staffStores.staffId, staffId)))
    .where(eq(stores.identifier, identifier));
  return rows[0];
}

/** How many stores the staff member works at, and at how many of them they are not disabled. */
export async function countStaffStores(db: Db, staffId: number) {
  const rows = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      enabled: sql<number>`count(*) filter (where ${staffStores.disabledAt} is null)`.mapWith(Number),
    })
    .from(staffStores)
    .where(eq(staffStores.staffId, staffId));
  return { total: rows[0]?.total ?? 0, enabled: rows[0]?.enabled ?? 0 };
}

/** The store id of an identifier (for the CLI), or undefined. */
export async function findStoreIdByIdentifier(db: Db, identifier: string): Promise<number | undefined> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.identifier, identifier));
  return rows[0]?.id;
}

/** Stores a new console session (only the token's sha256). */
export async function insertStaffSession(
  db: Db,
  values: { staffId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(staffSessions).values(values);
}

/** The live (not revoked) session of a token hash with its staff member, or undefined. */
export async function findStaffSession(db: Db, tokenHash: string) {
  const rows = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
  return rows[0];
}

/** Revokes a session (logout). */
export async function revokeStaffSession(db: Db, tokenHash: string, at: Date) {
  await db.update(staffSessions).set({ revokedAt: at }).where(eq(staffSessions.tokenHash, tokenHash));
}

/** True when the staff member logged in from this address (sha256) before. */
export async function isKnownStaffAddress(db: Db, staffId: number, addressHash: string): Promise<boolean> {
  const rows = await db
    .select({ staffId: staffKnownAddresses.staffId })
    .from(staffKnownAddresses)
    .where(and(eq(staffKnownAddresses.staffId, staffId), eq(staffKnownAddresses.addressHash, addressHash)));
  return rows.length > 0;
}

/** Records a login of the staff member from this address (sha256) at `at`. */
export async function rememberStaffAddress(db: Db, staffId: number, addressHash: string, at: Date) {
  await db
    .insert(staffKnownAddresses)
    .values({ staffId, addressHash, lastLoginAt: at })
    .onConflictDoUpdate({
      target: [staffKnownAddresses.staffId, staffKnownAddresses.addressHash],
      set: { lastLoginAt: at },
    });
}

/** Counts one wrong password for the staff member from this address (sha256) in the window (epoch ms). */
export async function addStaffLoginFailure(
  db: Db,
  staffId: number,
  addressHash: string,
  windowStart: number,
) {
  await db
    .insert(staffLoginFailures)
    .values({ staffId, addressHash, windowStart, failures: 1 })
    .onConflictDoUpdate({
      target: [staffLoginFailures.staffId, staffLoginFailures.addressHash, staffLoginFailures.windowStart],
      set: { failures: sql`${staffLoginFailures.failures} + 1` },
    });
}

/**
 * The staff member's wrong passwords in the windows that started after `after` (epoch ms): how many, and
 * from how many addresses.
 */
export async function countStaffLoginFailures(db: Db, staffId: number, after: number) {
  const rows = await db
    .select({
      failures: sum(staffLoginFailures.failures).mapWith(Number),
      addresses: countDistinct(staffLoginFailures.addressHash),
    })
    .from(staffLoginFailures)
    .where(and(eq(staffLoginFailures.staffId, staffId), gt(staffLoginFailures.windowStart, after)));
  return { failures: rows[0]?.failures ?? 0, addresses: rows[0]?.addresses ?? 0 };
}

/**
 * Deletes failure counts of windows that started before `failuresBefore` (epoch ms) and known addresses not
 * used since `knownBefore`.
 * @returns how many rows went.
 */
export async function deleteStaffLoginRowsBefore(db: Db, failuresBefore: number, knownBefore: Date) {
  const failures = await db
    .delete(staffLoginFailures)
    .where(lt(staffLoginFailures.windowStart, failuresBefore))
    .returning({ id: staffLoginFailures.staffId });
  const known = await db
    .delete(staffKnownAddresses)
    .where(lt(staffKnownAddresses.lastLoginAt, knownBefore))
    .returning({ id: staffKnownAddresses.staffId });
  return failures.length + known.length;
}
