/**
 * Public URLs of uploaded images (docs/features.md "Images": served resized): the widths they are
 * served at and the srcset of an <img>. Zod-free and apart from the console's image endpoints (image-paths.ts),
 * so the menu's entree cards build a srcset with only this small module, and no chunk shared with the console.
 */

/**
 * The widths (CSS px of the served image) an image is served at. Any other requested width snaps up to the
 * next one (above the largest: the largest), so nobody can make the server render arbitrary sizes.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width served when the URL names none (`/images/{id}`): fits a phone-wide picture at 1.5×. */
export const IMAGE_DEFAULT_WIDTH: ImageWidth = 640;

/** An image id: the first 32 hex digits of the sha256 of the stored (normalised) image. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The allowed width for a requested one: the next IMAGE_WIDTHS entry at or above it, else the largest. */
export function snapImageWidth(width: number): ImageWidth {
  for (const allowed of IMAGE_WIDTHS) if (width <= allowed) return allowed;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

const enc = encodeURIComponent;

export const imagePaths = {
  /** `/images/{id}`, or `/images/{id}?w=320` for one of IMAGE_WIDTHS. */
  image: (imageId: string, width?: ImageWidth) =>
    `/images/${enc(imageId)}${width === undefined ? '' : `?w=${width}`}`,
};

/** The image id of one of our image URLs (`/images/{id}`, any query), or null for any other URL. */
export function uploadedImageId(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /^\/images\/([0-9a-f]{32})(?:\?.*)?$/.exec(url);
  return match ? match[1]! : null;
}

/**
 * `srcset` for an <img> showing `url`, in the widths the server serves, when `url` is one of our uploaded
 * images; undefined for any other URL (a store's CDN picture), which is shown as it is.
 * @param maxWidth the largest width worth offering (the picture's CSS width × the densest screen, 3×).
 */
export function imageSrcSet(url: string | null | undefined, maxWidth: number): string | undefined {
  const id = uploadedImageId(url);
  if (!id) return undefined;
  const top = snapImageWidth(maxWidth);
  return IMAGE_WIDTHS.filter((w) => w <= top)
    .map((w) => `${imagePaths.image(id, w)} ${w}w`)
    .join(', ');
}
