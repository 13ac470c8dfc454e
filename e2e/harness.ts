/**
 * Browser-journey harness: real Debian Chromium through playwright-core at a phone viewport (390×844).
 * Screenshots go to e2e/artifacts/ (git-ignored) so a person can look at them.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
} from 'playwright-core';

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
  /**
   * Looks at the screen as a person would: lets transitions settle (300 ms), saves e2e/artifacts/{name}.png
   * and fails on any axe-core violation (issue #4 §4).
   */
  look(page: Page, name: string): Promise<void>;
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
    async look(page, name) {
      await page.waitForTimeout(300);
      await this.screenshot(page, name);
      await assertNoAxeViolations(page, name);
    },
  };
}

const requireFromHere = createRequire(import.meta.url);
let axeSource: string | undefined;

/**
 * Runs axe-core (its default rule set) on the page and fails with every violation listed (issue #4 §4:
 * no violations in the browser journeys). Evaluated through the DevTools protocol: the app's CSP
 * (script-src 'self') refuses an inline <script>.
 */
export async function assertNoAxeViolations(page: Page, label: string): Promise<void> {
  axeSource ??= readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8');
  // A page fading in (160 ms) would be measured half-transparent: contrast checks need the settled page.
  // (Finite ones only: a skeleton's pulse never ends.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run();
    return result.violations as { id: string; help: string; nodes: { target: string[] }[] }[];
  });
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `axe violations on ${label}`,
  );
}

/** No sideways scrolling at the 390 px phone width. */
export async function assertNoOverflow(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no horizontal scroll on ${label} (overflow ${overflow} px)`);
}

/**
 * The newest code the sandbox SMS outbox (GET /dev/sms, newest first) holds for a phone and purpose; waits up
 * to 5 s for it. `baseUrl` '' when `request` has its own baseURL.
 */
export async function codeFor(request: APIRequestContext, baseUrl: string, phone: string, purpose: string) {
  const national = phone.replace(/^0/, '');
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`${baseUrl}/dev/sms`);
    const { messages } = (await res.json()) as {
      messages: { phone: string; purpose: string; code: string }[];
    };
    const found = messages.find((m) => m.phone === national && m.purpose === purpose);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${purpose} code for ${phone} in the sandbox outbox`);
}
