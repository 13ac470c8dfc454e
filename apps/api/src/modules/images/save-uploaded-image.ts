/**
 * Storing an uploaded image (docs/features.md "Images"). The file's own bytes decide what it is: a
 * JPEG, PNG or WebP by its signature, then decoded by sharp (libvips); its name and the client's Content-Type
 * are never trusted, so a text file renamed .jpg is refused. The stored original is normalised: turned upright
 * by its EXIF orientation, every metadata block dropped (EXIF with a phone's GPS position, ICC, XMP), its longer
 * side at most IMAGE_STORED_MAX_SIDE px. Its key is the sha256 of those bytes, so the same picture uploaded
 * twice is one object, and an object never changes under its key (served with immutable caching).
 */
import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_STORED_MAX_SIDE,
  IMAGE_UNSUPPORTED_MESSAGE,
  type ImageUploadResponse,
  imagePaths,
} from '@iding/domain';
import sharp, { type OutputInfo } from 'sharp';
import { ApiError } from '../../lib/api-error';
import type { ImageStore } from '../../providers/image-store/index';
import { originalKey } from './image-keys';

type UploadFormat = 'jpeg' | 'png' | 'webp';

/** The format a file's first bytes announce (JPEG, PNG, WebP), or null for anything else. */
export function sniffImageFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const CONTENT_TYPES: Record<UploadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const unsupported = () => new ApiError('image_unsupported', IMAGE_UNSUPPORTED_MESSAGE);

/**
 * Checks, normalises and stores an uploaded image.
 * @param bytes the file as uploaded (the route already refused one over IMAGE_MAX_BYTES)
 * @returns its id, public URL (`/images/{id}`) and stored size in px
 * @throws ApiError image_unsupported (415) for anything but a readable JPEG, PNG or WebP (a renamed text file,
 *   a GIF, a truncated JPEG); image_too_large (413) for more than IMAGE_MAX_INPUT_PIXELS pixels;
 *   validation_error (400) for an empty body. A failing store throws (500): nothing is reported stored.
 */
export async function saveUploadedImage(store: ImageStore, bytes: Buffer): Promise<ImageUploadResponse> {
  if (bytes.length === 0) throw new ApiError('validation_error', '請選擇要上傳的圖片');
  const format = sniffImageFormat(bytes);
  if (!format) throw unsupported();
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw unsupported();
    width = meta.width;
    height = meta.height;
  } catch {
    throw unsupported();
  }
  if (!width || !height) throw unsupported();
  if (width * height > IMAGE_MAX_INPUT_PIXELS) {
    throw new ApiError(
      'image_too_large',
      `圖片尺寸過大（${width}×${height}），請上傳 ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} 百萬像素以內的圖片`,
    );
  }
  let normalised: { data: Buffer; info: OutputInfo };
  try {
    const pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' })
      // Upright by EXIF orientation; sharp writes no metadata unless asked, so EXIF (GPS), XMP and ICC go.
      .rotate()
      .resize({
        width: IMAGE_STORED_MAX_SIDE,
        height: IMAGE_STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 90, mozjpeg: true })
        : format === 'png'
          ? pipeline.png()
          : pipeline.webp({ quality: 90 });
    normalised = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    // A file with the right signature that libvips cannot decode (truncated, corrupt).
    throw unsupported();
  }
  const imageId = createHash('sha256').update(normalised.data).digest('hex').slice(0, 32);
  const key = originalKey(imageId);
  if (!(await store.has(key))) await store.put(key, normalised.data, CONTENT_TYPES[format]);
  return {
    image_id: imageId,
    url: imagePaths.image(imageId),
    width: normalised.info.width,
    height: normalised.info.height,
  };
}
