/**
 * The store console's sold-out switches: the store's entrees with their flag, and the flag's
 * write. Writing `sold_out` fires a trigger (inventory_version + 1, db/functions/bump_inventory_version_*.sql),
 * which notifies the store change (db/functions/notify_store_changed.sql), so the inventory and the order
 * checks answer the new state at once.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entrees, menuCategories } from '../../db/schema';

/** The store's entrees in menu order with their category and sold-out flag. */
export async function listStoreEntreesWithStock(db: Db, storeId: number) {
  return db
    .select({
      id: entrees.id,
      name: entrees.name,
      soldOut: entrees.soldOut,
      categoryId: menuCategories.id,
      categoryName: menuCategories.name,
    })
    .from(entrees)
    .innerJoin(menuCategories, eq(menuCategories.id, entrees.categoryId))
    .where(eq(entrees.storeId, storeId))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.id), asc(entrees.sort));
}

/** Sets an entree of the store sold out or back; returns false when the store has no such entree. */
export async function updateEntreeSoldOut(db: Db, storeId: number, entreeId: string, soldOut: boolean) {
  const rows = await db
    .update(entrees)
    .set({ soldOut })
    .where(and(eq(entrees.id, entreeId), eq(entrees.storeId, storeId)))
    .returning({ id: entrees.id });
  return rows.length > 0;
}
