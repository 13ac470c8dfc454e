/**
 * A store's `coupons` of the catalogue import file (data/README.md "Import format"; docs/features.md "Console
 * coupons"), written by the importer in its transaction. Each has the console's fields, checked by the same
 * schema (ZConsoleCouponRequest); its entrees were resolved to the store's new entree ids by the importer. A
 * coupon's id is made from the store and the coupon's name, so importing the file again updates the coupons
 * it made instead of adding them twice (their use counts and statuses stay).
 */
import { createHash } from 'node:crypto';
import type { ConsoleCouponRequest } from '@iding/domain';
import type { Db, Runner } from '../../db/client';
import { findCouponByCode, upsertImportedCoupons } from './coupons.queries';
import { couponRowOf } from './create-coupon';

/** The id of the coupon `name` of the store `storeIdentifier` in the import file: a uuid from their hash. */
export function importedCouponId(storeIdentifier: string, name: string): string {
  const h = createHash('sha256').update(`coupon\0${storeIdentifier}\0${name}`).digest('hex');
  // Shaped as a version-4, variant-1 uuid.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Writes the store's coupons (store_id = the store).
 * @returns how many were written.
 * @throws Error when a promo code belongs to another coupon of the brand already (the import rolls back).
 */
export async function importStoreCoupons(
  tx: Runner,
  scope: { brandId: number; storeId: number; storeIdentifier: string },
  list: ConsoleCouponRequest[],
): Promise<number> {
  const rows = list.map((c) => ({
    ...couponRowOf(c, { brandId: scope.brandId, storeId: scope.storeId }),
    id: importedCouponId(scope.storeIdentifier, c.name),
  }));
  for (const row of rows) {
    if (!row.code) continue;
    const taken = await findCouponByCode(tx as Db, scope.brandId, row.code);
    if (taken && taken.id !== row.id) {
      throw new Error(
        `promo code ${row.code} of "${row.name}" is already used by "${taken.name}" of the brand`,
      );
    }
  }
  await upsertImportedCoupons(tx, rows);
  return rows.length;
}
