/**
 * An image of the data (store cover or logo, brand logo) that never leaves a blank gap or
 * moves the page: the caller gives the box its fixed size or aspect ratio (className), the image loads
 * lazily inside it, and when it fails (404, offline, blocked) the box shows `fallback` instead — the
 * brand's initials on the brand colour. Decorative (alt ""): the name is always written beside it.
 */

import { FIRST_PAINT_CLASS as FP } from '@iding/domain';
import { type ReactNode, useState } from 'react';

/**
 * @param src the image URL, or null when the data has none (the fallback shows at once).
 * @param className the box: display (block or flex; a flex parent makes it a block anyway), size or aspect
 *   ratio, rounding; the image covers it.
 * @param eager load at once (an image at the top of the first screen), else lazily.
 */
export function FallbackImage({
  src,
  className,
  fallback,
  eager = false,
}: {
  src: string | null;
  className: string;
  fallback: ReactNode;
  eager?: boolean;
}) {
  // Remembers which URL failed, so a new URL (another store in the same slot) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const show = src != null && failed !== src;
  return (
    <span className={`${FP.imageBox} ${className}`} data-image-state={show ? 'image' : 'fallback'}>
      {show ? (
        <img
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={FP.imageCover}
          onError={() => setFailed(src)}
        />
      ) : (
        fallback
      )}
    </span>
  );
}

/** The stand-in of a missing or failed image: `letters` centred on the brand colour, filling the box. */
export function InitialsFallback({
  letters,
  textClassName = 'text-lg',
}: {
  letters: string;
  textClassName?: string;
}) {
  return (
    <span
      aria-hidden
      className={`absolute inset-0 flex items-center justify-center bg-brand-dark font-bold text-white ${textClassName}`}
    >
      {letters}
    </span>
  );
}
