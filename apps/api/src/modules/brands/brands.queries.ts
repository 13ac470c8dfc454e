/**
 * Brand reads (Drizzle only).
 */
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, stores } from '../../db/schema';
import { containsPattern } from '../../db/sql-patterns';

export type BrandRow = typeof brands.$inferSelect & { storeCount: number };

const brandColumns = { brand: brands, storeCount: count(stores.id) };

/**
 * Brands with their store counts, by name; with `search`, only those whose name or an alias contains it
 * (case-insensitive).
 */
export async function listBrands(db: Db, search?: string, limit = 100): Promise<BrandRow[]> {
  const pattern = search ? containsPattern(search) : undefined;
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(stores, eq(stores.brandId, brands.id))
    .where(
      pattern ? or(ilike(brands.name, pattern), sql`${brands.aliases}::text ilike ${pattern}`) : undefined,
    )
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

/** Brands whose name or an alias contains `search` (case-insensitive), by name: no store counts, so cheap. */
export async function findBrandsByName(db: Db, search: string, limit: number) {
  const pattern = containsPattern(search);
  return db
    .select({ identifier: brands.identifier, name: brands.name, logo: brands.logo })
    .from(brands)
    .where(or(ilike(brands.name, pattern), sql`${brands.aliases}::text ilike ${pattern}`))
    .orderBy(asc(brands.name), asc(brands.identifier))
    .limit(limit);
}
