/**
 * Menu drafts and their publish (ADR 017), Drizzle only: the draft row with
 * its revision, the store-row lock that serialises publishes (and imports, which update the same row), and
 * the in-place writes of a publish. Rows are updated where they are, by id, so what stays keeps its id and
 * its sold-out flag (the upserts never set sold_out). Batches are chunked to stay under parameter limits.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import {
  entreeCollectionItems,
  entreeCollections,
  entrees,
  menuCategories,
  menuDrafts,
  menuPublications,
  optionGroups,
  options,
  staff,
  stores,
} from '../../db/schema';

const CHUNK = 500;
async function chunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The store's saved draft with the name of who saved it last, or undefined. */
export async function findMenuDraft(db: Runner, storeId: number) {
  const [row] = await db
    .select({ draft: menuDrafts, staffName: staff.name })
    .from(menuDrafts)
    .leftJoin(staff, eq(staff.id, menuDrafts.updatedBy))
    .where(eq(menuDrafts.storeId, storeId))
    .limit(1);
  return row;
}

/**
 * Saves a draft if it is still at `revision` (0 = none saved yet): the first save inserts revision 1, later
 * ones bump it. One statement each, so two saves from the same revision cannot both win.
 * @returns the saved revision, or undefined when the stored revision is another (a stale save).
 */
export async function writeMenuDraft(
  db: Db,
  v: {
    storeId: number;
    revision: number;
    document: typeof menuDrafts.$inferInsert.document;
    baseVersion: number;
    staffId: number;
    now: Date;
  },
): Promise<number | undefined> {
  if (v.revision === 0) {
    const [row] = await db
      .insert(menuDrafts)
      .values({
        storeId: v.storeId,
        document: v.document,
        revision: 1,
        baseVersion: v.baseVersion,
        updatedBy: v.staffId,
        updatedAt: v.now,
      })
      .onConflictDoNothing()
      .returning({ revision: menuDrafts.revision });
    return row?.revision;
  }
  const [row] = await db
    .update(menuDrafts)
    .set({
      document: v.document,
      revision: sql`${menuDrafts.revision} + 1`,
      updatedBy: v.staffId,
      updatedAt: v.now,
    })
    .where(and(eq(menuDrafts.storeId, v.storeId), eq(menuDrafts.revision, v.revision)))
    .returning({ revision: menuDrafts.revision });
  return row?.revision;
}

/** Deletes the store's draft (discard, or after a publish). */
export async function deleteMenuDraft(db: Runner, storeId: number): Promise<void> {
  await db.delete(menuDrafts).where(eq(menuDrafts.storeId, storeId));
}

/**
 * Locks the store row until the transaction ends and reads its menu_version: two publishes of one store (and a
 * publish and a catalogue import, which updates the row) never interleave.
 */
export async function lockStoreMenu(tx: Runner, storeId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ version: stores.menuVersion })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  return row?.version;
}

/** The draft row locked for the publish (a save racing it waits, then finds it gone: 409). */
export async function lockMenuDraft(tx: Runner, storeId: number) {
  const [row] = await tx.select().from(menuDrafts).where(eq(menuDrafts.storeId, storeId)).for('update');
  return row;
}

/** Updates existing categories (name, place) and inserts new ones; returns the new ones' ids in order. */
export async function writeCategories(
  tx: Runner,
  storeId: number,
  kept: { id: number; name: string; sort: number }[],
  added: { name: string; sort: number }[],
): Promise<number[]> {
  await chunked(kept, (c) =>
    tx
      .insert(menuCategories)
      .values(c.map((k) => ({ ...k, storeId })))
      .onConflictDoUpdate({
        target: menuCategories.id,
        set: { name: sql`excluded.name`, sort: sql`excluded.sort` },
        setWhere: eq(menuCategories.storeId, storeId),
      }),
  );
  const ids: number[] = [];
  await chunked(added, async (c) => {
    const rows = await tx
      .insert(menuCategories)
      .values(c.map((a) => ({ ...a, storeId })))
      .returning({ id: menuCategories.id });
    ids.push(...rows.map((r) => r.id));
  });
  return ids;
}

/** Inserts or updates entrees by id (never touching sold_out); prices in cents of TWD. */
export async function upsertEntrees(
  tx: Runner,
  storeId: number,
  rows: Omit<typeof entrees.$inferInsert, 'storeId'>[],
): Promise<void> {
  await chunked(rows, (c) =>
    tx
      .insert(entrees)
      .values(c.map((r) => ({ ...r, storeId })))
      .onConflictDoUpdate({
        target: entrees.id,
        set: {
          categoryId: sql`excluded.category_id`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          image: sql`excluded.image`,
          priceCents: sql`excluded.price_cents`,
          labels: sql`excluded.labels`,
          sort: sql`excluded.sort`,
        },
        // Ids were checked against this store's menu; this keeps another store's rows out even so.
        setWhere: eq(entrees.storeId, storeId),
      }),
  );
}

/** The ids of a store's entrees, as a subquery (the guards below). */
const entreesOf = (tx: Runner, storeId: number) =>
  tx.select({ id: entrees.id }).from(entrees).where(eq(entrees.storeId, storeId));

/**
 * Inserts or updates option groups by id (min/max selections). An id that is another store's group is left
 * as it is (the update's guard), as for entrees.
 */
export async function upsertOptionGroups(
  tx: Runner,
  storeId: number,
  rows: (typeof optionGroups.$inferInsert)[],
): Promise<void> {
  await chunked(rows, (c) =>
    tx
      .insert(optionGroups)
      .values(c)
      .onConflictDoUpdate({
        target: optionGroups.id,
        set: {
          entreeId: sql`excluded.entree_id`,
          name: sql`excluded.name`,
          minSelections: sql`excluded.min_selections`,
          maxSelections: sql`excluded.max_selections`,
          sort: sql`excluded.sort`,
        },
        // Ids were checked against this store's menu; this keeps another store's rows out even so.
        setWhere: inArray(optionGroups.entreeId, entreesOf(tx, storeId)),
      }),
  );
}

/**
 * Inserts or updates options by id (price deltas in cents; never touching sold_out). An id that is another
 * store's option is left as it is (the update's guard).
 */
export async function upsertOptions(
  tx: Runner,
  storeId: number,
  rows: (typeof options.$inferInsert)[],
): Promise<void> {
  const storeGroups = tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(inArray(optionGroups.entreeId, entreesOf(tx, storeId)));
  await chunked(rows, (c) =>
    tx
      .insert(options)
      .values(c)
      .onConflictDoUpdate({
        target: options.id,
        set: {
          groupId: sql`excluded.group_id`,
          name: sql`excluded.name`,
          priceCents: sql`excluded.price_cents`,
          maxQuantity: sql`excluded.max_quantity`,
          isDefault: sql`excluded.is_default`,
          labels: sql`excluded.labels`,
          sort: sql`excluded.sort`,
        },
        setWhere: inArray(options.groupId, storeGroups),
      }),
  );
}

/**
 * Writes the set meals' slots by id and replaces all their choices (rows nothing else refers to), after the
 * entrees they name exist.
 */
export async function writeCollections(
  tx: Runner,
  storeId: number,
  slots: (typeof entreeCollections.$inferInsert)[],
  choices: (typeof entreeCollectionItems.$inferInsert)[],
): Promise<void> {
  const storeEntrees = entreesOf(tx, storeId);
  const storeSlots = tx
    .select({ id: entreeCollections.id })
    .from(entreeCollections)
    .where(inArray(entreeCollections.entreeId, storeEntrees));
  await tx.delete(entreeCollectionItems).where(inArray(entreeCollectionItems.collectionId, storeSlots));
  await chunked(slots, (c) =>
    tx
      .insert(entreeCollections)
      .values(c)
      .onConflictDoUpdate({
        target: entreeCollections.id,
        set: {
          entreeId: sql`excluded.entree_id`,
          name: sql`excluded.name`,
          minSelections: sql`excluded.min_selections`,
          maxSelections: sql`excluded.max_selections`,
          sort: sql`excluded.sort`,
        },
        // Another store's slot is left as it is, as for entrees.
        setWhere: inArray(entreeCollections.entreeId, storeEntrees),
      }),
  );
  await chunked(choices, (c) => tx.insert(entreeCollectionItems).values(c));
}

/**
 * Deletes what the draft left out, children first: options, option groups, set-meal slots, entrees (their
 * remaining children cascade), then categories. `keep` holds the ids the draft still has.
 */
export async function deleteRemovedMenuRows(
  tx: Runner,
  storeId: number,
  keep: { categories: number[]; entrees: string[]; groups: string[]; options: string[]; slots: string[] },
): Promise<void> {
  const storeEntrees = tx.select({ id: entrees.id }).from(entrees).where(eq(entrees.storeId, storeId));
  const storeGroups = tx
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(inArray(optionGroups.entreeId, storeEntrees));
  const none = ['00000000-0000-0000-0000-000000000000'];
  const keepOr = (ids: string[]) => (ids.length ? ids : none);
  await tx
    .delete(options)
    .where(and(inArray(options.groupId, storeGroups), notInArray(options.id, keepOr(keep.options))));
  await tx
    .delete(optionGroups)
    .where(
      and(inArray(optionGroups.entreeId, storeEntrees), notInArray(optionGroups.id, keepOr(keep.groups))),
    );
  await tx
    .delete(entreeCollections)
    .where(
      and(
        inArray(entreeCollections.entreeId, storeEntrees),
        notInArray(entreeCollections.id, keepOr(keep.slots)),
      ),
    );
  await tx
    .delete(entrees)
    .where(and(eq(entrees.storeId, storeId), notInArray(entrees.id, keepOr(keep.entrees))));
  await tx
    .delete(menuCategories)
    .where(
      and(
        eq(menuCategories.storeId, storeId),
        notInArray(menuCategories.id, keep.categories.length ? keep.categories : [0]),
      ),
    );
}

/** Bumps the store's menu_version (carts on the old one are refused) and records who published what. */
export async function recordMenuPublish(
  tx: Runner,
  v: { storeId: number; staffId: number; changes: typeof menuPublications.$inferInsert.changes },
): Promise<number> {
  const [row] = await tx
    .update(stores)
    .set({ menuVersion: sql`${stores.menuVersion} + 1` })
    .where(eq(stores.id, v.storeId))
    .returning({ version: stores.menuVersion });
  await tx
    .insert(menuPublications)
    .values({ storeId: v.storeId, staffId: v.staffId, menuVersion: row!.version, changes: v.changes });
  return row!.version;
}

/** The store's publishes, newest first (audit; tests). */
export async function listMenuPublications(db: Runner, storeId: number) {
  return db
    .select()
    .from(menuPublications)
    .where(eq(menuPublications.storeId, storeId))
    .orderBy(sql`${menuPublications.id} desc`);
}
