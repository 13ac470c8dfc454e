/**
 * Image store adapter (docs/features.md "Images": stored on disk or in an object store by configuration):
 * where uploaded images and their resized copies are kept, as bytes under a key. `IMAGE_STORE=disk` (default)
 * keeps them under DATA_DIR/images; `IMAGE_STORE=s3` in any S3-compatible object store (AWS S3, Cloudflare
 * R2, MinIO …). Keys are content-addressed (modules/images), so an object, once written, never changes.
 */
import path from 'node:path';
import type { Config } from '../../config';
import { createDiskImageStore } from './disk';
import { createS3ImageStore } from './s3';

export interface ImageStore {
  readonly name: 'disk' | 's3';
  /** The object's bytes, or null when there is none under `key`. Throws when the store fails. */
  get(key: string): Promise<Buffer | null>;
  /** Whether an object exists under `key`. Throws when the store fails. */
  has(key: string): Promise<boolean>;
  /** Writes the object (replacing one of the same key). Throws when the store refuses it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

/** The adapter the configuration selects. */
export function createImageStore(config: Config): ImageStore {
  if (config.IMAGE_STORE === 's3') {
    return createS3ImageStore({
      endpoint: config.IMAGE_S3_ENDPOINT ?? '',
      bucket: config.IMAGE_S3_BUCKET ?? '',
      region: config.IMAGE_S3_REGION,
      accessKeyId: config.IMAGE_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.IMAGE_S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return createDiskImageStore(path.join(config.DATA_DIR, 'images'));
}
