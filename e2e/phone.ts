/**
 * The browser the journeys run in, shared by playwright.config.ts and the fixtures' extra contexts (newPhone):
 * Debian's Chromium (DESIGN.md: it needs --disable-dev-shm-usage passed explicitly, and --no-sandbox as root)
 * at a phone viewport, 390×844 CSS px at 2× with touch, zh-TW in Asia/Taipei.
 */
import type { BrowserContextOptions, LaunchOptions } from '@playwright/test';

export const CHROMIUM: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A phone-sized context (like a new browser profile); the user agent stays Chromium's own unless a test sets one. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-TW',
  timezoneId: 'Asia/Taipei',
};
