import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Journey } from '../harness';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BRAND_LINK = 'https://brand.example.com/news?from=iding&x=1';

const banner = (page: Page) => page.locator('aside[aria-label="開啟 iDing App"]');

/** Waits until the banner's slide state is `visible` (data-visible is set on every scroll frame). */
async function bannerVisible(page: Page, visible: boolean) {
  await page.waitForFunction(
    (v) => document.querySelector('aside[aria-label="開啟 iDing App"]')?.getAttribute('data-visible') === v,
    String(visible),
  );
}

/**
 * App shell (spec §2 layout): the open-app banner on an iPhone (64 px bar, hides on scroll down, back at
 * the top, its button opens the universal link with the store identifier, dismissed for good), never on a
 * desktop browser; the offline notice; the maintenance screen (spec §2 "Maintenance") when the stable-status
 * check reports 1, and back to the page once it does not; installability files and the service worker
 * (a reload offline still shows the last menu).
 */
const journey: Journey = {
  name: 'app shell: open-app banner, offline notice, maintenance, manifest',
  async run(ctx) {
    const shot = (page: Page, name: string) => ctx.look(page, name);

    // --- iPhone Safari: the banner -------------------------------------------------------------------
    const phone = await ctx.newPhone({ userAgent: IPHONE_SAFARI });
    const pageErrors: Error[] = [];
    phone.page.on('pageerror', (e) => pageErrors.push(e));
    let page = phone.page;
    await page.goto('/stores');
    await page.getByRole('heading', { name: '店家列表' }).waitFor();
    await banner(page).waitFor();
    await bannerVisible(page, true);
    const bar = await banner(page).boundingBox();
    assert.ok(bar && bar.y === 0 && bar.height === 64, `64 px bar at the top (${JSON.stringify(bar)})`);
    const heading = await page.getByRole('heading', { name: '店家列表' }).boundingBox();
    assert.ok(heading && heading.y >= 64, `page content starts below the bar (${heading?.y})`);
    await banner(page).getByRole('button', { name: '開啟 App', exact: true }).waitFor();
    await banner(page).getByRole('button', { name: '不再顯示開啟 App 提示' }).waitFor();
    await shot(page, '30-open-app-banner');

    // The menu is long enough to scroll: down hides the bar, up mid-page keeps it away, the top brings it back.
    await page.goto('/stores/50lan-xinyi/menu');
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await bannerVisible(page, true);
    await page
      .getByRole('button', { name: /^珍珠奶茶/ })
      .first()
      .waitFor();
    // Scroll until the page has settled (scroll restoration after the route change may reset it once).
    await page.waitForFunction(
      () => {
        if (window.scrollY < 900) window.scrollTo(0, 900);
        return (
          document.querySelector('aside[aria-label="開啟 iDing App"]')?.getAttribute('data-visible') ===
          'false'
        );
      },
      undefined,
      { polling: 200 },
    );
    assert.equal(await banner(page).getAttribute('aria-hidden'), 'true');
    await shot(page, '31-open-app-banner-scrolled');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(300);
    assert.equal(await banner(page).getAttribute('data-visible'), 'false', 'stays hidden mid-page');
    await page.evaluate(() => window.scrollTo(0, 0));
    await bannerVisible(page, true);

    // 開啟 App goes to the universal link with the store identifier.
    await phone.context.route('https://iding.app/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }),
    );
    await banner(page).getByRole('button', { name: '開啟 App', exact: true }).click();
    await page.waitForURL('https://iding.app/open?identifier=50lan-xinyi');

    // Dismissed for good: gone at once and after a reload.
    await page.goto('/stores');
    await bannerVisible(page, true);
    await banner(page).getByRole('button', { name: '不再顯示開啟 App 提示' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: '店家列表' }).waitFor();
    await page.waitForTimeout(800);
    assert.equal(await banner(page).count(), 0, 'dismissed banner stays away after a reload');
    const top = await page.getByRole('heading', { name: '店家列表' }).boundingBox();
    assert.ok(top && top.y < 64, 'no 64 px padding once dismissed');

    // --- Offline: the notice, and the service worker's shell and last menu ------------------------------
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
    await page.goto('/stores/50lan-xinyi/menu');
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    const offline = page.getByRole('status').filter({ hasText: '目前沒有網路連線' });
    assert.equal(await offline.count(), 0);
    await phone.context.setOffline(true);
    await offline.waitFor();
    await shot(page, '32-offline');
    // A reload without network still opens the app and the menu it last fetched.
    await page.reload();
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await page
      .getByRole('button', { name: /^珍珠奶茶/ })
      .first()
      .waitFor();
    await offline.waitFor();
    await phone.context.setOffline(false);
    await offline.waitFor({ state: 'detached' });
    assert.deepEqual(pageErrors, []);
    await phone.context.close();

    // --- Desktop Chrome: never a banner -----------------------------------------------------------------
    const desktop = await ctx.newPhone({ userAgent: DESKTOP_CHROME });
    page = desktop.page;
    await page.goto('/stores');
    await page.getByRole('heading', { name: '店家列表' }).waitFor();
    await page.waitForTimeout(800);
    assert.equal(await banner(page).count(), 0, 'no open-app banner on a desktop browser');
    await page.goto('/stores/50lan-xinyi/menu');
    await page.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await banner(page).count(), 0);
    await desktop.context.close();

    // --- Installable: manifest, icons, robots.txt, service worker ------------------------------------------
    const manifest = (await (await fetch(`${ctx.baseUrl}/manifest.webmanifest`)).json()) as Record<
      string,
      unknown
    >;
    assert.equal(manifest.name, 'iDing 線上點餐');
    assert.equal(manifest.start_url, '/stores');
    assert.equal(manifest.display, 'standalone');
    for (const file of [
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/favicon.svg',
      '/robots.txt',
      '/sw.js',
    ]) {
      assert.equal((await fetch(`${ctx.baseUrl}${file}`)).status, 200, file);
    }

    // --- Maintenance (spec §2): only when the server has the stable-status endpoint ---------------------
    const stable = await fetch(`${ctx.baseUrl}/api/provider/stable_status`);
    if (stable.status !== 200) {
      console.log('  (maintenance skipped: GET /api/provider/stable_status answers', stable.status, ')');
      return;
    }
    const { context, page: p } = await ctx.newPhone();
    // The server's switch is for the operator; the journey plays the provider's answer instead.
    let status: { status: 0 | 1; brand_link: string | null } = { status: 0, brand_link: null };
    await context.route('**/api/provider/stable_status', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(status) }),
    );
    await p.goto('/stores/50lan-xinyi/menu');
    await p.getByRole('navigation', { name: '菜單分類' }).waitFor();
    status = { status: 1, brand_link: BRAND_LINK };
    // A fresh app start checks at once.
    await p.reload();
    await p.waitForURL(`**/maintenance?link=${encodeURIComponent(BRAND_LINK)}`);
    await p.getByRole('heading', { name: '系統維護中' }).waitFor();
    assert.equal(await p.title(), '系統維護中 | iDing 線上點餐');
    assert.equal(await p.getByRole('link', { name: '前往品牌網站' }).getAttribute('href'), BRAND_LINK);
    await shot(p, '33-maintenance');
    // Over: 重新整理 brings the diner back to the menu they were on.
    status = { status: 0, brand_link: null };
    await p.getByRole('button', { name: '重新整理' }).click();
    await p.waitForURL('**/stores/50lan-xinyi/menu');
    await p.getByRole('navigation', { name: '菜單分類' }).waitFor();
    await context.close();
  },
};
export default journey;
