import {
  type BrowserContext,
  expect,
  expectNoAxeViolations,
  expectNoOverflow,
  holdScripts,
  scrollToEnd,
  settle,
  test,
} from '../fixtures';

/** 日 … 六 for 0 = Sunday … 6 = Saturday, as the store pages write 星期X. */
const WEEKDAYS = '日一二三四五六';

/** Today's weekday in Asia/Taipei (UTC+8, no daylight saving), whatever this machine's time zone. */
const taipeiWeekday = (ms: number) => new Date(ms + 8 * 3_600_000).getUTCDay();

/**
 * Answers GET /iorder/stores/{sid} with the real store info changed by `patch`: the server computes is_closed
 * from its own clock, and no demo store has stopped online ordering (can_order false) — a demo must sell.
 */
async function patchStoreInfo(context: BrowserContext, sid: string, patch: Record<string, unknown>) {
  // On the context, not the page: the service worker fetches /iorder/stores/* itself once it controls the page.
  await context.route(`**/iorder/stores/${sid}`, async (route) => {
    const response = await route.fetch();
    const body = { ...((await response.json()) as Record<string, unknown>), ...patch };
    await route.fulfill({ response, json: body });
  });
}

/**
 * Store pages (spec §2/§3): the 24-hour 50嵐 信義店's store page (hours with today highlighted,
 * news line, address with a map link, phone, ways to order), its branch stores, news, store infos and system
 * infos (2.8.7), returning to the store, and on to the menu; 50嵐 板橋店 on its holiday 2026-12-31 (the
 * holiday dialog, 公休 today, next opening); a store that is closed and has stopped online ordering; unknown
 * identifiers on every store page go to the 404 screen. axe-core finds no violations on these pages.
 */
test.describe('store page, branch stores, news, store infos, system infos; holiday and closed states', () => {
  test('50嵐 信義店: store page, branch stores, news, store infos, system infos, on to the menu', async ({
    page,
    capture,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    const storeMenu = page.getByRole('navigation', { name: '店家選單' });
    const todayWeekday = new RegExp(`^星期${WEEKDAYS[taipeiWeekday(Date.now())]}`);

    await test.step('store page', async () => {
      await page.goto('/store/50lan-xinyi');
      // The page renders once, complete (the server's preview shows only when the scripts are slow, below).
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 信義店' })).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByText('營業中', { exact: true })).toBeVisible();
      await expect(page).toHaveTitle('50嵐 信義店 | 店家資訊');
      await expect(main.getByText('50嵐信義店，現點現做，甜度冰塊可調整。')).toBeVisible();

      // The news line is the first carousel message and leads to the news page.
      await expect(page.getByRole('link', { name: /24小時營業，線上點餐到店取。/ })).toHaveAttribute(
        'href',
        '/stores/50lan-xinyi/news',
      );

      // Address opens Google Maps in a new tab; the phone is a tel: link.
      const address = page.getByRole('link', { name: /臺北市信義區松仁路100號/ });
      await expect(address).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('臺北市信義區松仁路100號')}`,
      );
      await expect(address).toHaveAttribute('target', '_blank');
      await expect(address).toHaveAttribute('rel', /noopener/);
      await expect(page.getByRole('link', { name: '02-2720-5050' })).toHaveAttribute(
        'href',
        'tel:0227205050',
      );

      // The week's hours, Monday first, with today's row (Asia/Taipei) marked and highlighted.
      const hours = page.getByRole('region', { name: '營業時間' });
      const rows = hours.getByRole('listitem');
      await expect(rows).toHaveCount(7);
      await expect(rows.first()).toHaveText(/^星期一/, { useInnerText: true });
      const today = hours.locator('li[aria-current="date"]');
      await expect(today, 'exactly one row is today').toHaveCount(1);
      await expect(today).toHaveText(todayWeekday, { useInnerText: true });
      await expect(today).toContainText('今天');
      await expect(today).toContainText('24小時營業');
      const todayBg = await today.evaluate((el) => getComputedStyle(el).backgroundColor);
      const otherBg = await rows
        .and(page.locator(':not([aria-current])'))
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(todayBg, "today's row is highlighted").not.toBe(otherBg);

      // Ways to order (app_settings.OrderTypes: this store offers all four) lead to the menu.
      const ways = page.getByRole('region', { name: '點餐方式' });
      await expect(ways.getByRole('link')).toHaveCount(4);
      await expect(ways.getByRole('link', { name: /外帶/ })).toHaveAttribute(
        'href',
        '/stores/50lan-xinyi/menu',
      );
      // The favorite heart in the header: a visitor's is never pressed.
      await expect(page.getByRole('button', { name: '我的最愛：50嵐 信義店' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      await expectNoOverflow(page, 'the store page');
      await expectNoAxeViolations(page, 'the store page');
      await capture(page, '50-store-page');
      await hours.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await capture(page, '50-store-page-hours');
    });

    await test.step('branch stores', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await storeMenu.getByRole('link', { name: '分店' }).click();
      await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/branch_stores$/);
      await expect(page.getByRole('heading', { level: 1, name: '分店' })).toBeVisible();
      await expect(page).toHaveTitle('50嵐 信義店 | 分店');
      const current = page
        .getByRole('region', { name: '目前店家' })
        .getByRole('link', { name: /50嵐 信義店/ });
      await expect(current).toHaveAttribute('aria-current', 'page');
      const others = page.getByRole('region', { name: '其他分店' });
      for (const name of ['50嵐 大安店', '50嵐 板橋店']) {
        await expect(others.getByRole('link', { name: new RegExp(name) })).toBeVisible();
      }
      await expect(
        others.getByRole('link', { name: /信義店/ }),
        'this store is not among the others',
      ).toHaveCount(0);
      await expect(current).toContainText('今日營業：24小時營業');
      await expectNoOverflow(page, 'branch stores');
      await expectNoAxeViolations(page, 'branch stores');
      await capture(page, '51-branch-stores');

      // A branch card opens that branch's store page.
      await others.getByRole('link', { name: /50嵐 大安店/ }).click();
      await expect(page).toHaveURL(/\/store\/50lan-daan$/);
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 大安店' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/branch_stores$/);
    });

    await test.step('returning to the store (spec §2): /stores/{sid} opens its menu, which links back', async () => {
      await page.getByRole('link', { name: '回到50嵐 信義店' }).click();
      await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
      await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
      await page.getByRole('link', { name: '店家資訊' }).click();
      await expect(page).toHaveURL(/\/store\/50lan-xinyi$/);
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 信義店' })).toBeVisible();
    });

    await test.step('news', async () => {
      await storeMenu.getByRole('link', { name: '最新消息' }).click();
      await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: '最新消息' })).toBeVisible();
      await expect(page).toHaveTitle('50嵐 信義店 | 最新消息');
      // Newest first, each entry with its own title and date (journey 80 checks them in full).
      const article = page.getByRole('article');
      await expect(article).toHaveCount(2);
      await expect(article.first().getByText('24小時營業，線上點餐到店取。')).toBeVisible();
      await expect(article.first().getByRole('heading', { level: 2 })).toHaveText('24 小時營業');
      await expectNoAxeViolations(page, 'store news');
      await capture(page, '52-store-news');
      await page.goBack();
      await expect(page).toHaveURL(/\/store\/50lan-xinyi$/);
    });

    await test.step('store infos', async () => {
      await storeMenu.getByRole('link', { name: '店家資訊' }).click();
      await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/store_infos$/);
      await expect(page.getByRole('heading', { level: 1, name: '店家資訊' })).toBeVisible();
      await expect(page).toHaveTitle('50嵐 信義店 | 店家資訊');
      await expect(page.getByRole('link', { name: '02-2720-5050' })).toHaveAttribute(
        'href',
        'tel:0227205050',
      );
      await expect(page.getByRole('link', { name: /臺北市信義區松仁路100號/ })).toBeVisible();
      await expect(page.getByRole('region', { name: '付款方式' })).toHaveText(/外帶\s*現金/, {
        useInnerText: true,
      });
      await expect(
        page.getByRole('region', { name: '營業時間' }).locator('li[aria-current="date"]'),
      ).toHaveText(todayWeekday, { useInnerText: true });
      await expectNoOverflow(page, 'store infos');
      await expectNoAxeViolations(page, 'store infos');
      await capture(page, '53-store-infos');
      await page.goBack();
      await expect(page).toHaveURL(/\/store\/50lan-xinyi$/);
    });

    await test.step('system infos', async () => {
      await page.getByRole('link', { name: '系統資訊' }).click();
      await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/system_infos$/);
      await expect(page.getByRole('heading', { level: 1, name: '系統資訊' })).toBeVisible();
      await expect(page).toHaveTitle('50嵐 信義店 | 系統資訊');
      const system = page.locator('main dl');
      for (const line of [
        /版本\s*2\.8\.7/,
        /店家名稱\s*50嵐 信義店/,
        /店家代碼\s*50lan-xinyi/,
        /時區\s*Asia\/Taipei/,
      ]) {
        await expect(system).toHaveText(line, { useInnerText: true });
      }
      await expect(page.getByRole('button', { name: '複製系統資訊' })).toBeVisible();
      await expectNoOverflow(page, 'system infos');
      await expectNoAxeViolations(page, 'system infos');
      await capture(page, '54-system-infos');
      await page.goBack();
      await expect(page).toHaveURL(/\/store\/50lan-xinyi$/);
    });

    await test.step('on to the menu', async () => {
      await page.getByRole('link', { name: '開始點餐' }).click();
      await expect(page).toHaveURL(/\/stores\/50lan-xinyi\/menu$/);
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 信義店' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
      // Every card renders with the page (ADR 022); off-screen categories only skip layout and paint.
      const menu = (await (await page.request.get('/api/menu/new/50lan-xinyi')).json()) as {
        categories: { name: string; entrees: unknown[] }[];
      };
      const total = menu.categories.reduce((n, c) => n + c.entrees.length, 0);
      const cards = page.locator('main section li');
      await expect(cards).toHaveCount(total);
      await scrollToEnd(page);
      await expect(
        page.getByRole('heading', { level: 2, name: menu.categories.at(-1)!.name }),
      ).toBeAttached();
    });
    expect(pageErrors).toEqual([]);
  });

  /** 50嵐 板橋店 on 2026-12-31 10:00 Taipei, its 年末盤點 holiday in the demo data, with the holiday dialog on. */
  test('50嵐 板橋店 on its holiday: the dialog once, 公休 today, next opening', async ({
    page,
    context,
    capture,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    await page.clock.setFixedTime(new Date('2026-12-31T10:00:00+08:00'));
    // What the server answers on that day (closed all day), plus the store's request for the dialog.
    await patchStoreInfo(context, '50lan-banqiao', { is_closed: true });

    await page.goto('/store/50lan-banqiao');
    const dialog = page.getByRole('dialog', { name: '今日公休' });
    await expect(dialog).toContainText(/50嵐 板橋店今天 2026\/12\/31（四） 公休：年末盤點/);
    await expectNoAxeViolations(page, 'the holiday dialog');
    await capture(page, '55-holiday-dialog');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toHaveCount(0);

    const main = page.locator('main');
    await expect(main.getByText('休息中', { exact: true })).toBeVisible();
    await expect(main.getByText('下次營業：明天 10:30')).toBeVisible();
    const today = page.getByRole('region', { name: '營業時間' }).locator('li[aria-current="date"]');
    await expect(today).toHaveText(/^星期四[\s\S]*公休（年末盤點）$/, { useInnerText: true });
    await expect(page.getByRole('list', { name: '近期公休' })).toHaveText(/2026\/12\/31（四）\s*年末盤點/, {
      useInnerText: true,
    });
    // Closed now, but the menu still takes orders for a later pickup.
    await expect(main.getByText('現在下單可預約營業時間取餐')).toBeVisible();
    await expect(page.getByRole('link', { name: '開始點餐' })).toBeVisible();
    await expectNoAxeViolations(page, 'the store page on a holiday');
    await today.scrollIntoViewIfNeeded();
    await capture(page, '56-store-holiday');

    // Seen once per store and day: coming back does not repeat the dialog. The dialog is decided in the same
    // render that shows the store's state (休息中 needs the store info), so once that is on screen and the
    // page has settled, a dialog would be there.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '50嵐 板橋店' })).toBeVisible();
    await expect(main.getByText('休息中', { exact: true })).toBeVisible();
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  /** 50嵐 大安店 at 23:30 on a Monday (closes 22:00) with online ordering stopped (can_order false). */
  test('a closed store without online ordering', async ({ page, context, capture }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T23:30:00+08:00'));
    await patchStoreInfo(context, '50lan-daan', { is_closed: true, can_order: false });

    await page.goto('/store/50lan-daan');
    await expect(page.getByRole('heading', { level: 1, name: '50嵐 大安店' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByText('休息中', { exact: true })).toBeVisible();
    await expect(main.getByText('下次營業：明天 10:00')).toBeVisible();
    await expect(main.getByText('暫停線上點餐', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '開始點餐' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '點餐方式' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '查看菜單' })).toHaveAttribute(
      'href',
      '/stores/50lan-daan/menu',
    );
    await expectNoAxeViolations(page, 'a closed store without online ordering');
    await capture(page, '57-store-closed');
  });

  /** spec §2: an unknown store on any store page is the 404 screen. */
  test("on a slow network the server's preview shows the store while the scripts load", async ({
    page,
    context,
  }) => {
    await holdScripts(context);
    const started = Date.now();
    await page.goto('/store/50lan-xinyi', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: '50嵐 信義店' });
    // Hidden for its first second (on a fast network the page appears once, without it) …
    if (Date.now() - started < 700) await expect(heading).toBeHidden();
    // … then the store's name, brand and description, with no script run yet (no open badge, no hours).
    await expect(heading).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText('50嵐信義店，現點現做，甜度冰塊可調整。')).toBeVisible();
    await expect(page.getByText('營業中', { exact: true })).toHaveCount(0);
    // The scripts arrive: the app's page replaces the preview.
    await expect(page.getByText('營業中', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main')).toHaveCount(1);
  });

  test("on a slow network the menu's preview shows its first dishes, and the app takes over without a jump", async ({
    page,
    context,
  }) => {
    await holdScripts(context);
    await page.goto('/stores/50lan-xinyi/menu', { waitUntil: 'commit' });
    // The server's preview (hidden for its first second): the category bar and the first cards with prices,
    // before any script has run (no 購物車 button yet).
    const firstCard = page.getByRole('button', { name: /^阿薩姆紅茶/ });
    await expect(firstCard).toBeVisible({ timeout: 3_000 });
    await expect(firstCard).toContainText('$35');
    await expect(page.getByRole('navigation', { name: '菜單分類' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^購物車/ })).toHaveCount(0);
    const before = (await firstCard.boundingBox())!;
    // The scripts arrive: the app's menu replaces the preview, its first card where the preview's was.
    await expect(page.getByRole('link', { name: /^購物車/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main')).toHaveCount(1);
    const after = (await firstCard.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
  });

  test('unknown stores go to the 404 screen', async ({ page }) => {
    for (const route of [
      '/store/no-such-store',
      '/stores/no-such-store/branch_stores',
      '/stores/no-such-store/news',
      '/stores/no-such-store/store_infos',
      '/stores/no-such-store/system_infos',
    ]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: '哎呀，找不到了' })).toBeVisible();
      await expect(page.getByText('找不到這家店或這個頁面。')).toBeVisible();
    }
  });
});
