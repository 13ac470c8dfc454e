/**
 * Redirect targets from query parameters (e.g. the login screen's `redirect`, spec §2) stay on this site:
 * a redirect to an outside address is refused with ERR_REDIRECT (spec §8 route errors).
 */

/** Thrown for a redirect target outside this origin (spec §8 ERR_REDIRECT). */
export class RedirectError extends Error {
  readonly code = 'ERR_REDIRECT';
  constructor(readonly target: string) {
    super(`ERR_REDIRECT: refusing to redirect outside this site (${target.slice(0, 200)})`);
    this.name = 'RedirectError';
  }
}

/**
 * The same-origin path (pathname + search + hash) that `target` points to.
 * @param target a path such as `/stores/abc/menu?x=1`, or an absolute URL on `origin`.
 * @param origin this site's origin, e.g. `https://order.example.com`.
 * @throws RedirectError when `target` is on another origin, protocol-relative (`//host`), uses another
 *   scheme (`javascript:`), or holds backslashes or control characters browsers would "fix" into one.
 */
export function sameOriginPath(target: string, origin: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(target) || target.startsWith('//')) throw new RedirectError(target);
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    throw new RedirectError(target);
  }
  if (url.origin !== new URL(origin).origin) throw new RedirectError(target);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to send the diner for a `redirect`-style query value: the same-origin path, else `fallback`.
 * A refused target is logged (console.warn), never followed.
 */
export function safeRedirect(
  target: string | null | undefined,
  fallback = '/stores',
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  if (!target) return fallback;
  try {
    return sameOriginPath(target, origin);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return fallback;
  }
}
