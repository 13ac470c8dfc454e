/**
 * Which browsers are offered the native app (spec §1, §2 open-app banner): Android, iPhone and iPad. Shared
 * by the web app (client-side check) and the server, which marks the HTML it sends so the first render
 * already knows (no layout shift when the 64 px bar appears; ADR 009).
 */

/** The slice of a ua-parser-js result these rules read. */
export interface ParsedUserAgent {
  os: { name?: string };
  device: { model?: string };
}

/**
 * Whether the parsed user agent is an Android, iPhone or iPad browser (spec §2).
 * iPadOS 13+ Safari asks for the desktop site and reports a Mac; a Mac with a touch screen
 * (`maxTouchPoints` > 1, from navigator.maxTouchPoints) is an iPad, since no Mac has one.
 */
export function isAppPlatform(ua: ParsedUserAgent, maxTouchPoints = 0): boolean {
  if (ua.os.name === 'Android') return true;
  if (ua.device.model === 'iPhone' || ua.device.model === 'iPad') return true;
  // ua-parser-js 1.x names it "Mac OS" (2.x: "macOS").
  return (ua.os.name === 'Mac OS' || ua.os.name === 'macOS') && maxTouchPoints > 1;
}
