/**
 * Catalogue writes for the importer (Drizzle only). Batches are chunked to stay under parameter limits.
 */
import { randomUUID } from 'node:crypto';
import { normalizeSearchText, toCents } from '@iding/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  banners,
  brands,
  entreeCollectionItems,
  entreeCollections,
  entrees,
  menuCategories,
  optionGroups,
  options,
  stores,
} from '../../db/schema';
import type { ImportFile } from './import-format';

type BrandSpec = ImportFile['brands'][number];
type StoreSpec = BrandSpec['stores'][number];

const CHUNK = 500;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<{ id: string | number }[]>) {
  const ids: (string | number)[] = [];
  for (let i = 0; i < rows.length; i += CHUNK)
    ids.push(...(await insert(rows.slice(i, i + CHUNK))).map((r) => r.id));
  return ids;
}

/** Arbitrary constant key of the catalogue import advisory lock ("iDng"). */
const IMPORT_LOCK_KEY = 0x69446e67;

/** Serialises catalogue imports until the transaction ends (PostgreSQL and PGlite alike). */
export async function lockCatalog(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
}

/** True when the database already holds a brand (the demo seed runs only into an empty one). */
export async function hasAnyBrand(tx: Tx): Promise<boolean> {
  return (await tx.select({ id: brands.id }).from(brands).limit(1)).length > 0;
}

/** Inserts or updates a brand by identifier. */
export async function upsertBrand(tx: Tx, brand: BrandSpec): Promise<number> {
  const values = {
    identifier: brand.identifier,
    name: brand.name,
    description: brand.description,
    logo: brand.logo ?? null,
    aliases: brand.aliases,
    source: brand.source,
  };
  const [row] = await tx
    .insert(brands)
    .values(values)
    .onConflictDoUpdate({ target: brands.identifier, set: values })
    .returning({ id: brands.id });
  return row!.id;
}

/**
 * The text store search matches, in search form (domain normalizeSearchText: lowercased, 臺 → 台), in ranking order: store name, brand name and aliases,
 * city + district, address (searchStores ranks by where a term first appears in it).
 */
export function storeSearchText(brand: Pick<BrandSpec, 'name' | 'aliases'>, s: StoreSpec): string {
  return normalizeSearchText(
    [s.name, brand.name, ...brand.aliases, `${s.city}${s.district}`, s.address].join(' '),
  );
}

/** Inserts or updates a store; an update bumps menu_version because the menu is replaced. */
export async function upsertStore(
  tx: Tx,
  brandId: number,
  s: StoreSpec,
  brand: Pick<BrandSpec, 'name' | 'aliases'>,
): Promise<number> {
  const values = {
    searchText: storeSearchText(brand, s),
    identifier: s.identifier,
    brandId,
    name: s.name,
    description: s.description,
    phone: s.phone,
    city: s.city,
    district: s.district,
    zip: s.zip,
    address: s.address,
    latitude: s.latitude ?? null,
    longitude: s.longitude ?? null,
    logo: s.logo ?? null,
    cover: s.cover ?? null,
    categories: s.categories,
    appSettings: s.app_settings,
    pointRule: s.point_rule,
    tableLimit: s.table_limit,
    tableName: s.table_name,
    canOrder: s.can_order,
    showHolidayDialog: s.show_holiday_dialog,
    businessHours: s.business_hours,
    holidays: s.holidays,
    carouselMessages: s.carousel_messages,
    customItems: s.custom_items.map((item) => ({
      id: item.id ?? randomUUID(),
      name: item.name,
      price_cents: toCents(item.price),
    })),
  };
  const [row] = await tx
    .insert(stores)
    .values(values)
    .onConflictDoUpdate({
      target: stores.identifier,
      set: { ...values, menuVersion: sql`${stores.menuVersion} + 1` },
    })
    .returning({ id: stores.id });
  return row!.id;
}

/** Removes a store's menu (groups and options cascade). */
export async function deleteStoreMenu(tx: Tx, storeId: number): Promise<void> {
  await tx.delete(entrees).where(eq(entrees.storeId, storeId));
  await tx.delete(menuCategories).where(eq(menuCategories.storeId, storeId));
}

/** Inserts menu categories; returns their ids in input order. */
export async function insertCategories(
  tx: Tx,
  rows: (typeof menuCategories.$inferInsert)[],
): Promise<number[]> {
  return (await insertChunked(rows, (c) =>
    tx.insert(menuCategories).values(c).returning({ id: menuCategories.id }),
  )) as number[];
}

/** Inserts entrees (prices in cents of TWD); returns their ids in input order. */
export async function insertEntrees(tx: Tx, rows: (typeof entrees.$inferInsert)[]): Promise<string[]> {
  return (await insertChunked(rows, (c) =>
    tx.insert(entrees).values(c).returning({ id: entrees.id }),
  )) as string[];
}

/** Inserts option groups (min/max selections); returns their ids in input order. */
export async function insertGroups(tx: Tx, rows: (typeof optionGroups.$inferInsert)[]): Promise<string[]> {
  return (await insertChunked(rows, (c) =>
    tx.insert(optionGroups).values(c).returning({ id: optionGroups.id }),
  )) as string[];
}

/** Inserts options (price deltas in cents of TWD). */
export async function insertOptions(tx: Tx, rows: (typeof options.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (c) => tx.insert(options).values(c).returning({ id: options.id }));
}

/** Inserts set-meal slots; returns their ids in input order. */
export async function insertCollections(
  tx: Tx,
  rows: (typeof entreeCollections.$inferInsert)[],
): Promise<string[]> {
  return (await insertChunked(rows, (c) =>
    tx.insert(entreeCollections).values(c).returning({ id: entreeCollections.id }),
  )) as string[];
}

/** Inserts the choices of set-meal slots (upgrade deltas in cents of TWD). */
export async function insertCollectionItems(
  tx: Tx,
  rows: (typeof entreeCollectionItems.$inferInsert)[],
): Promise<void> {
  await insertChunked(rows, (c) =>
    tx.insert(entreeCollectionItems).values(c).returning({ id: entreeCollectionItems.id }),
  );
}

/** Replaces every banner with the file's, in file order. @returns how many were written. */
export async function replaceBanners(tx: Tx, list: ImportFile['banners'] & {}): Promise<number> {
  await tx.delete(banners);
  if (list.length === 0) return 0;
  await tx.insert(banners).values(
    list.map((b, sort) => ({
      title: b.title,
      description: b.description,
      image: b.image,
      link: b.link,
      sort,
      startsAt: b.starts_at ? new Date(b.starts_at) : null,
      endsAt: b.ends_at ? new Date(b.ends_at) : null,
    })),
  );
  return list.length;
}
