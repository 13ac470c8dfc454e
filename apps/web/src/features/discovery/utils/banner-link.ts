/**
 * Where a banner goes (spec §7 GET /api/banners: `link` is an in-app path such as /store/50lan-xinyi or an
 * https URL). Anything else (http, javascript:, protocol-relative //host, backslashes) is not followed: the
 * banner shows as a plain card.
 */
export type BannerTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

/** @param link the banner's `link` (null for a banner that only informs). */
export function bannerTarget(link: string | null | undefined): BannerTarget {
  const value = link?.trim();
  if (!value) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : { kind: 'internal', path: value };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? { kind: 'external', href: url.href } : null;
  } catch {
    return null;
  }
}
