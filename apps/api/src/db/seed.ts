/**
 * Demo data seeding on first start: imports data/demo.json when the database has no brands.
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { importCatalogIfEmpty } from '../modules/catalog-import/import-catalog';
import { formatIssues, parseImportFile } from '../modules/catalog-import/import-format';
import { seedDemoCoupons } from '../modules/coupons/seed-demo-coupons';
import { seedDemoOwners } from '../modules/staff/seed-demo-staff';
import type { Db } from './client';
import { brands, stores } from './schema';

/** The demo store that holds the demo coupons (data/README.md "Coupons"): 50嵐 信義店, open 24 hours. */
const COUPON_STORE = '50lan-xinyi';

/** Resolved from this module, not the working directory, so `npm start` works from anywhere. */
export const DEMO_FILE = new URL('../../../../data/demo.json', import.meta.url);

/**
 * Seeds the demo catalogue through the import service when the database has no brands.
 * @returns a one-line summary ("9 brands, 17 stores, 119 categories, 830 entrees, … in 1500 ms"), or null
 *   when data existed (nothing written).
 * @throws Error listing every problem when demo.json does not validate.
 */
export async function seedDemoIfEmpty(db: Db): Promise<string | null> {
  // Cheap check first so a normal restart does not read and validate the 1.4 MB file.
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length > 0) return null;
  const started = Date.now();
  const parsed = parseImportFile(JSON.parse(await readFile(DEMO_FILE, 'utf8')));
  if (!parsed.success)
    throw new Error(`data/demo.json is invalid:\n${formatIssues(parsed.error).join('\n')}`);
  const c = await importCatalogIfEmpty(db, parsed.data);
  if (!c) return null;
  // One console owner per demo brand (docs/features.md "Store console").
  const owners = await seedDemoOwners(db, parsed.data.brands);
  // One coupon of every kind at 信義店 (the cart's 優惠券 section, the member's coupon lists).
  const [store] = await db
    .select({ id: stores.id, brandId: stores.brandId })
    .from(stores)
    .where(eq(stores.identifier, COUPON_STORE));
  const couponCount = store
    ? await seedDemoCoupons(db, { brandId: store.brandId, storeId: store.id }, started)
    : 0;
  return (
    `${c.brands} brands, ${c.stores} stores, ${c.categories} categories, ${c.entrees} entrees, ` +
    `${c.optionGroups} option groups, ${c.options} options, ${owners} console owners, ${couponCount} coupons ` +
    `in ${Date.now() - started} ms`
  );
}
