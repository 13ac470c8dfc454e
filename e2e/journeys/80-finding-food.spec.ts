import {
  type BrowserContext,
  expect,
  expectNoOverflow,
  holdScripts,
  logInAsMember,
  type Page,
  scrollToEnd,
  test,
} from '../fixtures';

/**
 * Finding food: search with 台 = 臺 (the typed form highlighted in 臺北市), dish search
 * (奶茶 names the dishes), open state and distance in the results; 只看營業中 and nearest first on /stores and a
 * brand's stores with geolocation granted; dated store news with their own titles; store and brand images that
 * load lazily in fixed boxes and fall back to initials when they fail; the /stores header without overlaps at
 * 360×640 and 390×844; 選擇店家 on one line; desktop 1280×800 grids for store lists, search results and brands,
 * the index page's banners and chips unclipped, store info pages wider. axe-core runs on every screenshot.
 */

/** 板橋 (near 50嵐 板橋店), degrees. */
const BANQIAO = { latitude: 25.0135, longitude: 121.4655 };
/** Wednesday 2026-11-25 12:00 in Taipei: lunch time, Boujee's lunch shift. */
const WEDNESDAY_NOON = new Date('2026-11-25T12:00:00+08:00');
/** Stores the patched lists report closed (as on a Sunday, Boujee's and 馮廚's day off). */
const CLOSED = new Set(['boujee-zhongli', 'fungchu-zhongli']);

/** The store names of the cards in a list, top to bottom. */
const cards = (page: Page) => page.locator('main li h2');

/**
 * The server decides open or closed from its own clock; the lists are answered as at a fixed time instead
 * (CLOSED closed, every other store open), so the journey does not depend on when it runs. On the context:
 * the service worker fetches API calls itself once it controls the page.
 */
async function fixOpenState(context: BrowserContext) {
  await context.route(/\/api\/stores(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { all_stores: Record<string, { is_closed: boolean }> };
    for (const [id, store] of Object.entries(body.all_stores)) store.is_closed = CLOSED.has(id);
    await route.fulfill({ response, json: body });
  });
  await context.route(/\/api\/stores\/autocomplete/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { stores: { identifier: string; is_closed: boolean }[] };
    for (const store of body.stores)
      store.is_closed = CLOSED.has(store.identifier) || store.identifier === '50lan-daan';
    await route.fulfill({ response, json: body });
  });
}

test.describe('finding food: search, filters, news, images, layout', () => {
  let pageErrors: Error[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e));
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  test('search: 台 = 臺, dishes named, open state and distance', async ({ page, context, look }) => {
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    await fixOpenState(context);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BANQIAO);

    const combobox = page.getByRole('combobox', { name: '搜尋店家、品牌或地區' });
    const listbox = page.getByRole('listbox', { name: '搜尋建議' });

    await test.step('台北 finds the 臺北市 stores, 臺北 marked as typed', async () => {
      await page.goto('/stores/search');
      await combobox.fill('台北');
      await expect(page.getByRole('status').filter({ hasText: /找到 \d+ 家店/ })).toBeVisible();
      const options = listbox.getByRole('option');
      await expect(options.first()).toContainText('臺北市');
      // Every address of a result is in 臺北市, and the typed 台北 marks 臺北 in it.
      for (const text of await options.allInnerTexts()) expect(text).toContain('臺北市');
      await expect(options.first().locator('mark', { hasText: '臺北' }).first()).toBeVisible();
      await look(page, '80-search-taipei');
    });

    await test.step('臺中 finds the stores of 臺中市 as 台中 would', async () => {
      await combobox.fill('臺中');
      await expect(listbox.getByRole('option')).toHaveCount(2);
      await expect(listbox).toContainText('龜記');
      await expect(listbox).toContainText('迷客夏');
    });

    await test.step('the position becomes known on /stores (附近, geolocation granted)', async () => {
      await page.goto('/stores?view=nearby');
      await page.getByRole('button', { name: '顯示附近店家' }).click();
      await expect(page.getByText('依距離由近到遠排列')).toBeVisible();
      // Client-side to the search page: the position lives for the session, not across reloads.
      await page.getByRole('link', { name: '搜尋', exact: true }).click();
      await expect(page).toHaveURL(/\/stores\/search/);
    });

    await test.step('奶茶 lists stores whose menu has it, naming the dishes, open or closed, with distance', async () => {
      await combobox.fill('奶茶');
      const banqiao = listbox.getByRole('option', { name: /50嵐 板橋店/ });
      await expect(banqiao).toContainText('餐點：「奶茶」、「波霸奶茶」等 6 項');
      await expect(banqiao.locator('mark', { hasText: '奶茶' }).first()).toBeVisible();
      await expect(banqiao).toContainText('營業中');
      await expect(banqiao).toContainText(/距離 \d+(\.\d)? (公尺|公里)/);
      const daan = listbox.getByRole('option', { name: /50嵐 大安店/ });
      await expect(daan).toContainText('休息中');
      // Every result names at least one dish that holds 奶茶.
      await expect(listbox.getByTestId('matched-dishes')).toHaveCount(
        await listbox.getByRole('option').count(),
      );
      await banqiao.scrollIntoViewIfNeeded();
      await look(page, '80-search-dishes');
    });

    await test.step('desktop 1280×800: the results in columns', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const boxes = await listbox
        .getByRole('option')
        .evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().top));
      expect(new Set(boxes.map(Math.round)).size, 'the first three results share one row').toBe(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await look(page, '80-search-desktop');
    });
  });

  test('two words on the index page: 台北 奶茶 suggests the Taipei tea shops', async ({ page, look }) => {
    // The demo's 臺北市 stores with a 奶茶 dish (臺中's 龜記 has one too, and is left out).
    const TAIPEI_MILK_TEA = 6;
    const home = page.getByRole('combobox', { name: '搜尋店家、品牌或地區' });
    const listbox = page.getByRole('listbox', { name: '搜尋建議' });

    await test.step('typing 台北 奶茶 in the index page box suggests as the search page does', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: '今天想吃什麼？' })).toBeVisible();
      await home.pressSequentially('台北 奶茶');
      const options = listbox.getByRole('option');
      await expect(options).toHaveCount(TAIPEI_MILK_TEA);
      await expect(home).toHaveAttribute('aria-expanded', 'true');
      for (const text of await options.allInnerTexts()) {
        expect(text).toContain('臺北市');
        expect(text).not.toContain('臺中市');
      }
      // Found by the city in the address and a dish on the menu, each word marked where it matched.
      await expect(listbox.getByTestId('matched-dishes')).toHaveCount(TAIPEI_MILK_TEA);
      await expect(options.first().locator('mark', { hasText: '臺北' }).first()).toBeVisible();
      await expect(
        options.first().getByTestId('matched-dishes').locator('mark', { hasText: '奶茶' }).first(),
      ).toBeVisible();
      await expectNoOverflow(page, 'index page suggestions');
      await look(page, '80-home-two-words');
    });

    await test.step('the keyboard chooses a suggestion; Enter without one opens the search results', async () => {
      await home.press('ArrowDown');
      await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await home.press('Escape');
      await home.press('Enter');
      await expect(page).toHaveURL(
        (url) => url.pathname === '/stores/search' && url.searchParams.get('q') === '台北 奶茶',
      );
      await expect(
        page.getByRole('status').filter({ hasText: `找到 ${TAIPEI_MILK_TEA} 家店` }),
      ).toBeVisible();
      await expect(listbox.getByRole('option')).toHaveCount(TAIPEI_MILK_TEA);
      await look(page, '80-search-two-words');
    });
  });

  test('store lists: 只看營業中, nearest first, brand stores', async ({ page, context, look }) => {
    await page.clock.setFixedTime(WEDNESDAY_NOON);
    await fixOpenState(context);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BANQIAO);

    await test.step('只看營業中 hides the closed stores and is kept in the URL', async () => {
      await page.goto('/stores');
      await expect(page.getByText('共 18 家店')).toBeVisible();
      await scrollToEnd(page);
      await expect(page.locator('main').getByText('休息中', { exact: true })).toHaveCount(2);
      const filter = page.getByRole('button', { name: '只看營業中' });
      await expect(filter).toHaveAttribute('aria-pressed', 'false');
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]open=1/);
      await expect(page.getByText('共 16 家店')).toBeVisible();
      await scrollToEnd(page);
      await expect(cards(page)).toHaveCount(16);
      await expect(page.locator('main').getByText('休息中', { exact: true })).toHaveCount(0);
      await expect(cards(page)).not.toContainText(['Boujee烤肉飯 創始店']);
      await look(page, '80-stores-open-only');
      await page.reload();
      await expect(page.getByRole('button', { name: '只看營業中' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('共 16 家店')).toBeVisible();
    });

    await test.step('附近 sorts the open stores nearest first, each with its distance', async () => {
      await page.getByRole('button', { name: '附近' }).click();
      await page.getByRole('button', { name: '顯示附近店家' }).click();
      await expect(page.getByText('依距離由近到遠排列')).toBeVisible();
      await expect(cards(page).first()).toHaveText('50嵐 板橋店');
      await scrollToEnd(page);
      const withDistance = page.locator('main li').filter({ hasText: '距離' });
      await expect(withDistance).toHaveCount(15);
      const metres = await withDistance.evaluateAll((els) =>
        els.map((el) => {
          const m = /距離 ([\d.]+) (公尺|公里)/.exec(el.textContent ?? '');
          return m ? Number(m[1]) * (m[2] === '公里' ? 1000 : 1) : Number.NaN;
        }),
      );
      expect(metres.length).toBe(15);
      expect(metres).toEqual([...metres].sort((a, b) => a - b));
      await look(page, '80-stores-nearby-open');
    });

    await test.step("a brand's stores: 只看營業中 there too", async () => {
      await context.route(/\/api\/brands\/boujee/, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { stores: { is_closed: boolean }[] };
        for (const s of body.stores) s.is_closed = true;
        await route.fulfill({ response, json: body });
      });
      await page.goto('/brands/boujee/stores');
      await expect(cards(page)).toHaveText(['Boujee烤肉飯 創始店']);
      await page.getByRole('button', { name: '只看營業中' }).click();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText('目前沒有營業中的店家')).toBeVisible();
      await look(page, '80-brand-open-only');
    });
  });

  test('store news: dated entries with their own titles', async ({ page, look }) => {
    await page.goto('/store/50lan-xinyi');
    const newsLink = page.getByRole('link', { name: /^最新消息 / });
    await expect(newsLink).toContainText('24 小時營業');
    await expect(newsLink).toContainText('2026/11/20');
    await look(page, '80-store-news-line');
    await newsLink.click();
    await expect(page.getByRole('heading', { level: 1, name: '最新消息' })).toBeVisible();
    const entries = page.locator('main article');
    await expect(entries).toHaveCount(2);
    await expect(entries.getByRole('heading', { level: 2 })).toHaveText(['24 小時營業', '甜度冰塊自由選']);
    await expect(entries.locator('time')).toHaveText(['2026/11/20', '2026/11/01']);
    await expect(entries.locator('time').first()).toHaveAttribute('datetime', '2026-11-20');
    await look(page, '80-news');
  });

  test('images: lazy, fixed boxes, initials when one fails', async ({ page, context, look }) => {
    // The demo data has no logos or covers: the journey gives two brands and a store one of each (same-origin
    // paths, answered below), one loading and one failing.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await context.route('**/test-images/ok.png', (route) =>
      route.fulfill({ body: png, contentType: 'image/png' }),
    );
    await context.route('**/test-images/broken.png', (route) => route.abort());
    await context.route(/\/api\/brands(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { brands: { identifier: string; logo: string | null }[] };
      for (const b of body.brands) {
        if (b.identifier === '50lan') b.logo = '/test-images/ok.png';
        if (b.identifier === 'comebuy') b.logo = '/test-images/broken.png';
      }
      await route.fulfill({ response, json: body });
    });
    await context.route(/\/api\/stores(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { all_stores: Record<string, { logo: string | null }> };
      body.all_stores['50lan-xinyi']!.logo = '/test-images/ok.png';
      body.all_stores['comebuy-zhongzheng']!.logo = '/test-images/broken.png';
      await route.fulfill({ response, json: body });
    });

    await test.step('brand cards: the logo, or the initials when it fails', async () => {
      await page.goto('/brands');
      const fifty = page.getByRole('link', { name: /^50嵐/ });
      const logo = fifty.locator('img');
      await expect(logo).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const comebuy = page.getByRole('link', { name: /^COMEBUY/ });
      await expect(comebuy.locator('[data-image-state="fallback"]')).toHaveText('CO');
      await expect(comebuy.locator('img')).toHaveCount(0);
      // Same box, image or not: the row does not move when a logo arrives or fails.
      const size = async (link: typeof fifty) =>
        link.locator('[data-image-state]').evaluate((el) => [el.clientWidth, el.clientHeight]);
      expect(await size(fifty)).toEqual([56, 56]);
      expect(await size(comebuy)).toEqual([56, 56]);
      await look(page, '80-brand-logos');
    });

    await test.step('store cards: a fixed thumbnail, initials when the image fails', async () => {
      await page.goto('/stores');
      const xinyi = page.locator('main li').filter({ hasText: '50嵐 信義店' });
      const comebuy = page.locator('main li').filter({ hasText: 'COMEBUY 公館店' });
      await expect(xinyi.locator('img')).toHaveAttribute('loading', 'lazy');
      await expect(comebuy.locator('[data-image-state="fallback"]')).toHaveText('CO');
      const box = (li: typeof xinyi) =>
        li.locator('[data-image-state]').evaluate((el) => [el.clientWidth, el.clientHeight]);
      expect(await box(xinyi)).toEqual([56, 56]);
      expect(await box(comebuy)).toEqual([56, 56]);
      await comebuy.scrollIntoViewIfNeeded();
      await look(page, '80-store-images');
    });

    await test.step('store page: a failed cover leaves the band, a failed logo the monogram, same sizes', async () => {
      await context.route('**/iorder/stores/50lan-daan', async (route) => {
        const response = await route.fetch();
        const body = {
          ...((await response.json()) as object),
          cover: '/test-images/broken.png',
          logo: '/test-images/broken.png',
        };
        await route.fulfill({ response, json: body });
      });
      await page.goto('/store/50lan-daan');
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 大安店' })).toBeVisible();
      const boxes = page.locator('main [data-image-state="fallback"]');
      await expect(boxes).toHaveCount(2);
      await expect(boxes.nth(1)).toHaveText('50嵐');
      expect(await boxes.nth(1).evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([64, 64]);
      expect(await boxes.nth(0).evaluate((el) => el.clientHeight), 'the cover band keeps its height').toBe(
        112,
      );
      await look(page, '80-store-page-broken-images');
    });
  });

  test('on a slow network /stores shows its first stores before the scripts, and the app takes over without a jump', async ({
    page,
    context,
  }) => {
    await holdScripts(context);
    await page.goto('/stores', { waitUntil: 'commit' });
    // The server's preview (hidden for its first second): heading, count and the first cards, open ones first,
    // before any script has run (no favourite hearts yet).
    const heading = page.getByRole('heading', { name: '店家列表', level: 1 });
    await expect(heading).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText(/^共 \d+ 家店$/)).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^我的最愛/ })).toHaveCount(0);
    const names = await cards(page).allTextContents();
    const boxes = await cards(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().y));
    // A card is a link that works before the scripts run.
    await expect(page.getByRole('link', { name: new RegExp(names[0]!) })).toHaveAttribute(
      'href',
      /^\/store\//,
    );
    // The scripts arrive: the app's list replaces the preview, its cards where the preview's were.
    await expect(page.getByRole('button', { name: /^我的最愛/ }).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main')).toHaveCount(1);
    expect((await cards(page).allTextContents()).slice(0, 4)).toEqual(names);
    const after = await cards(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().y));
    for (const [i, y] of after.slice(0, 4).entries()) expect(Math.abs(y - boxes[i]!)).toBeLessThanOrEqual(1);
  });

  test('phone headers: no overlap on /stores, 選擇店家 whole, at 360×640 and 390×844', async ({
    page,
    look,
  }) => {
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/stores');
      await expect(page.getByText(/共 \d+ 家店/)).toBeVisible();
      const login = await page.getByRole('link', { name: '會員登入' }).boundingBox();
      const search = await page.getByRole('link', { name: '搜尋', exact: true }).boundingBox();
      expect(login && search, 'both buttons on screen').toBeTruthy();
      const overlap =
        login!.x < search!.x + search!.width &&
        search!.x < login!.x + login!.width &&
        login!.y < search!.y + search!.height &&
        search!.y < login!.y + login!.height;
      expect(overlap, `會員登入 and 搜尋 apart at ${size.width}px`).toBe(false);
      await expectNoOverflow(page, `/stores at ${size.width}px`);
      await look(page, `80-stores-header-${size.width}`);
    }
  });

  test('desktop 1280×800: grids, unclipped banners and chips, wider store pages', async ({ page, look }) => {
    await page.setViewportSize({ width: 1280, height: 800 });

    await test.step('index: banners side by side, none cut off; chips and brands use the width', async () => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: /50嵐 信義店 24 小時營業/ })).toBeVisible();
      const banners = page.getByRole('region', { name: '精選活動' }).getByRole('listitem');
      for (const box of await banners.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect().toJSON()),
      )) {
        expect(box.right, 'a banner inside the window').toBeLessThanOrEqual(1280);
        expect(box.left).toBeGreaterThanOrEqual(0);
      }
      const list = page.getByRole('region', { name: '精選活動' }).getByRole('list');
      expect(
        await list.evaluate((el) => el.scrollWidth - el.clientWidth),
        'no hidden banner to scroll to',
      ).toBe(0);
      const main = await page.locator('main').boundingBox();
      expect(main!.width, 'the page uses the desktop width').toBeGreaterThan(900);
      await look(page, '80-home-desktop');
    });

    await test.step('/stores: cards in three columns', async () => {
      await page.goto('/stores');
      await expect(page.getByText(/共 \d+ 家店/)).toBeVisible();
      const tops = await page
        .locator('main ul li')
        .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'the first three cards share one row').toBe(1);
      await look(page, '80-stores-desktop');
    });

    await test.step('/brands: brand cards in columns', async () => {
      await page.goto('/brands');
      await expect(page.getByText(/共 \d+ 個品牌/)).toBeVisible();
      const tops = await page
        .locator('main ul li')
        .evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size, 'the first three brands share one row').toBe(1);
      await look(page, '80-brands-desktop');
    });

    await test.step('store info pages: wider, infos in two columns', async () => {
      await page.goto('/store/50lan-xinyi');
      await expect(page.getByRole('heading', { level: 1, name: '50嵐 信義店' })).toBeVisible();
      const storeMain = page.locator('main').filter({ has: page.getByRole('heading', { level: 1 }) });
      // Polled: the page fades in (out-in transition), and a width read mid-swap is 0.
      await expect.poll(() => storeMain.evaluate((el) => el.clientWidth)).toBeGreaterThan(700);
      await look(page, '80-store-desktop');
      await page.goto('/stores/50lan-xinyi/store_infos');
      await expect(page.getByRole('heading', { level: 1, name: '店家資訊' })).toBeVisible();
      const sections = page.locator('main section');
      const [a, b] = await sections.evaluateAll((els) =>
        els.slice(0, 2).map((e) => e.getBoundingClientRect().left),
      );
      expect(b, 'the second card beside the first').toBeGreaterThan(a! + 200);
      await look(page, '80-store-infos-desktop');
    });
  });

  test('選擇店家 stays on one line on the member page (360×640, 390×844)', async ({ page, member, look }) => {
    await logInAsMember(page, member);

    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/stores/member');
      const link = page.getByRole('link', { name: '選擇店家' });
      await expect(link).toBeVisible();
      // One line box: the word is never split as 選擇店 / 家.
      expect(await link.evaluate((el) => el.getClientRects().length), `選擇店家 at ${size.width}px`).toBe(1);
      await look(page, `80-member-choose-store-${size.width}`);
    }
  });
});
