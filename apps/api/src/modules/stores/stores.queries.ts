/**
 * Store reads (Drizzle only).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect & { brandIdentifier: string; brandName: string };

const storeColumns = { store: stores, brandIdentifier: brands.identifier, brandName: brands.name };

/** One store with its brand, or undefined. */
export async function findStoreByIdentifier(db: Db, identifier: string): Promise<StoreRow | undefined> {
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(eq(stores.identifier, identifier))
    .limit(1);
  const row = rows[0];
  return row && { ...row.store, brandIdentifier: row.brandIdentifier, brandName: row.brandName };
}

/**
 * The store row inside an order transaction, locked FOR SHARE: a concurrent menu or settings change waits
 * until the order commits, so the order is checked against exactly the version it is stored with.
 * `tx` must be a transaction.
 */
export async function lockStoreForOrder(
  tx: Pick<Db, 'select'>,
  storeId: number,
): Promise<typeof stores.$inferSelect | undefined> {
  const rows = await tx.select().from(stores).where(eq(stores.id, storeId)).limit(1).for('share');
  return rows[0];
}

/** Every store with its brand, ordered by zip then identifier. */
export async function listStores(db: Db): Promise<StoreRow[]> {
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .orderBy(stores.zip, stores.identifier);
  return rows.map((r) => ({ ...r.store, brandIdentifier: r.brandIdentifier, brandName: r.brandName }));
}
