/**
 * Contracts of uploaded images (docs/features.md "Images"). URLs and widths are in image-paths.ts
 * (zod-free, for the menu route).
 */
import { z } from 'zod';
import { IMAGE_WIDTHS } from './image-urls';
import { zText } from './text';

/** Longest side, px, of a stored image: larger uploads are scaled down to it (aspect kept). */
export const IMAGE_STORED_MAX_SIDE = 2048;

/** Most pixels an upload may have (width × height), so a small file cannot unpack into a huge bitmap. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

/** The refusal of a file that is not a JPEG, PNG or WebP image (also a text file renamed .jpg). */
export const IMAGE_UNSUPPORTED_MESSAGE = '只接受 JPEG、PNG 或 WebP 圖片';

/** The refusal of a file over the size limit, e.g. `檔案過大，請上傳 5 MB 以內的圖片`. */
export function imageTooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const size = mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.max(1, Math.floor(maxBytes / 1024))} KB`;
  return `檔案過大，請上傳 ${size} 以內的圖片`;
}

/**
 * POST /api/console/stores/{sid}/images response (201): the stored image. `url` is its public path
 * (`/images/{image_id}`), to be saved as an entree image, a store's logo or cover; `?w=` picks a served width.
 */
export const ZImageUploadResponse = z.object({
  image_id: zText().describe(
    '32 hex digits: the start of the sha256 of the stored image (same file, same id)',
  ),
  url: zText().describe('Public path of the served image, e.g. /images/{image_id}'),
  width: z.number().int().describe('Stored width, px (at most 2048)'),
  height: z.number().int().describe('Stored height, px (at most 2048)'),
});
export type ImageUploadResponse = z.infer<typeof ZImageUploadResponse>;

/** GET /images/{image_id} query: the wanted width, px; snapped up to one of IMAGE_WIDTHS. */
export const ZImageQuery = z.object({
  w: z.coerce
    .number('寬度須為數字')
    .int('寬度須為整數')
    .min(1, '寬度須為正整數')
    .max(10_000, '寬度過大')
    .optional()
    .describe(`Wanted width in px; served at the next of ${IMAGE_WIDTHS.join(', ')} (default 640)`),
});

/**
 * A store image URL as the console saves it: one of our uploaded images (`/images/{id}`), an https URL (the
 * pictures imported with the store, on its CDN), or null for none.
 */
export const ZStoreImageUrl = zText()
  .max(500, '圖片網址過長')
  .refine((url) => /^\/images\/[0-9a-f]{32}$/.test(url) || /^https:\/\/[^\s]+$/.test(url), {
    message: '圖片須為上傳的圖片或 https 網址',
  })
  .nullable();

/** PUT /api/console/stores/{sid}/store_images body and response (owners): the store's logo and cover. */
export const ZStoreImages = z.strictObject({
  logo: ZStoreImageUrl.describe('Store logo (spec §3 Store info logo); null = none'),
  cover: ZStoreImageUrl.describe('Store cover picture (spec §3 Store info cover); null = none'),
});
export type StoreImages = z.infer<typeof ZStoreImages>;
