/**
 * Fixtures of the browser journeys (issue #9 §3), replacing the old harness's `ctx`:
 * - `baseURL`: the app server started once per run by e2e/global-setup.ts.
 * - `newPhone(opts)`: another phone-sized context (a second device, another user agent, geolocation);
 *   closed after the test. The default `page` is already such a phone (playwright.config.ts).
 * - `look(page, name)`: looks at the screen as a person would: lets it settle, saves e2e/artifacts/{name}.png
 *   and fails on any axe-core violation (issue #4 §4). `capture(page, name)` settles and saves only.
 * - `smsCode(phone, purpose)`: the newest code the sandbox SMS outbox holds.
 * Plain helpers: `settle`, `expectNoAxeViolations`, `expectNoOverflow`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { PHONE } from './phone';

export type { APIRequestContext, BrowserContext, Page };
export { expect };

/** Screenshots a person can look at (git-ignored). */
/**
 * A Taiwan mobile number no other test of this run uses: 09 + eight digits whose first is 0–8 (no 099…
 * mobiles exist, so the register form refuses them; `Date.now()`'s last eight digits began with 9 for
 * about 16 minutes in every 100, and the journeys that used them failed then). `salt` separates the
 * numbers made in one millisecond.
 */
export function uniqueMobile(salt = 0): string {
  return `09${String((Date.now() + salt) % 90_000_000).padStart(8, '0')}`;
}

export const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/**
 * Waits until the screen is settled: two frames (so a just-mounted element's transition has started), the
 * web fonts, then every finite animation. A page fading in (160 ms) would be measured half-transparent:
 * contrast checks and screenshots need the settled page. (Finite ones only: a skeleton's pulse never ends.)
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}

/** Scripts held back 4 s: the phone on a slow network. On the context, so the service worker's fetches wait too. */
export async function holdScripts(context: BrowserContext): Promise<void> {
  await context.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
}

/**
 * Scrolls to the end of the page until nothing more renders, as a diner scrolling through a store list does
 * (the list renders the cards beyond the first screen as the diner scrolls towards them:
 * apps/web/src/hooks/use-progressive.ts whenNear), then back to the top.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Done once the height has held for half a second (a busy machine may take a while per slice).
    let last = -1;
    let still = 0;
    for (let i = 0; i < 200 && still < 5; i++) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((r) => setTimeout(r, 100));
      const height = document.documentElement.scrollHeight;
      still = height === last ? still + 1 : 0;
      last = height;
    }
    window.scrollTo(0, 0);
  });
}

const requireFromHere = createRequire(import.meta.url);
let axeSource: string | undefined;

/**
 * Runs axe-core (its default rule set) on the settled page and fails with every violation listed (issue #4
 * §4: no violations in the browser journeys). Evaluated through the DevTools protocol: the app's CSP
 * (script-src 'self') refuses an inline <script>.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  axeSource ??= readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8');
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run();
    return result.violations as { id: string; help: string; nodes: { target: string[] }[] }[];
  });
  expect(
    violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/** No sideways scrolling at the 390 px phone width (retried while the page lays out). */
export async function expectNoOverflow(page: Page, label: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `no horizontal scroll on ${label} (overflow in px)`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * On an open menu: the card of the first entree whose name starts with `name` (or matches it), once on the
 * page. The menu renders the cards that fill the screen and the rest as the diner scrolls towards them
 * (issue #10 §3: apps/web/src/features/menu/components/menu-sections.tsx), so this scrolls down a screen at a
 * time until the card is there, as a diner looking for it does.
 */
export async function menuCard(page: Page, name: string | RegExp): Promise<Locator> {
  const card = page
    .getByRole('button', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name })
    .first();
  await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
  await expect
    .poll(
      async () => {
        if ((await card.count()) > 0) return true;
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        return false;
      },
      { message: `menu card ${name}`, intervals: [150], timeout: 30_000 },
    )
    .toBe(true);
  return card;
}

/**
 * From an open menu: opens the first entree whose name starts with `name`, adds it with its default choices
 * and waits for the sheet to close (the line is in the cart).
 */
export async function addWithDefaults(page: Page, name: string): Promise<void> {
  await (await menuCard(page, name)).click();
  const sheet = page.getByRole('dialog', { name });
  await sheet.getByRole('button', { name: /加入購物車/ }).click();
  await expect(sheet).toBeHidden();
}

/** Options of newPhone: anything a browser context takes, e.g. `userAgent`, `permissions`, `geolocation`. */
export type PhoneOptions = BrowserContextOptions;

interface JourneyFixtures {
  newPhone(opts?: PhoneOptions): Promise<{ context: BrowserContext; page: Page }>;
  look(page: Page, name: string): Promise<void>;
  capture(page: Page, name: string): Promise<void>;
  /**
   * The newest code the sandbox SMS outbox (GET /dev/sms, newest first) holds for a phone and purpose; waits
   * up to 5 s for it. `request` defaults to the test's API context (baseURL = the app server).
   */
  smsCode(phone: string, purpose: string, request?: APIRequestContext): Promise<string>;
}

export const test = base.extend<JourneyFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys through playwright.config.ts');
    await use(url);
  },

  newPhone: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (opts = {}) => {
      const context = await browser.newContext({ ...PHONE, baseURL, ...opts });
      contexts.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(contexts.map((c) => c.close()));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  capture: async ({}, use, testInfo) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await use(async (page, name) => {
      await settle(page);
      const file = path.join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },

  look: async ({ capture }, use) => {
    await use(async (page, name) => {
      await capture(page, name);
      await expectNoAxeViolations(page, name);
    });
  },

  smsCode: async ({ request }, use) => {
    await use(async (phone, purpose, api = request) => {
      const national = phone.replace(/^0/, '');
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            const res = await api.get('/dev/sms');
            const { messages } = (await res.json()) as {
              messages: { phone: string; purpose: string; code: string }[];
            };
            code = messages.find((m) => m.phone === national && m.purpose === purpose)?.code;
            return code;
          },
          { message: `a ${purpose} code for ${phone} in the sandbox outbox`, timeout: 5_000 },
        )
        .toBeTruthy();
      return code!;
    });
  },
});
