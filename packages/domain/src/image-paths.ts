/**
 * Uploaded images (docs/features.md "Images": uploaded, stored on disk or in an object store, served
 * resized): the route patterns of the public image and of the console endpoints, and the endpoints' builders.
 * Zod-free like console-paths.ts. The public URL rules (widths, srcset) are image-urls.ts.
 */

/** Public route of a served image (GET, no session; `?w=` picks the width). */
export const IMAGE_ROUTES = {
  image: '/images/:imageId',
} as const;

/** Console endpoints of images. */
export const IMAGE_API_ROUTES = {
  /** POST the image file's bytes as the body (any staff member of the store). */
  upload: '/api/console/stores/:sid/images',
  /** PUT the store's logo and cover (owners). */
  storeImages: '/api/console/stores/:sid/store_images',
} as const;

const enc = encodeURIComponent;

export const imageApiPaths = {
  upload: (sid: string) => `/api/console/stores/${enc(sid)}/images`,
  storeImages: (sid: string) => `/api/console/stores/${enc(sid)}/store_images`,
};
