/**
 * Store reads (Drizzle only).
 */
import type { BusinessHour, Holiday } from '@iding/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { brands, entrees, menuCategories, stores } from '../../db/schema';
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

// Prepared once per database: every menu, inventory and order request starts with this read, and a
// prepared statement costs a quarter of a freshly built one on PostgreSQL (docs/benchmarks.md).
const findStorePrepared = preparedPer((db: Db) =>
  db
    .select({ ...storeColumns, rowVersion: sql<string>`${stores}.xmin::text` })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(eq(stores.identifier, sql.placeholder('identifier')))
    .limit(1)
    .prepare('find_store_by_identifier'),
);

/** One store with its brand and its row version, or undefined. */
export async function findVersionedStore(db: Db, identifier: string): Promise<VersionedStore | undefined> {
  const row = (await findStorePrepared(db).execute({ identifier }))[0];
  return (
    row && {
      store: { ...row.store, brandIdentifier: row.brandIdentifier, brandName: row.brandName },
      rowVersion: row.rowVersion,
    }
  );
}

/** A store's point rule as stored (null: none) and its identifier, or undefined for no such store. */
export async function findStorePointRule(db: Runner, storeId: number) {
  const [row] = await db
    .select({ identifier: stores.identifier, pointRule: stores.pointRule })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row;
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

/** A store found by searchStores: its card fields, hours for the open state, and the matching dishes. */
export interface StoreSearchRow {
  identifier: string;
  name: string;
  brand_identifier: string;
  brand_name: string;
  city: string;
  district: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  is_closed: boolean;
  business_hours: BusinessHour[];
  holidays: Holiday[];
  /** First matching dish names (at most `DISHES_SHOWN`, menu order) and how many dishes matched. */
  dishes: string[];
  dish_count: number;
}

/** Matching dish names returned per store: a result names one or two, then 等 N 項. */
const DISHES_SHOWN = 2;

/** Parses a json column the driver may hand back as text (node-postgres parses json, a raw text may not). */
function fromJson<T>(value: unknown, fallback: T): T {
  if (value == null) return fallback;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * For each of `terms` (search form, see searchStores), the ids of the stores with a dish whose name
 * (entrees.search_name) holds it: one pg_trgm GIN index read per term, in one statement. The store list's
 * search (spec §7 GET /api/stores search) checks the store's own fields itself.
 */
export async function findStoreIdsByDishTerms(db: Db, terms: string[]): Promise<Set<number>[]> {
  const found = terms.map(() => new Set<number>());
  if (terms.length === 0) return found;
  const result = (await db.execute(
    sql.join(
      terms.map(
        (term, i) =>
          sql`(select distinct ${entrees.storeId} as store_id, ${sql.raw(String(i))} as term from ${entrees}
            where ${entrees.searchName} like ${containsPattern(term)})`,
      ),
      sql` union all `,
    ),
  )) as unknown as { rows: { store_id: number; term: number }[] };
  for (const r of result.rows) found[Number(r.term)]!.add(Number(r.store_id));
  return found;
}

/**
 * Stores for search (spec §7 autocomplete), `terms` already in search form (domain
 * normalizeSearchText: lowercased, 臺 → 台): a store matches when every term is in its search text (store
 * name, brand name and aliases, city + district, address; see storeSearchText) or in one of its dishes' names
 * (entrees.search_name), each term on its own: 「台北 奶茶」 finds a 臺北市 store whose menu has 奶茶.
 * One grouped pass over the entrees holding any term (a CTE: which terms each store's dishes hold, the dishes
 * to name), then one pass over the stores; pg_trgm GIN indexes serve terms of 3+ characters on both.
 * Stores whose own text holds every term come first, ranked by where the first term appears (a store-name
 * match before a brand or alias, before a district, before an address), then the shorter store name, zip;
 * stores that need their dishes follow, most matching dishes first. The dishes shown are those that hold a
 * term the store's text lacks (every term for a store found by its text), the first two in menu order, and
 * their count. Plain LIKE on pre-normalised text and one strpos per row: a broad term matches thousands of
 * stores, and ILIKE or similarity() on each costs several times more (docs/benchmarks.md).
 */
export async function searchStores(db: Db, terms: string[], limit: number): Promise<StoreSearchRow[]> {
  const patterns = terms.map(containsPattern);
  const storeText = sql`${stores.searchText}`;
  const dishName = sql`${entrees.searchName}`;
  const termColumn = (i: number) => sql.raw(`term_${i}`);
  const allIn = (column: SQL) =>
    sql.join(
      patterns.map((p) => sql`${column} like ${p}`),
      sql` and `,
    );
  // A dish worth naming: it holds a term the store's own text lacks; with none lacking, every term.
  const shown = sql`(case when ${allIn(storeText)} then ${allIn(dishName)} else (${sql.join(
    patterns.map((p) => sql`(${storeText} not like ${p} and ${dishName} like ${p})`),
    sql` or `,
  )}) end)`;
  const result = (await db.execute(sql`
    with dish_hits as (
      select ${entrees.storeId} as store_id,
        ${sql.join(
          patterns.map((p, i) => sql`bool_or(${dishName} like ${p}) as ${termColumn(i)}`),
          sql`, `,
        )},
        (count(*) filter (where ${shown}))::int as dish_count,
        to_json((array_agg(${entrees.name} order by ${menuCategories.sort}, ${entrees.sort}) filter (where ${shown}))[1:${sql.raw(String(DISHES_SHOWN))}]) as dishes
      from ${entrees}
        join ${stores} on ${stores.id} = ${entrees.storeId}
        join ${menuCategories} on ${menuCategories.id} = ${entrees.categoryId}
      where ${sql.join(
        patterns.map((p) => sql`${dishName} like ${p}`),
        sql` or `,
      )}
      group by ${entrees.storeId}
    )
    select ${stores.identifier} as identifier, ${stores.name} as name, ${brands.identifier} as brand_identifier,
      ${brands.name} as brand_name, ${stores.city} as city, ${stores.district} as district,
      ${stores.address} as address, ${stores.latitude} as latitude, ${stores.longitude} as longitude,
      ${stores.isClosed} as is_closed, ${stores.businessHours} as business_hours, ${stores.holidays} as holidays,
      coalesce(dish_hits.dish_count, 0) as dish_count, dish_hits.dishes as dishes,
      (${allIn(storeText)}) as text_match
    from ${stores}
      join ${brands} on ${brands.id} = ${stores.brandId}
      left join dish_hits on dish_hits.store_id = ${stores.id}
    where ${sql.join(
      patterns.map((p, i) => sql`(${storeText} like ${p} or coalesce(dish_hits.${termColumn(i)}, false))`),
      sql` and `,
    )}
    order by text_match desc, strpos(${storeText}, ${terms[0]!}), coalesce(dish_hits.dish_count, 0) desc,
      length(${stores.name}), ${stores.zip}, ${stores.identifier}
    limit ${limit}
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    identifier: String(r.identifier),
    name: String(r.name),
    brand_identifier: String(r.brand_identifier),
    brand_name: String(r.brand_name),
    city: String(r.city),
    district: String(r.district),
    address: String(r.address),
    latitude: r.latitude == null ? null : Number(r.latitude),
    longitude: r.longitude == null ? null : Number(r.longitude),
    is_closed: Boolean(r.is_closed),
    business_hours: fromJson<BusinessHour[]>(r.business_hours, []),
    holidays: fromJson<Holiday[]>(r.holidays, []),
    dishes: fromJson<string[]>(r.dishes, []),
    dish_count: Number(r.dish_count),
  }));
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
