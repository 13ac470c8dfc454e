/**
 * Brand reads (Drizzle only).
 */
import { normalizeSearchText } from '@iding/domain';
import { asc, count, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, stores } from '../../db/schema';
import { containsPattern, searchForm } from '../../db/sql-patterns';

export type BrandRow = typeof brands.$inferSelect & { storeCount: number };

const brandColumns = { brand: brands, storeCount: count(stores.id) };

/** Name or an alias contains `search`, case-insensitively and with 台 = 臺 (domain normalizeSearchText). */
function brandMatches(search: string): SQL | undefined {
  const pattern = containsPattern(normalizeSearchText(search));
  return or(like(searchForm(brands.name), pattern), like(searchForm(sql`${brands.aliases}::text`), pattern));
}

/**
 * Brands with their store counts, by name; with `search`, only those whose name or an alias contains it
 * (case-insensitive, 台 = 臺).
 */
export async function listBrands(db: Db, search?: string, limit = 100): Promise<BrandRow[]> {
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(stores, eq(stores.brandId, brands.id))
    .where(search ? brandMatches(search) : undefined)
    .groupBy(brands.id)
    .orderBy(asc(brands.name), asc(brands.identifier))
    .limit(limit);
  return rows.map((r) => ({ ...r.brand, storeCount: Number(r.storeCount) }));
}

/** One brand with its store count, or undefined. */
export async function findBrandByIdentifier(db: Db, identifier: string): Promise<BrandRow | undefined> {
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(stores, eq(stores.brandId, brands.id))
    .where(eq(brands.identifier, identifier))
    .groupBy(brands.id);
  const row = rows[0];
  return row && { ...row.brand, storeCount: Number(row.storeCount) };
}

/** Brands whose name or an alias contains `search` (case-insensitive, 台 = 臺), by name: no store counts, so cheap. */
export async function findBrandsByName(db: Db, search: string, limit: number) {
  return db
    .select({ identifier: brands.identifier, name: brands.name, logo: brands.logo })
    .from(brands)
    .where(brandMatches(search))
    .orderBy(asc(brands.name), asc(brands.identifier))
    .limit(limit);
}
