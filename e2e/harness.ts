/**
 * Browser-journey harness: real Debian Chromium through playwright-core at a phone viewport (390×844).
 * Screenshots go to e2e/artifacts/ (git-ignored) so a person can look at them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve('e2e/artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export interface JourneyContext {
  baseUrl: string;
  browser: Browser;
  /**
   * A fresh phone-sized context (like a new browser profile). `permissions` / `geolocation` are passed to
   * the context, e.g. `{ permissions: ['geolocation'], geolocation: { latitude, longitude } }`.
   */
  newPhone(opts?: PhoneOptions): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(page: Page, name: string): Promise<void>;
}

/** Options of JourneyContext.newPhone. */
export interface PhoneOptions {
  userAgent?: string;
  permissions?: string[];
  geolocation?: { latitude: number; longitude: number };
}

export type Journey = { name: string; run(ctx: JourneyContext): Promise<void> };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
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
  });
}

export function makeContext(baseUrl: string, browser: Browser): JourneyContext {
  return {
    baseUrl,
    browser,
    async newPhone(opts = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-TW',
        timezoneId: 'Asia/Taipei',
        userAgent: opts.userAgent,
        permissions: opts.permissions,
        geolocation: opts.geolocation,
      });
      const page = await context.newPage();
      return { context, page };
    },
    async screenshot(page, name) {
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
    },
  };
}
