/**
 * Serving uploaded images resized (docs/features.md "Images"): an image is served only at the widths of
 * IMAGE_WIDTHS (a requested width snaps up to one of them), as WebP or, for clients that do not take WebP, as
 * JPEG. Each copy is rendered once and kept in the image store beside the original, so every later request
 * (from any instance) only reads it; a small in-memory cache keeps the most requested copies, and concurrent
 * requests for a copy not yet rendered share one rendering.
 */
import { IMAGE_MAX_INPUT_PIXELS, type ImageWidth } from '@iding/domain';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { ApiError } from '../../lib/api-error';
import type { ImageStore } from '../../providers/image-store/index';
import { originalKey, variantKey } from './image-keys';

export type ServedFormat = 'webp' | 'jpeg';

export const SERVED_CONTENT_TYPES: Record<ServedFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * WebP when the client's Accept lists image/webp (with a quality above 0), else JPEG, which every client shows.
 * Browsers that show WebP say so in the Accept of their image requests.
 */
export function servedFormatFor(accept: string | undefined): ServedFormat {
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((p) => p.trim());
    if (type !== 'image/webp') continue;
    const q = params.find((p) => p.startsWith('q='));
    return q && Number(q.slice(2)) === 0 ? 'jpeg' : 'webp';
  }
  return 'jpeg';
}

/** Renders a served copy of a stored original: at most `width` px wide (never enlarged). */
async function renderVariant(original: Buffer, width: ImageWidth, format: ServedFormat): Promise<Buffer> {
  const resized = sharp(original, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  return format === 'webp'
    ? resized.webp({ quality: 80 }).toBuffer()
    : // JPEG has no transparency: a transparent PNG's background turns white, as on the page.
      resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export interface ImageServer {
  /**
   * The bytes of image `imageId` at `width` in `format`: the kept copy, else rendered from the original and
   * kept.
   * @throws ApiError image_not_found (404) when no such image was stored; a failing store throws (500).
   */
  variant(imageId: string, width: ImageWidth, format: ServedFormat): Promise<Buffer>;
}

/** The image server over `store`, with an in-memory cache of at most `memoryBytes` of served copies. */
export function createImageServer(store: ImageStore, memoryBytes = 32 * 1024 * 1024): ImageServer {
  const memory = new LRUCache<string, Buffer>({
    maxSize: memoryBytes,
    sizeCalculation: (b) => b.length || 1,
  });
  const rendering = new Map<string, Promise<Buffer>>();

  async function load(imageId: string, width: ImageWidth, format: ServedFormat, key: string) {
    const kept = await store.get(key);
    if (kept) return kept;
    const original = await store.get(originalKey(imageId));
    if (!original) throw new ApiError('image_not_found', '找不到這張圖片');
    const body = await renderVariant(original, width, format);
    await store.put(key, body, SERVED_CONTENT_TYPES[format]);
    return body;
  }

  return {
    async variant(imageId, width, format) {
      const key = variantKey(imageId, width, format);
      const hit = memory.get(key);
      if (hit) return hit;
      let pending = rendering.get(key);
      if (!pending) {
        pending = load(imageId, width, format, key).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const body = await pending;
      memory.set(key, body);
      return body;
    },
  };
}
