/**
 * The store's logo and cover from the console (spec §3 Store info logo, cover), set by the
 * store's owner: an image uploaded through POST /api/console/stores/{sid}/images (its `/images/{id}` URL), an
 * https URL, or null. Audited like the other settings; the store row's change notification refreshes every
 * instance's cached store, so store cards and the store page show the new pictures at once.
 */
import type { StoreImages } from '@iding/domain';
import type { StoreChangeFeed } from '../../db/change-events';
import type { Db } from '../../db/client';
import { updateStoreSettings } from './store-settings.queries';
import { changedFields } from './update-store-settings';

/**
 * Sets the logo and cover of a store (already checked to be the owner's), audited; returns them once
 * `storeChanges` (the app's store change feed) has delivered the change, so this app's store rows see it.
 */
export async function setStoreImages(
  db: Db,
  storeChanges: StoreChangeFeed,
  storeId: number,
  images: StoreImages,
  staffId: number,
): Promise<StoreImages> {
  const patch = { logo: images.logo, cover: images.cover };
  await updateStoreSettings(db, storeId, patch, {
    staffId,
    kind: 'store_images',
    changes: (before) => changedFields(before, patch),
  });
  await storeChanges.settled();
  return { logo: images.logo, cover: images.cover };
}
