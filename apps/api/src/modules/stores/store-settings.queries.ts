/**
 * Store settings the console changes (issue #14 §3). Writing a store row notifies the store change
 * (migration 0007), so every instance drops its cached copy.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';

/** Sets can_order (spec §3: online ordering open) of a store. */
export async function updateCanOrder(db: Db, storeId: number, canOrder: boolean): Promise<void> {
  await db.update(stores).set({ canOrder }).where(eq(stores.id, storeId));
}
