/**
 * Open-app banner rules (spec §1, §2 layout): the banner invites Android, iPhone and iPad browsers to open
 * the native app, never in a QR table session and never again once dismissed. Pure functions, plus a
 * detector that imports ua-parser-js lazily so it stays out of the initial chunk.
 */

import { isAppPlatform } from '@iding/domain';

export { isAppPlatform } from '@iding/domain';

/**
 * Cheap pre-check before downloading ua-parser-js (1.x, MIT; 2.x is AGPL, ADR 007): a user agent without any of these words
 * (Windows, Linux and ChromeOS desktops) cannot be an Android, iPhone or iPad browser.
 */
export function mayBeAppPlatform(userAgent: string): boolean {
  return /android|iphone|ipad|macintosh/i.test(userAgent);
}

/**
 * Whether this browser is an Android, iPhone or iPad one: ua-parser-js is imported on demand (a chunk of
 * its own) and only when mayBeAppPlatform passes.
 * @param maxTouchPoints navigator.maxTouchPoints: tells an iPad asking for the desktop site from a Mac.
 */
export async function detectAppPlatform(userAgent: string, maxTouchPoints: number): Promise<boolean> {
  if (!mayBeAppPlatform(userAgent)) return false;
  const { UAParser } = await import('ua-parser-js');
  return isAppPlatform(UAParser(userAgent), maxTouchPoints);
}

/** Every condition of spec §2 for the banner to take its place at the top of the page. */
export function shouldOfferApp(input: {
  appPlatform: boolean;
  qrTableSession: boolean;
  showGoToApp: boolean;
}): boolean {
  return input.appPlatform && !input.qrTableSession && input.showGoToApp;
}

/** spec §2: height of the bar, and the top padding the page leaves for it (px). */
export const OPEN_APP_BAR_PX = 64;

/** Scroll offset (px) up to which the page counts as "at the top". */
export const PAGE_TOP_PX = 8;

/**
 * Banner visibility after a scroll from `previousY` to `y` (px): it hides when the diner scrolls down and
 * comes back only at the page top (spec §2), so scrolling up mid-page does not cover the content.
 */
export function visibleAfterScroll(visible: boolean, previousY: number, y: number): boolean {
  if (y <= PAGE_TOP_PX) return true;
  if (y > previousY) return false;
  return visible;
}

/** Default universal link of the native app; a build sets its own with VITE_APP_UNIVERSAL_LINK. */
export const DEFAULT_APP_UNIVERSAL_LINK = 'https://iding.app/open';

/**
 * The app's universal link with the store identifier as `identifier` when known (spec §2).
 * @param base absolute http(s) URL, may carry its own query; an invalid one falls back to the default.
 */
export function appLink(base: string | undefined, identifier: string | null | undefined): string {
  let url: URL;
  try {
    url = new URL(base || DEFAULT_APP_UNIVERSAL_LINK);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
  } catch {
    url = new URL(DEFAULT_APP_UNIVERSAL_LINK);
  }
  if (identifier) url.searchParams.set('identifier', identifier);
  return url.toString();
}
