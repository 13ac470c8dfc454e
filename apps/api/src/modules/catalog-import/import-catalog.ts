/**
 * Imports a validated catalogue file in one transaction. Brands and stores are upserted by
 * identifier; an existing store's menu is replaced and its menu_version bumped (carts on the old menu are
 * then refused, spec §4). Inserts are batched: PGlite pays per statement. Imports take a transaction-scoped
 * advisory lock so a CLI import and a server's first-start seed never interleave.
 */
import { randomUUID } from 'node:crypto';
import { type CouponBenefit, normalizeFoodLabels, toCents } from '@iding/domain';
import type { Db, Tx } from '../../db/client';
import { importStoreCoupons } from '../coupons/import-store-coupons';
import {
  deleteStoreMenu,
  hasAnyBrand,
  insertCategories,
  insertCollectionItems,
  insertCollections,
  insertEntrees,
  insertGroups,
  insertOptions,
  lockCatalog,
  replaceBanners,
  upsertBrand,
  upsertStore,
} from './catalog-import.queries';
import type { ImportFile } from './import-format';

/** A coupon's benefit with its entree references (file ids or names) replaced by the store's entree ids. */
function withEntreeIds(b: CouponBenefit, idOf: (ref: string) => string): CouponBenefit {
  if (b.type === 'EntreeDiscountCoupon' || b.type === 'BuyOneGetOneFreeCoupon')
    return { ...b, entree_ids: b.entree_ids.map(idOf) };
  if (b.type === 'GiftCoupon') return { ...b, gift_entree_id: idOf(b.gift_entree_id) };
  return b;
}

export interface ImportCounts {
  brands: number;
  stores: number;
  categories: number;
  entrees: number;
  optionGroups: number;
  options: number;
  /** Coupons of the stores (new or updated). */
  coupons: number;
  /** Banners written, or null when the file had no `banners` (existing ones kept). */
  banners: number | null;
}

type OnProgress = (done: number, total: number, brandName: string) => void;

/**
 * Imports a whole file in one transaction; nothing is written if any statement fails.
 * @param file a file already parsed with ZImportFile (prices in TWD; stored as integer cents).
 * @param opts.onProgress called after each brand with (done, total, brandName).
 * @returns how many rows of each kind were written.
 */
export async function importCatalog(
  db: Db,
  file: ImportFile,
  opts: { onProgress?: OnProgress } = {},
): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    await lockCatalog(tx);
    return writeCatalog(tx, file, opts.onProgress);
  });
}

/**
 * Like importCatalog, but only into a catalogue with no brands (first-start seeding). The emptiness check
 * runs under the import lock, so API instances starting together on one PostgreSQL seed once.
 * @returns the counts, or null when brands already existed (nothing written).
 */
export async function importCatalogIfEmpty(db: Db, file: ImportFile): Promise<ImportCounts | null> {
  return db.transaction(async (tx) => {
    await lockCatalog(tx);
    if (await hasAnyBrand(tx)) return null;
    return writeCatalog(tx, file);
  });
}

async function writeCatalog(tx: Tx, file: ImportFile, onProgress?: OnProgress): Promise<ImportCounts> {
  const counts: ImportCounts = {
    brands: 0,
    stores: 0,
    categories: 0,
    entrees: 0,
    optionGroups: 0,
    options: 0,
    coupons: 0,
    banners: null,
  };
  for (const [b, brand] of file.brands.entries()) {
    const brandId = await upsertBrand(tx, brand);
    counts.brands++;
    for (const store of brand.stores) {
      const storeId = await upsertStore(tx, brandId, store, brand);
      counts.stores++;
      await deleteStoreMenu(tx, storeId);
      const categoryIds = await insertCategories(
        tx,
        store.menu.categories.map((c, sort) => ({ storeId, name: c.name, sort })),
      );
      const entreeRows = store.menu.categories.flatMap((c, ci) =>
        c.entrees.map((e, sort) => ({
          id: e.id ?? randomUUID(),
          storeId,
          categoryId: categoryIds[ci]!,
          name: e.name,
          description: e.description,
          image: e.image ?? null,
          priceCents: toCents(e.price),
          labels: normalizeFoodLabels(e.labels),
          sort,
        })),
      );
      await insertEntrees(tx, entreeRows);
      const entreeIds = entreeRows.map((r) => r.id);
      const entreeSpecs = store.menu.categories.flatMap((c) => c.entrees);
      const groupRows = entreeSpecs.flatMap((e, ei) =>
        e.option_groups.map((g, sort) => ({
          id: g.id ?? randomUUID(),
          entreeId: entreeIds[ei]!,
          name: g.name,
          minSelections: g.min,
          maxSelections: g.max,
          sort,
        })),
      );
      await insertGroups(tx, groupRows);
      const groupIds = groupRows.map((r) => r.id);
      const groupSpecs = entreeSpecs.flatMap((e) => e.option_groups);
      const optionRows = groupSpecs.flatMap((g, gi) =>
        g.options.map((o, sort) => ({
          id: o.id ?? randomUUID(),
          groupId: groupIds[gi]!,
          name: o.name,
          priceCents: toCents(o.price),
          maxQuantity: o.max_quantity,
          isDefault: o.is_default,
          labels: normalizeFoodLabels(o.labels),
          sort,
        })),
      );
      await insertOptions(tx, optionRows);
      // Set meals: slot choices name entrees of this store (unique names, checked by the format).
      const idByName = new Map(entreeSpecs.map((e, ei) => [e.name, entreeIds[ei]!] as const));
      const collectionRows = entreeSpecs.flatMap((e, ei) =>
        e.collections.map((c, sort) => ({
          id: c.id ?? randomUUID(),
          entreeId: entreeIds[ei]!,
          name: c.name,
          minSelections: c.min,
          maxSelections: c.max,
          sort,
        })),
      );
      await insertCollections(tx, collectionRows);
      const collectionSpecs = entreeSpecs.flatMap((e) => e.collections);
      await insertCollectionItems(
        tx,
        collectionSpecs.flatMap((c, ci) =>
          c.entrees.map((choice, sort) => ({
            collectionId: collectionRows[ci]!.id,
            entreeId: idByName.get(choice.entree)!,
            upgradeCents: toCents(choice.upgrade),
            sort,
          })),
        ),
      );
      // Coupons name entrees by the file's id or by name (checked by the format): the ids just written.
      const idOfRef = (ref: string) => {
        const at = entreeSpecs.findIndex((e) => e.id === ref);
        return at >= 0 ? entreeIds[at]! : idByName.get(ref)!;
      };
      counts.coupons += await importStoreCoupons(
        tx,
        { brandId, storeId, storeIdentifier: store.identifier },
        store.coupons.map((c) => ({ ...c, benefit: withEntreeIds(c.benefit, idOfRef) })),
      );
      counts.categories += categoryIds.length;
      counts.entrees += entreeIds.length;
      counts.optionGroups += groupIds.length;
      counts.options += optionRows.length;
    }
    onProgress?.(b + 1, file.brands.length, brand.name);
  }
  if (file.banners) counts.banners = await replaceBanners(tx, file.banners);
  return counts;
}
