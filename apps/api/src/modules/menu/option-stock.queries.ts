/**
 * The store console's sold-out switches of options (docs/features.md "The store's day").
 * Options belong to one entree's option group, so 珍珠 exists once per drink: the console reads and writes
 * them by (group name, option name) across the store. Writing `sold_out` fires a trigger
 * (inventory_version + 1, db/functions/bump_inventory_version_for_option.sql), which notifies the store change
 * (db/functions/notify_store_changed.sql), as for entrees.
 */
import { and, asc, eq, inArray, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entrees, optionGroups, options } from '../../db/schema';

/** The store's options grouped by (group name, option name) in menu order, with how many are sold out. */
export async function listStoreOptionStock(db: Db, storeId: number) {
  return db
    .select({
      groupName: optionGroups.name,
      optionName: options.name,
      entreeCount: sql<number>`count(distinct ${entrees.id})::int`,
      rows: sql<number>`count(*)::int`,
      soldOutRows: sql<number>`count(*) filter (where ${options.soldOut})::int`,
    })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .innerJoin(entrees, eq(entrees.id, optionGroups.entreeId))
    .where(eq(entrees.storeId, storeId))
    .groupBy(optionGroups.name, options.name)
    .orderBy(asc(min(optionGroups.sort)), asc(optionGroups.name), asc(min(options.sort)), asc(options.name));
}

/**
 * Sets every option of the store named `option` in a group named `group` sold out or back, in one statement
 * (one inventory change for the diners). Rows already in that state are left alone.
 * @returns how many rows matched (changed or already so); 0 when the store has no such option.
 */
export async function updateOptionSoldOut(
  db: Db,
  storeId: number,
  names: { group: string; option: string },
  soldOut: boolean,
): Promise<{ matched: number; updated: number }> {
  const ids = db
    .select({ id: options.id })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .innerJoin(entrees, eq(entrees.id, optionGroups.entreeId))
    .where(
      and(eq(entrees.storeId, storeId), eq(optionGroups.name, names.group), eq(options.name, names.option)),
    );
  const matched = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(options)
    .where(inArray(options.id, ids));
  const rows = await db
    .update(options)
    .set({ soldOut })
    .where(and(inArray(options.id, ids), ne(options.soldOut, soldOut)))
    .returning({ id: options.id });
  return { matched: matched[0]?.n ?? 0, updated: rows.length };
}
