/**
 * Favorite store reads and writes (Drizzle only; spec §7 Favorites). Always scoped by the member's user id.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';

/** Adds a favorite; a second add is a no-op and keeps the first time (idempotent). */
export async function insertFavorite(
  db: Db,
  userId: number,
  storeId: number,
  createdAt: Date,
): Promise<void> {
  await db.insert(favorites).values({ userId, storeId, createdAt }).onConflictDoNothing();
}

/** Removes a favorite. @returns true when there was one. */
export async function deleteFavorite(db: Db, userId: number, storeId: number): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.storeId, storeId)))
    .returning({ storeId: favorites.storeId });
  return rows.length > 0;
}

/** The member's favorite store ids with when they were added, newest first. */
export async function listFavorites(db: Db, userId: number): Promise<{ storeId: number; createdAt: Date }[]> {
  return db
    .select({ storeId: favorites.storeId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.storeId));
}

/** Store ids of the member's favorites among `storeIds` (all of them when omitted). */
export async function findFavoriteStoreIds(
  db: Db,
  userId: number,
  storeIds?: number[],
): Promise<Set<number>> {
  if (storeIds?.length === 0) return new Set();
  const rows = await db
    .select({ storeId: favorites.storeId })
    .from(favorites)
    .where(
      storeIds
        ? and(eq(favorites.userId, userId), inArray(favorites.storeId, storeIds))
        : eq(favorites.userId, userId),
    );
  return new Set(rows.map((r) => r.storeId));
}
