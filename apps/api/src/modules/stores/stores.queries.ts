/**
 * Store reads (Drizzle only).
 */
import { and, asc, eq, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, stores } from '../../db/schema';
import { containsPattern } from '../../db/sql-patterns';

export type StoreRow = typeof stores.$inferSelect & { brandIdentifier: string; brandName: string };

const storeColumns = { store: stores, brandIdentifier: brands.identifier, brandName: brands.name };

/**
 * A store row with its row version: PostgreSQL's `xmin` of the row (as text), which every UPDATE of the row
 * changes (a menu, settings or sold-out change: their triggers bump the row's versions). Order submission
 * inserts only while the row still has the version it checked the order against (ADR 006).
 */
export interface VersionedStore {
  store: StoreRow;
  rowVersion: string;
}

function prepareFindStore(db: Db) {
  return db
    .select({ ...storeColumns, rowVersion: sql<string>`${stores}.xmin::text` })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(eq(stores.identifier, sql.placeholder('identifier')))
    .limit(1)
    .prepare('find_store_by_identifier');
}

// Prepared once per database: every menu, inventory and order request starts with this read, and a
// prepared statement costs a quarter of a freshly built one on PostgreSQL (docs/benchmarks.md).
const findStorePrepared = new WeakMap<Db, ReturnType<typeof prepareFindStore>>();

/** One store with its brand and its row version, or undefined. */
export async function findVersionedStore(db: Db, identifier: string): Promise<VersionedStore | undefined> {
  let query = findStorePrepared.get(db);
  if (!query) {
    query = prepareFindStore(db);
    findStorePrepared.set(db, query);
  }
  const row = (await query.execute({ identifier }))[0];
  return (
    row && {
      store: { ...row.store, brandIdentifier: row.brandIdentifier, brandName: row.brandName },
      rowVersion: row.rowVersion,
    }
  );
}

/** One store with its brand, or undefined. */
export async function findStoreByIdentifier(db: Db, identifier: string): Promise<StoreRow | undefined> {
  return (await findVersionedStore(db, identifier))?.store;
}

/** Every store with its brand (or only one brand's, or only those of `ids`), ordered by zip then identifier. */
export async function listStores(
  db: Db,
  filter: { brandId?: number; ids?: number[] } = {},
): Promise<StoreRow[]> {
  if (filter.ids?.length === 0) return [];
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(
      and(
        filter.brandId != null ? eq(stores.brandId, filter.brandId) : undefined,
        filter.ids ? inArray(stores.id, filter.ids) : undefined,
      ),
    )
    .orderBy(stores.zip, stores.identifier);
  return rows.map((r) => ({ ...r.store, brandIdentifier: r.brandIdentifier, brandName: r.brandName }));
}

/** Stores of a brand except one (a store's branches), in zip order. */
export async function listBranchStores(db: Db, brandId: number, exceptStoreId: number): Promise<StoreRow[]> {
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(and(eq(stores.brandId, brandId), ne(stores.id, exceptStoreId)))
    .orderBy(stores.zip, stores.identifier);
  return rows.map((r) => ({ ...r.store, brandIdentifier: r.brandIdentifier, brandName: r.brandName }));
}

/**
 * Stores whose search text (lowercased store name, brand name and aliases, city + district, address; see
 * storeSearchText) contains every whitespace-separated term, case-insensitively; pg_trgm's GIN index serves
 * terms of 3+ characters. Ranked by where the first term appears in that text, which puts a store-name
 * match before a brand or alias match before a district before an address; then the shorter store name
 * (the closer match), zip. Plain LIKE on pre-lowercased text and one strpos per row: a broad term matches
 * thousands of stores, and ILIKE or similarity() on each costs several times more (docs/benchmarks.md).
 */
export async function searchStores(db: Db, terms: string[], limit: number) {
  const lowered = terms.map((t) => t.toLowerCase());
  const conditions: SQL[] = lowered.map((t) => like(stores.searchText, containsPattern(t)));
  return db
    .select({
      identifier: stores.identifier,
      name: stores.name,
      brand_identifier: brands.identifier,
      brand_name: brands.name,
      city: stores.city,
      district: stores.district,
      address: stores.address,
    })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(and(...conditions))
    .orderBy(
      asc(sql`strpos(${stores.searchText}, ${lowered[0]!})`),
      asc(sql`length(${stores.name})`),
      stores.zip,
      stores.identifier,
    )
    .limit(limit);
}

/** The stores' category tags with how many stores carry each, most used first, then by name. */
export async function countStoreCategories(db: Db): Promise<{ name: string; storeCount: number }[]> {
  const result = (await db.execute(sql`
    select tag as name, count(*)::int as store_count
    from stores, jsonb_array_elements_text(stores.categories) as tag
    group by tag order by count(*) desc, tag
  `)) as unknown as { rows: { name: string; store_count: number }[] };
  return result.rows.map((r) => ({ name: r.name, storeCount: Number(r.store_count) }));
}
