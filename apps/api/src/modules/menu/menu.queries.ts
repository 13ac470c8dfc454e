/**
 * Menu reads (Drizzle only): one store's menu rows, and its sold-out ids.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import {
  entreeCollectionItems,
  entreeCollections,
  entrees,
  menuCategories,
  optionGroups,
  options,
  stores,
} from '../../db/schema';

/**
 * The store's menu version and all its menu rows, each list in display order, read in one
 * repeatable-read transaction so the version matches the rows.
 */
export async function loadMenuSnapshot(db: Db, storeId: number) {
  return db.transaction((tx) => readMenuRows(tx, storeId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/**
 * The store's menu version and menu rows (categories, entrees, option groups, options, set-meal slots and
 * their choices), each list in display order. Consistent only inside a transaction (loadMenuSnapshot's, or
 * the publish of a menu draft, which holds the store row locked).
 */
export async function readMenuRows(tx: Runner, storeId: number) {
  const [store] = await tx
    .select({ version: stores.menuVersion })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  const categories = await tx
    .select()
    .from(menuCategories)
    .where(eq(menuCategories.storeId, storeId))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.id));
  const entreeRows = await tx
    .select()
    .from(entrees)
    .where(eq(entrees.storeId, storeId))
    .orderBy(asc(entrees.sort), asc(entrees.name));
  const entreeIds = entreeRows.map((e) => e.id);
  const groupRows = entreeIds.length
    ? await tx
        .select()
        .from(optionGroups)
        .where(inArray(optionGroups.entreeId, entreeIds))
        .orderBy(asc(optionGroups.sort), asc(optionGroups.name))
    : [];
  const groupIds = groupRows.map((g) => g.id);
  const optionRows = groupIds.length
    ? await tx
        .select()
        .from(options)
        .where(inArray(options.groupId, groupIds))
        .orderBy(asc(options.sort), asc(options.name))
    : [];
  // Set-meal slots and their choices: only set meals have rows, so usually none.
  const collectionRows = entreeIds.length
    ? await tx
        .select()
        .from(entreeCollections)
        .where(inArray(entreeCollections.entreeId, entreeIds))
        .orderBy(asc(entreeCollections.sort), asc(entreeCollections.name))
    : [];
  const collectionItemRows = collectionRows.length
    ? await tx
        .select()
        .from(entreeCollectionItems)
        .where(
          inArray(
            entreeCollectionItems.collectionId,
            collectionRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(entreeCollectionItems.sort), asc(entreeCollectionItems.id))
    : [];
  return {
    version: store?.version ?? 0,
    categories,
    entrees: entreeRows,
    groups: groupRows,
    options: optionRows,
    collections: collectionRows,
    collectionItems: collectionItemRows,
  };
}

/** The rows readMenuRows answers. */
export type MenuRows = Awaited<ReturnType<typeof readMenuRows>>;

/** Ids of sold-out entrees and options of a store (spec §7 inventory). `db` may be a transaction. */
export async function loadSoldOut(
  db: Runner,
  storeId: number,
): Promise<{ entrees: string[]; options: string[] }> {
  const soldEntrees = await db
    .select({ id: entrees.id })
    .from(entrees)
    .where(and(eq(entrees.storeId, storeId), eq(entrees.soldOut, true)))
    .orderBy(asc(entrees.sort), asc(entrees.id));
  const soldOptions = await db
    .select({ id: options.id })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .innerJoin(entrees, eq(entrees.id, optionGroups.entreeId))
    .where(and(eq(entrees.storeId, storeId), eq(options.soldOut, true)))
    .orderBy(asc(entrees.sort), asc(options.sort), asc(options.id));
  return { entrees: soldEntrees.map((r) => r.id), options: soldOptions.map((r) => r.id) };
}
