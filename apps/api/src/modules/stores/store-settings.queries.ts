/**
 * Store settings the console changes, with their audit rows (store_setting_events). Writing a
 * store row notifies the store change (db/functions/notify_store_changed.sql), so every instance drops its
 * cached copy.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeSettingEvents, stores } from '../../db/schema';

/** The columns of a store's settings page. */
export type StoreSettingsRow = Pick<
  typeof stores.$inferSelect,
  | 'identifier'
  | 'canOrder'
  | 'appSettings'
  | 'businessHours'
  | 'holidays'
  | 'customItems'
  | 'carouselMessages'
  | 'busyMode'
  | 'unacceptedOrders'
  | 'boardSettings'
  | 'transferAccount'
  | 'pointRule'
  | 'logo'
  | 'cover'
>;

/** A change of some settings columns, with its audit entry. */
export type StoreSettingsPatch = Partial<
  Pick<
    typeof stores.$inferInsert,
    | 'canOrder'
    | 'appSettings'
    | 'businessHours'
    | 'holidays'
    | 'customItems'
    | 'carouselMessages'
    | 'busyMode'
    | 'unacceptedOrders'
    | 'boardSettings'
    | 'transferAccount'
    | 'pointRule'
    | 'logo'
    | 'cover'
  >
>;

/** The settings columns of one store, or undefined. */
export async function findStoreSettings(db: Db, storeId: number): Promise<StoreSettingsRow | undefined> {
  const [row] = await db
    .select({
      identifier: stores.identifier,
      canOrder: stores.canOrder,
      appSettings: stores.appSettings,
      businessHours: stores.businessHours,
      holidays: stores.holidays,
      customItems: stores.customItems,
      carouselMessages: stores.carouselMessages,
      busyMode: stores.busyMode,
      unacceptedOrders: stores.unacceptedOrders,
      boardSettings: stores.boardSettings,
      transferAccount: stores.transferAccount,
      pointRule: stores.pointRule,
      logo: stores.logo,
      cover: stores.cover,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row;
}

/**
 * Writes `patch` to the store row and its audit entry in one transaction (the row lock orders concurrent
 * changes of one store, so each audit entry's `before` is what the change replaced).
 * @param audit.changes `{field: {before, after}}`, or a function of the row before the change that builds it.
 */
export async function updateStoreSettings(
  db: Db,
  storeId: number,
  patch: StoreSettingsPatch,
  audit: {
    staffId: number;
    kind: 'settings' | 'busy_mode' | 'can_order' | 'store_images';
    changes: (before: StoreSettingsRow) => Record<string, { before: unknown; after: unknown }>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        identifier: stores.identifier,
        canOrder: stores.canOrder,
        appSettings: stores.appSettings,
        businessHours: stores.businessHours,
        holidays: stores.holidays,
        customItems: stores.customItems,
        carouselMessages: stores.carouselMessages,
        busyMode: stores.busyMode,
        unacceptedOrders: stores.unacceptedOrders,
        boardSettings: stores.boardSettings,
        transferAccount: stores.transferAccount,
        pointRule: stores.pointRule,
        logo: stores.logo,
        cover: stores.cover,
      })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for('update');
    if (!before) return;
    await tx.update(stores).set(patch).where(eq(stores.id, storeId));
    const changes = audit.changes(before);
    if (Object.keys(changes).length > 0) {
      await tx
        .insert(storeSettingEvents)
        .values({ storeId, staffId: audit.staffId, kind: audit.kind, changes });
    }
  });
}

/** A store's settings audit, newest first (at most `limit` entries). */
export async function listStoreSettingEvents(db: Db, storeId: number, limit: number) {
  return db
    .select()
    .from(storeSettingEvents)
    .where(eq(storeSettingEvents.storeId, storeId))
    .orderBy(sql`${storeSettingEvents.id} desc`)
    .limit(limit);
}
