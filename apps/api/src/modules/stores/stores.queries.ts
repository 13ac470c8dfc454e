/**
 * Store reads (Drizzle only).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect & { brandIdentifier: string; brandName: string };

const storeColumns = { store: stores, brandIdentifier: brands.identifier, brandName: brands.name };

function prepareFindStore(db: Db) {
  return db
    .select(storeColumns)
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(eq(stores.identifier, sql.placeholder('identifier')))
    .limit(1)
    .prepare('find_store_by_identifier');
}

// Prepared once per database: every menu, inventory and order request starts with this read, and a
// prepared statement costs a quarter of a freshly built one on PostgreSQL (docs/benchmarks.md).
const findStorePrepared = new WeakMap<Db, ReturnType<typeof prepareFindStore>>();

/** One store with its brand, or undefined. */
export async function findStoreByIdentifier(db: Db, identifier: string): Promise<StoreRow | undefined> {
  let query = findStorePrepared.get(db);
  if (!query) {
    query = prepareFindStore(db);
    findStorePrepared.set(db, query);
  }
  const row = (await query.execute({ identifier }))[0];
  return row && { ...row.store, brandIdentifier: row.brandIdentifier, brandName: row.brandName };
}

/**
 * The store row inside an order transaction, locked FOR SHARE: a concurrent menu, settings or sold-out
 * change (whose trigger updates this row) waits until the order commits, so the order is checked against
 * exactly the versions it is stored with. `tx` must be a transaction.
 */
export async function lockStoreForOrder(
  tx: Pick<Db, 'select'>,
  identifier: string,
): Promise<typeof stores.$inferSelect | undefined> {
  const rows = await tx.select().from(stores).where(eq(stores.identifier, identifier)).limit(1).for('share');
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
