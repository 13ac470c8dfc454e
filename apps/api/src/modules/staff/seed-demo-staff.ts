/**
 * Demo owners: one owner per demo brand, holding every store of that brand, so the console can
 * be tried at once. Account `<brand identifier>@demo.iding.tw` (e.g. 50lan@demo.iding.tw), password
 * DEMO_STAFF_PASSWORD (shown in the README). Seeded only with the demo data (SEED_DEMO), never in production
 * data.
 */
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/argon2-queue';
import { findStoreIdByIdentifier, setStaffStore, upsertStaff } from './staff.queries';

/** The demo owners' password (README "Quick start", docs/features.md "Store console"). */
export const DEMO_STAFF_PASSWORD = 'demo-owner-1234';

/** The demo login of a brand. */
export function demoOwnerAccount(brandIdentifier: string): string {
  return `${brandIdentifier}@demo.iding.tw`;
}

/**
 * Creates the owner of each brand with its stores.
 * @param brands brand identifier, name and its store identifiers, as in data/demo.json.
 * @returns how many owners were written.
 */
export async function seedDemoOwners(
  db: Db,
  brands: { identifier: string; name: string; stores: { identifier: string }[] }[],
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const brand of brands) {
    const owner = await upsertStaff(db, {
      name: `${brand.name} 店長`,
      phone: null,
      email: demoOwnerAccount(brand.identifier),
      passwordHash,
    });
    for (const store of brand.stores) {
      const storeId = await findStoreIdByIdentifier(db, store.identifier);
      if (storeId !== undefined) await setStaffStore(db, owner.id, storeId, 'owner');
    }
  }
  return brands.length;
}
