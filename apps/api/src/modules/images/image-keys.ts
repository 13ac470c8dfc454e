/**
 * Where an image and its served copies live in the image store (keys are content-addressed: an id is the
 * start of the sha256 of the stored original, so nothing under a key ever changes).
 */
import type { ImageWidth } from '@iding/domain';

/** The normalised original of an image. */
export function originalKey(imageId: string): string {
  return `originals/${imageId.slice(0, 2)}/${imageId}`;
}

/** A served copy: `width` px wide (or the original's width when smaller), as WebP or JPEG. */
export function variantKey(imageId: string, width: ImageWidth, format: 'webp' | 'jpeg'): string {
  return `variants/${imageId.slice(0, 2)}/${imageId}/${width}.${format === 'webp' ? 'webp' : 'jpg'}`;
}
