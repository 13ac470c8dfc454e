import { expect, type Page, scrollToEnd, settle, test } from '../fixtures';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BRAND_LINK = 'https://brand.example.com/news?from=iding&x=1';

const banner = (page: Page) => page.locator('aside[aria-label="開啟 iDing App"]');

/** Waits until the banner's slide state is `visible` (data-visible is set on every scroll frame). */
const bannerVisible = (page: Page, visible: boolean) =>
  expect(banner(page)).toHaveAttribute('data-visible', String(visible));

/**
 * App shell (spec §2 layout): the open-app banner on an iPhone (64 px bar, hides on scroll down, back at
 * the top, its button opens the universal link with the store identifier, dismissed for good), never on a
 * desktop browser; the offline notice; the maintenance screen (spec §2 "Maintenance") when the stable-status
 * check reports 1, and back to the page once it does not; installability files and the service worker
 * (a reload offline still shows the last menu).
 */
test.describe('app shell: open-app banner, offline notice, maintenance, manifest', () => {
  test.describe('iPhone Safari', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('the open-app banner, then offline with the service worker', async ({ page, context, look }) => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (e) => pageErrors.push(e));

      await test.step('a 64 px bar at the top with its two buttons', async () => {
        await page.goto('/stores');
        await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();
        await expect(banner(page)).toBeVisible();
        await bannerVisible(page, true);
        const bar = await banner(page).boundingBox();
        expect(bar && bar.y === 0 && bar.height === 64, `64 px bar at the top (${JSON.stringify(bar)})`).toBe(
          true,
        );
        const pageTop = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top);
        expect(pageTop, 'page content starts below the bar').toBeGreaterThanOrEqual(64);
        await expect(banner(page).getByRole('button', { name: '開啟 App', exact: true })).toBeVisible();
        await expect(banner(page).getByRole('button', { name: '不再顯示開啟 App 提示' })).toBeVisible();
        await look(page, '30-open-app-banner');
      });

      await test.step('scrolling: down hides the bar, up mid-page keeps it away, the top brings it back', async () => {
        // The menu is long enough to scroll.
        await page.goto('/stores/50lan-xinyi/menu');
        await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
        await bannerVisible(page, true);
        await expect(page.getByRole('button', { name: /^阿薩姆紅茶/ }).first()).toBeVisible();
        // Scroll until the page has settled (scroll restoration after the route change may reset it once).
        await expect
          .poll(() =>
            page.evaluate(() => {
              if (window.scrollY < 900) window.scrollTo(0, 900);
              return document
                .querySelector('aside[aria-label="開啟 iDing App"]')
                ?.getAttribute('data-visible');
            }),
          )
          .toBe('false');
        await expect(banner(page)).toHaveAttribute('aria-hidden', 'true');
        await look(page, '31-open-app-banner-scrolled');
        // Up to mid-page: once the scroll is done and its frame has run (the banner reads the position in a
        // requestAnimationFrame), the bar is still away.
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
        await settle(page);
        await expect(banner(page), 'stays hidden mid-page').toHaveAttribute('data-visible', 'false');
        await page.evaluate(() => window.scrollTo(0, 0));
        await bannerVisible(page, true);
      });

      await test.step('開啟 App goes to the universal link with the store identifier', async () => {
        await context.route('https://iding.app/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }),
        );
        await banner(page).getByRole('button', { name: '開啟 App', exact: true }).click();
        await expect(page).toHaveURL('https://iding.app/open?identifier=50lan-xinyi');
      });

      await test.step('dismissed for good: gone at once and after a reload', async () => {
        await page.goto('/stores');
        await bannerVisible(page, true);
        await banner(page).getByRole('button', { name: '不再顯示開啟 App 提示' }).click();
        await expect(banner(page)).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();
        // The dismissal is read from local storage at the first render, and the server marked the platform
        // in the HTML: once the page has settled, a bar would be there.
        await expect(page.locator('html')).toHaveAttribute('data-app-platform', '1');
        await settle(page);
        await expect(banner(page), 'dismissed banner stays away after a reload').toHaveCount(0);
        // The page starts at the top: no 64 px room kept for a bar that is not there.
        const top = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top);
        expect(top, 'no 64 px padding once dismissed').toBeLessThan(1);
      });

      await test.step("offline: the notice, and the service worker's shell and last menu", async () => {
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker?.controller != null)).toBe(true);
        await page.goto('/stores/50lan-xinyi/menu');
        await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
        const offline = page.getByRole('status').filter({ hasText: '目前沒有網路連線' });
        await expect(offline).toHaveCount(0);
        await context.setOffline(true);
        await expect(offline).toBeVisible();
        await look(page, '32-offline');
        // A reload without network still opens the app and the menu it last fetched.
        await page.reload();
        await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^阿薩姆紅茶/ }).first()).toBeVisible();
        await expect(offline).toBeVisible();
        await context.setOffline(false);
        await expect(offline).toHaveCount(0);
      });
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe('desktop Chrome', () => {
    test.use({ userAgent: DESKTOP_CHROME });

    test('never a banner', async ({ page }) => {
      // The server marks a desktop browser in the HTML (data-app-platform="0"), so the bar is decided at the
      // first render: once the page has settled, it would be there.
      await page.goto('/stores');
      await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-app-platform', '0');
      await settle(page);
      await expect(banner(page), 'no open-app banner on a desktop browser').toHaveCount(0);
      await page.goto('/stores/50lan-xinyi/menu');
      await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
      await settle(page);
      await expect(banner(page)).toHaveCount(0);
    });
  });

  test('scroll positions: a page opened anew starts at the top, a reload and back keep their own', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Scrolls to `y`, again until the page is long enough (lists render their later cards as one scrolls).
    const scrollDownTo = (y: number) =>
      expect
        .poll(() =>
          page.evaluate((to) => {
            if (window.scrollY < to) window.scrollTo(0, to);
            return window.scrollY;
          }, y),
        )
        .toBe(y);
    await page.goto('/stores');
    await expect(page.getByRole('heading', { name: '店家列表' })).toBeVisible();
    await scrollDownTo(1500);

    await test.step('a store opened from there, then back: the list is where the diner left it', async () => {
      const href = await page.evaluate(() => {
        const link = document.elementFromPoint(195, 420)?.closest('a');
        link?.click();
        return link?.getAttribute('href');
      });
      expect(href, 'a store card in the middle of the screen').toMatch(/^\/store\/[^/]+$/);
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/stores$/);
      await expect.poll(scrollY).toBe(1500);
    });

    await test.step('another URL opened in the same tab starts at its top', async () => {
      await page.goto('/stores/50lan-xinyi/menu');
      await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
      await settle(page);
      expect(await scrollY(), 'the menu does not take the store list’s position').toBe(0);
    });

    await test.step('a reload keeps the page’s own position, and the category bar says where', async () => {
      const activeChip = page.getByRole('navigation', { name: '菜單分類' }).locator('[aria-current="true"]');
      // The whole menu first: cards rendered later above the screen would move the view (scroll anchoring keeps
      // what the diner sees in place), and with it the position the reload returns to.
      await scrollToEnd(page);
      await scrollDownTo(800);
      await settle(page);
      const before = await activeChip.textContent();
      await page.reload();
      await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
      await expect.poll(scrollY, 'back where the diner was on the menu').toBe(800);
      await expect(activeChip, 'the same category as before the reload').toHaveText(before!);
    });

    await test.step('the same URL opened anew starts at the top again', async () => {
      await page.goto('/stores/50lan-xinyi/menu');
      await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
      await settle(page);
      expect(await scrollY()).toBe(0);
    });
  });

  test('installable: manifest, icons, robots.txt, service worker', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest.name).toBe('iDing 線上點餐');
    expect(manifest.start_url).toBe('/stores');
    expect(manifest.display).toBe('standalone');
    for (const file of [
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/favicon-48.png',
      '/favicon.svg',
      '/robots.txt',
      '/sw.js',
    ]) {
      expect((await request.get(file)).status(), file).toBe(200);
    }
  });

  test('maintenance (spec §2) while the provider reports it, back to the page after', async ({
    page,
    context,
    request,
    look,
  }) => {
    // The server's own stable-status endpoint answers (spec §7) before the journey plays the provider.
    expect((await request.get('/api/provider/stable_status')).status()).toBe(200);
    // The server's switch is for the operator; the journey plays the provider's answer instead.
    let status: { status: 0 | 1; brand_link: string | null } = { status: 0, brand_link: null };
    await context.route('**/api/provider/stable_status', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(status) }),
    );
    await page.goto('/stores/50lan-xinyi/menu');
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    status = { status: 1, brand_link: BRAND_LINK };
    // A fresh app start checks at once.
    await page.reload();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/maintenance' && url.searchParams.get('link') === BRAND_LINK,
    );
    await expect(page.getByRole('heading', { name: '系統維護中' })).toBeVisible();
    await expect(page).toHaveTitle('系統維護中 | iDing 線上點餐');
    await expect(page.getByRole('link', { name: '前往品牌網站' })).toHaveAttribute('href', BRAND_LINK);
    await look(page, '33-maintenance');
    // Over: 重新整理 brings the diner back to the menu they were on.
    status = { status: 0, brand_link: null };
    await page.getByRole('button', { name: '重新整理' }).click();
    await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
  });
});
